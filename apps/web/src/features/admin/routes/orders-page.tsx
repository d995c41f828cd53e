import { useMemo } from 'react';
import { Link } from 'react-router';
import { ORDER_SORTS, type AdminOrder } from '@khidma/shared/schemas/operations';
import { ORDER_STATUSES, type OrderStatus } from '@khidma/shared/constants';
import { inputClasses } from '@/components/ui/form-field';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { useSlotFormat } from '@/lib/format-slot';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { useGetAdminOrdersQuery } from '../api/orders';
import { useGetPartnersQuery } from '../api/people';
import { thisMonth } from '@/features/partner-portal/hooks/use-period';
import { exportUrl } from '../api/finance';
import { DataTable, columnsFor, listProps } from '../components/data-table';
import { ExportLink } from '../components/export-link';
import { PageHeader } from '../components/query-states';
import { SearchBox } from '../components/search-box';
import { useDateTime } from '../hooks/use-date-time';
import { useListParams } from '../hooks/use-list-params';
import { STATUS_LABELS, usePaymentLabel } from '../status-labels';

const FILTERS = ['status', 'from', 'to', 'partnerId', 'q', 'attention'] as const;
const column = columnsFor<AdminOrder>();
const isStatus = (value: string | undefined): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value ?? '');
const isSort = (value: string) => (ORDER_SORTS as readonly string[]).includes(value);

/** Every order, filtered, searched, sorted and paged by the server; a row opens the order. */
export function OrdersPage() {
  const t = useT();
  const { money } = useFormat();
  const dateTime = useDateTime();
  const { slot } = useSlotFormat();
  const paymentLabel = usePaymentLabel();
  const list = useListParams({ sort: 'orderedDate', order: 'desc' }, FILTERS);
  const { status, from, to, partnerId, q, attention } = list.filters;
  const sort = isSort(list.sort) ? list.sort : 'orderedDate';
  const query = useGetAdminOrdersQuery({
    page: list.page,
    pageSize: list.pageSize,
    sort,
    order: list.order,
    status: isStatus(status) ? status : undefined,
    from,
    to,
    partnerId,
    q,
    attention: attention === 'refundDue' ? 'refundDue' : undefined,
  });
  const partners = useGetPartnersQuery({ page: 1, pageSize: 100, sort: 'name', order: 'asc' });

  const columns = useMemo(
    () => [
      column.accessor('ordId', {
        header: t('admin.orders.column.ordId'),
        cell: (info) => (
          <Link to={encodeURIComponent(info.getValue())} className="font-semibold text-brand-800 hover:underline">
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('slotStart', {
        header: t('admin.orders.column.slot'),
        cell: (info) => (
          // Orders placed before time slots have none.
          <span className="whitespace-nowrap">{slot(info.getValue(), info.row.original.slotEnd) ?? '—'}</span>
        ),
      }),
      column.accessor('orderedDate', {
        header: t('admin.orders.column.orderedDate'),
        enableSorting: true,
        cell: (info) => <span className="whitespace-nowrap">{dateTime(info.getValue())}</span>,
      }),
      column.accessor('customer', {
        header: t('admin.orders.column.customer'),
        cell: (info) => (
          <>
            <span className="block">{info.getValue().name}</span>
            <bdi dir="ltr" className="text-xs text-slate-600">
              {info.getValue().phone}
            </bdi>
          </>
        ),
      }),
      column.accessor('partner', {
        header: t('admin.orders.column.partner'),
        cell: (info) => info.getValue()?.name ?? <span className="text-slate-500">{t('admin.orders.unassigned')}</span>,
      }),
      column.accessor('ordStatus', {
        header: t('admin.orders.column.status'),
        enableSorting: true,
        cell: (info) => (
          <span className="flex flex-wrap items-center gap-1">
            <OrderStatusBadge status={info.getValue()} />
            {info.row.original.refundDue ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {t('admin.orders.refundDue')}
              </span>
            ) : null}
          </span>
        ),
      }),
      column.accessor('totalPrice', {
        header: t('admin.orders.column.total'),
        enableSorting: true,
        cell: (info) => <span className="whitespace-nowrap">{money(info.getValue())}</span>,
      }),
      column.accessor('paymentType', {
        header: t('admin.orders.column.payment'),
        cell: (info) => paymentLabel(info.getValue()),
      }),
    ],
    [t, money, dateTime, slot, paymentLabel],
  );

  return (
    <>
      <PageHeader title={t('admin.orders.title')}>
        {/* The orders of the filtered days (this month so far without them), as the finance exports give them. */}
        <ExportLink href={exportUrl('orders', from && to ? { from, to } : thisMonth())} label={t('admin.export.csv')} />
      </PageHeader>
      <OrderFilters values={list.filters} partners={partners.data?.items ?? []} onChange={list.setFilters} />
      <DataTable
        {...listProps(query, list)}
        caption={t('admin.orders.caption')}
        columns={columns}
        failedText={t('admin.orders.failed')}
        emptyText={t('admin.orders.empty')}
      />
    </>
  );
}

type FilterValues = Partial<Record<(typeof FILTERS)[number], string>>;

/** The filters apply as they change; the search box on Enter or its button. */
function OrderFilters({
  values,
  partners,
  onChange,
}: {
  values: FilterValues;
  partners: Array<{ _id: string; name: string }>;
  onChange: (changes: FilterValues) => void;
}) {
  const t = useT();
  const field = 'flex flex-col gap-1 text-sm font-medium text-slate-800';

  return (
    <div className="mb-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <SearchBox
        label={t('admin.orders.search')}
        placeholder={t('admin.orders.searchPlaceholder')}
        initial={values.q}
        maxLength={40}
        onSearch={(q) => onChange({ q })}
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <label className={field}>
          {t('admin.orders.filter.status')}
          <select
            value={values.status ?? ''}
            onChange={(event) => onChange({ status: event.target.value })}
            className={inputClasses}
          >
            <option value="">{t('admin.orders.filter.all')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(STATUS_LABELS[status])}
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          {t('admin.orders.filter.partner')}
          <select
            value={values.partnerId ?? ''}
            onChange={(event) => onChange({ partnerId: event.target.value })}
            className={inputClasses}
          >
            <option value="">{t('admin.orders.filter.anyPartner')}</option>
            {partners.map((partner) => (
              <option key={partner._id} value={partner._id}>
                {partner.name}
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          {t('admin.orders.filter.from')}
          <input
            type="date"
            value={values.from ?? ''}
            max={values.to}
            onChange={(event) => onChange({ from: event.target.value })}
            className={inputClasses}
          />
        </label>
        <label className={field}>
          {t('admin.orders.filter.to')}
          <input
            type="date"
            value={values.to ?? ''}
            min={values.from}
            onChange={(event) => onChange({ to: event.target.value })}
            className={inputClasses}
          />
        </label>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={values.attention === 'refundDue'}
          onChange={(event) => onChange({ attention: event.target.checked ? 'refundDue' : '' })}
          className="size-4"
        />
        {t('admin.orders.filter.refundDue')}
      </label>
    </div>
  );
}
