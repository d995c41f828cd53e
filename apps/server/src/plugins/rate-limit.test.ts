import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../app';
import { pngImage } from '../test/images';
import { capturedLogger } from '../test/log-lines';
import { multipartBody } from '../test/multipart';
import { Agent } from '../test/agent';
import { createTestApp } from '../test/test-app';
import { translate } from '../lib/i18n';
import { retryIn } from './rate-limit';
import { testRedisUrl } from '../test/test-env';

const UNAVAILABLE = {
  code: 503,
  message: 'Service temporarily unavailable. Please try again.',
  reason: 'errors.serviceUnavailable',
};
const login = (agent: Agent, headers?: Record<string, string>) =>
  agent.post(Agent.api('login_with_email'), { email: 'someone@example.com', password: 'a-guess-123' }, headers);

describe('rate limits while Redis is out of reach', () => {
  let app: App;
  const { lines, logger } = capturedLogger();
  const consoleError = vi.spyOn(console, 'error');
  let redisErrors = 0;

  beforeAll(async () => {
    app = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' }, logger });
    app.redis!.on('error', () => void (redisErrors += 1));
  });
  afterAll(async () => {
    consoleError.mockRestore();
    await app.close();
  });

  it('fails closed: a login attempt is a 503, neither counted nor let through unlimited, nor a 500', async () => {
    const response = await login(new Agent(app));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(UNAVAILABLE);
  });

  it('fails closed on a route-level limit too (uploads)', async () => {
    const response = await new Agent(app).request({
      method: 'POST',
      url: Agent.api('uploads3'),
      ...multipartBody({ bytes: await pngImage(), filename: 'photo.png', contentType: 'image/png' }),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(UNAVAILABLE);
  });

  it('is not ready, and says Redis is what is down', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 503,
      message: 'Not reachable: redis.',
      errors: { redis: 'not reachable' },
    });
  });

  it('logs the outage once, as JSON, however often ioredis retries, and nothing on stderr', async () => {
    await vi.waitFor(() => expect(redisErrors).toBeGreaterThan(3), { timeout: 5_000 });
    const errors = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);
    expect(errors).toEqual([
      expect.objectContaining({
        msg: expect.stringMatching(/^Redis is unreachable/),
        err: expect.objectContaining({ code: 'ECONNREFUSED' }),
      }),
    ]);
    expect(consoleError.mock.calls.flat().join(' ')).not.toMatch(/ioredis/);
  });
});

describe.skipIf(!testRedisUrl())(
  'rate limits on a Redis that answers (needs TEST_REDIS_URL, which .ci/run sets)',
  () => {
    let app: App;
    beforeAll(async () => {
      app = await createTestApp({ env: { REDIS_URL: testRedisUrl()!, TRUST_PROXY_HOPS: '1' } });
    });
    afterAll(() => app.close());

    it('is ready, and counts a login attempt in Redis', async () => {
      // Ready once the connection is up, as a load balancer polling it sees.
      await vi.waitFor(async () => expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200));
      // An address of its own, so runs that share this Redis do not share the counter.
      const address = `10.${[...randomBytes(3)].join('.')}`;
      const response = await login(new Agent(app), { 'x-forwarded-for': address });
      expect(response.statusCode).toBe(401);
      expect(await app.redis!.keys(`khidma-rl:*${address}*`)).not.toEqual([]);
    });
  },
);

describe("a 429's wait", () => {
  const say = (language: 'en' | 'ar', milliseconds: number) =>
    translate(language, 'errors.rateLimit.tooManyRequests', retryIn(milliseconds));

  it("is said in English word for word as @fastify/rate-limit's own `after` said it", () => {
    const waits: Array<[number, string]> = [
      [500, '500 ms'],
      [1_000, '1 second'],
      [30_000, '30 seconds'],
      [60_000, '1 minute'],
      [89_000, '1 minute'],
      [90_000, '2 minutes'],
      [3_600_000, '1 hour'],
      [86_400_000, '1 day'],
      [3 * 86_400_000, '3 days'],
    ];
    for (const [milliseconds, after] of waits) {
      expect(say('en', milliseconds)).toBe(`Too many requests. Please try again in ${after}.`);
    }
  });

  it('is said in Arabic with its plural forms', () => {
    const waits: Array<[number, string]> = [
      [1_000, 'ثانية واحدة'],
      [2_000, 'ثانيتين'],
      [5_000, '5 ثوانٍ'],
      [30_000, '30 ثانية'],
      [120_000, 'دقيقتين'],
      [3_600_000, 'ساعة واحدة'],
      [86_400_000, 'يوم واحد'],
    ];
    for (const [milliseconds, after] of waits) {
      expect(say('ar', milliseconds)).toBe(`طلبات كثيرة جداً. يُرجى المحاولة مرة أخرى بعد ${after}.`);
    }
  });
});
