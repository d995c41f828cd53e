import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiResults, expect, test } from '../fixtures';
import { adminSession, E2E_ADMIN } from '../support/operator';
import { applyAsPartner, logIn } from '../support/partners';
import { chooseFreeSlot } from '../support/slots';
import { customerAtStepTwo } from '../support/checkout';

/**
 * Issue 26 end to end, at the project's width (1280 px, and a 390 px phone): a partner completes a job paid online
 * (KNET, the sandbox gateway) and finds it on Earnings (price, commission, net); an admin sees what the partner is
 * owed, drafts a payout, downloads the bank's CSV (UTF-8 with a BOM) and marks it paid; the partner's balance is then
 * zero and the payout is listed on their Earnings.
 */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

const screenshots = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.artifacts', 'screenshots');

/** A screenshot of another context's page (the `capture` fixture shoots the test's own page). */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(screenshots, `${test.info().project.name}-${name}.png`), fullPage: true });
}

/** A page settled: its heading shown and nothing loading any more. */
async function settled(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [role="status"] svg.animate-spin, main .animate-pulse')).toHaveCount(0);
}

test("a partner's completed job shows on Earnings; an admin pays it out with the bank's CSV", async ({
  page,
  browser,
  baseURL,
  capture,
  expectAccessible,
}) => {
  test.setTimeout(180_000);
  const partner = { name: `Noura ${unique()}`, email: `earner-${unique()}@example.com`, password: 'secret123' };
  // A category no other spec books in (slots.spec has 7): another spec's "first assignable partner" never takes
  // this partner, and no other job lands on the Earnings this test reads.
  const { sub } = await applyAsPartner(browser, partner, { categoryIndex: 6 });
  const operator = await adminSession(baseURL!);
  await operator.approveApplication(partner.email);

  // A customer orders a service of the partner's skill and pays online; the admin assigns the partner.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const services = await apiResults<Array<{ _id: string; ServiceName: string }>>(
    customer,
    `service_by_sub_category/${sub._id}`,
  );
  await customerAtStepTwo(customer, services[0]!);
  await customer.getByRole('radio', { name: 'Online' }).check();
  await chooseFreeSlot(customer);
  await customer.getByRole('button', { name: 'Continue' }).click();
  await customer.getByRole('button', { name: 'Place Order' }).click();
  await expect(customer.getByRole('heading', { name: 'KNET payment' })).toBeVisible();
  const ordId = (await customer.getByText(/^KH-[2-9A-Z]{8}$/).textContent())!.trim();
  await customer.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(customer.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await customerContext.close();
  const [choice] = (await operator.assignablePartners(ordId)).filter((row) => row.name === partner.name);
  await operator.updateOrder(ordId, { servicePartnerId: choice!._id });
  await operator.dispose();

  // The partner works the job to the end in the portal.
  await logIn(page, partner.email, partner.password, /\/partner$/);
  await page.goto(`/partner/jobs/${ordId}`);
  for (const action of ['Accept job', 'On my way', 'I have arrived', 'Start work'] as const) {
    await page.getByRole('button', { name: action }).click();
    await expect(page.getByRole('button', { name: action })).toBeHidden();
  }
  await page.getByRole('button', { name: 'Complete job' }).click();
  await expect(page.getByText('Nothing more to do on this job.')).toBeVisible();

  // Earnings: the job with its price, commission and net; the platform owes the partner the net.
  await page.getByRole('navigation', { name: 'Partner portal' }).getByRole('link', { name: 'Earnings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My earnings' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `#${ordId}` }) });
  await expect(row).toContainText('Online');
  await expect(row.getByRole('cell')).toHaveCount(4);
  await expect(page.getByText('To be paid to you')).toBeVisible();
  await settled(page);
  await expectAccessible();
  await capture('earnings-partner');

  // The admin, at the same width: what the partner is owed up to today (Kuwait), a draft batch, its bank file.
  const adminContext = await browser.newContext({ viewport: page.viewportSize()! });
  const admin = await adminContext.newPage();
  await logIn(admin, E2E_ADMIN.email, E2E_ADMIN.password, /\/admin$/);
  await admin.goto('/admin/payouts');
  await admin.getByLabel('Up to (included)').fill(new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10));
  await admin.getByRole('button', { name: 'Show' }).click();
  const due = admin.getByRole('region', { name: 'What each partner is owed up to the day' });
  await expect(due.getByRole('row').filter({ hasText: partner.name })).toContainText('KD');
  await settled(admin);
  await expectAccessible(admin);
  await shoot(admin, 'earnings-admin-payouts-due');

  await admin.getByRole('button', { name: 'Draft a batch' }).click();
  await expect(admin.getByText('Payout batch drafted')).toBeVisible();
  const draft = admin
    .getByRole('region', { name: 'Payout batches, newest first' })
    .getByRole('row')
    .filter({ hasText: 'Draft' })
    .first();
  const downloading = admin.waitForEvent('download');
  await draft.getByRole('link', { name: 'Bank CSV' }).click();
  const file = await readFile((await (await downloading).path())!);
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = file.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('Name,IBAN,Amount (KD),Reference');
  // The IBAN the partner applied with, opened for the bank's file only.
  expect(lines.find((line) => line.startsWith(`${partner.name},`))).toMatch(
    /^[^,]+,KW74NBOK0000000000001000372151,\d+\.\d{3},KHP-/,
  );
  await draft.getByRole('button', { name: 'Mark paid' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Mark this batch paid' });
  await dialog.getByLabel('Bank reference').fill(`NBK-${unique()}`);
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(admin.getByText('Batch marked paid')).toBeVisible();
  await settled(admin);
  await shoot(admin, 'earnings-admin-payouts-paid');
  await admin.goto('/admin/finance');
  await settled(admin);
  await shoot(admin, 'earnings-admin-finance');
  await adminContext.close();

  // The partner's balance is paid out, and the payout is listed.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Payouts' })).toBeVisible();
  await expect(page.getByText(/^Reference NBK-/)).toBeVisible();
  await capture('earnings-partner-paid');
});
