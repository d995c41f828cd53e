import { expect, test } from '../fixtures';
import { placePaidOrder } from '../support/payments';

/**
 * Issue 23: a customer who cancels an order they paid online is told what we will refund, in the cancel dialog
 * before they confirm and on the order page after. The order is placed and paid through the API and the sandbox.
 */
test('says "We will refund" before a paid order is cancelled, and on its page after', async ({
  page,
  expectAccessible,
  capture,
}) => {
  const order = await placePaidOrder(page, test.info().project.name === 'mobile' ? 4 : 3);

  await page.goto(`/order/${order._id}`);
  await expect(page.getByRole('heading', { name: `Order #${order.ordId}` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order #${order.ordId}` });
  const refund = /We will refund KD\s?[\d.,]+ to the card you paid with\./;
  await expect(dialog.getByText(refund)).toBeVisible();
  await expect(dialog.getByText('This change is free of charge.')).toHaveCount(0);
  await expectAccessible();
  await capture('cancel-paid-order');

  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Order Summary' }).getByText(refund)).toBeVisible();
  await expectAccessible();
  await capture('order-refund-due');
});
