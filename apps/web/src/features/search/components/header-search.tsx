import { Search } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { AfterPaint } from '@/components/ui/after-paint';

// The combobox's code loads once the page has painted: every page has it, none needs it to paint.
const SearchBox = lazy(async () => ({ default: (await import('./search-box')).SearchBox }));

/** Holds the search box's place, at its size, for the moment its code is on the way. */
function SearchBoxPlaceholder() {
  return (
    <div className="relative w-full">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        type="text"
        disabled
        aria-label="Search for services"
        placeholder="Search for services..."
        className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-10 pl-9 text-sm placeholder:text-slate-500"
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
