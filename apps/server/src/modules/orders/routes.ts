import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@khidma/shared/api';
import { text } from '@khidma/shared/schemas/fields';
import {
  bookingDetailSchema,
  bookingSchema,
  checkoutCreateSchema,
  checkoutPlacedSchema,
  orderCancelSchema,
  orderCreateSchema,
  ordIdSchema,
  orderRescheduleSchema,
} from '@khidma/shared/schemas/order';
import { ok, responses } from '../../plugins/envelope';
import { requireSameUser, requireUser } from '../../plugins/session';
import { paymentContext } from '../payments/context';
import { orderRulesOf } from './change-terms';
import { expireUnpaidOrders } from './payment-window';
import { cancelOrder, rescheduleOrder } from './customer-changes';
import { placeCheckout, placeOrder } from './place';
import { getOrderDetail } from './order-page';
import { listOrders } from './queries';

const tags = ['orders'];
/** Placing, moving and cancelling orders: as many a minute as a person needs, not a script's flood. */
const rateLimit = { max: 20, timeWindow: '1 minute' };
/** A retried request carries the first one's key, and gets what the first one placed. */
const idempotencyHeaders = z.object({ 'idempotency-key': text('idempotencyKey').min(8).max(100).optional() });

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const rules = orderRulesOf(app.config);

  app.get(
    '/odm/user_srv_booking/:userId',
    {
      schema: {
        tags,
        summary: "The user's orders, newest first",
        params: z.object({ userId: idSchema }),
        response: responses(bookingSchema.array()),
      },
    },
    async (request) => {
      await requireSameUser(request, request.params.userId);
      await expireUnpaidOrders(app.db, rules);
      return ok(await listOrders(app.db, rules, request.params.userId, request.language));
    },
  );

  app.get(
    '/odm/srv_booking/:id',
    {
      schema: {
        tags,
        summary:
          'One of your orders (an admin: any), by its _id or its ordId, with its timeline and its partner (their phone from the day of the visit)',
        params: z.object({ id: ordIdSchema }),
        response: responses(bookingDetailSchema),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await expireUnpaidOrders(app.db, rules);
      return ok(await getOrderDetail(app.db, rules, user, request.params.id, request.language));
    },
  );

  app.post(
    '/odm/srv_booking',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary:
          'Place an order (one transaction; a retried Idempotency-Key returns the same order); Online answers with paymentLink',
        headers: idempotencyHeaders,
        body: orderCreateSchema,
        response: responses(bookingSchema.array()),
      },
    },
    async (request) => {
      await requireSameUser(request, request.body.userId);
      const order = await placeOrder(paymentContext(app), request.body.userId, request.body, {
        idempotencyKey: request.headers['idempotency-key'],
        language: request.language,
      });
      return ok([order], 'success.orders.placed');
    },
  );

  app.post(
    '/odm/checkout',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Place the cart as visits, one order each, all or none; one Online charge (paymentLink) pays them all',
        headers: idempotencyHeaders,
        body: checkoutCreateSchema,
        response: responses(checkoutPlacedSchema),
      },
    },
    async (request) => {
      await requireSameUser(request, request.body.userId);
      const placed = await placeCheckout(paymentContext(app), request.body.userId, request.body, {
        idempotencyKey: request.headers['idempotency-key'],
        language: request.language,
      });
      return ok(placed, 'success.orders.placed');
    },
  );

  app.put(
    '/odm/srv_booking/:ordId/slot',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary:
          'Move your order to another free slot at the fee shown (409 when the slot is taken or the fee changed)',
        params: z.object({ ordId: ordIdSchema }),
        body: orderRescheduleSchema,
        response: responses(bookingSchema),
      },
    },
    async (request) => {
      await requireSameUser(request, request.body.userId);
      return ok(await rescheduleOrder(app.db, rules, request.params.ordId, request.body, request.language));
    },
  );

  app.post(
    '/odm/srv_booking/:ordId/cancel',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Cancel your order at the fee shown (409 when the fee changed or it can no longer be cancelled)',
        params: z.object({ ordId: ordIdSchema }),
        body: orderCancelSchema,
        response: responses(bookingSchema),
      },
    },
    async (request) => {
      await requireSameUser(request, request.body.userId);
      return ok(await cancelOrder(app.db, rules, request.params.ordId, request.body, request.language));
    },
  );
};
