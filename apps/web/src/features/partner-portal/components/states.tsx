import { Spinner } from '@/components/ui/spinner';
import { buttonClasses } from '@/components/ui/button';
import { failureMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';

/** The portal's loading, failure and empty states: one look on every screen. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16">
      <Spinner label={label} className="size-8 text-brand-700" />
    </div>
  );
}

/** The server's reason when it gave one (in the reader's language), else the screen's own; and a way to try again. */
export function Failure({ error, fallback, retry }: { error: unknown; fallback: string; retry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      <p>{failureMessage(error, fallback)}</p>
      <button type="button" onClick={retry} className={buttonClasses('secondary', 'lg', 'mt-3')}>
        {t('partner-portal.jobs.retry')}
      </button>
    </div>
  );
}

export function Empty({ title, text }: { title: string; text: string }) {
  return (
    <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center">
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
    </div>
  );
}

/** Why a step was refused (the server's reason, e.g. a 409), under the button that tried it; nothing before. */
export function Refusal({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
      {failureMessage(error, fallback)}
    </p>
  );
}
