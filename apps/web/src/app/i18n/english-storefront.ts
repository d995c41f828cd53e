import auth from '@/features/auth/messages/en.json';
import catalog from '@/features/catalog/messages/en.json';
import search from '@/features/search/messages/en.json';
import cart from '@/features/cart/messages/en.json';
import layout from '../layout/messages/en.json';
import routes from '../routes/messages/en.json';

/**
 * The English of the site's frame and the catalogue pages (the header, the footer, Home, a services list, a
 * service, the cart panel, the search box): one chunk, which comes with the frame's code (app/router.tsx).
 */
export async function loadEnglishStorefront() {
  return { ...layout, ...routes, ...auth, ...catalog, ...search, ...cart };
}
