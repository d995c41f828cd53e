import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { PaymentGateway } from './gateway';
import { SandboxGateway } from './sandbox-gateway';
import { UpaymentsGateway, type FetchLike } from './upayments-gateway';

/** The merchant name the sandbox's payment page shows. */
const SANDBOX_MERCHANT_NAME = 'Khidma';

/**
 * UPayments with the merchant's key, or (no key configured, never in production: config.ts refuses it) the built-in
 * sandbox, reached over HTTP on our own origin with a key made for this process, so no one else can charge on it
 * or read its payments.
 */
export function createPaymentGateway(
  config: Config,
  { fetch, log }: { fetch?: FetchLike; log: FastifyBaseLogger },
): { gateway: PaymentGateway; sandbox: SandboxGateway | null } {
  const settings = config.paymentGateway;
  if (settings.kind === 'upayments') {
    return { gateway: new UpaymentsGateway({ ...settings, fetch }), sandbox: null };
  }
  const apiKey = randomBytes(24).toString('hex');
  const sandbox = new SandboxGateway({ apiKey, merchantName: SANDBOX_MERCHANT_NAME, fetch, log });
  return { gateway: new UpaymentsGateway({ kind: 'sandbox', baseUrl: settings.baseUrl, apiKey, fetch }), sandbox };
}
