import { useMemo } from 'react';
import type { CustomerRow } from '@khidma/shared/schemas/operations';
import { useT } from '@/lib/i18n/use-t';
import { useBlockCustomerMutation, useGetCustomersQuery } from '../api/people';
import { BlockAction } from '../components/block-action';
import { columnsFor } from '../components/data-table';
import { PeopleList } from '../components/people-list';
import { StateBadge } from '../components/state-badge';
import { useDateTime } from '../hooks/use-date-time';
import { useListParams } from '../hooks/use-list-params';
import { PhoneNumber } from '@/components/ui/phone-field';

const column = columnsFor<CustomerRow>();

/** The customers, searched by name, email or phone; block one (their sessions end) or unblock them. */
export function CustomersPage() {
  const t = useT();
  const dateTime = useDateTime();
  const list = useListParams({ sort: 'createdAt', order: 'desc' }, ['q'] as const);
  const query = useGetCustomersQuery({
    page: list.page,
    pageSize: list.pageSize,
    sort: list.sort,
    order: list.order,
    q: list.filters.q,
  });
  const [block] = useBlockCustomerMutation();

  const columns = useMemo(
    () => [
      column.accessor('name', { header: t('admin.people.column.name'), enableSorting: true }),
      column.accessor('email', { header: t('admin.people.column.email') }),
      column.accessor('phone', {
        header: t('admin.people.column.phone'),
        cell: (info) => (
          <span className="whitespace-nowrap">
            <PhoneNumber countryCode={info.row.original.country_code} phone={info.getValue()} />
          </span>
        ),
      }),
      column.accessor('orders', { header: t('admin.people.column.orders') }),
      column.accessor('createdAt', {
        header: t('admin.people.column.joined'),
        enableSorting: true,
        cell: (info) => <span className="whitespace-nowrap">{dateTime(info.getValue())}</span>,
      }),
      column.accessor('blocked', {
        header: t('admin.people.column.state'),
        cell: (info) => (
          <StateBadge
            ok={!info.getValue()}
            label={t(info.getValue() ? 'admin.customers.blocked' : 'admin.people.active')}
          />
        ),
      }),
      column.display({
        id: 'actions',
        header: t('admin.people.column.actions'),
        cell: ({ row: { original } }) => (
          <BlockAction
            blocked={original.blocked}
            labels={{
              block: t('admin.customers.block'),
              lift: t('admin.customers.unblock'),
              title: t(original.blocked ? 'admin.customers.unblockTitle' : 'admin.customers.blockTitle', {
                name: original.name,
              }),
              text: t(original.blocked ? 'admin.customers.unblockText' : 'admin.customers.blockText'),
              done: t(original.blocked ? 'admin.customers.unblocked' : 'admin.customers.blockedDone'),
            }}
            onSubmit={(body) => block({ id: original._id, body }).unwrap()}
          />
        ),
      }),
    ],
    [t, dateTime, block],
  );

  return (
    <PeopleList
      title={t('admin.customers.title')}
      list={list}
      query={query}
      columns={columns}
      failedText={t('admin.customers.failed')}
    />
  );
}
