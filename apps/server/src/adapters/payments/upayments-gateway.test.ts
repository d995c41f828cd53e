import Fastify, { type FastifyInstance } from 'fastify';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_FIELDS } from '@khidma/shared/schemas/payment';
import { amountToFils, filsToAmount, GatewayError, type ChargeRequest } from './gateway';
import { SandboxGateway } from './sandbox-gateway';
import { UpaymentsGateway } from './upayments-gateway';

const API_KEY = 'sandbox-contract-key-0123456789';

/**
 * The contract: our UPayments adapter against the built-in sandbox, over real HTTP on a loopback port. What the
 * adapter sends is what UPayments API v1 takes (spec §7 Notes); what the sandbox answers is what the adapter reads.
 */
describe('UPayments adapter against the sandbox gateway (real HTTP)', () => {
  let server: FastifyInstance;
  let base: string;
  let sandbox: SandboxGateway;
  const notifications: Array<Record<string, string>> = [];

  const adapter = (apiKey = API_KEY) =>
    new UpaymentsGateway({ kind: 'sandbox', baseUrl: `${base}/sandbox-gateway`, apiKey });

  function chargeRequest(overrides: Partial<ChargeRequest['order']> = {}): ChargeRequest {
    const reference = `KH-TESTORD1-${Date.now()}`;
    return {
      order: {
        id: 'KH-TESTORD1',
        reference,
        description: 'Khidma order KH-TESTORD1: AC General Service',
        currency: 'KWD',
        amount: 27.5,
        ...overrides,
      },
      language: 'en',
      paymentGateway: { src: 'knet' },
      reference: { id: reference },
      customer: { uniqueId: 'user-1', name: 'Asha', email: 'asha@example.com', mobile: '+919876543210' },
      returnUrl: `${base}/payment/success/KH-TESTORD1`,
      cancelUrl: `${base}/payment/canceled/KH-TESTORD1`,
      notificationUrl: `${base}/notify`,
    };
  }

  /** The browser on the payment page: one button, and where the gateway sends it back. */
  async function choose(link: string, action: 'pay' | 'decline' | 'cancel') {
    const response = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `action=${action}`,
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    return new URL(response.headers.get('location')!);
  }

  beforeAll(async () => {
    server = Fastify();
    sandbox = new SandboxGateway({ apiKey: API_KEY, merchantName: 'Khidma', log: server.log });
    await server.register(sandbox.plugin, { prefix: '/sandbox-gateway' });
    server.post('/notify', async (request) => {
      notifications.push(request.body as Record<string, string>);
      return { ok: true };
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('charges, hosts the page, returns with every spec parameter, notifies, and answers the status', async () => {
    const request = chargeRequest();
    const { link } = await adapter().createCharge(request);
    expect(link).toMatch(new RegExp(`^${base}/sandbox-gateway/pay/[\\w-]{20,}$`));

    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'.*form-action 'self' http:\/\/127/);
    const html = await page.text();
    for (const text of ['Khidma', 'KH-TESTORD1', 'KD 27.500', '>Pay<', '>Decline<', '>Cancel<']) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('<script');

    const back = await choose(link, 'pay');
    expect(`${back.origin}${back.pathname}`).toBe(request.returnUrl);
    expect([...back.searchParams.keys()].sort()).toEqual([...TRANSACTION_FIELDS].sort());
    const query = Object.fromEntries(back.searchParams);
    expect(query).toMatchObject({ result: 'CAPTURED', requested_order_id: 'KH-TESTORD1', payment_type: 'knet' });
    expect(query.auth).toMatch(/^[A-Z0-9_-]{6}$/);

    const transaction = await adapter().getPaymentStatus(query.track_id!);
    expect(transaction).toMatchObject({
      ...query,
      total_price: '27.500',
      currency_type: 'KWD',
      reference: request.reference.id,
    });

    await sandbox.settled();
    expect(notifications.at(-1)).toEqual(transaction);

    // The link is spent: a second submit lands on the same return, and the gateway notifies once.
    const count = notifications.length;
    expect((await choose(link, 'decline')).toString()).toBe(back.toString());
    expect(await (await fetch(link)).text()).toContain('This payment has been processed');
    await sandbox.settled();
    expect(notifications).toHaveLength(count);
  });

  it('sends a decline (NOT CAPTURED) and a cancel (CANCELED) to cancelUrl', async () => {
    for (const [action, result] of [
      ['decline', 'NOT CAPTURED'],
      ['cancel', 'CANCELED'],
    ] as const) {
      const request = chargeRequest();
      const { link } = await adapter().createCharge(request);
      const back = await choose(link, action);
      expect(`${back.origin}${back.pathname}`).toBe(request.cancelUrl);
      expect(back.searchParams.get('result')).toBe(result);
      expect(back.searchParams.get('auth')).toBe('');
      const transaction = await adapter().getPaymentStatus(back.searchParams.get('track_id')!);
      expect(transaction.result).toBe(result);
    }
  });

  it('refuses a wrong key, a malformed charge, and answers not-found for an unknown track id', async () => {
    await expect(adapter('not-the-key-0123456789').createCharge(chargeRequest())).rejects.toMatchObject({
      reason: 'refused',
    });
    await expect(
      adapter().createCharge({ ...chargeRequest(), paymentGateway: { src: 'cc' } } as never),
    ).rejects.toMatchObject({ reason: 'refused', message: expect.stringContaining('The given data was invalid.') });
    await expect(adapter().createCharge(chargeRequest({ currency: 'USD' } as never))).rejects.toBeInstanceOf(
      GatewayError,
    );
    await expect(adapter().getPaymentStatus('1234567890')).rejects.toMatchObject({ reason: 'not-found' });
    await expect(adapter('not-the-key-0123456789').getPaymentStatus('1234567890')).rejects.toMatchObject({
      reason: 'refused',
    });
    // Before a choice is made there is no transaction to report.
    const { link } = await adapter().createCharge(chargeRequest());
    expect((await fetch(link.replace(/pay\/.*/, 'pay/unknown-session'))).status).toBe(404);
  });

  it('refunds part then the rest of a capture, once per reference, never beyond what was paid', async () => {
    const { link } = await adapter().createCharge(chargeRequest());
    const back = await choose(link, 'pay');
    const { refund_order_id: orderId } = await adapter().getPaymentStatus(back.searchParams.get('track_id')!);
    const ask = (reference: string, totalPrice: number) => adapter().createRefund({ orderId, totalPrice, reference });

    const part = await ask('refund-1', 7.5);
    expect(part).toMatchObject({ refundOrderId: expect.any(String), refundArn: expect.stringMatching(/^\d{30}$/) });
    // The same reference again is the same refund, not a second one.
    expect(await ask('refund-1', 7.5)).toEqual(part);
    await expect(ask('refund-2', 20.001)).rejects.toMatchObject({ reason: 'refused' });
    const rest = await ask('refund-2', 20);
    const states = await adapter().checkRefunds(orderId);
    expect(states).toHaveLength(2);
    expect(states.every((state) => state.refunded)).toBe(true);
    expect(states.map((state) => state.orderId.endsWith(rest.refundOrderId))).toEqual([false, true]);
    await expect(adapter().checkRefunds('NO-SUCH-ORDER')).rejects.toMatchObject({ reason: 'not-found' });
    await expect(adapter('wrong-key').createRefund({ orderId, totalPrice: 1, reference: 'x' })).rejects.toMatchObject({
      reason: 'refused',
    });
  });

  it('reports an unreachable or unreadable gateway as unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const gone = new UpaymentsGateway({ kind: 'upayments', baseUrl: `http://127.0.0.1:${port}`, apiKey: API_KEY });
    await expect(gone.createCharge(chargeRequest())).rejects.toMatchObject({ reason: 'unavailable' });

    const garbage = new UpaymentsGateway({
      kind: 'upayments',
      baseUrl: base,
      apiKey: API_KEY,
      fetch: async () => new Response('<html>maintenance</html>', { status: 200 }),
    });
    await expect(garbage.getPaymentStatus('123')).rejects.toMatchObject({ reason: 'unavailable' });
    const down = new UpaymentsGateway({
      kind: 'upayments',
      baseUrl: base,
      apiKey: API_KEY,
      fetch: async () => Response.json({ status: false, message: 'Down for maintenance' }, { status: 503 }),
    });
    await expect(down.getPaymentStatus('123')).rejects.toMatchObject({ reason: 'unavailable' });
    const noLink = new UpaymentsGateway({
      kind: 'upayments',
      baseUrl: base,
      apiKey: API_KEY,
      fetch: async () => Response.json({ status: true, data: { link: 'javascript:alert(1)' } }),
    });
    await expect(noLink.createCharge(chargeRequest())).rejects.toBeInstanceOf(GatewayError);
  });
});

describe('gateway amounts', () => {
  it('reads plain decimals exactly, in fils', () => {
    expect(amountToFils('27.500')).toBe(27_500);
    expect(amountToFils('27.5')).toBe(27_500);
    expect(amountToFils('27')).toBe(27_000);
    expect(amountToFils('0.125')).toBe(125);
    expect(amountToFils('10.0000')).toBe(10_000);
  });

  it('refuses what is not a plain amount', () => {
    for (const amount of ['', '1e1', '27.5004', '-1', '27,5', 'NaN', ' ', '.5'])
      expect(amountToFils(amount)).toBeNull();
  });

  it('writes fils as the gateway does', () => {
    expect(filsToAmount(27_500)).toBe('27.500');
    expect(filsToAmount(125)).toBe('0.125');
  });
});
