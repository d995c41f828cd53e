import { expect, test } from '../fixtures';
import type { Booking } from '@khidma/shared/schemas/order';
import { firstSubCategory } from '../support/catalog';
import { csrfHeaders, logInPage } from '../support/users';
import { freeSlotStart } from '../support/slots';

/**
 * Issue 23: a customer who cancels an order they paid online is told what we will refund, in the cancel dialog
 * before they confirm and on the order page after. The order is placed and paid through the API and the sandbox.
 */
test('says "We will refund" before a paid order is cancelled, and on its page after', async ({
  page,
  expectAccessible,
  capture,
}) => {
  const { services } = await firstSubCategory(page, test.info().project.name === 'mobile' ? 4 : 3);
  const service = [...services].sort((a, b) => a.DurationMinutes - b.DurationMinutes)[0]!;
  const { user } = await logInPage(page);
  const headers = await csrfHeaders(page.request);
  const address = await page.request.post(`/api/khidma/myaddress/${user._id}`, {
    headers,
    data: {
      addressType: 'Home',
      flatNo: 'Flat 4',
      address: 'Block 3, Street 8',
      landmark: 'the park',
      pincode: '22003',
      phoneNo: '51234567',
      latitude: 29.33,
      longitude: 48.07,
    },
  });
  expect(address.ok()).toBe(true);
  const placed = await page.request.post('/api/khidma/odm/srv_booking', {
    headers,
    data: {
      userId: user._id,
      addressId: ((await address.json()) as { results: { _id: string } }).results._id,
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

  await page.goto(`/order/${order._id}`);
  await expect(page.getByRole('heading', { name: `Order #${order.ordId}` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order #${order.ordId}` });
  const refund = /We will refund KD\s?[\d.,]+ to the card you paid with\./;
  await expect(dialog.getByText(refund)).toBeVisible();
  await expect(dialog.getByText('This change is free of charge.')).toHaveCount(0);
  await expectAccessible();
  await capture('cancel-paid-order');

  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Order Summary' }).getByText(refund)).toBeVisible();
  await expectAccessible();
  await capture('order-refund-due');
});
