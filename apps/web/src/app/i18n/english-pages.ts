import account from '@/features/account/messages/en.json';
import addresses from '@/features/addresses/messages/en.json';
import partner from '@/features/partner/messages/en.json';
import legal from '@/features/legal/messages/en.json';
import checkout from '@/features/checkout/messages/en.json';
import orders from '@/features/orders/messages/en.json';
import payments from '@/features/payments/messages/en.json';
import reviews from '@/features/reviews/messages/en.json';
import slots from '@/features/slots/messages/en.json';
import shared from '@khidma/shared/messages/en.json';

/** The English of every page but `/` (forms, checkout, orders and their time slots, the schemas' and the server's messages): one chunk. */
export async function loadEnglishPages() {
  return {
    ...account,
    ...addresses,
    ...partner,
    ...legal,
    ...checkout,
    ...orders,
    ...payments,
    ...reviews,
    ...slots,
    ...shared,
  };
}
