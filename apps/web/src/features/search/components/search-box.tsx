import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_TERM_MAX_LENGTH } from '@khidma/shared/constants';
import { SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { useT } from '@/lib/i18n/use-t';
import { serviceDetailPath } from '@/lib/paths';
import { useSearchServicesQuery } from '../api/search-services';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { searchChosen, searchHistoryCleared, type RecentSearch } from '../state/search-history-slice';
import { searchFailure } from './search-failure';
import { SearchOptions, type SearchOption } from './search-options';

/**
 * The header's search (spec §2 Search box) as a WAI-ARIA combobox: the input owns a popup listing results (after
 * a 500 ms pause in typing) or, while the box is empty, the recent searches. Up/Down move the active option
 * (aria-activedescendant), Enter opens it, Escape closes the popup (and clears the box when already closed); a
 * click outside closes it too. Choosing a service remembers it and opens its detail page.
 */
export function SearchBox() {
  const t = useT();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const recent = useAppSelector((state) => state.searchHistory.items);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const listboxId = `${ids}-listbox`;

  const trimmed = term.trim();
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const search = useSearchServicesQuery(debounced, { skip: !debounced });
  const searching = trimmed !== '' && (trimmed !== debounced || search.isFetching);
  const results = trimmed && !searching && !search.isError ? (search.currentData ?? []) : [];
  const options: SearchOption[] = trimmed
    ? results.map((service) => ({ service, hint: service.SrvSubCategoryName }))
    : recent.map((service) => ({ service, recent: true }));

  // Whatever the popup lists, no option is active until the user moves to one.
  useEffect(() => setActive(-1), [trimmed, searching, recent]);

  // A pointer down anywhere outside the box closes the popup (spec §2: "Clicking outside closes the dropdown").
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const choose = (service: RecentSearch) => {
    dispatch(searchChosen(service));
    setTerm(service.ServiceName);
    setOpen(false);
    void navigate(serviceDetailPath(service._id, service.SrvSubCategoryId));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        setOpen(true);
        if (count) setActive((index) => (index + 1) % count);
        break;
      case 'ArrowUp':
        setOpen(true);
        if (count) setActive((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case 'Enter': {
        const option = open ? options[active] : undefined;
        if (!option) return;
        choose(option.service);
        break;
      }
      case 'Escape':
        if (open) setOpen(false);
        else setTerm('');
        break;
      case 'Tab':
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  let status: string | null = null;
  if (trimmed && searching) status = t('search.searching');
  else if (trimmed && search.isError) status = searchFailure(search.error, t);
  else if (trimmed && !results.length) status = t('search.noResults');
  else if (!trimmed && !recent.length) status = t('search.noRecent');

  return (
    <div ref={rootRef} role="search" className="relative w-full">
      <Search
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        ref={inputRef}
        type="text"
        role="combobox"
        aria-label={t('search.label')}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open && options.length ? listboxId : undefined}
        aria-activedescendant={open && active >= 0 ? `${ids}-option-${active}` : undefined}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_TERM_MAX_LENGTH}
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="h-11 w-full rounded-lg border border-slate-300 bg-white ps-9 pe-10 text-sm text-slate-900 placeholder:text-slate-500"
      />
      {term ? (
        <button
          type="button"
          onClick={() => {
            setTerm('');
            inputRef.current?.focus();
          }}
          className="absolute end-1.5 top-1/2 -translate-y-1/2 rounded-full p-1.5 text-slate-600 hover:bg-slate-100"
          aria-label={t('search.clear')}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}

      {open ? (
        <div className="absolute inset-x-0 top-full z-40 mt-1 rounded-lg border border-slate-200 bg-white py-1 shadow-lg">
          {!trimmed && recent.length ? (
            <div className="flex items-center justify-between px-3 py-1.5">
              <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase" id={`${ids}-recent`}>
                {t('search.recent')}
              </p>
              <button
                type="button"
                onClick={() => {
                  dispatch(searchHistoryCleared());
                  inputRef.current?.focus();
                }}
                className="rounded px-1.5 py-0.5 text-xs font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t('search.clearAll')}
              </button>
            </div>
          ) : null}
          {status ? <p className="px-3 py-3 text-sm text-slate-600">{status}</p> : null}
          {options.length ? (
            <SearchOptions
              id={listboxId}
              idPrefix={ids}
              labelledBy={trimmed ? undefined : `${ids}-recent`}
              label={trimmed ? t('search.results') : undefined}
              options={options}
              active={active}
              onChoose={choose}
            />
          ) : null}
        </div>
      ) : null}
      <p className="sr-only" role="status">
        {open && trimmed && !searching && !search.isError ? t('search.resultCount', { count: results.length }) : ''}
      </p>
    </div>
  );
}
