import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OTP_MAX_TRIES, OTP_TTL_MS } from '@khidma/shared/constants';
import { AppError } from '../../errors';
import type { CodeTry } from './otp';

/**
 * The account endpoints' limits (design §3). Login counts per client address and per account (an email), so neither
 * many accounts from one address nor one account from many addresses gets unlimited guesses; code checks count per
 * address, per code and address, and per phone a day, so one client's wrong codes never lock another client out
 * for long. The numbers are explained in docs/decisions/.
 */
export const AUTH_LIMITS = {
  /** login_with_email: the eleventh attempt within a minute gets a 429. */
  login: { max: 10, timeWindow: 60_000 },
  /** verifylogin per client address. */
  verify: { max: 10, timeWindow: 60_000 },
  /**
   * verifylogin per phone, whoever asks: every guess at an account's code, right or wrong, from any address. Bounds
   * a guesser spread over many addresses to 20 of the 10,000 codes a day.
   */
  verifyPerPhoneDay: { max: 20, timeWindow: 24 * 60 * 60_000 },
  /** Tries at one code per client address (the code itself lives on for other clients). */
  codeTries: { max: OTP_MAX_TRIES, timeWindow: OTP_TTL_MS },
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
      throw new AppError(429, 'errors.rateLimit.tooManyAttempts', undefined, {
        headers: { 'retry-after': String(result.ttlInSeconds) },
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

/**
 * A client's tries at one code (`key`, named by the handler once it found the code), counted before the code is
 * compared. A rule of the code rather than a rate: RATE_LIMIT_ALLOW_LIST does not exempt it.
 */
export function codeTryCounter(app: FastifyInstance): (request: FastifyRequest, key: string) => Promise<CodeTry> {
  const keys = new WeakMap<FastifyRequest, string>();
  const count = app.createRateLimit({
    ...AUTH_LIMITS.codeTries,
    keyGenerator: (request) => `auth:code-tries:${keys.get(request)}:${request.ip}`,
    allowList: () => false,
  });
  return async (request, key) => {
    keys.set(request, key);
    const result = await count(request);
    return result.isAllowed
      ? { exceeded: false, last: false }
      : { exceeded: result.isExceeded, last: result.remaining === 0 };
  };
}
