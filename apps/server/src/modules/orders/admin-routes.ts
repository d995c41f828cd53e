import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderDetailSchema,
  adminOrderSchema,
  adminOrdersQuerySchema,
  adminOrderUpdateSchema,
  assignablePartnerSchema,
  dashboardSchema,
  pageOf,
} from '@khidma/shared/schemas/operations';
import { ordIdSchema } from '@khidma/shared/schemas/order';
import { ok, responses } from '../../plugins/envelope';
import { requireRole } from '../../plugins/session';
import { orderRulesOf } from './change-terms';
import { expireUnpaidOrders } from './payment-window';
import { operationsContext } from './context';
import { adminOrderDetail, adminOrders } from './admin-orders';
import { assignablePartners } from './assignment';
import { dashboard } from './dashboard';
import { changeOrder } from './operations';

const tags = ['operations'];
const params = z.object({ ordId: ordIdSchema });

/** The admin console's orders and dashboard (docs/api.md, "Operations"): admins only, 401/403 for anyone else. */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireRole(request, 'admin');
  });

  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags,
        summary: 'Today (Kuwait day): orders by status, revenue online and cash, applications waiting, partners',
        response: responses(dashboardSchema),
      },
    },
    async () => ok(await dashboard(app.db)),
  );

  app.get(
    '/admin/orders',
    {
      schema: {
        tags,
        summary: 'Orders by status, Kuwait dates, partner; q = an ordId or a phone; sorted and paged',
        querystring: adminOrdersQuerySchema,
        response: responses(pageOf(adminOrderSchema)),
      },
    },
    async (request) => {
      await expireUnpaidOrders(app.db, orderRulesOf(app.config));
      return ok(await adminOrders(app.db, request.query));
    },
  );

  app.get(
    '/admin/orders/:ordId',
    {
      schema: {
        tags,
        summary: 'One order with its address, its audit log (oldest first) and whether a refund is due',
        params,
        response: responses(adminOrderDetailSchema),
      },
    },
    async (request) => {
      await expireUnpaidOrders(app.db, orderRulesOf(app.config));
      return ok(await adminOrderDetail(app.db, request.params.ordId));
    },
  );

  app.put(
    '/admin/orders/:ordId',
    {
      schema: {
        tags,
        summary: 'Assign a partner and/or move the status (Cancelled needs a reason); 409 with the reason if refused',
        params,
        body: adminOrderUpdateSchema,
        response: responses(adminOrderDetailSchema),
      },
    },
    async (request) => {
      const user = await requireRole(request, 'admin');
      const bookingId = await changeOrder(
        operationsContext(app),
        { role: 'admin', userId: user.userId },
        request.params.ordId,
        request.body,
      );
      return ok(await adminOrderDetail(app.db, bookingId));
    },
  );

  app.get(
    '/admin/orders/:ordId/partners',
    {
      schema: {
        tags,
        summary: 'Partners who can take the order (approved, not suspended, its skill): least busy, then best rated',
        params,
        response: responses(z.array(assignablePartnerSchema)),
      },
    },
    async (request) => ok(await assignablePartners(app.db, orderRulesOf(app.config), request.params.ordId)),
  );
};
