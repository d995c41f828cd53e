import { apiResults, expect, test } from '../fixtures';
import type { Category } from '../support/catalog';

test('the home page shows the logo and the categories the API returned', async ({
  page,
  expectAccessible,
  capture,
}) => {
  const categories = await apiResults<Category[]>(page, 'srv_category_list');
  expect(categories.length).toBeGreaterThanOrEqual(8);

  await page.goto('/');
  const logo = page.getByRole('link', { name: 'Khidma home' }).locator('img');
  await expect(logo).toHaveAttribute('src', '/images/logo.svg');
  await expect(logo).toHaveJSProperty('complete', true);
  expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  const grid = page.locator('#categories');
  for (const category of categories) {
    await expect(grid.getByRole('button', { name: category.SrvCategoryName })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Book Now' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/checkout');
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');

  await expectAccessible();
  await capture('home');
});

test('an unknown page says so and leads home', async ({ page, expectAccessible }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
  await expectAccessible();
});

test('a protected page sends a guest to /auth, to come back after the login', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL('/auth?returnTo=%2Fcheckout');
});
