import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { User } from '@khidma/shared/schemas/user';

/** The public user record the API returns and the browser keeps under `entry` (packages/shared). */
export type { User } from '@khidma/shared/schemas/user';

export type NewUser = { name: string; email: string; password: string; country_code: string; phone: string };

/** A unique customer's sign-up details: every test makes its own user. */
export function newUserInput(): NewUser {
  const unique = randomBytes(5).toString('hex');
  return {
    name: `Customer ${unique.slice(0, 4)}`,
    email: `customer-${unique}@example.com`,
    password: 'secret-pass',
    country_code: '+965',
    phone: kuwaitiMobile(),
  };
}

/** A random Kuwaiti mobile number, 8 digits ("55123456"): every number starting 50, 55, 66 or 99 is one. */
export function kuwaitiMobile(): string {
  const random = randomBytes(4).readUInt32BE();
  return `${['50', '55', '66', '99'][random % 4]}${String(random % 1_000_000).padStart(6, '0')}`;
}

/** A Kuwaiti number as it is written: "+965 5512 3456". */
export const formattedKuwaiti = (phone: string) => `+965 ${phone.slice(0, 4)} ${phone.slice(4)}`;

/** The CSRF header of a write, as the web's api-client sends it. */
export async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.get('/api/khidma/csrf');
  expect(response.ok()).toBe(true);
  const { results } = (await response.json()) as { results: { token: string } };
  return { 'x-xsrf-token': results.token };
}

/** Signs a new user up through the API; the request context then holds its session cookie. */
export async function registerUser(request: APIRequestContext, input = newUserInput()) {
  const response = await request.post('/api/khidma/user_register', {
    headers: await csrfHeaders(request),
    data: { ...input, userImage: '' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { results } = (await response.json()) as { results: User };
  return { user: results, input, password: input.password };
}

/**
 * A logged-in page without going through the form: the user signs up through the API (the page's cookie jar
 * gets the session) and the browser gets its `entry`, as a login through the form would leave them.
 */
export async function logInPage(page: Page, input = newUserInput()) {
  const registered = await registerUser(page.request, input);
  await page.goto('/');
  await page.evaluate((user) => {
    localStorage.setItem('entry', JSON.stringify(user));
    localStorage.setItem('userId', user._id);
  }, registered.user);
  await page.reload();
  return registered;
}

/** Logs in through the /auth form with email and password, and waits for the home page. */
export async function logInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}
