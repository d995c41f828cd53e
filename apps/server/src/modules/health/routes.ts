import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { translate, type MessageKey, type MessageValues } from '../../lib/i18n';
import { errorBody, ok, responses } from '../../plugins/envelope';

/** Liveness (the process answers) and readiness (its dependencies answer); a load balancer polls both. */
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
        summary: 'Readiness: the database answers, and Redis when REDIS_URL is set; a 503 names what does not',
        response: responses(z.object({ status: z.literal('ready') })),
      },
    },
    async (request, reply) => {
      const down = await unreachableDependencies(app, request.log);
      if (!down.length) return ok({ status: 'ready' as const });
      const say = (key: MessageKey, values?: MessageValues) => translate(request.language, key, values);
      const errors = Object.fromEntries(down.map((name) => [name, say('errors.health.unreachable')]));
      return reply
        .code(503)
        .send(errorBody(503, say('errors.health.notReachable', { names: down.join(', ') }), errors));
    },
  );
};

/**
 * The names of the dependencies that do not answer now. A database failure is logged with its cause; a Redis
 * outage was logged once when it began (plugins/rate-limit.ts), so a poll every few seconds adds nothing.
 */
async function unreachableDependencies(app: FastifyInstance, log: FastifyBaseLogger): Promise<string[]> {
  const database = app.database.ping().catch((error: unknown) => {
    log.error({ err: error }, 'database ping failed');
    throw error;
  });
  const checks: Array<[string, Promise<unknown>]> = [['database', database]];
  if (app.redis) checks.push(['redis', pingRedis(app.redis)]);
  const results = await Promise.allSettled(checks.map(([, check]) => check));
  return checks.filter((_, index) => results[index]!.status === 'rejected').map(([name]) => name);
}

/** Down until connected: a ping while ioredis reconnects would wait for its retry instead of answering now. */
function pingRedis(redis: Redis): Promise<unknown> {
  return redis.status === 'ready' ? redis.ping() : Promise.reject(new Error(`Redis is ${redis.status}`));
}
