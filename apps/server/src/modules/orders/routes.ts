import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@khidma/shared/api';
import { PAYMENT_TYPE_ONLINE } from '@khidma/shared/constants';
import { text } from '@khidma/shared/schemas/fields';
import { bookingSchema, orderCreateSchema, ordIdSchema } from '@khidma/shared/schemas/order';
import { ok, responses } from '../../plugins/envelope';
import { requireSameUser, requireUser } from '../../plugins/session';
import { paymentContext } from '../payments/routes';
import { startCharge } from '../payments/service';
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
        params: z.object({ id: ordIdSchema }),
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
        summary:
          'Place an order (one transaction; a retried Idempotency-Key returns the same order); Online answers with paymentLink',
        headers: z.object({ 'idempotency-key': text('idempotencyKey').min(8).max(100).optional() }),
        body: orderCreateSchema,
        response: responses(bookingSchema.array()),
      },
    },
    async (request) => {
      await requireSameUser(request, request.body.userId);
      const order = await createOrder(app.db, request.body.userId, request.body, request.headers['idempotency-key']);
      if (order.paymentType !== PAYMENT_TYPE_ONLINE || order.payment_status === 'PAID') {
        return ok([order], 'Order placed');
      }
      // Online: the gateway's charge, created here so the browser never holds a gateway key (design §3). A retried
      // request gets the charge the first one made. No link (the gateway failed): the order waits for 'Pay now'.
      const { link } = await startCharge(paymentContext(app), request.body.userId, order);
      return ok([link ? { ...order, paymentLink: link } : order], 'Order placed');
    },
  );
};
