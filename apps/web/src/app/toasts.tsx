import { lazy, Suspense } from 'react';
import { directionOf } from '@khidma/shared/languages';
import { AfterPaint } from '@/components/ui/after-paint';
import { useLocale } from '@/lib/i18n/locale-context';
import { useT } from '@/lib/i18n/use-t';

// Toasts are never needed for the first paint: their library loads right after it (never on the server).
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** Where every page's toasts show (sonner's `toast()` from anywhere); its region and buttons named in the reader's language. */
export function Toasts() {
  const t = useT();
  const { locale } = useLocale();
  return (
    <AfterPaint>
      <Suspense fallback={null}>
        <Toaster
          position="top-center"
          richColors
          closeButton
          dir={directionOf(locale)}
          containerAriaLabel={t('app.toasts.label')}
          toastOptions={{ closeButtonAriaLabel: t('app.toasts.close') }}
        />
      </Suspense>
    </AfterPaint>
  );
}
