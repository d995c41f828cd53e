import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookings } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { requireUser } from '../../plugins/session';
import { whereReference } from '../orders/queries';
import { orderFacts } from './order-facts';
import { receiptHtml } from './receipt';

/** GET odm/srv_booking/{id}/receipt: the printable receipt, for the order's customer and admins only. */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/odm/srv_booking/:id/receipt',
    {
      schema: {
        tags: ['orders'],
        summary: "An order's receipt: an HTML page made for print, in the reader's language (owner and admins)",
        params: z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'errors.orders.notFound') }),
      },
    },
    async (request, reply) => {
      const session = await requireUser(request);
      const [row] = await app.db
        .select({ id: bookings.id, userId: bookings.userId })
        .from(bookings)
        .where(whereReference(request.params.id))
        .limit(1);
      if (!row) throw notFound('errors.orders.notFound');
      if (row.userId !== session.userId && session.role !== 'admin') throw forbidden();
      const order = await orderFacts(app.db, row.id);
      if (!order) throw notFound('errors.orders.notFound');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(await receiptHtml(app.db, order, request.language));
    },
  );
};
