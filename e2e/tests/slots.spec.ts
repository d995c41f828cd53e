import type { Browser, Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Booking } from '@khidma/shared/schemas/order';
import { apiResults, expect, test } from '../fixtures';
import { firstSubCategory } from '../support/catalog';
import { adminSession } from '../support/operator';
import { customerAtStepTwo, placeOrderAndOpenIt } from '../support/checkout';
import { applyAsPartner, logIn } from '../support/partners';
import { chooseFreeSlot } from '../support/slots';

/**
 * Issue 14's time slots end to end. A partner who alone works evenings (20:00 to 23:30; the demo partner of the
 * sub-category works 08:00 to 20:00) makes the evening slots of one sub-category single-capacity: a customer books
 * one, a second customer no longer sees it, the partner finds the job at that time on their phone, and the first
 * customer moves it free of charge. One run, in the desktop project; the second customer and the partner have
 * phones of their own.
 */
const screenshots = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.artifacts', 'screenshots');
const PHONE = { width: 390, height: 844 };
/** A category no other spec orders from, so its slots are this spec's alone. */
const CATEGORY = 7;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(screenshots, `slots-${name}.png`), fullPage: true });
}

const days = (page: Page) => page.getByRole('radiogroup', { name: 'Day', exact: true }).getByRole('radio');
/** The grid of the day whose radio is `day`, once loaded. */
async function gridOf(page: Page, day: string) {
  const grid = page.getByText(`Free times on ${day.replace('Today, ', '')}`, { exact: true }).locator('..');
  await expect(
    grid
      .getByRole('radio')
      .first()
      .or(grid.getByText(/^No free times/)),
  ).toBeVisible();
  return grid;
}
const EIGHT_PM = /^8:00 pm, /;

/** The first day from tomorrow with a free 8:00 pm: the evening partner's first slot. */
async function chooseEightPm(page: Page) {
  for (let index = 1; index < (await days(page).count()); index += 1) {
    const day = days(page).nth(index);
    await day.locator('..').click();
    const dayName = (await day.getAttribute('aria-label'))!;
    const time = (await gridOf(page, dayName)).getByRole('radio', { name: EIGHT_PM });
    if ((await time.count()) === 0) continue;
    await time.locator('..').click();
    await expect(time).toBeChecked();
    return { dayName, label: (await time.getAttribute('aria-label'))!, start: (await time.getAttribute('value'))! };
  }
  throw new Error('no free 8:00 pm in the bookable days');
}

async function phonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return context.newPage();
}

test('a customer books a time only one partner can serve; it is gone for the next; the partner sees it; it moves free', async ({
  page,
  browser,
  baseURL,
  expectAccessible,
}) => {
  test.setTimeout(180_000);
  const partner = { name: `Noor ${unique()}`, email: `evening-${unique()}@example.com`, password: 'secret123' };
  await applyAsPartner(browser, partner, { categoryIndex: CATEGORY, hours: ['20:00', '23:30'] });
  const admin = await adminSession(baseURL!);
  await admin.approveApplication(partner.email);
  const { services } = await firstSubCategory(page, CATEGORY);
  // The shortest, so it fits the evening partner's three and a half hours.
  const service = [...services].sort((a, b) => a.DurationMinutes - b.DurationMinutes)[0]!;

  // The first customer picks a day and the evening partner's 8:00 pm in step 2.
  await customerAtStepTwo(page, service);
  await expect(page.getByRole('group', { name: 'Date & time' })).toBeVisible();
  const booked = await chooseEightPm(page);
  await expectAccessible();
  await shoot(page, 'step-two-desktop');

  // The second customer, on a phone, sees that time free on that day before the first one orders.
  const second = await phonePage(browser);
  await customerAtStepTwo(second, service);
  await second.getByRole('radio', { name: booked.dayName, exact: true }).locator('..').click();
  await expect((await gridOf(second, booked.dayName)).getByRole('radio', { name: booked.label })).toHaveCount(1);
  await shoot(second, 'step-two-phone');

  // The first customer orders: Confirm shows the time, Order details too.
  const ordId = await placeOrderAndOpenIt(page, service.ServiceName);
  await expect(page.getByText(/^Visit: .*8:00/)).toBeVisible();
  const placed = await apiResults<Booking>(page, `odm/srv_booking/${ordId}`);
  expect(Date.parse(placed.slotStart!)).toBe(Date.parse(booked.start));
  expect(placed.changeFee).toBe(0);

  // The only partner for that time is taken: the second customer no longer sees it.
  await second.reload();
  await second.getByRole('button', { name: 'Continue' }).click();
  await second.getByRole('radio', { name: booked.dayName, exact: true }).locator('..').click();
  const grid = await gridOf(second, booked.dayName);
  await expect(grid.getByRole('radio', { name: booked.label })).toHaveCount(0);
  await second.context().close();

  // The console suggests the evening partner as free at that time; the admin assigns them.
  const candidates = await admin.assignablePartners(ordId);
  const evening = candidates.find((candidate) => candidate.name === partner.name);
  expect(evening?.freeAtSlot).toBe(true);
  await admin.updateOrder(ordId, { servicePartnerId: evening!._id });
  await admin.dispose();

  // The partner, on a phone, finds the job among the upcoming ones, at 8:00 pm.
  const phone = await phonePage(browser);
  await logIn(phone, partner.email, partner.password, /\/partner$/);
  await phone.getByRole('tab', { name: 'Upcoming' }).click();
  const job = phone.getByRole('link', { name: new RegExp(`Job #${ordId}`) });
  await expect(job).toBeVisible();
  await expect(job).toContainText(/8:00\s?[–-]/);
  await expectAccessible(phone);
  await shoot(phone, 'partner-upcoming-phone');
  await phone.context().close();

  // The customer moves the visit, free of charge more than 3 hours ahead.
  await page.reload();
  await page.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('This change is free of charge.')).toBeVisible();
  const moved = await chooseFreeSlot(page);
  await expectAccessible();
  await shoot(page, 'reschedule-dialog');
  await dialog.getByRole('button', { name: 'Confirm new time' }).click();
  await expect(page.getByText(/^Your visit is moved to /)).toBeVisible();
  const after = await apiResults<Booking>(page, `odm/srv_booking/${ordId}`);
  expect(Date.parse(after.slotStart!)).toBe(Date.parse(moved.start));
  expect(after.lateChangeFees).toBe(0);
});
