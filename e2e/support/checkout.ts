import type { Page } from '@playwright/test';
import { PAGE_PATHS } from '@khidma/shared/pages';
import { expect, test } from '../fixtures';
import { gotoReady } from './app';
import { addAddress } from './addresses';
import { firstSubCategory } from './catalog';
import { POSITION } from './partners';
import { chooseFreeSlot } from './slots';
import { csrfHeaders, logInPage } from './users';

/**
 * A new customer with a home address (added through the API) and `service` in the cart (through its page), at
 * checkout's step 2 with that address and cash on delivery chosen: what is left is the time, then the order.
 */
export async function customerAtStepTwo(page: Page, service: { _id: string; ServiceName: string }) {
  const { user } = await logInPage(page);
  const address = await page.request.post(`/api/khidma/myaddress/${user._id}`, {
    headers: await csrfHeaders(page.request),
    data: {
      addressType: 'Home',
      area: 'salmiya',
      block: '4',
      street: '21',
      house: '12',
      landmark: 'the co-op',
      country_code: '+965',
      phoneNo: '51234567',
      latitude: POSITION.latitude,
      longitude: POSITION.longitude,
    },
  });
  expect(address.ok(), await address.text()).toBe(true);
  // Hydrated first: this helper is about reaching step two (server-rendering.spec proves a press made sooner).
  await gotoReady(page, `/service/${service._id}`);
  await page.getByRole('button', { name: `Book Now: ${service.ServiceName}` }).click();
  await expect(page.getByRole('button', { name: `Remove from Cart: ${service.ServiceName}` })).toBeVisible();
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /Block 4, Street 21/ }).check();
  await page.getByRole('radio', { name: /^COD\b/ }).check();
  return user;
}

/** Checkout's texts in the page's language (apps/web/src/features/checkout and payments messages). */
const CHECKOUT_TEXTS = {
  en: { continue: 'Continue', confirm: 'Confirm', place: 'Place Order', slotTaken: 'Pick another time', ok: 'OK' },
  ar: { continue: 'متابعة', confirm: 'التأكيد', place: 'تأكيد الطلب', slotTaken: 'اختار وقت ثاني', ok: 'حسنًا' },
} as const;

/**
 * At step 3: presses Place Order until the page leaves the checkout (for the gateway or the confirmation page). The
 * specs book the same sub-categories at once, so a time chosen at step 2 may go to another run before the press: the
 * product then says 'Pick another time' (naming the visit when there are several) and reopens the times, and this
 * picks another, with `chooseAgain` (given the dialog's text) where the checkout has several visits, and places
 * again, as the customer would.
 */
export async function placeOrder(
  page: Page,
  language: keyof typeof CHECKOUT_TEXTS = 'en',
  chooseAgain: (dialogText: string) => Promise<unknown> = () => chooseFreeSlot(page, language),
) {
  const texts = CHECKOUT_TEXTS[language];
  const taken = page.getByRole('dialog', { name: texts.slotTaken });
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('button', { name: texts.place }).click();
    const leftOrTaken = async () => (await taken.isVisible()) || new URL(page.url()).pathname !== PAGE_PATHS.checkout;
    await expect.poll(leftOrTaken, { timeout: 15_000 }).toBe(true);
    if (!(await taken.isVisible())) return;
    expect(attempt, 'the time was taken at every try').toBeLessThan(3);
    const dialogText = (await taken.textContent()) ?? '';
    await taken.getByRole('button', { name: texts.ok }).click();
    await chooseAgain(dialogText);
    await page.getByRole('button', { name: texts.continue }).click();
    await expect(page.getByRole('heading', { name: texts.confirm, level: 2 })).toBeVisible();
  }
}

/** From step 2 with everything chosen: Confirm, Place Order, then the order's details from My Orders; its ordId. */
export async function placeOrderAndOpenIt(page: Page, serviceName: string): Promise<string> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm' })).toBeVisible();
  await placeOrder(page);
  // A cash order lands on its confirmation page first (issue 25).
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await page.goto('/account/orders');
  const card = page.getByRole('article').filter({ hasText: serviceName }).first();
  const ordId = ((await card.getByRole('heading').textContent()) ?? '').replace('Order #', '').trim();
  await card.getByRole('link', { name: /View Details/ }).click();
  await expect(page.getByRole('heading', { name: `Order #${ordId}` })).toBeVisible();
  return ordId;
}

/**
 * A new customer with an address ('Flat 9, Block 2, Street 5') and the two shortest services of one sub-category in
 * the cart, all through the API; `total` is their price together (KD).
 */
export async function customerWithCart(page: Page) {
  // The two shortest services of one sub-category (one visit), another category per project so their slots do not
  // compete.
  const { services } = await firstSubCategory(page, test.info().project.name === 'mobile' ? 5 : 2);
  const cartServices = [...services].sort((a, b) => a.DurationMinutes - b.DurationMinutes).slice(0, 2);
  const { user } = await logInPage(page);
  const headers = await csrfHeaders(page.request);
  const addressId = await addAddress(page, user._id, {
    flatNo: 'Flat 9',
    address: 'Block 2, Street 5',
    landmark: 'the mosque',
    pincode: '22002',
    phoneNo: '55012345',
  });
  for (const service of cartServices) {
    const added = await page.request.post(`/api/khidma/cart/${user._id}`, {
      headers,
      data: { serviceId: service._id },
    });
    expect(added.ok()).toBe(true);
  }
  const total = cartServices.reduce((sum, service) => sum + Math.round(service.Price * 1000), 0) / 1000;
  return { user, services: cartServices, total, addressId };
}
