import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { E2E_ADMIN } from '../support/operator';
import { logIn } from '../support/partners';
import { placePaidOrder } from '../support/payments';

const screenshots = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.artifacts');
const PHONE = { width: 390, height: 844 };

/**
 * Issue 26: an admin refunds part of a paid order from the console's order page, through the sandbox gateway, and
 * the customer's order page says "Refunded KD … on <date>" (at 1280 and 390 px). Desktop only: the console is.
 */
test('an admin refunds part of a paid order, and the customer sees what was refunded', async ({
  page,
  browser,
  expectAccessible,
  capture,
}) => {
  const order = await placePaidOrder(page, 5);

  const console = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await logIn(console, E2E_ADMIN.email, E2E_ADMIN.password, /\/admin$/);
  await console.goto(`/admin/orders/${order.ordId}`);
  const refunds = console.getByRole('region', { name: 'Refunds' });
  await refunds.getByRole('button', { name: 'Refund' }).click();
  const dialog = console.getByRole('dialog', { name: `Refund order ${order.ordId}` });
  // Prefilled with what is refundable: the whole payment of an order under way.
  await expect(dialog.getByLabel('Amount (KD)')).toHaveValue(String(order.totalPrice));
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await dialog.getByLabel('Amount (KD)').fill(String(order.totalPrice + 1));
  await dialog.getByLabel('Reason').fill('The visit started late');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByText(/At most KD [\d.]+ can be refunded\./).first()).toBeVisible();
  await console.screenshot({ path: path.join(screenshots, 'refunds-dialog-1280.png') });

  await dialog.getByLabel('Amount (KD)').fill('1');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(refunds.getByText('KD 1.000')).toBeVisible();
  await expect(refunds.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(console.getByText('Partially refunded: KD 1.000')).toBeVisible();
  await console.screenshot({ path: path.join(screenshots, 'refunds-console-1280.png'), fullPage: true });
  await console.close();

  await page.goto(`/order/${order._id}`);
  const refunded = page.getByText(/^Refunded KD 1\.000 on \d{1,2} \w+ \d{4}\.$/);
  await expect(refunded).toBeVisible();
  await expectAccessible();
  await capture('refunded-order-1280');
  await page.setViewportSize(PHONE);
  await expect(refunded).toBeVisible();
  await page.screenshot({ path: path.join(screenshots, 'refunds-customer-390.png'), fullPage: true });
});
