import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';

/** A load that failed: the server's words (or the screen's own) and a Retry that asks again. */
export function LoadFailed({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
      <p className="text-sm text-red-800">{failureMessage(error, fallback)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden="true" />
        {t('admin.states.retry')}
      </Button>
    </div>
  );
}

/** A page still loading (a spinner with what is loading, for screen readers). */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16 text-brand-700">
      <Spinner label={label} className="size-8" />
    </div>
  );
}

/** An action refused by the server (a 409's reason, a validation message): read out at once, kept in sight. */
export function ActionFailed({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}

/** A page's title and its actions on one line (wrapping on phones). */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}
