import { useId, useMemo } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { INTL_LOCALES } from '@khidma/shared/languages';
import { useLocale } from '@/lib/i18n/locale-context';
import { useSay } from '@/lib/i18n/use-say';

/** 22 November 2026 was a Sunday: day i of the week is i days after it (0 = Sunday, as workDays counts). */
const SUNDAY = Date.UTC(2026, 10, 22);
const WEEK = [0, 1, 2, 3, 4, 5, 6] as const;

/** The weekdays' names in the reader's language, Sunday first (Kuwait's week starts on Sunday). */
export function useWeekdayNames(width: 'long' | 'short' = 'long') {
  const { locale } = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: width, timeZone: 'UTC' });
    return WEEK.map((day) => format.format(new Date(SUNDAY + day * 86_400_000)));
  }, [locale, width]);
}

/**
 * A partner's working weekdays as seven checkboxes in a group, Sunday to Saturday; the form holds them as
 * `workDays` (0 = Sunday ... 6 = Saturday, ascending), and its schema message shows under the group.
 */
export function WorkDaysField<T extends FieldValues>({
  control,
  name,
  legend,
}: {
  control: Control<T>;
  name: Path<T>;
  legend: string;
}) {
  const say = useSay();
  const names = useWeekdayNames();
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const days = (Array.isArray(field.value) ? field.value : []) as number[];
  const error = fieldState.error?.message;
  const toggle = (day: number, on: boolean) =>
    field.onChange(on ? [...days.filter((d) => d !== day), day].sort((a, b) => a - b) : days.filter((d) => d !== day));

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="col-span-full flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {WEEK.map((day) => (
          <label
            key={day}
            className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="checkbox"
              name={`${field.name}-${day}`}
              ref={day === 0 ? field.ref : undefined}
              checked={days.includes(day)}
              onChange={(event) => toggle(day, event.target.checked)}
              onBlur={field.onBlur}
              aria-invalid={Boolean(error)}
              className="size-4 accent-brand-700"
            />
            {names[day]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {say(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
