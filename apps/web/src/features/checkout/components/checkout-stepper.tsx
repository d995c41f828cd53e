import { Check } from 'lucide-react';
import { CHECKOUT_STEPS, type CheckoutStep } from '@/lib/constants';
import { useT, type MessageId } from '@/lib/i18n/use-t';

/** The name of each step (spec §2 Checkout). */
export const CHECKOUT_STEP_LABELS: Record<CheckoutStep, MessageId> = {
  cart: 'checkout.step.cart',
  addressPayment: 'checkout.step.addressPayment',
  confirm: 'checkout.step.confirm',
};

/**
 * The three steps of spec §2 Checkout, the current one marked for screen readers. A flex row: in Arabic it runs
 * from the right.
 */
export function CheckoutStepper({ step }: { step: number }) {
  const t = useT();
  return (
    <ol className="flex items-center gap-2 sm:gap-4" aria-label={t('checkout.steps.label')}>
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
              {state === 'done' ? <Check className="size-4" aria-label={t('checkout.steps.done')} /> : index + 1}
            </span>
            <span className={`text-sm ${state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-600'}`}>
              {t(CHECKOUT_STEP_LABELS[name])}
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
