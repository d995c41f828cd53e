import { PAYMENT_METHODS, type PaymentMethodId } from '@khidma/shared/constants';
import { readJson, writeJson } from '@/lib/storage';

/**
 * The address and payment method of the user's last placed order, kept in this browser (issue 25): the next
 * checkout starts with them chosen. Only a preselection: the customer can change both, and an address deleted
 * since is ignored.
 */
export type LastChoices = { addressId: string; paymentType: PaymentMethodId };

const key = (userId: string) => `checkoutLast_${userId}`;

const isLastChoices = (value: unknown): value is LastChoices =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LastChoices).addressId === 'string' &&
  PAYMENT_METHODS.some((method) => method.id === (value as LastChoices).paymentType);

export function readLastChoices(userId: string): LastChoices | null {
  return readJson(key(userId), isLastChoices);
}

export function writeLastChoices(userId: string, choices: LastChoices): void {
  writeJson(key(userId), choices);
}

/** The last used address while it still exists, else the only one; none when the customer has to choose. */
export function preselectedAddressId(
  addresses: ReadonlyArray<{ _id: string }> | undefined,
  last: LastChoices | null,
): string | null {
  if (!addresses?.length) return null;
  if (last && addresses.some((address) => address._id === last.addressId)) return last.addressId;
  return addresses.length === 1 ? addresses[0]!._id : null;
}
