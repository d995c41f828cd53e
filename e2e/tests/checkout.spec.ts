import type { Page } from '@playwright/test';
import { apiResults, expect, test } from '../fixtures';
import { firstSubCategory, type Service } from '../support/catalog';
import { adminSession } from '../support/operator';
import { csrfHeaders, logInPage, logInThroughForm } from '../support/users';
import { chooseFreeSlot, freeSlotStart } from '../support/slots';
import type { Booking } from '@khidma/shared/schemas/order';

/**
 * Two services of a category of this project's own: the desktop and mobile runs share one server, and the rating
 * count this spec checks must not move under the other run.
 */
async function twoServices(page: Page): Promise<[Service, Service]> {
  const { services } = await firstSubCategory(page, test.info().project.name === 'mobile' ? 1 : 0);
  return [services[0]!, services[1]!];
}

/** Adds an address through the map: Salmiya chosen, a click on the map, then the form. */
async function addAddressByMap(page: Page, house: string) {
  await page.getByRole('button', { name: 'Add New Address' }).click();
  await expect(page.getByRole('heading', { name: 'Select your location' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm Location' })).toHaveCount(0);
  await page.getByLabel('Area').selectOption({ label: 'Salmiya' });
  await page.locator('.leaflet-container').click({ position: { x: 160, y: 190 } });
  await page.getByRole('button', { name: 'Confirm Location' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm Your Address' })).toBeVisible();
  await fillAddress(page, house);
}

async function fillAddress(page: Page, house: string) {
  await page.getByLabel('Area').selectOption('');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Please select address type.')).toBeVisible();
  await expect(page.getByText('Area is required')).toBeVisible();
  await expect(page.getByText('Block is required')).toBeVisible();
  await expect(page.getByText('Street is required')).toBeVisible();
  await expect(page.getByText('House or building is required')).toBeVisible();
  await expect(page.getByText('Phone Number is required')).toBeVisible();

  await page.getByRole('radio', { name: 'Home' }).check();
  await page.getByLabel('Area').selectOption({ label: 'Salmiya' });
  await page.getByLabel('Block').fill('4');
  await page.getByLabel('Street').fill('21');
  await page.getByLabel('House or building').fill(house);
  await page.getByLabel('Directions (optional)').fill('the co-op');
  await page.getByLabel('Phone Number').fill('98765');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Enter a valid mobile number.')).toBeVisible();
  await page.getByLabel('Phone Number').fill('51234567');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Address added successfully!')).toBeVisible();
}

test('a customer books two services, manages addresses, checks out with COD, and rates the completed order', async ({
  page,
  browser,
  baseURL,
  expectAccessible,
  capture,
}) => {
  test.setTimeout(180_000);
  const [first, second] = await twoServices(page);
  const customer = await logInPage(page);

  // Book two services; the cart follows the user to a fresh browser.
  await page.goto(`/service/${first._id}`);
  await page.getByRole('button', { name: `Book Now: ${first.ServiceName}` }).click();
  await expect(page.getByRole('button', { name: `Remove from Cart: ${first.ServiceName}` })).toBeVisible();
  await page.goto(`/service/${second._id}`);
  await page.getByRole('button', { name: `Book Now: ${second.ServiceName}` }).click();
  await expect(page.getByRole('button', { name: `Remove from Cart: ${second.ServiceName}` })).toBeVisible();

  const otherContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const otherPage = await otherContext.newPage();
  await logInThroughForm(otherPage, customer.input.email, customer.password);
  await otherPage.goto('/checkout');
  await expect(otherPage.getByRole('heading', { name: 'Cart', exact: true })).toBeVisible();
  await expect(otherPage.getByRole('button', { name: `Remove ${first.ServiceName}` })).toBeVisible();
  await expect(otherPage.getByRole('button', { name: `Remove ${second.ServiceName}` })).toBeVisible();
  await otherContext.close();

  // Addresses: one by the map, one by the current location; edit one, delete the other.
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 29.3375, longitude: 48.0758 });
  await page.goto('/account/address');
  await expect(page.getByRole('heading', { name: 'My Addresses' })).toBeVisible();
  await expect(page.getByText('No addresses found.')).toBeVisible();
  await addAddressByMap(page, '1');
  await expect(page.getByText('House 1', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add New Address' }).click();
  await page.getByRole('button', { name: 'Use Current Location' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm Your Address' })).toBeVisible();
  await fillAddress(page, '2');
  await expect(page.getByText('House 2', { exact: true })).toBeVisible();
  await expectAccessible();
  await capture('addresses');

  await page.getByRole('button', { name: 'Edit address Salmiya, House 2' }).click();
  await page.getByLabel('House or building').fill('22');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Address updated successfully!')).toBeVisible();
  await expect(page.getByText('House 22', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Delete address Salmiya, House 22' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Address deleted successfully!')).toBeVisible();
  await expect(page.getByText('House 22', { exact: true })).toHaveCount(0);

  // Checkout: the step 2 rules, then a COD order.
  await page.goto('/checkout');
  await expect(page.getByText('Visit: Free')).toBeVisible();
  await expectAccessible();
  await page.getByRole('button', { name: 'Continue' }).click();
  // Issue 25: the only address is chosen already; the payment method is not (no order placed yet).
  await expect(page.getByRole('radio', { name: /House 1/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please select a payment method.')).toBeVisible();
  await expect(page.getByText('Please select a payment method.')).toHaveCount(0, { timeout: 3000 });
  await page.getByRole('radio', { name: /^COD\b/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Choose a date and time for the visit.')).toBeVisible();
  const visit = await chooseFreeSlot(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm' })).toBeVisible();
  await capture('checkout-confirm');
  await page.getByRole('button', { name: 'Place Order' }).click();

  // Issue 25: a cash order lands on its confirmation page, then My Orders lists it.
  await expect(page).toHaveURL(/\/checkout\/confirmed\//);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await page.goto('/account/orders');
  const orderCard = page.getByRole('article').filter({ hasText: first.ServiceName });
  await expect(orderCard.getByRole('heading', { name: /^Order #KH-/ })).toBeVisible();
  await expect(orderCard.getByText('Open')).toBeVisible();
  const total = (Math.round(first.Price * 1000) + Math.round(second.Price * 1000)) / 1000;
  await expect(orderCard.getByText(`KD ${total.toFixed(3)}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart' })).toBeVisible();
  await expectAccessible();
  await capture('orders');
  const ordId = ((await orderCard.getByRole('heading').textContent()) ?? '').replace('Order #', '').trim();
  // The order holds the time chosen in step 2, and the card says when the visit is.
  await expect(orderCard.getByText(/^Visit: /)).toBeVisible();
  const placed = await apiResults<Booking>(page, `odm/srv_booking/${ordId}`);
  expect(Date.parse(placed.slotStart!)).toBe(Date.parse(visit.start));

  await orderCard.getByRole('link', { name: /View Details/ }).click();
  await expect(page.getByRole('heading', { name: `Order #${ordId}` })).toBeVisible();
  await expect(page.getByText('Service Address')).toBeVisible();
  await expect(page.getByText('COD')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
  await expectAccessible();

  // An admin assigns a partner with the order's skill and completes the order, through the console's API.
  const admin = await adminSession(baseURL!);
  const [partner] = await admin.assignablePartners(ordId);
  await admin.updateOrder(ordId, { servicePartnerId: partner!._id });
  // The visit is days ahead: completing it now needs the admin's override with a reason (issue 23's visit timing).
  await admin.updateOrder(ordId, { ordStatus: 'Completed', overrideTiming: true, reason: 'Done early by agreement' });
  await admin.dispose();

  await page.reload();
  // The order's status (announced when it changes), not the timeline's last step of the same name.
  await expect(page.locator('main [aria-live="polite"]')).toHaveText('Completed');
  const serviceRating = page.getByRole('group', { name: `Rate ${first.ServiceName}` });
  await serviceRating.locator('label', { hasText: '4 stars' }).click();
  await expect(page.getByText('Your rating has been submitted')).toBeVisible();
  await page.getByLabel(`Review of ${first.ServiceName}`).fill('On time, careful and tidy.');
  await page.getByRole('button', { name: 'Submit Review' }).first().click();
  await expect(page.getByText('Your review has been submitted')).toBeVisible();
  const partnerSection = page.getByRole('region', { name: /Your service partner/ });
  await partnerSection.locator('label', { hasText: '5 stars' }).click();
  await partnerSection.getByRole('textbox').fill('Friendly and skilled.');
  await partnerSection.getByRole('button', { name: 'Submit Review' }).click();
  await expectAccessible();
  await capture('order-completed');

  const after = await apiResults<Service>(page, `services/${first._id}`);
  expect(after.reviewscount).toBe(first.reviewscount + 1);
});

test('an order whose total no longer matches the server is refused with its message', async ({ page }) => {
  const [service] = await twoServices(page);
  const { user } = await logInPage(page);
  const headers = await csrfHeaders(page.request);
  const address = await page.request.post(`/api/khidma/myaddress/${user._id}`, {
    headers,
    data: {
      addressType: 'Work',
      flatNo: '7',
      address: 'Gulf Road',
      landmark: 'Towers',
      pincode: '13001',
      phoneNo: '99123456',
      latitude: 29.37,
      longitude: 47.98,
    },
  });
  const response = await page.request.post('/api/khidma/odm/srv_booking', {
    headers,
    data: {
      userId: user._id,
      addressId: ((await address.json()) as { results: { _id: string } }).results._id,
      paymentType: 2,
      totalPrice: service.Price + 1,
      services_json: [{ serviceId: service._id, servicePrice: service.Price }],
      slotStart: await freeSlotStart(page.request, [service]),
    },
  });
  expect(response.status()).toBe(409);
  expect(((await response.json()) as { message: string }).message).toMatch(/Prices have changed/);
});
