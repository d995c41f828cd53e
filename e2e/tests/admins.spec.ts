import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../fixtures';
import { E2E_ADMIN } from '../support/operator';
import { logIn } from '../support/partners';
import { csrfHeaders } from '../support/users';

/**
 * Issue 23's accounts: an
 * admin can disable another admin, whose session ends at once.
 */

test('an admin disables another admin, whose console session ends at once', async ({
  page,
  browser,
  baseURL,
  capture,
  expectAccessible,
}) => {
  // The first admin adds a deputy through the API, who opens the console in a browser of their own.
  const admin = await playwrightRequest.newContext({ baseURL });
  const headers = await csrfHeaders(admin);
  expect((await admin.post('/api/khidma/login_with_email', { headers, data: E2E_ADMIN })).status()).toBe(200);
  const deputy = {
    name: `Deputy ${Date.now().toString(36)}`,
    email: `deputy-${Date.now().toString(36)}@example.com`,
    password: 'deputy-password',
  };
  const added = await admin.post('/api/khidma/admin/admins', { headers: await csrfHeaders(admin), data: deputy });
  expect(added.status(), await added.text()).toBe(200);
  await admin.dispose();

  const deputyContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const deputyPage = await deputyContext.newPage();
  await logIn(deputyPage, deputy.email, deputy.password, /\/admin$/);

  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password, /\/admin$/);
  await page.goto('/admin/admins');
  const row = page.getByRole('row').filter({ hasText: deputy.email });
  await expect(row.getByText('Active')).toBeVisible();
  await row.getByRole('button', { name: `Disable ${deputy.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Disable ${deputy.name}` });
  await expect(dialog.getByText(/signed out at once/)).toBeVisible();
  await expectAccessible();
  await capture('accounts-disable-admin');
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText(`${deputy.name} is disabled.`)).toBeVisible();
  await expect(row.getByText('Disabled')).toBeVisible();
  await expect(row.getByRole('button', { name: `Enable ${deputy.name}` })).toBeVisible();

  // The deputy's next request is a 401: the console sends them to the login page, and their login is refused.
  await deputyPage.goto('/admin/orders');
  await expect(deputyPage).toHaveURL(/\/auth\?returnTo=%2Fadmin%2Forders$/);
  await deputyPage.getByLabel('Email').fill(deputy.email);
  await deputyPage.getByLabel('Password', { exact: true }).fill(deputy.password);
  await deputyPage.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(deputyPage.getByText('This account is blocked. Please contact support.')).toBeVisible();
  await deputyContext.close();
});
