import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobDeclineSchema, jobSchema, jobsQuerySchema, jobUpdateSchema } from '@khidma/shared/schemas/operations';
import { ordIdSchema } from '@khidma/shared/schemas/order';
import type { FastifyRequest } from 'fastify';
import { ok, responses } from '../../plugins/envelope';
import { requireRole } from '../../plugins/session';
import { orderRulesOf } from './change-terms';
import { operationsContext } from './context';
import { expireUnpaidOrders } from './payment-window';
import { changeOrder } from './operations';
import { jobAfterChange, partnerJob, partnerJobs, partnerOf } from './partner-jobs';

const tags = ['partner portal'];
const params = z.object({ ordId: ordIdSchema });

/**
 * The partner portal's jobs (docs/api.md, "Partner portal"): partner accounts only. The partner is the
 * service_partners row the session's user logs in for; a partner account without one gets 403, and so does a job
 * assigned to another partner.
 */
export const orderPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireRole(request, 'partner');
  });
  const partner = async (request: FastifyRequest) => {
    const user = await requireRole(request, 'partner');
    return { role: 'partner' as const, userId: user.userId, partnerId: await partnerOf(app.db, user.userId) };
  };

  app.get(
    '/partner/jobs',
    {
      schema: {
        tags,
        summary: "The partner's jobs: today (Kuwait day), upcoming, or past",
        querystring: jobsQuerySchema,
        response: responses(z.array(jobSchema)),
      },
    },
    async (request) => {
      const { partnerId } = await partner(request);
      await expireUnpaidOrders(app.db, orderRulesOf(app.config));
      return ok(await partnerJobs(app.db, partnerId, request.query.view, request.language));
    },
  );

  app.get(
    '/partner/jobs/:ordId',
    {
      schema: { tags, summary: 'One of your jobs (403 for another partner’s)', params, response: responses(jobSchema) },
    },
    async (request) => {
      const { partnerId } = await partner(request);
      return ok(await partnerJob(app.db, partnerId, request.params.ordId, request.language));
    },
  );

  app.put(
    '/partner/jobs/:ordId',
    {
      schema: {
        tags,
        summary: 'Accept, then Traveling, Reached, Started, Completed, one step at a time (COD: cashCollected)',
        params,
        body: jobUpdateSchema,
        response: responses(jobSchema),
      },
    },
    async (request) => {
      const actor = await partner(request);
      const bookingId = await changeOrder(operationsContext(app), actor, request.params.ordId, request.body);
      return ok(await jobAfterChange(app.db, bookingId, request.language));
    },
  );

  app.post(
    '/partner/jobs/:ordId/decline',
    {
      schema: {
        tags,
        summary: 'Decline a job before setting off: it goes back to the admin, unassigned and Open',
        params,
        body: jobDeclineSchema,
        response: responses(jobSchema),
      },
    },
    async (request) => {
      const actor = await partner(request);
      const bookingId = await changeOrder(operationsContext(app), actor, request.params.ordId, {
        servicePartnerId: null,
        reason: request.body.reason,
      });
      return ok(await jobAfterChange(app.db, bookingId, request.language));
    },
  );
};
