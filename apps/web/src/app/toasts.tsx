import { lazy, Suspense } from 'react';
import { AfterPaint } from '@/components/ui/after-paint';

// Toasts are never needed for the first paint: their library loads right after it (never on the server).
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** Where every page's toasts show (sonner's `toast()` from anywhere). */
export function Toasts() {
  return (
    <AfterPaint>
      <Suspense fallback={null}>
        <Toaster position="top-center" richColors closeButton />
      </Suspense>
    </AfterPaint>
  );
}
