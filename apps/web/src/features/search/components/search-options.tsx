import { History } from 'lucide-react';
import { useEffect } from 'react';
import type { RecentSearch } from '../state/search-history-slice';

/** A service to offer: a result (with its sub-category as a hint) or a recent search. */
export type SearchOption = { service: RecentSearch; hint?: string; recent?: boolean };

type SearchOptionsProps = {
  id: string;
  idPrefix: string;
  label?: string;
  labelledBy?: string;
  options: SearchOption[];
  active: number;
  onChoose: (service: RecentSearch) => void;
};

/** The combobox's listbox: results with their sub-category, or recent searches with a history icon. */
export function SearchOptions({ id, idPrefix, label, labelledBy, options, active, onChoose }: SearchOptionsProps) {
  // The active option stays in sight as the arrows move through a list longer than the popup.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${idPrefix}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, idPrefix]);

  return (
    <ul id={id} role="listbox" aria-label={label} aria-labelledby={labelledBy} className="max-h-80 overflow-y-auto">
      {options.map(({ service, hint, recent }, index) => (
        <li
          key={service._id}
          id={`${idPrefix}-option-${index}`}
          role="option"
          aria-selected={index === active}
          // Keep focus in the input: the click chooses, the input stays the combobox.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(service)}
          className={`flex cursor-pointer items-center gap-2 px-3 py-2 text-sm ${
            index === active ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-50'
          }`}
        >
          {recent ? <History className="size-4 shrink-0 text-slate-500" aria-hidden="true" /> : null}
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">
              <bdi>{service.ServiceName}</bdi>
            </span>
            {hint ? (
              <span className="block truncate text-xs text-slate-600">
                <bdi>{hint}</bdi>
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
