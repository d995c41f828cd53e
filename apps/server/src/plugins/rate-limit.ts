import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate-limit counters' Redis (REDIS_URL), for readiness; null when the counters live in memory. */
    redis: Redis | null;
  }
}

/**
 * What a Redis command throws while Redis is out of reach: it gave up after its one retry
 * (maxRetriesPerRequest), or the connection is closed for good.
 */
export function isRedisUnavailable(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === 'MaxRetriesPerRequestError' || error.message === 'Connection is closed.')
  );
}

/**
 * Without an 'error' listener ioredis prints every failed reconnect to stderr. One JSON line per outage instead
 * (and one when Redis is back): reconnects retry every few hundred milliseconds, so a line each would drown the log.
 */
function logOutages(app: FastifyInstance, redis: Redis) {
  let down = false;
  redis.on('error', (error) => {
    if (down) return;
    down = true;
    app.log.error({ err: error }, 'Redis is unreachable: rate-limited routes answer 503 until it is back');
  });
  redis.on('ready', () => {
    if (down) app.log.info('Redis is reachable again');
    down = false;
  });
}

const SECOND = 1000;
const units = [
  ['year', 365.25 * 24 * 3600 * SECOND],
  ['day', 24 * 3600 * SECOND],
  ['hour', 3600 * SECOND],
  ['minute', 60 * SECOND],
  ['second', SECOND],
] as const;

/**
 * The wait a 429 names, as the catalogue's `{count} {unit}`: the largest unit that fits, rounded, as
 * @fastify/rate-limit's own English `after` says it ('1 minute', '30 seconds'), so the English stays as it was.
 */
export function retryIn(milliseconds: number): { count: number; unit: string } {
  const [unit, size] = units.find(([, size]) => milliseconds >= size) ?? ['millisecond', 1];
  return { count: Math.round(milliseconds / size), unit };
}

/**
 * Rate limits guard what an attacker gains from repeating (design §3): routes opt in with
 * `config: { rateLimit: { max, timeWindow, keyGenerator } }`. Counters live in Redis when REDIS_URL is set, so N
 * API processes share them; in memory otherwise. A 429 carries Retry-After and the envelope. While Redis is
 * unreachable the limited routes fail closed with a 503 (the envelope maps isRedisUnavailable), never unlimited.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const redis = app.config.REDIS_URL
    ? new Redis(app.config.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  app.decorate('redis', redis);
  if (redis) {
    logOutages(app, redis);
    app.addHook('onClose', async () => void (await redis.quit()));
  }

  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'khidma-rl:',
    allowList: app.config.RATE_LIMIT_ALLOW_LIST,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.ceil(context.ttl / 1000);
      return new AppError(429, 'errors.rateLimit.tooManyRequests', undefined, {
        headers: { 'retry-after': String(seconds) },
        values: retryIn(seconds * 1000),
      });
    },
  });
});
