import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@khidma/shared/api';
import { text } from '@khidma/shared/schemas/fields';
import { bookingSchema, orderCreateSchema, ordIdSchema } from '@khidma/shared/schemas/order';
import { ok, responses } from '../../plugins/envelope';
import { requireSameUser, requireUser } from '../../plugins/session';
import { paymentContext } from '../payments/context';
import { getOwnOrder, listOrders, placeOrder } from './service';

const tags = ['orders'];

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
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
      return ok(await listOrders(app.db, request.params.userId, request.language));
    },
  );

  app.get(
    '/odm/srv_booking/:id',
    {
      schema: {
        tags,
        summary: 'One of your orders, by its _id or its ordId',
        params: z.object({ id: ordIdSchema }),
        response: responses(bookingSchema),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await getOwnOrder(app.db, user.userId, request.params.id, request.language));
    },
  );

  app.post(
    '/odm/srv_booking',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Place an order (one transaction; a retried Idempotency-Key returns the same order); Online answers with paymentLink',
        headers: z.object({ 'idempotency-key': text('idempotencyKey').min(8).max(100).optional() }),
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
};
