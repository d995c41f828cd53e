import { Check } from 'lucide-react';
import { CHECKOUT_STEPS } from '@khidma/shared/constants';

/** The three steps of spec §2 Checkout, the current one marked for screen readers. */
export function CheckoutStepper({ step }: { step: number }) {
  return (
    <ol className="flex items-center gap-2 sm:gap-4" aria-label="Checkout progress">
      {CHECKOUT_STEPS.map((name, index) => {
        const state = index < step ? 'done' : index === step ? 'current' : 'todo';
        return (
          <li
            key={name}
            className="flex flex-1 items-center gap-2"
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span
              className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                state === 'todo' ? 'bg-slate-200 text-slate-700' : 'bg-brand-700 text-white'
              }`}
            >
              {state === 'done' ? <Check className="size-4" aria-label="done" /> : index + 1}
            </span>
            <span className={`text-sm ${state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-600'}`}>
              {name}
            </span>
            {index < CHECKOUT_STEPS.length - 1 ? (
              <span aria-hidden="true" className="hidden h-px flex-1 bg-slate-300 sm:block" />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
