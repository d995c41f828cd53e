import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { customerWithCart, placeOrder } from '../support/checkout';
import { E2E_ADMIN } from '../support/operator';
import { logIn } from '../support/partners';
import { chooseFreeSlot } from '../support/slots';
import { csrfHeaders } from '../support/users';

/**
 * Promo codes (issue 26): an admin makes a code in the console; a customer applies it at checkout's step 3, the
 * total drops, and the sandbox gateway's KNET page asks for the discounted amount.
 */

/** A code no other run or project has. */
const newCode = (prefix: string) => `${prefix}-${Date.now().toString(36)}${test.info().project.name[0]}`.toUpperCase();

/** 20% off, rounded down to the fils, as the server computes it. */
const afterTwentyPercent = (total: number) => {
  const fils = Math.round(total * 1000);
  return (fils - Math.floor((fils * 20) / 100)) / 1000;
};

/** Checkout up to step 3 with the address and Online payment, in English or Arabic. */
async function toConfirmStep(page: Page, language: 'en' | 'ar') {
  const texts = {
    en: { continue: 'Continue', online: 'Online', confirm: 'Confirm' },
    ar: { continue: 'متابعة', online: 'الدفع أونلاين', confirm: 'التأكيد' },
  }[language];
  await page.goto('/checkout');
  await page.getByRole('button', { name: texts.continue }).click();
  await page.getByRole('radio', { name: /Flat 9.? Block 2, Street 5/ }).check();
  await page.getByRole('radio', { name: texts.online }).check();
  await chooseFreeSlot(page, language);
  await page.getByRole('button', { name: texts.continue }).click();
  await expect(page.getByRole('heading', { name: texts.confirm, level: 2 })).toBeVisible();
}

test('an admin creates a code in the console; the customer applies it and pays the discounted amount by KNET', async ({
  page,
  browser,
  capture,
  expectAccessible,
}) => {
  // Two people's whole journeys (the console, then sign-up to a KNET payment): 57 s alone on this machine.
  test.setTimeout(120_000);
  const code = newCode('save');
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password, /\/admin$/);
  await page.goto('/admin/promo-codes');
  await expect(page.getByRole('heading', { name: 'Promo codes', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New promo code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New promo code' });
  // Typed in lower case: codes are case-insensitive, kept upper-cased.
  await dialog.getByLabel('Code (A-Z, 0-9 and -)').fill(code.toLowerCase());
  await dialog.getByLabel('Percent off').fill('20');
  await dialog.getByLabel('Total uses (empty: no limit)').fill('50');
  await expectAccessible();
  await capture('promo-console-form');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row.getByText('20%')).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await expectAccessible();
  await capture('promo-console-list');

  // The customer, in a browser of their own.
  const context = await browser.newContext({ viewport: page.viewportSize()! });
  const customer = await context.newPage();
  const { total } = await customerWithCart(customer);
  const discounted = afterTwentyPercent(total);
  await toConfirmStep(customer, 'en');
  await customer.getByLabel('Promo code').fill('NO-SUCH-CODE');
  await customer.getByRole('button', { name: 'Apply' }).click();
  await expect(customer.getByText('This promo code does not exist.')).toBeVisible();
  await customer.getByLabel('Promo code').fill(code.toLowerCase());
  await customer.getByRole('button', { name: 'Apply' }).click();
  await expect(customer.getByRole('status').filter({ hasText: `${code} applied` })).toBeVisible();
  const summary = customer.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText(`Discount (${code})`)).toBeVisible();
  await expect(summary.getByText(`KD ${discounted.toFixed(3)}`)).toBeVisible();
  await expectAccessible(customer);
  await capture('promo-checkout-applied', customer);

  await placeOrder(customer);
  await expect(customer).toHaveURL(/\/sandbox-gateway\/pay\//);
  await expect(customer.getByRole('heading', { name: 'KNET payment' })).toBeVisible();
  await expect(customer.getByText(`KD ${discounted.toFixed(3)}`)).toBeVisible();
  await capture('promo-gateway', customer);
  await customer.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(customer.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await context.close();

  // The console counts the use.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: code }).getByText('1 of 50')).toBeVisible();
  await capture('promo-console-used');
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-KW' });

  test('the console lists the code and the customer applies it at checkout', async ({
    page,
    browser,
    capture,
    expectAccessible,
  }) => {
    const code = newCode('eid');
    // The admin, in a browser of their own: logged in through the API, the console's marker set as the site does.
    const adminContext = await browser.newContext({ viewport: page.viewportSize()!, locale: 'ar-KW' });
    const admin = await adminContext.newPage();
    const login = await admin.request.post('/api/khidma/login_with_email', {
      headers: await csrfHeaders(admin.request),
      data: E2E_ADMIN,
    });
    expect(login.ok()).toBe(true);
    const created = await admin.request.post('/api/khidma/admin/promo-codes', {
      headers: await csrfHeaders(admin.request),
      data: {
        code,
        kind: 'percent',
        value: 20,
        minOrder: 0,
        validFrom: '2026-01-01T00:00',
        validTo: '2099-01-01T00:00',
        maxUses: 100,
        maxUsesPerCustomer: 1,
        subCategoryIds: [],
        active: true,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    await admin.goto('/');
    const user = ((await login.json()) as { results: { _id: string } }).results;
    await admin.evaluate((entry) => localStorage.setItem('entry', JSON.stringify(entry)), user);
    await admin.goto('/admin/promo-codes');
    await expect(admin.getByRole('heading', { name: 'رموز الخصم', level: 1 })).toBeVisible();
    await expect(admin.getByRole('row').filter({ hasText: code }).getByText('مفعّل')).toBeVisible();
    await expectAccessible(admin);
    await capture('ar-promo-console-list', admin);
    await adminContext.close();

    const { total } = await customerWithCart(page);
    const discounted = afterTwentyPercent(total);
    await toConfirmStep(page, 'ar');
    await page.getByLabel('رمز الخصم').fill(code);
    await page.getByRole('button', { name: 'تطبيق' }).click();
    await expect(page.getByRole('status').filter({ hasText: `تم تطبيق ${code}` })).toBeVisible();
    const summary = page.getByRole('region', { name: 'ملخص الطلب' });
    await expect(summary.getByText(`الخصم (${code})`)).toBeVisible();
    await expect(summary.getByText(`${discounted.toFixed(3)} د.ك`)).toBeVisible();
    await expectAccessible();
    await capture('ar-promo-checkout-applied');

    await placeOrder(page, 'ar');
    await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
    await expect(page.getByText(`KD ${discounted.toFixed(3)}`)).toBeVisible();
  });
});
