import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { POSITION } from './partners';
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
  await page.goto(`/service/${service._id}`);
  await page.getByRole('button', { name: `Book Now: ${service.ServiceName}` }).click();
  await expect(page.getByRole('button', { name: `Remove from Cart: ${service.ServiceName}` })).toBeVisible();
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /Block 4, Street 21/ }).check();
  await page.getByRole('radio', { name: /^COD\b/ }).check();
  return user;
}

/** From step 2 with everything chosen: Confirm, Place Order, then the order's details from My Orders; its ordId. */
export async function placeOrderAndOpenIt(page: Page, serviceName: string): Promise<string> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm' })).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  // A cash order lands on its confirmation page first (issue 25).
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await page.goto('/account/orders');
  const card = page.getByRole('article').filter({ hasText: serviceName }).first();
  const ordId = ((await card.getByRole('heading').textContent()) ?? '').replace('Order #', '').trim();
  await card.getByRole('link', { name: /View Details/ }).click();
  await expect(page.getByRole('heading', { name: `Order #${ordId}` })).toBeVisible();
  return ordId;
}
