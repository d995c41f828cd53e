import type { App } from '../../app';
import { post } from '../ledger/ledger';

/**
 * The ledger of a completed job, posted as the orders and payments modules post it (docs/decisions/2026-11-26-ledger.md),
 * so finance tests need not drive payments and completions: an online job is captured then completed, a cash job
 * completed with its cash collected by the partner. Commission is `commissionFils` of `priceFils`.
 */
export async function postCompletedJob(
  app: App,
  job: { bookingId: string; partnerId: string; priceFils: number; commissionFils: number; cash: boolean },
): Promise<void> {
  const { bookingId, partnerId, priceFils, commissionFils } = job;
  await app.db.transaction(async (tx) => {
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
    if (job.cash) {
      await post(tx, {
        key: `cash_collected:${bookingId}`,
        kind: 'cash_collected',
        bookingId,
        partnerId,
        entries: [
          { account: 'partner', fils: priceFils, partnerId },
          { account: 'customer', fils: -priceFils, bookingId },
        ],
      });
    }
    await post(tx, {
      key: `completion:${bookingId}`,
      kind: 'completion',
      bookingId,
      partnerId,
      entries: [
        { account: 'customer', fils: priceFils, bookingId },
        { account: 'partner', fils: -(priceFils - commissionFils), partnerId },
        { account: 'commission', fils: -commissionFils },
      ],
    });
  });
}
