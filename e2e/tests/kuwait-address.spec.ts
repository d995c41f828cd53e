import { expect, test } from '../fixtures';
import { csrfHeaders, logInPage } from '../support/users';

/** Salmiya's centre, where choosing the area brings the map (KUWAIT_AREAS). */
const SALMIYA = { latitude: 29.3339, longitude: 48.0761 };

test('a customer adds a Kuwaiti address by choosing an area and dropping the pin in Salmiya', async ({
  page,
  expectAccessible,
  capture,
}) => {
  const { user } = await logInPage(page);
  await page.goto('/account/address');
  await expect(page.getByRole('heading', { name: 'My Addresses' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New Address' }).click();
  await expect(page.getByRole('heading', { name: 'Select your location' })).toBeVisible();

  // The map opens on Kuwait, not India; choosing the area brings it to Salmiya.
  await page.getByLabel('Area').selectOption({ label: 'Salmiya' });
  const map = page.getByRole('group', { name: 'Map: choose the service location' });
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await expectAccessible();
  // Enter on the focused map drops the pin at its centre: Salmiya's.
  await map.locator('.leaflet-container').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Confirm Location' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm Your Address' })).toBeVisible();
  await expect(page.getByLabel('Area')).toHaveValue('salmiya');

  await page.getByRole('radio', { name: 'Home' }).check();
  await page.getByLabel('Block').fill('10');
  await page.getByLabel('Street').fill('Salem Al Mubarak');
  await page.getByLabel('Avenue (optional)').fill('3');
  await page.getByLabel('House or building').fill('14');
  await page.getByLabel('Floor (optional)').fill('2');
  await page.getByLabel('Apartment (optional)').fill('5');
  await page.getByLabel('Directions (optional)').fill('Behind the Marina Mall, white gate');
  await page.getByLabel('Phone Number').fill('51234567');
  await expectAccessible();
  await capture('kuwait-address-form');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Address added successfully!')).toBeVisible();

  const card = page.getByRole('article').filter({ hasText: 'House 14' });
  await expect(card).toContainText('Salmiya, Hawalli');
  await expect(card).toContainText('Block 10, Street Salem Al Mubarak, Avenue 3');
  await expect(card).toContainText('House 14, Floor 2, Apartment 5');
  await expect(card).toContainText('Directions: Behind the Marina Mall, white gate');
  await expect(card).toContainText('+965 5123 4567');
  await expectAccessible();
  await capture('kuwait-address-card');

  // Stored as Kuwait's fields, the pin in Salmiya.
  const list = await page.request.get(`/api/khidma/myaddresslist/${user._id}`);
  const [saved] = ((await list.json()) as { results: Array<Record<string, unknown>> }).results;
  expect(saved).toMatchObject({ governorate: 'hawalli', area: 'salmiya', block: '10', house: '14', floor: '2' });
  expect(saved!.latitude as number).toBeCloseTo(SALMIYA.latitude, 2);
  expect(saved!.longitude as number).toBeCloseTo(SALMIYA.longitude, 2);

  // A pin outside Kuwait (the old map's first view) is refused on `latitude`.
  const outside = await page.request.post(`/api/khidma/myaddress/${user._id}`, {
    headers: await csrfHeaders(page.request),
    data: { ...saved, _id: undefined, latitude: 20.59, longitude: 78.97 },
  });
  expect(outside.status()).toBe(400);
  expect(((await outside.json()) as { errors: Record<string, string> }).errors).toEqual({
    latitude: 'Pick a place in Kuwait.',
  });
});

test('the address form in Arabic lists the areas under their governorates', async ({ page, expectAccessible }) => {
  await logInPage(page);
  await page.goto('/account/address');
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await page.reload();
  await page.getByRole('button', { name: 'إضافة عنوان جديد' }).click();
  const area = page.getByLabel('المنطقة');
  await expect(area.locator('optgroup[label="حولي"] option', { hasText: 'السالمية' })).toHaveCount(1);
  await area.selectOption({ label: 'السالمية' });
  await expectAccessible();
});
