import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadFailed, PageLoading } from './query-states';

/** One record's page: a link back to its list, then the record, its loading state or its failure with a retry. */
export function DetailFrame<T>({
  backLabel,
  query: { data, error, isLoading, refetch },
  loadingText,
  failedText,
  children,
}: {
  backLabel: string;
  query: { data?: T; error?: unknown; isLoading: boolean; refetch: () => unknown };
  loadingText: string;
  failedText: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      <Link
        to=".."
        relative="path"
        className="mb-4 inline-flex items-center gap-2 text-sm text-brand-800 hover:underline"
      >
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        {backLabel}
      </Link>
      {error && !data ? (
        <LoadFailed error={error} fallback={failedText} onRetry={() => void refetch()} />
      ) : isLoading || data === undefined ? (
        <PageLoading label={loadingText} />
      ) : (
        children(data)
      )}
    </>
  );
}

/** A label and its value in a record's summary (inside a <dl>). */
export function Detail({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}

export const sectionClasses = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
