import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import type { Booking } from '@khidma/shared/schemas/order';
import { customerWithCart, placeOrder } from '../support/checkout';
import { csrfHeaders, type User } from '../support/users';
import { chooseFreeSlot, freeSlotStart } from '../support/slots';

/**
 * Online payment through the built-in sandbox gateway (issue 6): the checkout's Online branch, the gateway's page,
 * the return pages, 'Pay now', the notification alone, and a forged return. Each test makes its own customer with
 * an address and two services in the cart, through the API.
 */

/** Checkout with Online payment, up to the gateway's page; answers the order id the page shows. */
async function checkOutOnline(page: Page, total: number) {
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /Flat 9, Block 2, Street 5/ }).check();
  await page.getByRole('radio', { name: 'Online' }).check();
  await chooseFreeSlot(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm' })).toBeVisible();
  await placeOrder(page);

  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  await expect(page.getByRole('heading', { name: 'KNET payment' })).toBeVisible();
  await expect(page.getByText(`KD ${total.toFixed(3)}`)).toBeVisible();
  const ordId = (await page.getByText(/^KH-[2-9A-Z]{8}$/).textContent())!.trim();
  expect(ordId).toMatch(/^KH-/);
  return ordId;
}

async function order(request: APIRequestContext, ordId: string): Promise<Booking> {
  const response = await request.get(`/api/khidma/odm/srv_booking/${ordId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { results: Booking }).results;
}

async function cartCount(request: APIRequestContext, user: User): Promise<number> {
  const response = await request.get(`/api/khidma/cart/${user._id}`);
  return ((await response.json()) as { results: { items: unknown[] } }).results.items.length;
}

test('pays through the sandbox page and lands on the success page with the order paid', async ({
  page,
  expectAccessible,
  capture,
}) => {
  const { user, total } = await customerWithCart(page);
  const ordId = await checkOutOnline(page, total);
  await expectAccessible();
  await capture('sandbox-gateway');

  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/success/${ordId}\\?.*track_id=`));
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  // The toast says it too, in the toast region (named in the page's language).
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('Payment Successful')).toBeVisible();
  // The amount paid, as Kuwait writes it.
  await expect(page.getByText('Amount paid', { exact: true })).toBeVisible();
  // (The row's value; the visit's summary below repeats the total.)
  await expect(page.getByRole('definition').filter({ hasText: `KD ${total.toFixed(3)}` })).toBeVisible();
  for (const label of ['Order ID', 'Payment ID', 'Payment Type', 'Date', 'Status', 'Auth Code', 'Transaction ID']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  for (const label of ['Reference', 'Track ID', 'Post Date', 'Invoice ID', 'Receipt ID']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('CAPTURED', { exact: true })).toBeVisible();
  await expect(page.getByText('KNET', { exact: true })).toBeVisible();
  await expectAccessible();
  await capture('payment-success');

  expect(await order(page.request, ordId)).toMatchObject({ ordStatus: 'Open', payment_status: 'PAID' });
  expect(await cartCount(page.request, user)).toBe(0);

  await page.getByRole('link', { name: 'View Order Details' }).click();
  await expect(page.getByRole('heading', { name: `Order #${ordId}` })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
});

test('a declined payment lands on the failed page with the cart kept, and Pay now pays the order', async ({
  page,
  expectAccessible,
  capture,
}) => {
  const { user, total } = await customerWithCart(page);
  const ordId = await checkOutOnline(page, total);

  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/canceled/${ordId}\\?`));
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByText('Payment Failed!')).toBeVisible();
  // Issue 25: the reason in words, never the gateway's code; 'Try again' first.
  await expect(page.getByText(/Your bank declined the payment/)).toBeVisible();
  await expect(page.getByText('NOT CAPTURED', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeInViewport();
  await expect(page.getByText('Online (KNET)')).toBeVisible();
  await expect(page.getByText(new RegExp(`^${ordId}-\\d{13}$`))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Support' })).toBeVisible();
  await expectAccessible();
  await capture('payment-failed');

  expect(await order(page.request, ordId)).toMatchObject({ ordStatus: 'Pending', payment_status: 'FAILED' });
  expect(await cartCount(page.request, user)).toBe(2);

  const { _id } = await order(page.request, ordId);
  await page.goto(`/order/${_id}`);
  await expect(page.getByText('Payment failed', { exact: true })).toBeVisible();
  await expectAccessible();
  await capture('order-pay-now');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  expect(await order(page.request, ordId)).toMatchObject({ ordStatus: 'Open', payment_status: 'PAID' });
});

test('a cancelled payment lands on the failed page and leaves the order unpaid', async ({ page }) => {
  const { user, total } = await customerWithCart(page);
  const ordId = await checkOutOnline(page, total);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/canceled/${ordId}\\?`));
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByText(/The payment was cancelled at the payment page/)).toBeVisible();
  expect(await order(page.request, ordId)).toMatchObject({ ordStatus: 'Pending', payment_status: 'FAILED' });
  expect(await cartCount(page.request, user)).toBe(2);
});

test('the notification alone marks the order paid when the browser is closed before the return', async ({
  page,
  context,
}) => {
  const { total } = await customerWithCart(page);
  const ordId = await checkOutOnline(page, total);
  // The gateway takes the payment, and the tab is gone before it follows the redirect back to us.
  let paid!: () => void;
  const gatewayAnswered = new Promise<void>((resolve) => (paid = resolve));
  await page.route('**/sandbox-gateway/pay/**', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const answer = await route.fetch({ maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toContain(`/payment/success/${ordId}?`);
    await route.abort();
    paid();
  });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await gatewayAnswered;
  await page.close();

  await expect.poll(async () => (await order(context.request, ordId)).payment_status, { timeout: 10_000 }).toBe('PAID');
  expect((await order(context.request, ordId)).ordStatus).toBe('Open');
});

test('a hand-typed success URL for an unpaid order does not mark it paid', async ({ page, expectAccessible }) => {
  const { user, services, total, addressId } = await customerWithCart(page);
  const placed = await page.request.post('/api/khidma/odm/srv_booking', {
    headers: await csrfHeaders(page.request),
    data: {
      userId: user._id,
      addressId,
      paymentType: 1,
      totalPrice: total,
      payment_status: 'PENDING',
      services_json: services.map((service) => ({ serviceId: service._id, servicePrice: service.Price })),
      slotStart: await freeSlotStart(page.request, services),
    },
  });
  const { ordId } = ((await placed.json()) as { results: Booking[] }).results[0]!;

  for (const query of ['?result=CAPTURED&payment_id=123456&auth=FORGED', '?result=CAPTURED&track_id=4242424242']) {
    await page.goto(`/payment/success/${ordId}${query}`);
    await expect(page.getByRole('alert').filter({ hasText: 'please contact our customer service' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toHaveCount(0);
    await expect(page.getByText('FORGED')).toHaveCount(0);
    await expect(page.getByText('PENDING', { exact: true })).toBeVisible();
  }
  await expectAccessible();
  expect(await order(page.request, ordId)).toMatchObject({ ordStatus: 'Pending', payment_status: 'PENDING' });
  expect(await cartCount(page.request, user)).toBe(2);
});
