import { z } from 'zod';
import {
  GatewayError,
  gatewayTransactionSchema,
  type ChargeRequest,
  type GatewayRefund,
  type GatewayRefundState,
  type GatewayTransaction,
  type PaymentGateway,
  type RefundRequest,
} from './gateway';

/** fetch, or a stand-in with its signature (tests route the sandbox through app.inject). */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type UpaymentsOptions = {
  kind: PaymentGateway['kind'];
  /** https://uapi.upayments.com, https://sandboxapi.upayments.com, or our sandbox's {PUBLIC_URL}/sandbox-gateway. */
  baseUrl: string;
  apiKey: string;
  fetch?: FetchLike;
  /** Per request; the gateway's own pages can be slow, its API should not be. */
  timeoutMs?: number;
};

/** `{ status: true, data: { link } }`: the link the browser goes to, http(s) only. */
const chargeAnswerSchema = z.object({
  status: z.literal(true),
  data: z.object({ link: z.url({ protocol: /^https?$/ }) }),
});

const statusAnswerSchema = z.object({
  status: z.literal(true),
  data: z.object({ transaction: gatewayTransactionSchema }),
});

const refundAnswerSchema = z.object({
  status: z.literal(true),
  data: z.object({
    orderId: z.string().min(1),
    refundOrderId: z.union([z.string(), z.number()]).transform(String),
    refundArn: z.union([z.string(), z.number(), z.null()]).transform((value) => (value === null ? '' : String(value))),
  }),
});

const refundsAnswerSchema = z.object({
  status: z.literal(true),
  data: z.object({
    refund: z.array(
      z.object({ order_id: z.string(), is_refunded: z.boolean(), refunded_date: z.string().nullable().optional() }),
    ),
  }),
});

/**
 * UPayments API v1 over HTTP (their docs: "Make charge" and "Get Payment Status"): a Bearer key, JSON both ways,
 * `status: true` on success. The key stays here: it is never logged (GatewayError messages carry no headers) and
 * never sent to a browser.
 */
export class UpaymentsGateway implements PaymentGateway {
  readonly kind: PaymentGateway['kind'];
  private readonly fetch: FetchLike;
  private readonly timeoutMs: number;

  constructor(private readonly options: UpaymentsOptions) {
    this.kind = options.kind;
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  async createCharge(request: ChargeRequest): Promise<{ link: string }> {
    const { status, body } = await this.call('POST', '/api/v1/charge', request);
    if (status === 401 || status === 403)
      throw new GatewayError('refused', `charge: the gateway refused our key (${status})`);
    const parsed = chargeAnswerSchema.safeParse(body);
    if (status >= 400 || !parsed.success) {
      throw new GatewayError(status >= 500 ? 'unavailable' : 'refused', `charge: ${status} ${describe(body)}`);
    }
    return { link: parsed.data.data.link };
  }

  async getPaymentStatus(trackId: string): Promise<GatewayTransaction> {
    const { status, body } = await this.call('GET', `/api/v1/get-payment-status/${encodeURIComponent(trackId)}`);
    if (status === 401 || status === 403)
      throw new GatewayError('refused', `status: the gateway refused our key (${status})`);
    // Too many requests (UPayments allows 30 a minute) or the gateway's own failure: try again later.
    if (status === 429 || status >= 500) throw new GatewayError('unavailable', `status: ${status} ${describe(body)}`);
    if (status >= 400) throw new GatewayError('not-found', `status: ${status} ${describe(body)}`);
    const parsed = statusAnswerSchema.safeParse(body);
    if (!parsed.success) throw new GatewayError('not-found', `status: no transaction in ${describe(body)}`);
    return parsed.data.data.transaction;
  }

  async createRefund(request: RefundRequest): Promise<GatewayRefund> {
    const { status, body } = await this.call('POST', '/api/v1/create-refund', request);
    if (status === 401 || status === 403)
      throw new GatewayError('refused', `refund: the gateway refused our key (${status})`);
    if (status === 429 || status >= 500) throw new GatewayError('unavailable', `refund: ${status} ${describe(body)}`);
    const parsed = refundAnswerSchema.safeParse(body);
    // A refusal (more than was paid, no balance, an unknown order) is final: the message says why.
    if (status >= 400 || !parsed.success) throw new GatewayError('refused', describe(body));
    return parsed.data.data;
  }

  async checkRefunds(orderId: string): Promise<GatewayRefundState[]> {
    const { status, body } = await this.call('GET', `/api/v1/check-refund/${encodeURIComponent(orderId)}`);
    if (status === 401 || status === 403)
      throw new GatewayError('refused', `check-refund: the gateway refused our key (${status})`);
    if (status === 429 || status >= 500)
      throw new GatewayError('unavailable', `check-refund: ${status} ${describe(body)}`);
    const parsed = refundsAnswerSchema.safeParse(body);
    if (status >= 400 || !parsed.success) throw new GatewayError('not-found', `check-refund: ${describe(body)}`);
    return parsed.data.data.refund.map((refund) => ({
      orderId: refund.order_id,
      refunded: refund.is_refunded,
      refundedAt: refund.refunded_date ?? null,
    }));
  }

  private async call(method: 'GET' | 'POST', path: string, payload?: unknown) {
    let response: Response;
    try {
      response = await this.fetch(`${this.options.baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${this.options.apiKey}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: payload === undefined ? undefined : JSON.stringify(payload),
        // A redirect would be a login page or a moved API, never an answer.
        redirect: 'error',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new GatewayError('unavailable', `${method} ${path}: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => '');
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      throw new GatewayError('unavailable', `${method} ${path}: ${response.status} answered with something not JSON`);
    }
    return { status: response.status, body };
  }
}

/** The gateway's own message, for the log. */
function describe(body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message.slice(0, 200) : '(no message)';
}
