import { failureMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';

type SectionFailureProps = { error: unknown; fallback: string; onRetry: () => void };

/** A list that could not load: the server's message or the list's own text (spec §8), and a retry. */
export function SectionFailure({ error, fallback, onRetry }: SectionFailureProps) {
  const t = useT();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
      {failureMessage(error, fallback)}{' '}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        {t('catalog.retry')}
      </button>
    </div>
  );
}
