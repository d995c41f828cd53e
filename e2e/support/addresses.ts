import { expect, type Page } from '@playwright/test';
import { csrfHeaders } from './users';

/** A signed-in customer's home address, added through the API (`fields` over the defaults); its id. */
export async function addAddress(page: Page, userId: string, fields: Record<string, unknown> = {}): Promise<string> {
  const address = await page.request.post(`/api/khidma/myaddress/${userId}`, {
    headers: await csrfHeaders(page.request),
    data: {
      addressType: 'Home',
      flatNo: 'Flat 4',
      address: 'Block 3, Street 8',
      landmark: 'the park',
      pincode: '22003',
      phoneNo: '51234567',
      latitude: 29.33,
      longitude: 48.07,
      ...fields,
    },
  });
  expect(address.ok(), await address.text()).toBe(true);
  return ((await address.json()) as { results: { _id: string } }).results._id;
}
