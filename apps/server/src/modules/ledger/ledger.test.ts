import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { ordersWorld } from '../../test/orders';
import { createTestApp } from '../../test/test-app';
import { balance, customerCredit, partnerOwed, post, UnbalancedPostingError } from './ledger';

describe('the ledger', () => {
  let app: App;
  let world: Awaited<ReturnType<typeof ordersWorld>>;
  beforeAll(async () => {
    app = await createTestApp({ seed: true });
    world = await ordersWorld(app);
  });
  afterAll(() => app.close());

  it('posts balanced entries once per key, and balances are their sums', async () => {
    const order = await world.order(await world.customer(), 1);
    const partner = await world.partner();
    const capture = {
      key: `capture:test-${order._id}`,
      kind: 'capture' as const,
      bookingId: order._id,
      entries: [
        { account: 'gateway' as const, fils: 27_000 },
        { account: 'customer' as const, fils: -27_000, bookingId: order._id },
      ],
    };
    expect(await app.db.transaction((tx) => post(tx, capture))).toBe(true);
    // A replayed event (the same key) changes nothing.
    expect(await app.db.transaction((tx) => post(tx, capture))).toBe(false);
    expect(await customerCredit(app.db, order._id)).toBe(27_000);

    await app.db.transaction((tx) =>
      post(tx, {
        key: `completion:test-${order._id}`,
        kind: 'completion',
        bookingId: order._id,
        partnerId: partner.partnerId,
        entries: [
          { account: 'customer', fils: 27_000, bookingId: order._id },
          { account: 'partner', fils: -24_300, partnerId: partner.partnerId },
          { account: 'commission', fils: -2_700 },
        ],
      }),
    );
    expect(await customerCredit(app.db, order._id)).toBe(0);
    expect(await partnerOwed(app.db, partner.partnerId)).toBe(24_300);
    expect(await partnerOwed(app.db, partner.partnerId, new Date(Date.now() - 60_000))).toBe(0);
    expect(await balance(app.db, { account: 'commission', bookingId: order._id })).toBe(-2_700);
  });

  it('refuses a posting that does not balance, names no owner, or holds a fraction, and writes none of it', async () => {
    const order = await world.order(await world.customer());
    const attempts = [
      [
        { account: 'gateway' as const, fils: 1_000 },
        { account: 'customer' as const, fils: -999, bookingId: order._id },
      ],
      [
        { account: 'gateway' as const, fils: 1_000 },
        { account: 'customer' as const, fils: -1_000 },
      ],
      [
        { account: 'gateway' as const, fils: 0.5 },
        { account: 'fees' as const, fils: -0.5 },
      ],
    ];
    for (const entries of attempts) {
      await expect(
        app.db.transaction((tx) => post(tx, { key: `bad:${Math.random()}`, kind: 'capture', entries })),
      ).rejects.toBeInstanceOf(UnbalancedPostingError);
    }
    expect(await customerCredit(app.db, order._id)).toBe(0);
    // Nothing but zero entries: nothing to post.
    expect(
      await app.db.transaction((tx) =>
        post(tx, {
          key: `late_fee:none-${order._id}`,
          kind: 'late_fee',
          entries: [
            { account: 'customer', fils: 0, bookingId: order._id },
            { account: 'fees', fils: 0 },
          ],
        }),
      ),
    ).toBe(false);
  });
});
