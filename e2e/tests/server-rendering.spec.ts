import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { firstSubCategory, kd } from '../support/catalog';
import { registerUser } from '../support/users';

/** Console errors and uncaught exceptions (a hydration mismatch is one) while `run` goes. */
async function errorsDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await run();
  return errors;
}

/** The page's layout shifts so far, summed as CLS counts them (no input just before). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>;
          resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
}

test.describe('catalogue pages rendered on the server (issue 16)', () => {
  test('arrive with their content: a browser without JavaScript reads Home, a list and a service', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const { category, subCategory, services } = await firstSubCategory(page);
    const [service] = services;

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#categories').getByRole('button', { name: category.SrvCategoryName })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    await page.goto(`/services/${subCategory._id}/${encodeURIComponent(category.SrvCategoryName)}`);
    await expect(page).toHaveTitle(`${category.SrvCategoryName} · Khidma`);
    for (const listed of services) await expect(page.getByRole('heading', { name: listed.ServiceName })).toBeVisible();

    await page.goto(`/service/${service!._id}/${subCategory._id}`);
    await expect(page).toHaveTitle(`${service!.ServiceName} · Khidma`);
    await expect(page.getByRole('heading', { level: 1, name: service!.ServiceName })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`Price ${kd(service!.Price)}`);
    await expect(page.getByText(service!.Description)).toBeVisible();
    await context.close();
  });

  test('arrive in Arabic, right to left, for an Arabic reader', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ar-KW' });
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
    await context.close();
  });

  test('answer 404, with the page that says so, for a service that does not exist', async ({ page }) => {
    const response = await page.goto('/service/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Service not found' })).toBeVisible();
  });

  test('hydrate without an error or a layout shift, and then work as the app', async ({ page, capture }) => {
    const { category, subCategory, services } = await firstSubCategory(page);
    const errors = await errorsDuring(page, async () => {
      await page.goto('/', { waitUntil: 'networkidle' });
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
      await capture('rendered-home');
      // Hydrated: the category button opens its sub-categories.
      await page.locator('#categories').getByRole('button', { name: category.SrvCategoryName }).click();
      const dialog = page.getByRole('dialog', { name: category.SrvCategoryName });
      await expect(dialog.getByRole('link', { name: subCategory.SrvSubCategoryName })).toBeVisible();

      // A link inside the app changes the page without a new document.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await dialog.getByRole('link', { name: subCategory.SrvSubCategoryName }).click();
      await expect(page).toHaveURL(new RegExp(`/services/${subCategory._id}/`));
      await expect(page.getByRole('heading', { name: services[0]!.ServiceName })).toBeVisible();
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

      // A guest's Book asks for a login.
      await page.getByRole('button', { name: `Book: ${services[0]!.ServiceName}` }).click();
      await expect(page.getByRole('dialog', { name: 'Login Required' })).toBeVisible();
    });
    expect(errors).toEqual([]);
  });

  test("a press before the page's code has run is pressed again once it has", async ({ page }) => {
    const { subCategory, services } = await firstSubCategory(page);
    const service = services[0]!;
    // The app's code is held back until the reader has pressed Book now on the rendered page.
    let releaseCode!: () => void;
    const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
    await page.route('**/assets/main-*.js', async (route) => {
      await codeHeld;
      await route.continue();
    });
    const errors = await errorsDuring(page, async () => {
      await page.goto(`/service/${service._id}/${subCategory._id}`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: `Book Now: ${service.ServiceName}` }).click();
      await expect(page.getByRole('dialog', { name: 'Login Required' })).toBeHidden();
      releaseCode();
      await expect(page.getByRole('dialog', { name: 'Login Required' })).toBeVisible();
    });
    expect(errors).toEqual([]);
  });

  test('a service page hydrates and switches language in place', async ({ page }) => {
    const { subCategory, services } = await firstSubCategory(page);
    const service = services[0]!;
    const errors = await errorsDuring(page, async () => {
      await page.goto(`/service/${service._id}/${subCategory._id}`, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1, name: service.ServiceName })).toBeVisible();
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
      await page.getByRole('button', { name: 'العربية' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('button', { name: 'احجز الآن' }).first()).toBeVisible();
    });
    expect(errors).toEqual([]);
  });

  test("a signed-in reader never sees the guest's invitation, before or after the page is hydrated", async ({
    page,
  }) => {
    const { user } = await registerUser(page.request);
    await page.addInitScript((entry) => {
      localStorage.setItem('entry', JSON.stringify(entry));
      localStorage.setItem('userId', entry._id);
    }, user);

    // The server's HTML alone (no script allowed to run): the banner and 'Login' stay out of sight.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Sign up to order your first service.')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Login' })).toBeHidden();

    await page.unroute('**/assets/*.js');
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
    await expect(page.getByText('Sign up to order your first service.')).toBeHidden();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  });
});
