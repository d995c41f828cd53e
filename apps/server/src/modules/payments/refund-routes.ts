import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kdToFils } from '@khidma/shared/money';
import { text } from '@khidma/shared/schemas/fields';
import { adminOrderDetailSchema } from '@khidma/shared/schemas/operations';
import { ordIdSchema } from '@khidma/shared/schemas/order';
import { refundInputSchema } from '@khidma/shared/schemas/refund';
import { ok, responses } from '../../plugins/envelope';
import { requireRole } from '../../plugins/session';
import { adminOrderDetail } from '../orders/admin-orders';
import { defineRefundJobs, requestRefund, type RefundContext } from './refunds';

/** Refunds through the gateway (issue 26, docs/api.md "Refunds"): admins only, and the refund jobs. */
export const refundAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const context: RefundContext = { db: app.db, gateway: app.paymentGateway, log: app.log };
  defineRefundJobs(app.jobs, context);
  app.addHook('onRequest', async (request) => {
    await requireRole(request, 'admin');
  });

  app.post(
    '/admin/orders/:ordId/refunds',
    {
      schema: {
        tags: ['operations'],
        summary:
          'Refund part or all of what the order paid online, through the gateway; a retried Idempotency-Key refunds once',
        params: z.object({ ordId: ordIdSchema }),
        headers: z.object({ 'idempotency-key': text('idempotencyKey').min(8).max(100) }),
        body: refundInputSchema,
        response: responses(adminOrderDetailSchema),
      },
    },
    async (request) => {
      const admin = await requireRole(request, 'admin');
      const { bookingId } = await requestRefund(context, {
        reference: request.params.ordId,
        amountFils: kdToFils(request.body.amount),
        reason: request.body.reason,
        key: `admin:${request.headers['idempotency-key']}`,
        requestedBy: admin.userId,
      });
      return ok(await adminOrderDetail(app.db, bookingId), 'success.refunds.requested');
    },
  );
};
