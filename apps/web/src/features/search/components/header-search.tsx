import { Search } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { AfterPaint } from '@/components/ui/after-paint';
import { useT } from '@/lib/i18n/use-t';

// The combobox's code loads once the page has painted: every page has it, none needs it to paint.
const SearchBox = lazy(async () => ({ default: (await import('./search-box')).SearchBox }));

/** Holds the search box's place, at its size, for the moment its code is on the way. */
function SearchBoxPlaceholder() {
  const t = useT();
  return (
    <div className="relative w-full">
      <Search
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        type="text"
        disabled
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        className="h-11 w-full rounded-lg border border-slate-300 bg-white ps-9 pe-10 text-sm placeholder:text-slate-500"
      />
    </div>
  );
}

/** The header's search box (spec §2). */
export function HeaderSearch() {
  return (
    <AfterPaint fallback={<SearchBoxPlaceholder />}>
      <Suspense fallback={<SearchBoxPlaceholder />}>
        <SearchBox />
      </Suspense>
    </AfterPaint>
  );
}
