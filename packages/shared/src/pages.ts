/**
 * The web's pages (spec §2) as React Router path patterns: the router declares its routes from them, and the server
 * answers exactly these paths with the SPA (any other path is the 'Page not found' page, status 404).
 * `:name` is one path segment, `:name?` an optional last one, a last `*` any rest (the operations apps route their
 * own sub-paths inside their lazy bundles).
 */
export const PAGE_PATHS = {
  home: '/',
  serviceDetail: '/service/:serviceId/:subCategoryId?',
  servicesList: '/services/:subCategoryId/:categoryName',
  registerPartner: '/registerpartner',
  terms: '/terms-and-conditions',
  privacyPolicy: '/privacy-policy',
  advertisingPolicy: '/advertising-policy',
  about: '/about',
  support: '/support',
  delivery: '/delivery',
  faqOrders: '/faq/orders',
  auth: '/auth',
  checkout: '/checkout',
  orderConfirmed: '/checkout/confirmed/:id',
  orderDetails: '/order/:id',
  paymentSuccess: '/payment/success/:ordId',
  paymentCanceled: '/payment/canceled/:ordId',
  account: '/account/:tab',
  admin: '/admin/*',
  partner: '/partner/*',
} as const;

/** The title of the page for an unknown path, in the browser tab and the server's 404 answer alike. */
export const NOT_FOUND_TITLE = 'Page not found';

/** A page's document title: its own name, then the site's. */
export const documentTitle = (title: string) => `${title} · Khidma`;

const segments = (path: string) => path.split('/').filter(Boolean);

/** Whether a pattern matches a path's segments as React Router does (static segments ignore case). */
function matches(pattern: string, path: string[]): boolean {
  const parts = segments(pattern);
  if (parts.at(-1) === '*') return matches(parts.slice(0, -1).join('/'), path.slice(0, parts.length - 1));
  if (path.length > parts.length) return false;
  return parts.every((part, index) => {
    const segment = path[index];
    if (part.startsWith(':')) return segment !== undefined || part.endsWith('?');
    return segment?.toLowerCase() === part;
  });
}

/** Whether a URL path (no query) opens one of the web's pages; a trailing slash makes no difference. */
export function isPagePath(pathname: string): boolean {
  const path = segments(pathname);
  return Object.values(PAGE_PATHS).some((pattern) => matches(pattern, path));
}
