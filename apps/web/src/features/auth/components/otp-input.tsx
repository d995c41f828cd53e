import { useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { OTP_LENGTH } from '@khidma/shared/constants';
import { useT } from '@/lib/i18n/use-t';

/**
 * The four single-digit boxes of the 'Verify OTP' step (spec §2, §5): digits only; a digit moves focus to the next
 * box, Backspace on an empty box goes back; pasting (or the phone's one-time-code autofill) spreads the digits.
 * `value` is the code so far, one character per box (a space for an empty one).
 */
export function OtpInput({
  value,
  onChange,
  invalid = false,
  describedBy,
  disabled = false,
  ref,
}: {
  /** focus() goes to the first empty box (react-hook-form focuses a field that failed validation). */
  ref?: Ref<{ focus: () => void }>;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}) {
  const t = useT();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const digits = Array.from({ length: OTP_LENGTH }, (_, index) => value[index]?.trim() ?? '');

  const focus = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();
  useImperativeHandle(ref, () => ({ focus: () => focus(Math.max(0, digits.indexOf(''))) }));
  const update = (next: string[]) => onChange(next.map((digit) => digit || ' ').join(''));

  /** Digits typed or pasted from box `index` on fill the boxes after it. */
  function fillFrom(index: number, text: string) {
    const incoming = text.replace(/\D/g, '').slice(0, OTP_LENGTH - index);
    if (!incoming) return;
    const next = [...digits];
    for (let offset = 0; offset < incoming.length; offset += 1) next[index + offset] = incoming[offset]!;
    update(next);
    focus(index + incoming.length);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (/^\d$/.test(event.key)) {
      // Handled here, not on change: the same digit typed over itself changes no value, so no change event comes.
      event.preventDefault();
      fillFrom(index, event.key);
    } else if (event.key.length === 1) {
      event.preventDefault();
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...digits];
      if (next[index]) next[index] = '';
      else if (index > 0) {
        next[index - 1] = '';
        focus(index - 1);
      }
      update(next);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    // Four digits pasted anywhere fill all four boxes.
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    fillFrom(pasted.length >= OTP_LENGTH ? 0 : index, pasted);
  }

  return (
    // The code reads left to right in Arabic too, as it is typed and as the SMS shows it; the arrow keys follow.
    <div dir="ltr" className="flex justify-center gap-3">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          aria-label={t('auth.otp.digit', { index: index + 1, count: OTP_LENGTH })}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          disabled={disabled}
          value={digit}
          onFocus={(event) => event.target.select()}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onChange={(event) => {
            // Autofill of the whole code, or a keyboard that names no key (some phones): the new characters. No
            // maxLength, so a digit typed beside the box's old one arrives as two characters, the old one dropped.
            const typed = event.target.value.replace(digit, '') || event.target.value;
            fillFrom(index, typed);
          }}
          className="size-14 rounded-xl border border-slate-300 bg-white text-center text-2xl font-semibold text-slate-900 focus:border-brand-600 aria-[invalid=true]:border-red-600"
        />
      ))}
    </div>
  );
}
