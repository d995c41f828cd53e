import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@khidma/shared/constants';
import { kuwaitDate } from '@khidma/shared/kuwait-time';
import type { App } from '../../app';
import { Agent } from '../../test/agent';
import { ordersWorld } from '../../test/orders';
import { createTestApp } from '../../test/test-app';
import { csvCell, csvLine } from './csv';
import { postCompletedJob, useTenPercentCommission } from './ledger-fixtures';

const ORDERS = 10_000;

describe('finance CSV exports', () => {
  let app: App;
  let world: Awaited<ReturnType<typeof ordersWorld>>;
  const today = kuwaitDate(Date.now());

  beforeAll(async () => {
    app = await createTestApp({ seed: true });
    world = await ordersWorld(app);
    await useTenPercentCommission(app);
    const customer = await world.customer('=HYPERLINK("http://evil.example","فاطمة")');
    const order = await world.order(customer);
    const partner = await world.partner();
    await postCompletedJob(app, {
      bookingId: order._id,
      partnerId: partner.partnerId,
      priceFils: 20_000,
      cash: false,
    });
    await app.db.execute(sql`insert into ledger_postings (key, kind, booking_id, memo)
      values (${`refund:test-${order._id}`}, 'refund', ${order._id}, '+cancelled by the customer')`);
    await app.db.execute(sql`insert into ledger_entries (posting_id, account, booking_id, fils)
      select id, account, ${order._id}::uuid, fils from ledger_postings,
        (values ('customer', 5000), ('gateway', -5000)) as sides(account, fils)
      where key = ${`refund:test-${order._id}`}`);
    // 10,000 orders of the same customer, in one statement, a second apart on the Kuwait day the export asks for
    // (from its noon back: counted from now, a run just after Kuwait's midnight had most of them the day before).
    const kuwaitNoon = `${today}T12:00:00+03:00`;
    await app.db.execute(sql`insert into bookings
        (ord_id, user_id, ord_status, payment_type, payment_status, total_fils, address_snapshot, ordered_date)
      select 'EXP' || lpad(g::text, 6, '0'), user_id, ord_status, payment_type, payment_status, total_fils,
        address_snapshot, ${kuwaitNoon}::timestamptz - (g || ' seconds')::interval
      from bookings, generate_series(1, ${ORDERS}) as g where id = ${order._id}`);
    // A captured payment and a refund posting for each of them: the other exports at the same volume.
    await app.db.execute(sql`insert into payments (booking_id, reference, amount_fils, status, verified_at)
      select id, ord_id || '-1', total_fils, 'CAPTURED', now() from bookings where ord_id like 'EXP%'`);
    await app.db.execute(sql`insert into ledger_postings (key, kind, booking_id, memo)
      select 'refund:exp-' || id, 'refund', id, 'volume' from bookings where ord_id like 'EXP%'`);
    await app.db.execute(sql`insert into ledger_entries (posting_id, account, booking_id, fils)
      select p.id, sides.account, p.booking_id, sides.fils from ledger_postings p,
        (values ('customer', 1000), ('gateway', -1000)) as sides(account, fils)
      where p.key like 'refund:exp-%'`);
  });
  afterAll(() => app.close());

  it('escapes cells a spreadsheet would run as a formula, and quotes what CSV needs quoted', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+965')).toBe("'+965");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['فاطمة', 'x'])).toBe('فاطمة,x\r\n');
  });

  /** GET an export over HTTP, read as a client does, chunk by chunk: what arrived and how much the heap grew. */
  async function streamExport(kind: string) {
    const address = app.server.listening
      ? `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
      : await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/khidma/admin/exports/${kind}.csv?from=${today}&to=${today}`, {
      headers: { cookie: `${SESSION_COOKIE}=${world.admin.cookie(SESSION_COOKIE)}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    let chunks = 0;
    let bytes = 0;
    let head = Buffer.alloc(0);
    let lines = 0;
    const decoder = new TextDecoder();
    // TextDecoder drops the BOM (checked on the bytes).
    let sample = '';
    for await (const chunk of response.body!) {
      chunks += 1;
      bytes += chunk.byteLength;
      if (head.length < 3) head = Buffer.concat([head, Buffer.from(chunk)]);
      const text = decoder.decode(chunk, { stream: true });
      lines += text.split('\r\n').length - 1;
      if (sample.length < 2_000) sample += text;
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }
    const growthMb = (heapPeak - heapBefore) / 1024 / 1024;
    console.info(
      `${kind}.csv: ${lines} lines, ${(bytes / 1024 / 1024).toFixed(2)} MB in ${chunks} chunks, heap growth ${growthMb.toFixed(1)} MB`,
    );
    expect(head.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(chunks).toBeGreaterThan(1);
    // Far less than the file would cost held whole as strings and rows (many times its own size).
    expect(growthMb).toBeLessThan(40);
    return { lines, sample };
  }

  it(`streams ${ORDERS.toLocaleString('en')} orders with a BOM, page by page, without holding the file in memory`, async () => {
    const { lines, sample } = await streamExport('orders');
    expect(lines).toBe(ORDERS + 2); // the header, the seeded customer's order and the 10,000
    expect(sample.slice(0, sample.indexOf('\r\n'))).toBe(
      'Order,Ordered,Status,Payment,Payment status,Total (KD),Customer,Phone,Partner',
    );
    // The customer's name is a formula: written as text.
    expect(sample).toContain(`"'=HYPERLINK(""http://evil.example"",""فاطمة"")"`);
  });

  it(`streams ${ORDERS.toLocaleString('en')} payments and ${ORDERS.toLocaleString('en')} refunds the same way`, async () => {
    // The header and the 10,000 (the seeded customer's cash order has no payment row)...
    expect((await streamExport('payments')).lines).toBe(ORDERS + 1);
    // ... and for refunds the seeded customer's own too.
    expect((await streamExport('refunds')).lines).toBe(ORDERS + 2);
  });

  it('exports payments, refunds (from the ledger) and payouts; admins only, a bad period 400', async () => {
    const get = (kind: string, agent = world.admin) =>
      agent.get(Agent.api(`admin/exports/${kind}.csv?from=${today}&to=${today}`));
    const refunds = await get('refunds');
    expect(refunds.statusCode).toBe(200);
    const [header, row] = refunds.body.slice(1).split('\r\n');
    expect(header).toBe('Posting,Order,Amount (KD),Refunded,Memo');
    expect(row).toMatch(/^refund:test-.+,5\.000,.+,'\+cancelled by the customer$/);
    expect((await get('payments')).body.slice(1).split('\r\n')[0]).toBe(
      'Reference,Order,Amount (KD),Status,Track id,Payment id,Created,Verified',
    );
    expect((await get('payouts')).statusCode).toBe(200);
    expect((await get('people')).statusCode).toBe(400);
    const customer = await world.customer();
    expect((await get('orders', customer.agent)).statusCode).toBe(403);
    const backwards = await world.admin.get(Agent.api('admin/exports/orders.csv?from=2026-02-01&to=2026-01-01'));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.to).toBe('The end date must not be before the start date');
  });
});
