import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { firstSubCategory } from '../support/catalog';
import { customerAtStepTwo, placeOrderAndOpenIt } from '../support/checkout';
import { adminSession } from '../support/operator';
import { applyAsPartner } from '../support/partners';
import { chooseFreeSlot } from '../support/slots';
import { csrfHeaders, logInThroughForm } from '../support/users';

/**
 * Issue 24 end to end: the queue sends what happens to an order. A customer books and finds the confirmation with
 * its calendar file in the mailbox, opens the receipt, and resets a forgotten password; the partner given the job
 * finds it in their WhatsApp outbox. Once, in the desktop project (it makes a partner of its own).
 */
type Mail = { subject: string; text: string; attachments: Array<{ filename: string; contentType: string }> };

async function mailbox(request: APIRequestContext, email: string, subject: RegExp | string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/khidma/dev/mailbox?email=${encodeURIComponent(email)}`);
        const mails = ((await response.json()) as { results: Mail[] }).results;
        found = mails.find((mail) =>
          typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject),
        );
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

test('a customer gets the confirmation with its calendar file, a receipt and a reset password; the partner a WhatsApp', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const unique = Date.now().toString(36);

  // A partner of the fourth category, told by WhatsApp.
  const partner = { name: `Partner ${unique}`, email: `partner-${unique}@example.com`, password: 'partner-pass' };
  await applyAsPartner(browser, partner, { categoryIndex: 3 });
  const admin = await adminSession(baseURL!);
  await admin.approveApplication(partner.email);
  const partnerApi = await playwrightRequest.newContext({ baseURL });
  const login = await partnerApi.post('/api/khidma/login_with_email', {
    headers: await csrfHeaders(partnerApi),
    data: { email: partner.email, password: partner.password },
  });
  const partnerUser = ((await login.json()) as { results: { country_code: string; phone: string } }).results;
  const settings = await partnerApi.put('/api/khidma/notification_settings', {
    headers: await csrfHeaders(partnerApi),
    data: { preferredLanguage: 'en', notifyBy: 'whatsapp', notifyEmail: false },
  });
  expect(settings.ok(), await settings.text()).toBe(true);

  // The customer books a service of that category.
  const { services } = await firstSubCategory(page, 3);
  const service = services[0]!;
  const customer = await customerAtStepTwo(page, service);
  await chooseFreeSlot(page);
  const ordId = await placeOrderAndOpenIt(page, service.ServiceName);

  const confirmation = await mailbox(page.request, customer.email, `Your Khidma order ${ordId} is booked`);
  expect(confirmation.text).toContain(service.ServiceName);
  expect(confirmation.attachments).toEqual([
    { filename: `khidma-${ordId}.ics`, contentType: 'text/calendar; charset=utf-8; method=REQUEST' },
  ]);
  const calendar = await page.request.get(
    `/api/khidma/dev/mailbox/attachment?email=${encodeURIComponent(customer.email)}&filename=khidma-${ordId}.ics`,
  );
  expect(await calendar.text()).toContain('BEGIN:VEVENT');

  // The receipt, from the order page.
  await page.getByRole('link', { name: 'Receipt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await expect(page.getByText(ordId)).toBeVisible();
  await expect(page.getByText(service.ServiceName)).toBeVisible();

  // The admin gives the job to the partner: their WhatsApp says so.
  const candidates = await admin.assignablePartners(ordId);
  const chosen = candidates.find((candidate) => candidate.name === partner.name);
  expect(chosen, 'the new partner can take the order').toBeTruthy();
  await admin.updateOrder(ordId, { servicePartnerId: chosen!._id });
  await expect
    .poll(
      async () => {
        const response = await page.request.get(
          `/api/khidma/dev/whatsapp?phone=${partnerUser.phone}&country_code=${encodeURIComponent(partnerUser.country_code)}`,
        );
        return ((await response.json()) as { results: Array<{ body: string }> }).results.map((message) => message.body);
      },
      { timeout: 20_000 },
    )
    .toContainEqual(expect.stringContaining(`new job ${ordId}`));
  await admin.dispose();
  await partnerApi.dispose();

  // A forgotten password, from the login form.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto('/auth');
  await guestPage.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = guestPage.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByLabel('Email').fill(customer.email);
  await dialog.getByRole('button', { name: 'Email me a code' }).click();
  await expect(dialog.getByText('If an account has this email, a code is on its way.')).toBeVisible();
  const reset = await mailbox(page.request, customer.email, 'Your Khidma password reset code');
  const code = /\b(\d{6})\b/.exec(reset.text)![1]!;
  await dialog.getByLabel('Code from the email').fill(code);
  await dialog.getByLabel('New password').fill('a-brand-new-pass');
  await dialog.getByLabel('Confirm Password').fill('a-brand-new-pass');
  await dialog.getByRole('button', { name: 'Set new password' }).click();
  await expect(dialog.getByText('Your password is changed. Log in with the new one.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Back to login' }).click();
  await logInThroughForm(guestPage, customer.email, 'a-brand-new-pass');
  await guest.close();
});
