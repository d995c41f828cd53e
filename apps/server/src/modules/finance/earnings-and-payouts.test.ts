import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kuwaitDate } from '@khidma/shared/kuwait-time';
import type { App } from '../../app';
import { ledgerPostings, servicePartners } from '../../db/schema';
import { encryptSecret } from '../../lib/secret-box';
import { Agent } from '../../test/agent';
import { ordersWorld, type Partner } from '../../test/orders';
import { createTestApp } from '../../test/test-app';
import { partnerOwed } from '../ledger/ledger';
import { postCompletedJob, useTenPercentCommission } from './ledger-fixtures';

describe('partner earnings and payouts', () => {
  let app: App;
  let world: Awaited<ReturnType<typeof ordersWorld>>;
  let earner: Partner;
  let cashHolder: Partner;
  const today = kuwaitDate(Date.now());
  const earnings = (partner: Partner, query = `from=${today}&to=${today}`) =>
    partner.agent.get(Agent.api(`partner/earnings?${query}`));

  beforeAll(async () => {
    app = await createTestApp({ seed: true, env: { MAX_OPEN_ORDERS: '1000', MAX_UNPAID_ORDERS: '100' } });
    world = await ordersWorld(app);
    await useTenPercentCommission(app);
    earner = await world.partner();
    cashHolder = await world.partner();
    await app.db
      .update(servicePartners)
      .set({
        ibanEncrypted: encryptSecret('KW81CBKU0000000000001234560101', app.config.dataEncryptionKey),
        ibanLast4: '0101',
      })
      .where(eq(servicePartners.id, earner.partnerId));
    const customer = await world.customer();
    // The earner: a KNET job of 20.000 (commission 2.000) and a cash job of 30.000 (commission 3.000).
    const knet = await world.order(customer, 1);
    const cash = await world.order(customer);
    await postCompletedJob(app, {
      bookingId: knet._id,
      partnerId: earner.partnerId,
      priceFils: 20_000,
      cash: false,
    });
    await postCompletedJob(app, {
      bookingId: cash._id,
      partnerId: earner.partnerId,
      priceFils: 30_000,
      cash: true,
    });
    // The cash holder: one cash job of 30.000 whose net (27.000) is less than the cash they took: they owe 3.000.
    const theirs = await world.order(customer);
    await postCompletedJob(app, {
      bookingId: theirs._id,
      partnerId: cashHolder.partnerId,
      priceFils: 30_000,
      cash: true,
    });
  });
  afterAll(() => app.close());

  it("shows a partner each job's price, commission, net and cash, their totals and balance, and no one else's", async () => {
    const response = await earnings(earner);
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json().results;
    expect(results.jobs).toHaveLength(2);
    const byPayment = Object.fromEntries(results.jobs.map((job: { paymentType: number }) => [job.paymentType, job]));
    expect(byPayment[1]).toMatchObject({ date: today, price: 20, commission: 2, net: 18, cashCollected: 0 });
    expect(byPayment[2]).toMatchObject({ date: today, price: 30, commission: 3, net: 27, cashCollected: 30 });
    expect(results.totals).toEqual({ price: 50, commission: 5, net: 45, cashCollected: 30 });
    expect(results).toMatchObject({ balance: 15, cashOwed: 0, payouts: [] });

    const other = (await earnings(cashHolder)).json().results;
    expect(other.jobs).toHaveLength(1);
    expect(other.jobs[0]).toMatchObject({ price: 30, net: 27, cashCollected: 30 });
    expect(other).toMatchObject({ balance: -3, cashOwed: 3 });
    // A period without their jobs is empty.
    expect((await earnings(earner, 'from=2020-01-01&to=2020-01-31')).json().results.jobs).toEqual([]);
  });

  it('refuses customers, admins and partners without a profile, and a bad period with a message', async () => {
    const customer = await world.customer();
    expect((await customer.agent.get(Agent.api(`partner/earnings?from=${today}&to=${today}`))).statusCode).toBe(403);
    expect((await world.admin.get(Agent.api(`partner/earnings?from=${today}&to=${today}`))).statusCode).toBe(403);
    const pending = await world.partner({ status: 'pending_review' });
    expect((await earnings(pending)).statusCode).toBe(403);
    for (const [query, field, message] of [
      ['from=2026-02-01&to=2026-01-01', 'to', 'The end date must not be before the start date'],
      ['from=2025-01-01&to=2026-01-02', 'to', 'Choose a period of at most 366 days'],
      ['from=yesterday&to=2026-01-01', 'from', 'Enter a date as YYYY-MM-DD'],
    ] as const) {
      const response = await earnings(earner, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[field], query).toBe(message);
    }
    expect((await earnings(earner, 'from=2025-01-01&to=2026-01-01')).statusCode).toBe(200);
  });

  it('pays positive balances only, nets the cash a partner owes, and marking paid zeroes the balance once', async () => {
    const due = (await world.admin.get(Agent.api(`admin/payouts/due?to=${today}`))).json().results;
    const line = (partner: Partner) =>
      due.find((row: { partner: { _id: string } }) => row.partner._id === partner.partnerId);
    expect(line(earner)).toMatchObject({ amount: 15, owes: 0, inDraft: false, ibanLast4: '0101' });
    expect(line(cashHolder)).toMatchObject({ amount: 0, owes: 3 });
    // Up to a day before these jobs: nothing owed.
    expect((await world.admin.get(Agent.api('admin/payouts/due?to=2020-01-01'))).json().results).toEqual([]);

    const created = await world.admin.post(Agent.api('admin/payouts'), { to: today });
    expect(created.statusCode, created.body).toBe(200);
    const batch = created.json().results;
    expect(batch).toMatchObject({ status: 'draft', periodTo: today, total: 15 });
    expect(batch.lines.map((row: { partner: { _id: string } }) => row.partner._id)).toEqual([earner.partnerId]);
    // The earner is in the draft, the cash holder owes: nothing else to pay.
    const again = await world.admin.post(Agent.api('admin/payouts'), { to: today });
    expect(again.statusCode).toBe(409);

    const csv = await world.admin.get(Agent.api(`admin/payouts/${batch._id}/export.csv`));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, first] = csv.body.slice(1).split('\r\n');
    expect(header).toBe('Name,IBAN,Amount (KD),Reference');
    expect(first).toBe(
      `${batch.lines[0].partner.name},KW81CBKU0000000000001234560101,15.000,${batch.lines[0].reference}`,
    );

    expect(
      (await world.admin.post(Agent.api(`admin/payouts/${batch._id}/paid`), { bankReference: ' ' })).statusCode,
    ).toBe(400);
    const paid = await world.admin.post(Agent.api(`admin/payouts/${batch._id}/paid`), { bankReference: 'NBK-7781' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().results).toMatchObject({ status: 'paid', bankReference: 'NBK-7781' });
    expect(await partnerOwed(app.db, earner.partnerId)).toBe(0);
    expect(await partnerOwed(app.db, cashHolder.partnerId)).toBe(-3_000);

    // A replay (and a second admin's click) changes nothing.
    const replay = await world.admin.post(Agent.api(`admin/payouts/${batch._id}/paid`), { bankReference: 'NBK-7781' });
    expect(replay.statusCode).toBe(409);
    const postings = await app.db
      .select()
      .from(ledgerPostings)
      .where(and(eq(ledgerPostings.kind, 'payout'), eq(ledgerPostings.servicePartnerId, earner.partnerId)));
    expect(postings).toHaveLength(1);
    expect(await partnerOwed(app.db, earner.partnerId)).toBe(0);
    // Paid today for up to today: the same day asked again owes nothing.
    expect((await world.admin.post(Agent.api('admin/payouts'), { to: today })).statusCode).toBe(409);

    const mine = (await earnings(earner)).json().results;
    expect(mine).toMatchObject({ balance: 0, payouts: [{ amount: 15, bankReference: 'NBK-7781' }] });
    const listed = (await world.admin.get(Agent.api('admin/payouts'))).json().results;
    expect(listed[0]).toMatchObject({ _id: batch._id, status: 'paid' });
  });

  it('is for admins only, and an unknown batch is 404', async () => {
    const customer = await world.customer();
    for (const agent of [earner.agent, customer.agent]) {
      expect((await agent.get(Agent.api('admin/payouts'))).statusCode).toBe(403);
      expect((await agent.get(Agent.api(`admin/payouts/due?to=${today}`))).statusCode).toBe(403);
      expect((await agent.post(Agent.api('admin/payouts'), { to: today })).statusCode).toBe(403);
      expect((await agent.get(Agent.api(`admin/finance?from=${today}&to=${today}`))).statusCode).toBe(403);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await world.admin.post(Agent.api(`admin/payouts/${unknown}/paid`), { bankReference: 'X' })).statusCode,
    ).toBe(404);
    expect((await world.admin.get(Agent.api(`admin/payouts/${unknown}/export.csv`))).statusCode).toBe(404);
    expect((await world.admin.post(Agent.api('admin/payouts'), { to: 'soon' })).statusCode).toBe(400);
  });

  it('reports the money of a period from the ledger', async () => {
    const response = await world.admin.get(Agent.api(`admin/finance?from=${today}&to=${today}`));
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json().results;
    expect(results.days).toEqual([{ date: today, online: 20, cash: 60, refunds: 0 }]);
    expect(results.totals).toMatchObject({ online: 20, cash: 60, commission: 8, payouts: 15 });
    expect(results.cashOutstanding).toBe(3);
  });
});
