import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { firstSubCategory } from '../support/catalog';

/**
 * Money as Kuwait writes it: KD with its 3 decimals (fils), "KD 28.000" in English and "28.000 د.ك" in Arabic, on
 * a service page (the price, the struck-through price and the cart panel).
 */
async function openService(page: Page) {
  await page.goto('/');
  const { subCategory, services } = await firstSubCategory(page);
  const service = services[0]!;
  await page.goto(`/service/${service._id}/${subCategory._id}`);
  await expect(page.getByRole('heading', { level: 1, name: service.ServiceName })).toBeVisible();
  return service;
}

test('a service page shows its price as KD with 3 decimals', async ({ page, expectAccessible }) => {
  const service = await openService(page);
  const main = page.getByRole('main');
  await expect(main).toContainText(`Price KD ${service.Price.toFixed(3)}`);
  await expect(main).toContainText(`Original price KD ${service.DisplayPrice.toFixed(3)}`);
  await expect(main.getByText(/KD \d+\.\d{2}(?!\d)/)).toHaveCount(0);
  await expectAccessible();
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-KW' });

  test('a service page shows its price as د.ك with 3 decimals', async ({ page, expectAccessible, capture }) => {
    const service = await openService(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const main = page.getByRole('main');
    await expect(main).toContainText(`السعر ${service.Price.toFixed(3)} د.ك`);
    await expect(main).toContainText(`السعر الأصلي ${service.DisplayPrice.toFixed(3)} د.ك`);
    await expect(main.getByText(/KD/)).toHaveCount(0);
    await expectAccessible();
    await capture('service-money-ar');
  });
});
