import type { Locale } from '@/lib/i18n/locale';
import app from '../messages/en.json';
import auth from '@/features/auth/messages/en.json';
import account from '@/features/account/messages/en.json';
import addresses from '@/features/addresses/messages/en.json';
import partner from '@/features/partner/messages/en.json';
import legal from '@/features/legal/messages/en.json';
import checkout from '@/features/checkout/messages/en.json';
import orders from '@/features/orders/messages/en.json';
import payments from '@/features/payments/messages/en.json';
import reviews from '@/features/reviews/messages/en.json';
import ui from '@/components/ui/messages/en.json';
import catalog from '@/features/catalog/messages/en.json';
import search from '@/features/search/messages/en.json';
import cart from '@/features/cart/messages/en.json';
import shared from '@khidma/shared/messages/en.json';
import type partnerPortal from '@/features/partner-portal/messages/en.json';

/**
 * The catalogues: each folder that shows text keeps `messages/en.json` and `messages/ar.json` beside its code,
 * with keys that start with the folder's name. English is in the first chunk (most readers, and the fallback);
 * Arabic loads when it is chosen.
 */
export const english = {
  ...app,
  ...auth,
  ...account,
  ...addresses,
  ...partner,
  ...legal,
  ...checkout,
  ...orders,
  ...payments,
  ...reviews,
  ...ui,
  ...catalog,
  ...search,
  ...cart,
  ...shared,
};

/** Typed as the JSON reads; at run time a message with arguments is its parsed tree (build/compile-messages.ts). */
export type Messages = Record<keyof typeof english, string>;
/** An operations app's own messages (loaded with its bundle): keys the site's catalogue does not hold. */
export type AppMessages = Record<keyof typeof partnerPortal, string>;
type MessageId = keyof typeof english | keyof typeof partnerPortal;

declare global {
  // react-intl's hook for typing message ids: an unknown key is a type error.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

async function arabic(): Promise<Messages> {
  const parts = await Promise.all([
    import('../messages/ar.json'),
    import('@/features/auth/messages/ar.json'),
    import('@/features/account/messages/ar.json'),
    import('@/features/addresses/messages/ar.json'),
    import('@/features/partner/messages/ar.json'),
    import('@/features/legal/messages/ar.json'),
    import('@/features/checkout/messages/ar.json'),
    import('@/features/orders/messages/ar.json'),
    import('@/features/payments/messages/ar.json'),
    import('@/features/reviews/messages/ar.json'),
    import('@/components/ui/messages/ar.json'),
    import('@/features/catalog/messages/ar.json'),
    import('@/features/search/messages/ar.json'),
    import('@/features/cart/messages/ar.json'),
    import('@khidma/shared/messages/ar.json'),
  ]);
  return Object.assign({}, ...parts.map((part) => part.default)) as Messages;
}

export function loadMessages(locale: Locale): Promise<Messages> {
  return locale === 'ar' ? arabic() : Promise.resolve(english);
}

/**
 * The operations apps' catalogues (/partner; the console's may join): they come with the app's own bundle, in the
 * reader's language, so `/` never carries their English. `WithCatalogue` (with-catalogue.tsx) adds them.
 */
const operationsCatalogues = {
  partnerPortal: {
    en: () => import('@/features/partner-portal/messages/en.json'),
    ar: () => import('@/features/partner-portal/messages/ar.json'),
  },
} satisfies Record<string, Record<Locale, () => Promise<{ default: object }>>>;
export type OperationsApp = keyof typeof operationsCatalogues;

export async function loadOperationsMessages(app: OperationsApp, locale: Locale): Promise<AppMessages> {
  return (await operationsCatalogues[app][locale]()).default as AppMessages;
}
