import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, ok, responses } from '../../plugins/envelope';

/** Liveness (the process answers) and readiness (the database answers); a load balancer polls both. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], summary: 'Liveness', response: responses(z.object({ status: z.literal('ok') })) } },
    async () => ok({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: responses(z.object({ status: z.literal('ready') })),
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return ok({ status: 'ready' as const });
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        return reply.code(503).send(errorBody(503, 'The database is not reachable.'));
      }
    },
  );
};
