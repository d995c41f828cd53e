import { eq } from 'drizzle-orm';
import { PAYMENT_TYPE_COD, PAYMENT_TYPE_ONLINE } from '@khidma/shared/constants';
import type { App } from '../../app';
import { bookings } from '../../db/schema';
import { post } from '../ledger/ledger';
import { postCompletion } from '../orders/money';
import { setOperationsSettings } from '../settings/service';

/** The commission of every job these fixtures complete: the settings' default, set by `useTenPercentCommission`. */
export const FIXTURE_COMMISSION_PERCENT = 10;

export const useTenPercentCommission = (app: App) =>
  setOperationsSettings(app.db, { autoAssign: false, commissionPercent: FIXTURE_COMMISSION_PERCENT });

/**
 * A completed job without driving the visit: the order made the partner's at `priceFils`, an online one captured
 * (as the payment flow posts it), then completed by the orders module's own posting (postCompletion, with its
 * commission and, for cash, the cash the partner collected), so finance tests read what completions really write.
 */
export async function postCompletedJob(
  app: App,
  job: { bookingId: string; partnerId: string; priceFils: number; cash: boolean },
): Promise<void> {
  const { bookingId, partnerId, priceFils } = job;
  await app.db.transaction(async (tx) => {
    await tx
      .update(bookings)
      .set({
        totalFils: priceFils,
        servicePartnerId: partnerId,
        paymentType: job.cash ? PAYMENT_TYPE_COD : PAYMENT_TYPE_ONLINE,
      })
      .where(eq(bookings.id, bookingId));
    if (!job.cash) {
      await post(tx, {
        key: `capture:test-${bookingId}`,
        kind: 'capture',
        bookingId,
        entries: [
          { account: 'gateway', fils: priceFils },
          { account: 'customer', fils: -priceFils, bookingId },
        ],
      });
    }
    await postCompletion(tx, bookingId);
  });
}
