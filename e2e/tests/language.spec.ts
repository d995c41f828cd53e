import { expect, test } from '../fixtures';

test('the header switch turns the site to Arabic at once, is remembered, and turns it back', async ({
  page,
  context,
  expectAccessible,
  capture,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('button', { name: 'Plumbing' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { keptAcrossSwitch: true }));

  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'تصفّح حسب الفئة' })).toBeVisible();
  // The catalogue's own names come from the server, in the language just chosen.
  await expect(page.getByRole('button', { name: 'سباكة' })).toBeVisible();
  expect(await page.evaluate(() => 'keptAcrossSwitch' in window)).toBe(true);
  expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('ar');
  await expectAccessible();
  await capture('language-switched-to-arabic');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'سباكة' })).toBeVisible();

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('button', { name: 'Plumbing' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Browse by category' })).toBeVisible();
});
