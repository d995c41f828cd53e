import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { hkdfSync } from 'node:crypto';
import type { PaymentGateway } from '../../adapters/payments/gateway';
import type { Db } from '../../db/client';
import { orderRulesOf, type OrderRules } from '../orders/change-terms';

/**
 * What the payment flow needs from the app. `notificationKey` signs each charge's notificationUrl, so the anonymous
 * notification can tell a charge we made from a made-up one.
 */
export type PaymentContext = {
  db: Db;
  gateway: PaymentGateway;
  publicUrl: string;
  notificationKey: Buffer;
  log: FastifyBaseLogger;
  /** The slots' travel buffer and the late-change fee: placing an order holds a slot, every answer shows the fee. */
  orderRules: OrderRules;
};

/** The notification URLs' signing key, derived from the data key: one secret to configure, each key one use. */
const notificationKeyOf = (dataKey: Buffer) =>
  Buffer.from(hkdfSync('sha256', dataKey, '', 'khidma payment notification', 32));

export function paymentContext(app: FastifyInstance): PaymentContext {
  return {
    db: app.db,
    gateway: app.paymentGateway,
    publicUrl: app.config.publicUrl,
    notificationKey: notificationKeyOf(app.config.dataEncryptionKey),
    log: app.log,
    orderRules: orderRulesOf(app.config),
  };
}
