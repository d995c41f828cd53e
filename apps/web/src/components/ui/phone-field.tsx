import { useId, useMemo, useState } from 'react';
import { useController, type Control, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { INTL_LOCALES } from '@khidma/shared/languages';
import {
  callingCodeOf,
  countryOfCallingCode,
  DEFAULT_PHONE_COUNTRY,
  examplePhone,
  formatPhone,
  PHONE_COUNTRIES,
  type PhoneCountry,
} from '@khidma/shared/phones';
import { useLocale } from '@/lib/i18n/locale-context';
import { useSay } from '@/lib/i18n/use-say';
import { useT } from '@/lib/i18n/use-t';
import { inputClasses } from './form-field';

type PhoneFieldProps<T extends FieldValues> = {
  control: Control<T>;
  /** The phone number field. */
  name: Path<T>;
  /**
   * The calling code field ("+965"), when the form has one (sign-up, login, partner form). Without it the phone field
   * holds the number with its code ("+96551234567"), so a form of one phone field still knows its country.
   */
  countryName?: Path<T>;
  label: string;
};

/**
 * A phone number with its country (issue 22): a country picker starting on Kuwait (+965) that lists the GCC and the
 * countries most residents come from, and the number, left to right in Arabic pages too. The form's shared schema
 * checks the number for the chosen country (packages/shared phones.ts); its message shows under the field.
 */
export function PhoneField<T extends FieldValues>(props: PhoneFieldProps<T>) {
  return props.countryName ? (
    <PhoneWithCountryField {...props} countryName={props.countryName} />
  ) : (
    <PhoneWithCodeField {...props} />
  );
}

/** The country in its own field: the phone field keeps the number as typed. */
function PhoneWithCountryField<T extends FieldValues>({
  control,
  name,
  countryName,
  label,
}: PhoneFieldProps<T> & { countryName: Path<T> }) {
  const phone = useController({ control, name });
  const country = useController({ control, name: countryName });
  const chosen = countryOfCallingCode(String(country.field.value ?? '')) ?? DEFAULT_PHONE_COUNTRY;
  return (
    <PhoneInputs
      label={label}
      country={chosen}
      number={String(phone.field.value ?? '')}
      numberField={phone.field}
      error={phone.fieldState.error?.message ?? country.fieldState.error?.message}
      onCountry={(next) => country.field.onChange(callingCodeOf(next) as PathValue<T, Path<T>>)}
      onNumber={(typed) => phone.field.onChange(typed as PathValue<T, Path<T>>)}
    />
  );
}

/** One field for both: it holds "+96551234567"; the number shown is what follows the chosen country's code. */
function PhoneWithCodeField<T extends FieldValues>({ control, name, label }: PhoneFieldProps<T>) {
  const phone = useController({ control, name });
  const value = String(phone.field.value ?? '');
  const [chosen, setChosen] = useState<PhoneCountry>(() => countryStarting(value) ?? DEFAULT_PHONE_COUNTRY);
  const code = callingCodeOf(chosen);
  const number = value.startsWith(code) ? value.slice(code.length) : value;
  /** An international number typed as such is kept as it is. */
  const withCode = (typed: string, callingCode: string) =>
    !typed || /^\s*(\+|00)/.test(typed) ? typed : `${callingCode}${typed}`;
  const set = (next: string) => phone.field.onChange(next as PathValue<T, Path<T>>);
  return (
    <PhoneInputs
      label={label}
      country={chosen}
      number={number}
      numberField={phone.field}
      error={phone.fieldState.error?.message}
      onCountry={(next) => {
        setChosen(next);
        if (number) set(withCode(number, callingCodeOf(next)));
      }}
      onNumber={(typed) => set(withCode(typed, code))}
    />
  );
}

/** The country whose calling code starts `value` ("+96551234567" -> 'KW'). */
function countryStarting(value: string): PhoneCountry | undefined {
  if (!value.startsWith('+')) return undefined;
  return PHONE_COUNTRIES.find((country) => value.startsWith(callingCodeOf(country)));
}

/** Left-to-right isolates: "+965" inside an Arabic option's text never turns into "965+". */
const ltr = (text: string) => `\u2066${text}\u2069`;

/** The picker's countries with their names in the reader's language: "Kuwait (+965)" / "الكويت (+965)". */
function useCountryOptions() {
  const { locale } = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames(INTL_LOCALES[locale], { type: 'region' });
    return PHONE_COUNTRIES.map((country) => ({
      country,
      label: `${names.of(country) ?? country} (${ltr(callingCodeOf(country))})`,
    }));
  }, [locale]);
}

function PhoneInputs({
  label,
  country,
  number,
  numberField,
  error,
  onCountry,
  onNumber,
}: {
  label: string;
  country: PhoneCountry;
  number: string;
  numberField: { name: string; ref: (element: HTMLInputElement | null) => void; onBlur: () => void };
  error?: string;
  onCountry: (country: PhoneCountry) => void;
  onNumber: (typed: string) => void;
}) {
  const t = useT();
  const say = useSay();
  const id = useId();
  const options = useCountryOptions();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-number`} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex" dir="ltr">
        <div className="relative shrink-0 rounded-s-lg border border-e-0 border-slate-300 bg-slate-100 focus-within:outline-2 focus-within:outline-brand-600">
          {/* The code is shown; the transparent select over it is what is read and chosen. */}
          <span aria-hidden="true" className="flex h-11 items-center gap-1 ps-3 pe-2 text-slate-800">
            {callingCodeOf(country)}
            <svg viewBox="0 0 20 20" className="size-4 text-slate-600" fill="currentColor">
              <path d="M5.5 7.5 10 12l4.5-4.5z" />
            </svg>
          </span>
          <select
            id={`${id}-country`}
            aria-label={t('ui.phone.country')}
            value={country}
            onChange={(event) => onCountry(event.target.value as PhoneCountry)}
            className="absolute inset-0 size-full cursor-pointer opacity-0"
          >
            {options.map((option) => (
              <option key={option.country} value={option.country}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <input
          id={`${id}-number`}
          ref={numberField.ref}
          name={numberField.name}
          value={number}
          onChange={(event) => onNumber(event.target.value)}
          onBlur={numberField.onBlur}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          dir="ltr"
          maxLength={24}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          className={`${inputClasses} rounded-s-none`}
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('ui.phone.example')} <bdi dir="ltr">{examplePhone(country)}</bdi>
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {say(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A stored phone as people read it, left to right inside any text: <bdi dir="ltr">+965 5123 4567</bdi>. */
export function PhoneNumber({ countryCode, phone }: { countryCode: string; phone: string }) {
  return <bdi dir="ltr">{formatPhone(countryCode, phone)}</bdi>;
}
