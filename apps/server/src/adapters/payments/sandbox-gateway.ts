import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes, randomInt } from 'node:crypto';
import { CURRENCY_CODE, GATEWAY_SOURCE } from '@khidma/shared/constants';
import { filsToKd, formatMoney, kdToFils } from '@khidma/shared/money';
import { TRANSACTION_FIELDS } from '@khidma/shared/schemas/payment';
import { loopbackOnly } from '../../lib/loopback';
import { bearerMatcher } from '../../lib/tokens';
import {
  chargeRequestSchema,
  filsToAmount,
  refundRequestSchema,
  type ChargeRequest,
  type GatewayTransaction,
} from './gateway';
import { checkoutPage, notFoundPage, processedPage } from './sandbox-page';
import type { FetchLike } from './upayments-gateway';

type Action = 'pay' | 'decline' | 'cancel';
const RESULTS: Record<Action, string> = { pay: 'CAPTURED', decline: 'NOT CAPTURED', cancel: 'CANCELED' };

type Session = {
  id: string;
  trackId: string;
  /** The gateway's own order number (UPayments' order_id, also the id a refund would name). */
  gatewayOrderId: string;
  request: ChargeRequest;
  transaction?: GatewayTransaction;
  /** Its refunds, by our reference (a refund asked again with the same reference answers the first one). */
  refunds: Map<string, SandboxRefund>;
};

type SandboxRefund = { orderId: string; refundOrderId: string; refundArn: string; fils: number; refundedAt: string };

export type SandboxOptions = {
  /** The Bearer key the sandbox expects from its merchant (ours, made at start). */
  apiKey: string;
  merchantName: string;
  /** For the server-to-server notification. */
  fetch?: FetchLike;
  log: FastifyBaseLogger;
  /** The oldest sessions are forgotten past this many: memory stays bounded however long the process runs. */
  maxSessions?: number;
};

const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');
const alphanumeric = (length: number) => randomBytes(length).toString('base64url').slice(0, length).toUpperCase();
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A local stand-in for UPayments API v1 (design §1): it takes the same charge request with the same Bearer key,
 * hosts a payment page, sends the browser back to returnUrl or cancelUrl with the spec's query parameters, notifies
 * notificationUrl server to server, and answers get-payment-status. Its state is in memory: it plays a service
 * outside our database, for one process, and a restart forgets its sessions as a gateway's expiry would.
 */
export class SandboxGateway {
  private readonly sessions = new Map<string, Session>();
  private readonly byTrackId = new Map<string, Session>();
  private readonly byGatewayOrderId = new Map<string, Session>();
  private readonly notifications = new Set<Promise<void>>();
  private readonly fetch: FetchLike;
  private readonly isMerchant: (authorization: string | undefined) => boolean;

  constructor(private readonly options: SandboxOptions) {
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.isMerchant = bearerMatcher(options.apiKey);
  }

  /** Resolves once every notification sent so far has been answered (tests, and shutdown). */
  async settled(): Promise<void> {
    while (this.notifications.size) await Promise.allSettled([...this.notifications]);
  }

  /** The routes, to register under SANDBOX_GATEWAY_PREFIX. Encapsulated: its form parser stays inside. */
  readonly plugin = async (app: FastifyInstance) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    app.addHook('onClose', () => this.settled());

    app.post('/api/v1/charge', (request, reply) => this.charge(request, reply));
    app.get('/api/v1/get-payment-status/:trackId', (request, reply) => this.status(request, reply));
    app.post('/api/v1/create-refund', (request, reply) => this.refund(request, reply));
    app.get('/api/v1/check-refund/:orderId', (request, reply) => this.refundsOf(request, reply));
    // Its page marks orders paid for nothing: only for a browser on this machine.
    app.get('/pay/:sessionId', { onRequest: loopbackOnly }, (request, reply) => this.page(request, reply));
    app.post('/pay/:sessionId', { onRequest: loopbackOnly }, (request, reply) => this.decide(request, reply));
  };

  private authorized(request: FastifyRequest, reply: FastifyReply): boolean {
    if (this.isMerchant(request.headers.authorization)) return true;
    void reply.code(401).send({ status: false, message: 'Unauthenticated.' });
    return false;
  }

  private async charge(request: FastifyRequest, reply: FastifyReply) {
    if (!this.authorized(request, reply)) return reply;
    const parsed = chargeRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      const errors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
      return reply.code(400).send({ status: false, message: 'The given data was invalid.', errors });
    }
    const session: Session = {
      id: randomBytes(24).toString('base64url'),
      trackId: digits(16),
      gatewayOrderId: alphanumeric(20),
      request: parsed.data,
      refunds: new Map(),
    };
    this.remember(session);
    // The link is on the host the merchant called us at, as a hosted gateway's page is on its own host.
    const link = `${request.protocol}://${request.host}${prefixOf(request)}/pay/${session.id}`;
    return reply.code(201).send({ status: true, message: 'Payment link generated', data: { link } });
  }

  private async status(request: FastifyRequest, reply: FastifyReply) {
    if (!this.authorized(request, reply)) return reply;
    const { trackId } = request.params as { trackId: string };
    const transaction = this.byTrackId.get(trackId)?.transaction;
    if (!transaction) return reply.code(404).send({ status: false, message: 'Transaction not found.' });
    return reply.send({ status: true, message: 'Payment status', data: { transaction } });
  }

  /**
   * create-refund: a capture's refund, done at once (a real gateway takes hours: check-refund says when). Refused
   * beyond what the capture has left; the same reference again answers the refund it made, never a second one.
   */
  private async refund(request: FastifyRequest, reply: FastifyReply) {
    if (!this.authorized(request, reply)) return reply;
    const parsed = refundRequestSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ status: false, message: 'The given data was invalid.' });
    const { orderId, totalPrice, reference } = parsed.data;
    const session = this.byGatewayOrderId.get(orderId);
    if (!session || session.transaction?.result !== 'CAPTURED') {
      return reply.code(400).send({ status: false, message: 'Order not found.' });
    }
    let refund = session.refunds.get(reference);
    if (!refund) {
      const fils = kdToFils(totalPrice);
      const refunded = [...session.refunds.values()].reduce((sum, done) => sum + done.fils, 0);
      if (refunded + fils > kdToFils(session.request.order.amount)) {
        return reply.code(400).send({ status: false, message: 'Refund amount exceeds the amount paid.' });
      }
      const refundOrderId = alphanumeric(32);
      refund = {
        orderId: `${session.gatewayOrderId}${refundOrderId}`,
        refundOrderId,
        refundArn: digits(30),
        fils,
        refundedAt: new Date().toISOString().slice(0, 19).replace('T', ' '),
      };
      session.refunds.set(reference, refund);
    }
    const { orderId: refundId, refundOrderId, refundArn } = refund;
    return reply.send({
      status: true,
      message: 'Refund invoice generated successfully',
      data: { orderId: refundId, refundOrderId, refundArn },
    });
  }

  private async refundsOf(request: FastifyRequest, reply: FastifyReply) {
    if (!this.authorized(request, reply)) return reply;
    const session = this.byGatewayOrderId.get((request.params as { orderId: string }).orderId);
    if (!session) return reply.code(404).send({ status: false, message: 'Order not found.' });
    const refund = [...session.refunds.values()].map((done) => ({
      order_id: done.orderId,
      is_refunded: true,
      refunded_date: done.refundedAt,
    }));
    return reply.send({ status: true, message: 'Response received successfully', data: { refund } });
  }

  private async page(request: FastifyRequest, reply: FastifyReply) {
    const session = this.sessions.get((request.params as { sessionId: string }).sessionId);
    if (!session) return html(reply, 404, notFoundPage());
    secure(reply, session);
    if (session.transaction) {
      return html(reply, 200, processedPage(session.transaction.result, backUrl(session, session.transaction)));
    }
    const { order } = session.request;
    return html(
      reply,
      200,
      checkoutPage({
        merchant: this.options.merchantName,
        orderId: order.id,
        description: order.description,
        // The charge is in KWD (chargeRequestSchema allows no other): shown as the site shows money.
        amount: formatMoney(filsToKd(kdToFils(order.amount))),
      }),
    );
  }

  private async decide(request: FastifyRequest, reply: FastifyReply) {
    const session = this.sessions.get((request.params as { sessionId: string }).sessionId);
    if (!session) return html(reply, 404, notFoundPage());
    const action = (request.body as { action?: string } | undefined)?.action;
    // A second submit (a double click, the back button) lands where the first one did: one attempt, one result.
    if (!session.transaction) {
      if (action !== 'pay' && action !== 'decline' && action !== 'cancel') {
        return html(reply, 400, notFoundPage());
      }
      session.transaction = this.transaction(session, action);
      this.byTrackId.set(session.trackId, session);
      this.byGatewayOrderId.set(session.gatewayOrderId, session);
      this.notify(session, session.transaction);
    }
    secure(reply, session);
    return reply.redirect(backUrl(session, session.transaction), 303);
  }

  private transaction(session: Session, action: Action): GatewayTransaction {
    const now = new Date();
    const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    const time = `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
    return {
      payment_id: digits(18),
      result: RESULTS[action],
      post_date: `${pad(now.getMonth() + 1)}${pad(now.getDate())}`,
      tran_id: digits(15),
      ref: digits(12),
      track_id: session.trackId,
      auth: action === 'pay' ? alphanumeric(6) : '',
      order_id: session.gatewayOrderId,
      requested_order_id: session.request.order.id,
      refund_order_id: action === 'pay' ? session.gatewayOrderId : '',
      payment_type: GATEWAY_SOURCE,
      invoice_id: digits(8),
      transaction_date: `${date} ${time}`,
      receipt_id: digits(12),
      total_price: filsToAmount(kdToFils(session.request.order.amount)),
      currency_type: CURRENCY_CODE,
      reference: session.request.reference.id,
    };
  }

  /** The webhook: the transaction as JSON to notificationUrl, in the background of the browser's redirect. */
  private notify(session: Session, transaction: GatewayTransaction) {
    const url = session.request.notificationUrl;
    const sent = this.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(transaction),
      signal: AbortSignal.timeout(15_000),
    })
      .then(async (response) => {
        await response.text().catch(() => '');
        if (!response.ok)
          this.options.log.warn({ url, status: response.status }, 'sandbox gateway: notification refused');
      })
      .catch((error: unknown) => {
        this.options.log.warn({ url, err: error }, 'sandbox gateway: notification not delivered');
      })
      .finally(() => this.notifications.delete(sent));
    this.notifications.add(sent);
  }

  private remember(session: Session) {
    this.sessions.set(session.id, session);
    const max = this.options.maxSessions ?? 10_000;
    for (const oldest of this.sessions.values()) {
      if (this.sessions.size <= max) break;
      this.sessions.delete(oldest.id);
      this.byTrackId.delete(oldest.trackId);
      this.byGatewayOrderId.delete(oldest.gatewayOrderId);
    }
  }
}

/** "/sandbox-gateway" from "/sandbox-gateway/api/v1/charge". */
function prefixOf(request: FastifyRequest): string {
  return request.url.slice(0, request.url.indexOf('/api/v1/'));
}

/** returnUrl after a capture, cancelUrl otherwise, with the spec's query parameters added to its own. */
function backUrl(session: Session, transaction: GatewayTransaction): string {
  const target = new URL(transaction.result === 'CAPTURED' ? session.request.returnUrl : session.request.cancelUrl);
  for (const name of TRANSACTION_FIELDS) target.searchParams.set(name, transaction[name]);
  return target.toString();
}

/** The page's own CSP: no script at all; forms post here and may only lead back to the merchant's return URLs. */
function secure(reply: FastifyReply, session: Session) {
  const origins = new Set([new URL(session.request.returnUrl).origin, new URL(session.request.cancelUrl).origin]);
  reply.header(
    'content-security-policy',
    `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${[...origins].join(' ')}; ` +
      "frame-ancestors 'none'; base-uri 'none'",
  );
  reply.header('cache-control', 'no-store');
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type('text/html; charset=utf-8').send(body);
}
