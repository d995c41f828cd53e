import type { Messages } from './catalogue';
import app from '../messages/ar.json';
import layout from '../layout/messages/ar.json';
import routes from '../routes/messages/ar.json';
import auth from '@/features/auth/messages/ar.json';
import account from '@/features/account/messages/ar.json';
import addresses from '@/features/addresses/messages/ar.json';
import partner from '@/features/partner/messages/ar.json';
import legal from '@/features/legal/messages/ar.json';
import checkout from '@/features/checkout/messages/ar.json';
import orders from '@/features/orders/messages/ar.json';
import payments from '@/features/payments/messages/ar.json';
import reviews from '@/features/reviews/messages/ar.json';
import slots from '@/features/slots/messages/ar.json';
import ui from '@/components/ui/messages/ar.json';
import lib from '@/lib/messages/ar.json';
import catalog from '@/features/catalog/messages/ar.json';
import search from '@/features/search/messages/ar.json';
import cart from '@/features/cart/messages/ar.json';
import shared from '@khidma/shared/messages/ar.json';

/** Every Arabic catalogue, for an Arabic reader: one chunk, loaded whole before their first page paints. */
export async function loadArabic(): Promise<Messages> {
  return {
    ...app,
    ...layout,
    ...routes,
    ...auth,
    ...account,
    ...addresses,
    ...partner,
    ...legal,
    ...checkout,
    ...orders,
    ...payments,
    ...reviews,
    ...slots,
    ...ui,
    ...lib,
    ...catalog,
    ...search,
    ...cart,
    ...shared,
  } as Messages;
}
