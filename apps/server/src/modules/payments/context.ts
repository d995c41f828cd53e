import type { FastifyInstance } from 'fastify';
import { hkdfSync } from 'node:crypto';
import { orderRulesOf } from '../orders/change-terms';
import type { PaymentContext } from './service';

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
