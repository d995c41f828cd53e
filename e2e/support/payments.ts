import { expect, type Page } from '@playwright/test';
import type { Booking } from '@khidma/shared/schemas/order';
import { addAddress } from './addresses';
import { firstSubCategory } from './catalog';
import { freeSlotStart } from './slots';
import { csrfHeaders, logInPage } from './users';

/**
 * A signed-in customer's Online order of one service (its shortest), placed through the API with an address of
 * their own and paid on the sandbox gateway's page: the page ends on the payment's success page.
 */
export async function placePaidOrder(page: Page, servicesWanted: number) {
  const { services } = await firstSubCategory(page, servicesWanted);
  const service = [...services].sort((a, b) => a.DurationMinutes - b.DurationMinutes)[0]!;
  const { user } = await logInPage(page);
  const headers = await csrfHeaders(page.request);
  const addressId = await addAddress(page, user._id);
  const placed = await page.request.post('/api/khidma/odm/srv_booking', {
    headers,
    data: {
      userId: user._id,
      addressId,
      paymentType: 1,
      totalPrice: service.Price,
      discount_price: '',
      services_json: [{ serviceId: service._id, serviceName: service.ServiceName, servicePrice: service.Price }],
      slotStart: await freeSlotStart(page.request, [service]),
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const order = ((await placed.json()) as { results: Array<Booking & { paymentLink: string }> }).results[0]!;

  await page.goto(order.paymentLink);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/success/${order.ordId}`));
  return order;
}
