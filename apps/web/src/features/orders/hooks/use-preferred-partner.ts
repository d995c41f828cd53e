import { useLocation } from 'react-router';
import type { OrderPartner } from '@khidma/shared/schemas/order';

/**
 * "The same professional" of Book again travels to /checkout in the navigation's state (not storage): it holds
 * for that checkout, a reload of it included, and is gone when the customer starts another one.
 */
export type PreferredPartner = Pick<OrderPartner, '_id' | 'firstName'>;
type CheckoutState = { preferredPartner?: PreferredPartner };

export const bookAgainState = (partner: PreferredPartner | null): CheckoutState =>
  partner ? { preferredPartner: { _id: partner._id, firstName: partner.firstName } } : {};

const isPreferred = (value: unknown): value is PreferredPartner =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PreferredPartner)._id === 'string' &&
  typeof (value as PreferredPartner).firstName === 'string';

/** The professional the checkout asks for, when it came from Book again. */
export function usePreferredPartner(): PreferredPartner | null {
  const state = useLocation().state as CheckoutState | null;
  return isPreferred(state?.preferredPartner) ? state.preferredPartner : null;
}
