import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_SIZE = 20;
export type SortOrder = 'asc' | 'desc';

/**
 * A console table's page, sort and filters, kept in the address: a reload, a shared link or Back from a row's page
 * shows the same rows. Any change but the page's own goes back to page 1.
 */
export function useListParams<Filter extends string>(
  defaults: { sort: string; order: SortOrder },
  filterNames: readonly Filter[],
) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const sort = params.get('sort') ?? defaults.sort;
  const requested = params.get('order');
  const order: SortOrder = requested === 'asc' || requested === 'desc' ? requested : defaults.order;
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) || undefined])) as Partial<
    Record<Filter, string>
  >;

  const update = useCallback(
    (changes: Record<string, string | number | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    page,
    pageSize: PAGE_SIZE,
    sort,
    order,
    filters,
    setPage: useCallback((next: number) => update({ page: next === 1 ? undefined : next }), [update]),
    setSort: useCallback((id: string, direction: SortOrder) => update({ sort: id, order: direction }), [update]),
    setFilters: useCallback((changes: Partial<Record<Filter, string>>) => update(changes), [update]),
  };
}
