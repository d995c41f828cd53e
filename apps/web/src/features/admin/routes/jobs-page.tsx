import { RotateCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import {
  useFailedJobsQuery,
  useFailedNotificationsQuery,
  useRetryJobMutation,
  useRetryNotificationMutation,
} from '../api/jobs';
import { sectionClasses } from '../components/detail-frame';
import { ActionFailed, LoadFailed, PageHeader, PageLoading } from '../components/query-states';
import { useDateTime } from '../hooks/use-date-time';

/**
 * /admin/jobs (Operations -> Jobs / Notifications): the messages that failed every try and the jobs that used up
 * their retries, newest first, each with Retry.
 */
export function JobsPage() {
  const t = useT();
  const when = useDateTime();
  const notifications = useFailedNotificationsQuery();
  const [retryNotification, notificationRetry] = useRetryNotificationMutation();
  const jobs = useFailedJobsQuery();
  const [retryJob, jobRetry] = useRetryJobMutation();
  return (
    <>
      <PageHeader title={t('admin.jobs.title')} />
      <div className="flex flex-col gap-6">
        <FailedSection
          id="failed-notifications"
          title={t('admin.jobs.notifications')}
          empty={t('admin.jobs.noNotifications')}
          query={notifications}
          retry={(row) => retryNotification(row._id).unwrap()}
          isRetrying={(row) => notificationRetry.isLoading && notificationRetry.originalArgs === row._id}
        >
          {(rows, retryButton) => (
            <div className="overflow-x-auto">
              <table className="w-full text-start text-sm">
                <thead>
                  <tr className="border-b text-slate-600">
                    {(['kind', 'channel', 'recipient', 'attempts', 'error', 'created'] as const).map((column) => (
                      <th key={column} scope="col" className="p-2 text-start">
                        {t(`admin.jobs.${column}`)}
                      </th>
                    ))}
                    <th scope="col" className="p-2 text-start">
                      <span className="sr-only">{t('admin.jobs.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row._id} className="border-b align-top">
                      <td className="p-2 font-mono">{row.kind}</td>
                      <td className="p-2">{row.channel}</td>
                      <td className="p-2" dir="ltr">
                        {row.recipient}
                      </td>
                      <td className="p-2">{row.attempts}</td>
                      <td className="p-2 text-red-800">{row.lastError}</td>
                      <td className="p-2">{when(row.createdAt)}</td>
                      <td className="p-2">{retryButton(row)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </FailedSection>
        <FailedSection
          id="failed-jobs"
          title={t('admin.jobs.jobs')}
          empty={t('admin.jobs.noJobs')}
          query={jobs}
          retry={(job) => retryJob({ name: job.name, id: job.id }).unwrap()}
          isRetrying={(job) => jobRetry.isLoading && jobRetry.originalArgs?.id === job.id}
        >
          {(rows, retryButton) => (
            <ul className="flex flex-col gap-3">
              {rows.map((job) => (
                <li key={job.id} className="flex flex-wrap items-start justify-between gap-3 border-b pb-3 text-sm">
                  <div>
                    <p className="font-mono font-medium">{job.name}</p>
                    <p className="text-red-800">{job.error}</p>
                    <p className="text-slate-600">
                      {t('admin.jobs.tries', { count: job.retryCount + 1 })} ·{' '}
                      {job.completedOn ? when(job.completedOn) : when(job.createdOn)}
                    </p>
                  </div>
                  {retryButton(job)}
                </li>
              ))}
            </ul>
          )}
        </FailedSection>
      </div>
    </>
  );
}

type FailedSectionProps<Row> = {
  id: string;
  title: string;
  empty: string;
  query: { data?: Row[]; error?: unknown; isLoading: boolean; refetch: () => unknown };
  retry: (row: Row) => Promise<unknown>;
  isRetrying: (row: Row) => boolean;
  /** The rows, drawn by the caller with the Retry button this section wires. */
  children: (rows: Row[], retryButton: (row: Row) => ReactNode) => ReactNode;
};

/** One list of what failed: its loading, error and empty states, and a Retry whose failure is said above it. */
function FailedSection<Row>({ id, title, empty, query, retry, isRetrying, children }: FailedSectionProps<Row>) {
  const t = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const { data, error, isLoading, refetch } = query;
  const onRetry = async (row: Row) => {
    setFailure(null);
    try {
      await retry(row);
    } catch (problem) {
      setFailure(failureMessage(problem, t('admin.jobs.retryFailed')));
    }
  };
  const retryButton = (row: Row) => (
    <Button size="sm" variant="secondary" loading={isRetrying(row)} onClick={() => void onRetry(row)}>
      <RotateCw className="size-4" aria-hidden="true" />
      {t('admin.jobs.retry')}
    </Button>
  );
  return (
    <section aria-labelledby={id} className={sectionClasses}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      <ActionFailed message={failure} />
      {error && !data ? (
        <LoadFailed error={error} fallback={t('admin.jobs.loadFailed')} onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <PageLoading label={t('admin.jobs.loading')} />
      ) : data.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        children(data, retryButton)
      )}
    </section>
  );
}
