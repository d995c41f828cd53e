import { RotateCw } from 'lucide-react';
import { useState } from 'react';
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
  return (
    <>
      <PageHeader title={t('admin.jobs.title')} />
      <div className="flex flex-col gap-6">
        <FailedNotifications />
        <FailedJobs />
      </div>
    </>
  );
}

function FailedNotifications() {
  const t = useT();
  const when = useDateTime();
  const { data, error, isLoading, refetch } = useFailedNotificationsQuery();
  const [retry, retrying] = useRetryNotificationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const onRetry = async (id: string) => {
    setFailure(null);
    try {
      await retry(id).unwrap();
    } catch (problem) {
      setFailure(failureMessage(problem, t('admin.jobs.retryFailed')));
    }
  };
  return (
    <section aria-labelledby="failed-notifications" className={sectionClasses}>
      <h2 id="failed-notifications" className="mb-3 text-lg font-semibold">
        {t('admin.jobs.notifications')}
      </h2>
      <ActionFailed message={failure} />
      {error && !data ? (
        <LoadFailed error={error} fallback={t('admin.jobs.loadFailed')} onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <PageLoading label={t('admin.jobs.loading')} />
      ) : data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('admin.jobs.noNotifications')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="border-b text-slate-600">
                <th scope="col" className="p-2 text-start">
                  {t('admin.jobs.kind')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('admin.jobs.channel')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('admin.jobs.recipient')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('admin.jobs.attempts')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('admin.jobs.error')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('admin.jobs.created')}
                </th>
                <th scope="col" className="p-2 text-start">
                  <span className="sr-only">{t('admin.jobs.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={row._id} className="border-b align-top">
                  <td className="p-2 font-mono">{row.kind}</td>
                  <td className="p-2">{row.channel}</td>
                  <td className="p-2" dir="ltr">
                    {row.recipient}
                  </td>
                  <td className="p-2">{row.attempts}</td>
                  <td className="p-2 text-red-800">{row.lastError}</td>
                  <td className="p-2">{when(row.createdAt)}</td>
                  <td className="p-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={retrying.isLoading && retrying.originalArgs === row._id}
                      onClick={() => void onRetry(row._id)}
                    >
                      <RotateCw className="size-4" aria-hidden="true" />
                      {t('admin.jobs.retry')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function FailedJobs() {
  const t = useT();
  const when = useDateTime();
  const { data, error, isLoading, refetch } = useFailedJobsQuery();
  const [retry, retrying] = useRetryJobMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const onRetry = async (name: string, id: string) => {
    setFailure(null);
    try {
      await retry({ name, id }).unwrap();
    } catch (problem) {
      setFailure(failureMessage(problem, t('admin.jobs.retryFailed')));
    }
  };
  return (
    <section aria-labelledby="failed-jobs" className={sectionClasses}>
      <h2 id="failed-jobs" className="mb-3 text-lg font-semibold">
        {t('admin.jobs.jobs')}
      </h2>
      <ActionFailed message={failure} />
      {error && !data ? (
        <LoadFailed error={error} fallback={t('admin.jobs.loadFailed')} onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <PageLoading label={t('admin.jobs.loading')} />
      ) : data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('admin.jobs.noJobs')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.map((job) => (
            <li key={job.id} className="flex flex-wrap items-start justify-between gap-3 border-b pb-3 text-sm">
              <div>
                <p className="font-mono font-medium">{job.name}</p>
                <p className="text-red-800">{job.error}</p>
                <p className="text-slate-600">
                  {t('admin.jobs.tries', { count: job.retryCount + 1 })} ·{' '}
                  {job.completedOn ? when(job.completedOn) : when(job.createdOn)}
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                loading={retrying.isLoading && retrying.originalArgs?.id === job.id}
                onClick={() => void onRetry(job.name, job.id)}
              >
                <RotateCw className="size-4" aria-hidden="true" />
                {t('admin.jobs.retry')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
