import { expect, test } from '../fixtures';
import { gotoReady } from '../support/app';

// A page's code arrives in its own chunk; a failed download must not leave the page broken until a full reload.
// Each test starts from a hydrated Home (gotoReady), so the link is followed inside the app: before its code runs, a
// rendered page's link is followed by the browser, as a link is.
const aboutChunk = '**/assets/about-page-*.js';

test('a page whose code failed to download once loads without the reader doing anything', async ({ page }) => {
  await gotoReady(page, '/');
  let failures = 0;
  await page.route(aboutChunk, (route) => (failures++, route.abort('internetdisconnected')), { times: 1 });
  await page.getByRole('link', { name: 'About us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Khidma' })).toBeVisible();
  expect(failures).toBe(1);
});

test('a page whose code kept failing loads on Try again, without a reload', async ({ page }) => {
  await gotoReady(page, '/');
  await page.evaluate(() => Object.assign(window, { keptAcrossTries: true }));
  await page.route(aboutChunk, (route) => route.abort('connectionreset'));
  await page.getByRole('link', { name: 'About us' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();

  await page.unroute(aboutChunk);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Khidma' })).toBeVisible();
  expect(await page.evaluate(() => 'keptAcrossTries' in window)).toBe(true);
});

test('the data on screen is fetched again when the network comes back', async ({ page, context }) => {
  await gotoReady(page, '/');
  // The app listens for the network once its data layer has loaded: a category's popup shows it has (a fresh CI
  // run once went offline and back while the page's code was still starting, and nothing listened).
  await page.getByRole('button', { name: 'Plumbing' }).click();
  await expect(page.getByRole('dialog', { name: 'Plumbing' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Plumbing' })).toBeHidden();

  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
  const refetched = page.waitForResponse((response) => response.url().endsWith('/api/khidma/srv_category_list'));
  await context.setOffline(false);
  expect((await refetched).status()).toBe(200);
});
