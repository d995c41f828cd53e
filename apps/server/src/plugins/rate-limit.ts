import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../errors';

/**
 * Rate limits guard what an attacker gains from repeating (design §3): routes opt in with
 * `config: { rateLimit: { max, timeWindow, keyGenerator } }`. Counters live in Redis when REDIS_URL is set, so N
 * API processes share them; in memory otherwise. A 429 carries Retry-After and the envelope.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const redis = app.config.REDIS_URL
    ? new Redis(app.config.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'khidma-rl:',
    allowList: app.config.RATE_LIMIT_ALLOW_LIST,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, `Too many requests. Please try again in ${context.after}.`, undefined, {
        'retry-after': String(Math.ceil(context.ttl / 1000)),
      }),
  });
});
