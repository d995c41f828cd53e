import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import type { useListParams } from '../hooks/use-list-params';
import { DataTable, listProps, type DataTableProps } from './data-table';
import { PageHeader } from './query-states';
import { SearchBox } from './search-box';

/** A list of people (customers, partners): the title, a search by name, email or phone, the table. */
export function PeopleList<Row extends { _id: string }>({
  title,
  list,
  query,
  columns,
  failedText,
  children,
}: {
  title: string;
  list: ReturnType<typeof useListParams<'q'>>;
  query: Parameters<typeof listProps<Row>>[0];
  columns: DataTableProps<Row>['columns'];
  failedText: string;
  /** What the rows open (a dialog). */
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <PageHeader title={title} />
      <div className="mb-4 flex">
        <SearchBox
          label={t('admin.people.search')}
          initial={list.filters.q}
          maxLength={100}
          onSearch={(q) => list.setFilters({ q })}
        />
      </div>
      <DataTable
        {...listProps(query, list)}
        caption={title}
        columns={columns}
        failedText={failedText}
        emptyText={t('admin.people.empty')}
      />
      {children}
    </>
  );
}
