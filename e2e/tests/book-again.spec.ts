import type { Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiResults, expect, test } from '../fixtures';
import { firstSubCategory, type Service } from '../support/catalog';
import { customerAtStepTwo, placeOrderAndOpenIt } from '../support/checkout';
import { adminSession, E2E_ADMIN } from '../support/operator';
import { logIn } from '../support/partners';
import { chooseFreeSlot } from '../support/slots';

/**
 * Issue 25's order page: a completed order shows its timeline (English and Arabic), and Book again fills the cart and
 * places a new order asking for the same professional, which auto-assign honours and the console shows.
 */
const SCREENSHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.artifacts', 'screenshots');
const VISIT_STEPS = ['Professional assigned', 'Professional accepted', 'On the way', 'Arrived', 'Work started'];

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .animate-pulse, main svg.animate-spin')).toHaveCount(0);
}

test('a completed order shows its timeline; Book again orders the same services from the same professional', async ({
  page,
  browser,
  baseURL,
  capture,
  expectAccessible,
}, testInfo) => {
  test.setTimeout(180_000);
  const admin = await adminSession(baseURL!);
  try {
    // A customer's COD order, placed through the checkout.
    const { subCategory } = await firstSubCategory(page, 1);
    const [service] = await apiResults<Service[]>(page, `service_by_sub_category/${subCategory._id}`);
    await customerAtStepTwo(page, service!);
    await chooseFreeSlot(page);
    const ordId = await placeOrderAndOpenIt(page, service!.ServiceName);

    // Operations take it through the visit (the console's moves; operations.spec.ts drives them on screen).
    const [partner] = await admin.assignablePartners(ordId);
    await admin.updateOrder(ordId, { servicePartnerId: partner!._id });
    for (const ordStatus of ['Accepted', 'Traveling', 'Reached', 'Started', 'Completed'] as const) {
      await admin.updateOrder(ordId, { ordStatus });
    }

    // The order page shows what happened, oldest first, the last step current.
    await page.reload();
    await expect(page.locator('main [aria-live="polite"]')).toHaveText('Completed');
    const timeline = page.getByRole('region', { name: 'Order progress' }).getByRole('list');
    await expect(timeline.getByRole('listitem')).toHaveCount(7);
    const steps = await timeline.getByRole('listitem').allInnerTexts();
    expect(steps.map((text) => text.split('\n')[0])).toEqual(['Order placed', ...VISIT_STEPS, 'Completed']);
    await expect(timeline.locator('[aria-current="step"]')).toContainText('Completed');
    await settled(page);
    await expectAccessible();
    await capture('book-again-order-en');

    // In Arabic.
    await page.getByRole('button', { name: 'العربية' }).first().click();
    const timelineAr = page.getByRole('region', { name: 'مراحل الطلب' }).getByRole('list');
    await expect(timelineAr.locator('[aria-current="step"]')).toContainText('اكتمل الطلب');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await settled(page);
    await expectAccessible();
    await capture('book-again-order-ar');
    await page.getByRole('button', { name: 'English' }).first().click();
    await expect(page.getByRole('region', { name: 'Order progress' })).toBeVisible();

    // Book again: the services in the cart, checkout asking for the same professional.
    await admin.setAutoAssign(true);
    await page.getByRole('button', { name: 'Book again' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const firstName = partner!.name.split(' ')[0]!;
    await expect(page.getByText(`Booking again with ${firstName}:`)).toBeVisible();
    await expect(page.getByRole('complementary')).toContainText(service!.ServiceName);
    await settled(page);
    await capture('book-again-checkout-en');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: /Block 4, Street 21/ }).check();
    await page.getByRole('radio', { name: /^COD\b/ }).check();
    await chooseFreeSlot(page);
    const again = await placeOrderAndOpenIt(page, service!.ServiceName);
    expect(again).not.toBe(ordId);

    // The console's order page names the preferred professional, who got the order (free at the new time).
    const consoleContext = await browser.newContext({ viewport: page.viewportSize()! });
    const console = await consoleContext.newPage();
    await logIn(console, E2E_ADMIN.email, E2E_ADMIN.password, /\/admin$/);
    await console.goto(`/admin/orders/${again}`);
    const details = console.getByRole('region', { name: 'Details' });
    await expect(details.getByText('Preferred', { exact: true }).locator('..')).toContainText(partner!.name);
    await expect(details.getByText('Partner', { exact: true }).locator('..')).toContainText(partner!.name);
    await settled(console);
    await console.screenshot({
      path: path.join(SCREENSHOTS, `${testInfo.project.name}-book-again-console.png`),
      fullPage: true,
    });
    await consoleContext.close();
  } finally {
    await admin.setAutoAssign(false).catch(() => undefined);
    await admin.dispose();
  }
});
