import {
  createColumnHelper,
  flexRender,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/use-t';
import type { Page } from '@khidma/shared/schemas/operations';
import { PAGE_SIZE, type SortOrder, type useListParams } from '../hooks/use-list-params';
import { LoadFailed } from './query-states';

/** The table features every console table uses: the server pages and sorts, TanStack keeps the state. */
const features = tableFeatures({ rowPaginationFeature, rowSortingFeature });
type Features = typeof features;

/** A column helper for a console table of `Row`s. */
export const columnsFor = <Row extends RowData>() => createColumnHelper<Features, Row>();

// One empty list, so a loading table keeps its row model instead of rebuilding it each render.
const NO_ROWS: never[] = [];

const apply = <T,>(updater: Updater<T>, current: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;

/** Every console row has its id. */
type Identified = RowData & { _id: string };

/** A list query's state, as RTK Query gives it. */
type ListQuery<Row> = {
  data?: Page<Row>;
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
};
/** A table's page and sort in the address (useListParams). */
type ListState = Pick<ReturnType<typeof useListParams>, 'page' | 'pageSize' | 'sort' | 'order' | 'setPage' | 'setSort'>;

/**
 * A DataTable's rows, states and paging from its query, and its page and sort from `list`; without `list` the
 * table holds one page of everything (a short list, as the catalogue's categories).
 */
export function listProps<Row>(query: ListQuery<Row>, list?: ListState) {
  return {
    rows: query.data?.items,
    total: query.data?.total ?? 0,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
    ...(list
      ? {
          page: list.page,
          pageSize: list.pageSize,
          onPage: list.setPage,
          sort: { id: list.sort, order: list.order },
          onSort: list.setSort,
        }
      : { page: 1, pageSize: query.data?.pageSize ?? PAGE_SIZE, onPage: () => undefined }),
  };
}

export type DataTableProps<Row extends Identified> = {
  /** What the table lists (its <caption>, read by screen readers). */
  caption: string;
  // TanStack's column values are of every type; a column list mixes them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: Array<ColumnDef<Features, Row, any>>;
  rows: Row[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The server's sort; a column sorts when its definition says `enableSorting: true`. */
  sort?: { id: string; order: SortOrder };
  onSort?: (id: string, order: SortOrder) => void;
  isLoading: boolean;
  isFetching?: boolean;
  error: unknown;
  failedText: string;
  onRetry: () => void;
  emptyText: string;
};

/**
 * A console table: TanStack Table for the columns, the server for the rows (manual paging and sorting, each change
 * a new query). A real <table> with a caption, column headers with aria-sort and a sort button inside, and a
 * labelled pager. On a phone the table scrolls sideways inside a focusable region.
 */
export function DataTable<Row extends Identified>({
  caption,
  columns,
  rows,
  total,
  page,
  pageSize,
  onPage,
  sort,
  onSort,
  isLoading,
  isFetching = false,
  error,
  failedText,
  onRetry,
  emptyText,
}: DataTableProps<Row>) {
  const t = useT();
  const sorting: SortingState = sort ? [{ id: sort.id, desc: sort.order === 'desc' }] : [];
  const pagination: PaginationState = { pageIndex: page - 1, pageSize };
  const table = useTable({
    features,
    data: rows ?? NO_ROWS,
    columns,
    getRowId: (row) => row._id,
    manualPagination: true,
    manualSorting: true,
    rowCount: total,
    enableSortingRemoval: false,
    sortDescFirst: false,
    defaultColumn: { enableSorting: false },
    state: { sorting, pagination },
    onSortingChange: (updater) => {
      const [first] = apply(updater, sorting);
      if (first) onSort?.(first.id, first.desc ? 'desc' : 'asc');
    },
    onPaginationChange: (updater) => onPage(apply(updater, pagination).pageIndex + 1),
  });

  if (error && !rows) return <LoadFailed error={error} fallback={failedText} onRetry={onRetry} />;

  const pageCount = Math.max(1, table.getPageCount());
  const columnCount = table.getAllLeafColumns().length;
  return (
    <div className="flex flex-col gap-3">
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
      >
        <table className="w-full text-start text-sm" aria-busy={isLoading || isFetching || undefined}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-slate-700">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  const SortIcon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        header.column.getCanSort()
                          ? sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                      className="px-3 py-2.5 text-start font-semibold whitespace-nowrap"
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex items-center gap-1 rounded hover:text-brand-800"
                        >
                          {label}
                          <SortIcon className="size-3.5" aria-hidden="true" />
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100">
            {isLoading ? (
              Array.from({ length: 3 }, (_, index) => (
                <tr key={index}>
                  <td colSpan={columnCount} className="px-3 py-3">
                    <Skeleton className="h-5 w-full" />
                  </td>
                </tr>
              ))
            ) : table.getRowModel().rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="px-3 py-8 text-center text-slate-600">
                  {emptyText}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="hover:bg-slate-50">
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2.5 align-top">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {error ? <LoadFailed error={error} fallback={failedText} onRetry={onRetry} /> : null}
      <nav aria-label={t('admin.table.pagination', { caption })} className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => table.previousPage()}
          disabled={!table.getCanPreviousPage()}
          aria-label={t('admin.table.previous')}
        >
          <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        </Button>
        <p className="text-sm text-slate-700" aria-live="polite">
          {t('admin.table.pageOf', { page, count: pageCount, total })}
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => table.nextPage()}
          disabled={!table.getCanNextPage()}
          aria-label={t('admin.table.next')}
        >
          <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        </Button>
      </nav>
    </div>
  );
}
