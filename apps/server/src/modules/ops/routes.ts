import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@khidma/shared/api';
import { ORDER_STATUSES } from '@khidma/shared/constants';
import { bookingSchema, ordIdSchema } from '@khidma/shared/schemas/order';
import { operatorOrderSchema } from '@khidma/shared/schemas/payment';
import { badRequest, unauthorized } from '../../errors';
import { bearerMatcher } from '../../lib/tokens';
import { ok, responses } from '../../plugins/envelope';
import { approvedPartners, orderPayments, updateOrder } from './service';

const tags = ['operations'];

/**
 * The operator's endpoints, until the operations console exists: `npm run order` calls them with OPS_TOKEN as a
 * Bearer token. Registered only when OPS_TOKEN is configured. Not cookie-based, so CSRF does not apply.
 */
export const opsRoutes: FastifyPluginAsyncZod<{ token: string }> = async (app, { token }) => {
  const isOperator = bearerMatcher(token);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!isOperator(request.headers.authorization)) throw unauthorized('errors.ops.operatorToken');
  });

  app.get(
    '/ops/partners',
    {
      config: { csrf: false },
      schema: {
        tags,
        summary: 'Approved partners who can be assigned to orders',
        response: responses(z.array(z.object({ _id: z.string(), name: z.string(), SrvCategoryName: z.string() }))),
      },
    },
    async () => ok(await approvedPartners(app.db)),
  );

  app.get(
    '/ops/orders/:ordId',
    {
      config: { csrf: false },
      schema: {
        tags,
        summary: 'One order with every payment attempt, and whether a refund is due (a second capture)',
        params: z.object({ ordId: ordIdSchema }),
        response: responses(operatorOrderSchema),
      },
    },
    async (request) => ok(await orderPayments(app.db, request.params.ordId)),
  );

  app.put(
    '/ops/orders/:ordId',
    {
      config: { csrf: false },
      schema: {
        tags,
        summary: 'Assign a partner and/or move an order to a new status',
        params: z.object({ ordId: ordIdSchema }),
        body: z.object({ servicePartnerId: idSchema.optional(), ordStatus: z.enum(ORDER_STATUSES).optional() }),
        response: responses(bookingSchema),
      },
    },
    async (request) => {
      const { servicePartnerId, ordStatus } = request.body;
      if (!servicePartnerId && !ordStatus) throw badRequest('errors.ops.paymentsFilter');
      return ok(await updateOrder({ db: app.db, catalogCache: app.catalogCache }, request.params.ordId, request.body));
    },
  );
};
