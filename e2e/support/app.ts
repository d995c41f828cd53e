import type { Page } from '@playwright/test';

/**
 * Loads `path` and waits until the app has hydrated it and fetched what it fetches after its first paint: a
 * catalogue page arrives rendered by the server, and its buttons work once its code is here.
 */
export async function gotoReady(page: Page, path: string) {
  return page.goto(path, { waitUntil: 'networkidle' });
}

/**
 * Opens `path` as a link inside the app does, without a new document (the router follows the history), once the
 * app is ready: the page is then rendered in the browser from its own requests. A catalogue page loaded from the
 * server comes with its answers; its loading and failure states are those of a page opened inside the app.
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
