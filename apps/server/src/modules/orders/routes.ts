import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@khidma/shared/api';
import { bookingSchema, orderCreateSchema } from '@khidma/shared/schemas/order';
import { ok, responses } from '../../plugins/envelope';
import { requireSameUser, requireUser } from '../../plugins/session';
import { createOrder, getOwnOrder, listOrders } from './service';

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
      return ok(await listOrders(app.db, request.params.userId));
    },
  );

  app.get(
    '/odm/srv_booking/:id',
    {
      schema: {
        tags,
        summary: 'One of your orders, by its _id or its ordId',
        params: z.object({ id: z.string().min(1).max(40) }),
        response: responses(bookingSchema),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await getOwnOrder(app.db, user.userId, request.params.id));
    },
  );

  app.post(
    '/odm/srv_booking',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Place an order (one transaction; a retried Idempotency-Key returns the same order)',
        headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }),
        body: orderCreateSchema,
        response: responses(bookingSchema.array()),
      },
    },
    async (request) => {
      await requireSameUser(request, request.body.userId);
      const order = await createOrder(app.db, request.body.userId, request.body, request.headers['idempotency-key']);
      return ok([order], 'Order placed');
    },
  );
};
