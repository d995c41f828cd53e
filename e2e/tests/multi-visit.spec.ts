import type { Page } from '@playwright/test';
import type { Booking } from '@khidma/shared/schemas/order';
import { apiResults, expect, test } from '../fixtures';
import type { Category, Service, SubCategory } from '../support/catalog';
import { placeOrder } from '../support/checkout';
import { chooseFreeSlot } from '../support/slots';
import { addAddress } from '../support/addresses';
import { csrfHeaders, logInPage } from '../support/users';

/**
 * Several visits in one checkout (issue 25): a cart mixing an AC service (two units) and a cleaning service is two
 * visits, each with its own time, placed together and paid once.
 */

/** The API's answer in English, whatever the browser's language (the category is found by its English name). */
async function english<T>(page: Page, apiPath: string): Promise<T> {
  const response = await page.request.get(`/api/khidma/${apiPath}`, { headers: { 'accept-language': 'en' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { results: T }).results;
}

/** The shortest service of the named category's first sub-category, as the API has it. */
async function shortestServiceOf(page: Page, categoryName: string): Promise<Service> {
  const categories = await english<Category[]>(page, 'srv_category_list');
  const category = categories.find((one) => one.SrvCategoryName === categoryName)!;
  const [subCategory] = await english<SubCategory[]>(page, `srv_sub_by_category/${category._id}`);
  const services = await english<Service[]>(page, `service_by_sub_category/${subCategory!._id}`);
  return [...services].sort((a, b) => a.DurationMinutes - b.DurationMinutes)[0]!;
}

/** A new customer with an address and the two services in the cart, through the API (in English names). */
async function customerWithMixedCart(page: Page) {
  const { user } = await logInPage(page);
  const ac = await shortestServiceOf(page, 'AC Services');
  const cleaning = await shortestServiceOf(page, 'Cleaning');
  const headers = await csrfHeaders(page.request);
  await addAddress(page, user._id, { phoneNo: '55012346' });
  for (const service of [ac, cleaning]) {
    const added = await page.request.post(`/api/khidma/cart/${user._id}`, {
      headers,
      data: { serviceId: service._id },
    });
    expect(added.ok()).toBe(true);
  }
  // Two AC units and one cleaning.
  const total = (Math.round(ac.Price * 1000) * 2 + Math.round(cleaning.Price * 1000)) / 1000;
  return { user, ac, cleaning, total };
}

async function ordersOf(page: Page, userId: string): Promise<Booking[]> {
  return apiResults<Booking[]>(page, `odm/user_srv_booking/${userId}`);
}

test('a mixed cart checks out as two visits with two times and one KNET payment', async ({
  page,
  expectAccessible,
  capture,
}) => {
  test.setTimeout(120_000);
  const { user, ac, cleaning, total } = await customerWithMixedCart(page);
  await page.goto('/checkout');

  // Step 1: two AC units, with the stepper.
  await page.getByRole('button', { name: `One more ${ac.ServiceName}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${ac.ServiceName}: 2` })).toBeAttached();
  await expect(page.getByText(`KD ${total.toFixed(3)}`).first()).toBeVisible();
  await capture('multi-visit-cart');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: one grid per visit.
  await page.getByRole('radio', { name: /Flat 4, Block 3, Street 8/ }).check();
  await page.getByRole('radio', { name: 'Online' }).check();
  const acVisit = page.getByRole('group', { name: `Visit 1: ${ac.SrvSubCategoryName}` });
  const cleaningVisit = page.getByRole('group', { name: `Visit 2: ${cleaning.SrvSubCategoryName}` });
  await expect(acVisit.getByText(cleaning.ServiceName)).toHaveCount(0);
  await expect(cleaningVisit.getByText(cleaning.ServiceName)).toBeVisible();
  let acTime = await chooseFreeSlot(page, 'en', acVisit);
  let cleaningTime = await chooseFreeSlot(page, 'en', cleaningVisit);
  await expectAccessible();
  await capture('multi-visit-times');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3: each visit with its time and subtotal, one total.
  await expect(page.getByRole('heading', { name: 'Confirm' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Visit 1: ${ac.SrvSubCategoryName}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Visit 2: ${cleaning.SrvSubCategoryName}` })).toBeVisible();
  await expect(page.getByText('Visit subtotal')).toHaveCount(2);
  await expectAccessible();
  await capture('multi-visit-confirm');
  // Another spec may book the same time first: the dialog names the visit whose time to choose again.
  await placeOrder(page, 'en', async (dialogText) => {
    if (dialogText.includes(cleaning.SrvSubCategoryName))
      cleaningTime = await chooseFreeSlot(page, 'en', cleaningVisit);
    else acTime = await chooseFreeSlot(page, 'en', acVisit);
  });

  // One KNET payment for both.
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  await expect(page.getByText(`KD ${total.toFixed(3)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your visits' })).toBeVisible();

  const orders = await ordersOf(page, user._id);
  expect(orders).toHaveLength(2);
  expect(orders.map((order) => [order.ordStatus, order.payment_status])).toEqual([
    ['Open', 'PAID'],
    ['Open', 'PAID'],
  ]);
  expect(new Set(orders.map((order) => order.checkoutId)).size).toBe(1);
  expect(orders.map((order) => order.slotStart).sort()).toEqual([acTime.start, cleaningTime.start].sort());
  const acOrder = orders.find((order) => order.services_json[0]!.serviceDetail._id === ac._id)!;
  expect(acOrder.services_json[0]!.quantity).toBe(2);

  // The confirmation page shows both visits of the checkout.
  await page.goto(`/checkout/confirmed/${acOrder._id}`);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your visits' })).toBeVisible();
  await expect(page.getByText(ac.ServiceName)).toBeVisible();
  await expect(page.getByText('× 2')).toBeVisible();
  await expect(page.getByText(cleaning.ServiceName)).toBeVisible();
  await expect(page.getByText(`KD ${total.toFixed(3)}`)).toBeVisible();
  await expectAccessible();
  await capture('multi-visit-confirmed');
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-KW' });

  test('a mixed cart is two visits, paid in cash, confirmed with both', async ({ page, capture }) => {
    test.setTimeout(120_000);
    const { user } = await customerWithMixedCart(page);
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'متابعة' }).click();
    // The address in Arabic order, with Arabic commas between its parts.
    await page.getByRole('radio', { name: /Block 3, Street 8/ }).check();
    await page.getByRole('radio', { name: /الدفع بعد الزيارة/ }).check();
    for (const name of [/^الزيارة 1: /, /^الزيارة 2: /]) {
      await chooseFreeSlot(page, 'ar', page.getByRole('group', { name }));
    }
    await page.getByRole('button', { name: 'متابعة' }).click();
    await expect(page.getByText('مجموع الزيارة')).toHaveCount(2);
    await capture('multi-visit-confirm-ar');
    await page.getByRole('button', { name: 'تأكيد الطلب' }).click();

    await expect(page).toHaveURL(/\/checkout\/confirmed\//);
    await expect(page.getByRole('heading', { name: 'زياراتك' })).toBeVisible();
    await expect(page.locator('main ol > li.rounded-xl')).toHaveCount(2);
    await capture('multi-visit-confirmed-ar');
    expect(await ordersOf(page, user._id)).toHaveLength(2);
  });
});
