import type { PaymentMethodId } from '@khidma/shared/constants';
import type { Slot } from '@khidma/shared/schemas/slots';
import type { MessageId } from '@/lib/i18n/use-t';
import type { Visit } from './visit';

/** A visit's chosen day and time, for the visit (its key) it was chosen for. */
type VisitTime = { visitKey: string; date: string; slot: Slot | null };

/**
 * The checkout's choices in one place (step, address, payment, and each visit's day and time, by sub-category),
 * changed only through checkoutReducer's actions.
 */
export type CheckoutState = {
  step: number;
  addressId: string | null;
  paymentType: PaymentMethodId | null;
  times: Record<string, VisitTime>;
  /** What stops the customer leaving step 2, said under the buttons. */
  message: MessageId | null;
};

export type CheckoutAction =
  | { type: 'step'; step: number }
  | { type: 'address'; addressId: string }
  | { type: 'payment'; paymentType: PaymentMethodId }
  | { type: 'date'; visit: Visit; date: string }
  | { type: 'slot'; visit: Visit; slot: Slot | null }
  /** The server gave a visit's time to someone else: it is chosen again, on step 2. */
  | { type: 'slotTaken'; subCategoryId: string }
  | { type: 'message'; message: MessageId | null };

export const initialCheckoutState = (paymentType: PaymentMethodId | null): CheckoutState => ({
  step: 0,
  addressId: null,
  paymentType,
  times: {},
  message: null,
});

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'step':
      return { ...state, step: action.step, message: null };
    case 'address':
      return { ...state, addressId: action.addressId };
    case 'payment':
      return { ...state, paymentType: action.paymentType };
    case 'date':
    case 'slot': {
      const { subCategoryId, key } = action.visit;
      const current = state.times[subCategoryId];
      const kept = current?.visitKey === key ? current : undefined;
      const time: VisitTime =
        action.type === 'date'
          ? { visitKey: key, date: action.date, slot: kept?.slot ?? null }
          : { visitKey: key, date: kept?.date ?? current?.date ?? '', slot: action.slot };
      return { ...state, times: { ...state.times, [subCategoryId]: time } };
    }
    case 'slotTaken': {
      const current = state.times[action.subCategoryId];
      if (!current) return { ...state, step: 1 };
      return { ...state, step: 1, times: { ...state.times, [action.subCategoryId]: { ...current, slot: null } } };
    }
    case 'message':
      return { ...state, message: action.message };
  }
}

/** The time chosen for this visit, unless the visit changed (kind or length) since. */
export const slotOf = (state: CheckoutState, visit: Visit): Slot | null => {
  const time = state.times[visit.subCategoryId];
  return time?.visitKey === visit.key ? time.slot : null;
};

/** The day shown in this visit's slot grid: the one last chosen, else `today`. */
export const dateOf = (state: CheckoutState, visit: Visit, today: string): string =>
  state.times[visit.subCategoryId]?.date || today;
