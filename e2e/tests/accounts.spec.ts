import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../fixtures';
import { csrfHeaders, logInPage } from '../support/users';

/**
 * Issue 23's accounts: a session alone cannot take an account over (the password needs the current one), and an
 * admin can disable another admin, whose session ends at once.
 */
test('a customer changes their password by giving the current one', async ({
  page,
  baseURL,
  capture,
  expectAccessible,
}) => {
  const { input } = await logInPage(page);
  await page.goto('/account/details');
  await page.getByRole('button', { name: 'Update password' }).click();
  const modal = page.getByRole('dialog', { name: 'Update Password' });
  await modal.getByLabel('New Password').fill('a-new-secret');
  await modal.getByLabel('Confirm Password').fill('a-new-secret');
  await modal.getByRole('button', { name: 'Update Password' }).click();
  await expect(modal.getByText('Enter your current password')).toBeVisible();

  // A wrong current password: the server's refusal under the field, and the session stays.
  await modal.getByLabel('Current Password').fill('not-my-password');
  await modal.getByRole('button', { name: 'Update Password' }).click();
  await expect(modal.getByText('Your current password is not correct.').first()).toBeVisible();
  await expectAccessible();
  await capture('accounts-password-refused');

  await modal.getByLabel('Current Password').fill(input.password);
  await modal.getByRole('button', { name: 'Update Password' }).click();
  await expect(modal.getByText('Password Updated!')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/details$/);

  // The new password logs in; the old one no longer does.
  const login = async (password: string) => {
    const fresh = await playwrightRequest.newContext({ baseURL });
    const answer = await fresh.post('/api/khidma/login_with_email', {
      headers: await csrfHeaders(fresh),
      data: { email: input.email, password },
    });
    const status = answer.status();
    await fresh.dispose();
    return status;
  };
  expect(await login('a-new-secret')).toBe(200);
  expect(await login(input.password)).toBe(401);
});
