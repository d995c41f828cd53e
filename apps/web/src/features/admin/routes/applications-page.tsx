import { useMemo } from 'react';
import { Link } from 'react-router';
import { APPLICATION_STATUSES, type ApplicationRow, type ApplicationStatus } from '@khidma/shared/schemas/operations';
import { useT } from '@/lib/i18n/use-t';
import { useGetApplicationsQuery } from '../api/applications';
import { DataTable, columnsFor, listProps } from '../components/data-table';
import { PageHeader } from '../components/query-states';
import { useDateTime } from '../hooks/use-date-time';
import { useListParams } from '../hooks/use-list-params';
import { PhoneNumber } from '@/components/ui/phone-field';

const column = columnsFor<ApplicationRow>();
const isStatus = (value: string | undefined): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value ?? '');

/** Partner applications by status (pending first): a row opens the application. */
export function ApplicationsPage() {
  const t = useT();
  const dateTime = useDateTime();
  const list = useListParams({ sort: 'createdAt', order: 'desc' }, ['status'] as const);
  const status: ApplicationStatus = isStatus(list.filters.status) ? list.filters.status : 'pending_review';
  const query = useGetApplicationsQuery({ page: list.page, pageSize: list.pageSize, order: list.order, status });

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t('admin.applications.column.name'),
        cell: (info) => (
          <Link to={info.row.original._id} className="font-semibold text-brand-800 hover:underline">
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('SrvSubCategoryName', {
        header: t('admin.applications.column.skill'),
        cell: (info) => `${info.row.original.SrvCategoryName} · ${info.getValue()}`,
      }),
      column.accessor('phone', {
        header: t('admin.applications.column.phone'),
        cell: (info) => (
          <span className="whitespace-nowrap">
            <PhoneNumber countryCode={info.row.original.country_code} phone={info.getValue()} />
          </span>
        ),
      }),
      column.accessor('email', { header: t('admin.applications.column.email') }),
      column.accessor('createdAt', {
        header: t('admin.applications.column.createdAt'),
        enableSorting: true,
        cell: (info) => <span className="whitespace-nowrap">{dateTime(info.getValue())}</span>,
      }),
    ],
    [t, dateTime],
  );

  return (
    <>
      <PageHeader title={t('admin.applications.title')} />
      <div role="group" aria-label={t('admin.applications.byStatus')} className="mb-4 flex flex-wrap gap-2">
        {APPLICATION_STATUSES.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={status === name}
            onClick={() => list.setFilters({ status: name === 'pending_review' ? undefined : name })}
            className={`rounded-full px-4 py-1.5 text-sm font-medium ${
              status === name ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300'
            }`}
          >
            {t(`admin.applications.status.${name}`)}
          </button>
        ))}
      </div>
      <DataTable
        {...listProps(query, list)}
        caption={t('admin.applications.caption', { status: t(`admin.applications.status.${status}`) })}
        columns={columns}
        failedText={t('admin.applications.failed')}
        emptyText={t('admin.applications.empty')}
      />
    </>
  );
}
