import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

/**
 * The account endpoints' limits (design §3). Login and code checks count per client address and per account (an
 * email or a phone), so neither many accounts from one address nor one account from many addresses gets
 * unlimited guesses. The numbers are explained in docs/decisions.md.
 */
export const AUTH_LIMITS = {
  /** login_with_email: the eleventh attempt within a minute gets a 429. */
  login: { max: 10, timeWindow: 60_000 },
  /** verifylogin (each code also dies after OTP_MAX_TRIES wrong tries). */
  verify: { max: 10, timeWindow: 60_000 },
  /** send_otp: each send costs money and buzzes someone's phone. */
  sendPerPhone: { max: 3, timeWindow: 10 * 60_000 },
  sendPerAddress: { max: 10, timeWindow: 60 * 60_000 },
  /** user_register per client address. */
  register: { max: 10, timeWindow: 60 * 60_000 },
} as const;

type Limit = { max: number; timeWindow: number };
/** Throws a 429 with Retry-After once the request's key went over its limit. */
export type Limiter = (request: FastifyRequest) => Promise<void>;

/**
 * A named counter on @fastify/rate-limit's store (in memory, or Redis with REDIS_URL), called from a handler, so
 * `keyOf` can read the validated body. Without `keyOf` it counts the client address. Addresses in
 * RATE_LIMIT_ALLOW_LIST are exempt.
 */
export function limiter(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  keyOf: (request: FastifyRequest) => string = (request) => request.ip,
): Limiter {
  const allowed = new Set(app.config.RATE_LIMIT_ALLOW_LIST);
  const check = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => `auth:${name}:${keyOf(request)}`,
    allowList: (request) => allowed.has(request.ip),
  });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError(429, 'Too many attempts. Please try again later.', undefined, {
        'retry-after': String(result.ttlInSeconds),
      });
    }
  };
}

/** Per client address, then per account: one limiter for both. */
export function accountLimiter(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  accountOf: (request: FastifyRequest) => string,
): Limiter {
  const perAddress = limiter(app, `${name}:ip`, limit);
  const perAccount = limiter(app, `${name}:account`, limit, accountOf);
  return async (request) => {
    await perAddress(request);
    await perAccount(request);
  };
}
