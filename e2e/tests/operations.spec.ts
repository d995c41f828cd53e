import type { Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiResults, expect, test } from '../fixtures';
import { firstSubCategory } from '../support/catalog';
import { applyAsPartner, logIn, PNG } from '../support/partners';
import { E2E_ADMIN } from '../support/operator';
import { chooseFreeSlot } from '../support/slots';
import { customerAtStepTwo, placeOrderAndOpenIt } from '../support/checkout';

/**
 * Issue 13's operations end to end: the console (desktop) and the portal (a 390 px phone) run the marketplace the
 * customer sees. One server serves both projects: the whole flow runs once, in the desktop project, with the
 * partner on a phone-sized context of their own.
 */
const screenshots = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.artifacts', 'screenshots');
const PHONE = { width: 390, height: 844 };
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(screenshots, `operations-${name}.png`), fullPage: true });
}

/** A page settled: its heading shown and nothing loading any more. */
async function settled(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [role="status"] svg.animate-spin, main .animate-pulse')).toHaveCount(0);
}

/** A customer's COD order of one service, through the service page and the checkout (address added by the API). */
async function placeCodOrder(page: Page, service: { _id: string; ServiceName: string }) {
  await customerAtStepTwo(page, service);
  await chooseFreeSlot(page);
  return placeOrderAndOpenIt(page, service.ServiceName);
}

test('an admin adds a service with an image in English and Arabic, and a guest finds it by search at once', async ({
  page,
  browser,
  expectAccessible,
}) => {
  const name = `Balcony Glass Polish ${unique()}`;
  const nameAr = `تلميع زجاج الشرفة ${unique()}`;
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password, /\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Catalogue' }).click();
  await page.getByRole('link', { name: 'Services' }).click();
  await page.getByRole('button', { name: 'Add service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add service' });
  const { subCategory } = await firstSubCategory(page, 2);
  await dialog.getByLabel('Sub-category').selectOption({ label: subCategory.SrvSubCategoryName });
  await dialog.getByLabel('Name in English', { exact: true }).fill(name);
  await dialog.getByLabel('Name in Arabic', { exact: true }).fill(nameAr);
  await dialog.getByLabel('Description in English', { exact: true }).fill('Streak-free glass, frames wiped.');
  await dialog.getByLabel('Description in Arabic', { exact: true }).fill('زجاج لامع بلا آثار ومسح الإطارات.');
  await dialog.getByLabel('Duration (minutes)', { exact: true }).fill('45');
  await dialog.getByLabel('Price (KD)', { exact: true }).fill('7.5');
  await dialog.getByLabel('Display price (KD)', { exact: true }).fill('9');
  await dialog.getByLabel('Upload Image').setInputFiles({ name: 'glass.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByLabel('Change Image')).toBeAttached();
  await expect(dialog.locator('img')).toHaveAttribute('src', /\/uploads\//);
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search services' }).fill(name);
  await page.getByRole('searchbox', { name: 'Search services' }).press('Enter');
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(nameAr);

  // A guest, in English then in Arabic, finds it at once.
  for (const locale of ['en-US', 'ar-KW'] as const) {
    const guestContext = await browser.newContext({ locale });
    const guest = await guestContext.newPage();
    await guest.goto('/');
    const box = guest.getByRole('combobox').first();
    const term = locale === 'en-US' ? name : nameAr;
    await box.fill(term);
    const option = guest.getByRole('listbox').getByRole('option').filter({ hasText: term });
    await expect(option).toBeVisible();
    await option.click();
    await expect(guest.getByRole('heading', { level: 1, name: term })).toBeVisible();
    await expect(guest.locator('main img').first()).toHaveAttribute('src', /\/uploads\//);
    await guestContext.close();
  }
});

test('an application is approved, the partner logs in, does a COD job on a phone, the customer follows it and rates', async ({
  page,
  browser,
  expectAccessible,
}) => {
  // The longest journey (every console and portal page in two languages): 2 minutes alone, over 5 on a busy CI.
  test.setTimeout(480_000);
  const partner = { name: `Asha ${unique()}`, email: `partner-${unique()}@example.com`, password: 'secret123' };
  const { sub } = await applyAsPartner(browser, partner);

  // The admin approves it in the console.
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password, /\/admin$/);
  await page
    .getByRole('navigation', { name: 'Admin console' })
    .getByRole('link', { name: 'Partner applications' })
    .click();
  await page.getByRole('link', { name: partner.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: partner.name })).toBeVisible();
  const applicationUrl = page.url();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Application approved: the partner can log in.')).toBeVisible();

  // The partner logs in on a phone and lands on their jobs.
  const phoneContext = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const phone = await phoneContext.newPage();
  await logIn(phone, partner.email, partner.password, /\/partner$/);
  await expect(phone.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();

  // A customer orders a service of the partner's skill, cash on delivery.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const services = await apiResults<Array<{ _id: string; ServiceName: string }>>(
    customer,
    `service_by_sub_category/${sub._id}`,
  );
  const ordId = await placeCodOrder(customer, services[0]!);
  const status = customer.locator('main [aria-live="polite"]');
  await expect(status).toHaveText('Open');

  // The admin assigns the partner on the order's page.
  await page.goto(`/admin/orders/${ordId}`);
  const choice = page.getByLabel('Assign a partner');
  const option = choice.getByRole('option').filter({ hasText: partner.name });
  await expect(option).toBeAttached();
  await choice.selectOption((await option.getAttribute('value'))!);
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText('Partner assigned.')).toBeVisible();
  // The order page's partner card: their first name (issue 25).
  await expect(customer.getByRole('region', { name: 'Your professional' })).toContainText('Asha', {
    timeout: 15_000,
  });

  // The partner works the job on the phone; the customer's page follows without a reload.
  // The customer booked a later day: the job is among the upcoming ones.
  await phone.reload();
  await phone.getByRole('tab', { name: 'Upcoming' }).click();
  await phone.getByRole('link', { name: new RegExp(`Job #${ordId}`) }).click();
  await expect(phone.getByRole('heading', { level: 1, name: `Job #${ordId}` })).toBeVisible();
  const steps = [
    ['Accept job', 'Accepted'],
    ['On my way', 'Traveling'],
    ['I have arrived', 'Reached'],
    ['Start work', 'Started'],
    ['Complete job', 'Completed'],
  ] as const;
  for (const [action, reached] of steps) {
    if (reached === 'Completed') {
      await phone.getByRole('button', { name: action }).click();
      await expect(phone.getByText('Confirm that you collected the cash first.')).toBeVisible();
      await phone.getByRole('checkbox', { name: /I collected KD [\d.]+ in cash/ }).check();
    }
    await phone.getByRole('button', { name: action }).click();
    await expect(phone.getByText(`Job ${ordId}: ${reached}`)).toBeVisible();
    await expect(status).toHaveText(reached, { timeout: 15_000 });
  }
  await expect(phone.getByText('Nothing more to do on this job.')).toBeVisible();
  await expect(phone.getByText(/^Cash collected: KD [\d.]+$/)).toBeVisible();
  await shoot(phone, 'partner-job-done-390');

  // The customer rates the partner.
  const partnerSection = customer.getByRole('region', { name: /Your service partner/ });
  await expect(partnerSection).toContainText(partner.name);
  await partnerSection.locator('label', { hasText: '5 stars' }).click();
  await partnerSection.getByRole('textbox').fill('Quick and careful.');
  await partnerSection.getByRole('button', { name: 'Submit Review' }).click();
  await expect(customer.getByText('Your review has been submitted')).toBeVisible();
  await customerContext.close();

  // Every console page, then every portal page, in English and in Arabic: axe finds nothing.
  const consolePages = [
    ['dashboard', '/admin'],
    ['orders', '/admin/orders'],
    ['order', `/admin/orders/${ordId}`],
    ['categories', '/admin/catalogue?view=categories'],
    ['sub-categories', '/admin/catalogue?view=subCategories'],
    ['services', '/admin/catalogue?view=services'],
    ['applications', '/admin/applications'],
    ['application', new URL(applicationUrl).pathname],
    ['customers', '/admin/customers'],
    ['partners', '/admin/partners'],
    ['admins', '/admin/admins'],
  ] as const;
  const portalPages = [
    ['jobs', '/partner'],
    ['job', `/partner/jobs/${ordId}`],
    ['reviews', '/partner/reviews'],
    ['profile', '/partner/profile'],
  ] as const;
  for (const language of ['en', 'ar'] as const) {
    for (const [name, url] of consolePages) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await settled(page);
      await expectAccessible(page);
      await shoot(page, `console-${name}-${language}`);
    }
    for (const [name, url] of portalPages) {
      await phone.goto(url);
      await expect(phone.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await settled(phone);
      if (name === 'profile') {
        // The application's photo is private since the approval: the partner still sees their own.
        const photo = phone.locator('main img').first();
        await expect(photo).toHaveAttribute('src', '/api/khidma/partner/me/photo');
        await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      }
      if (name === 'job') {
        // The Kuwaiti address in the reader's language, and the customer's number read left to right (issue 22).
        const customerCard = phone.getByRole('region', { name: language === 'ar' ? 'العميل' : 'Customer' });
        await expect(customerCard).toContainText(language === 'ar' ? 'السالمية' : 'Salmiya');
        await expect(customerCard.locator('bdi[dir="ltr"]', { hasText: '+965 5123 4567' })).toBeVisible();
      }
      await expectAccessible(phone);
      await shoot(phone, `portal-${name}-${language}`);
    }
    if (language === 'en') {
      await page.getByRole('button', { name: 'العربية' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await phone.getByRole('button', { name: 'العربية' }).click();
      await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
    }
  }
  // The partner's review reached their reviews page.
  await phone.goto('/partner/reviews');
  await expect(phone.getByText('Quick and careful.')).toBeVisible();
  await phoneContext.close();
});
