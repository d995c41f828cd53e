import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../app';
import { AppError, conflict } from '../errors';
import { Agent } from '../test/agent';
import { createTestApp } from '../test/test-app';
import { ok, responses } from './envelope';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** What node-postgres throws when the connection goes away, as drizzle hands it on (wrapped in `cause`). */
const lostConnections: Record<string, Error> = {
  admin_shutdown: new DrizzleQueryError(
    'insert into "bookings" ...',
    [],
    withCode('terminating connection due to administrator command', '57P01'),
  ),
  ECONNRESET: withCode('read ECONNRESET', 'ECONNRESET'),
  ECONNREFUSED: new DrizzleQueryError('select 1', [], withCode('connect ECONNREFUSED 10.0.0.5:5432', 'ECONNREFUSED')),
  terminated: new Error('Connection terminated unexpectedly'),
  not_queryable: new Error('Client has encountered a connection error and is not queryable'),
};

describe('envelope, error handler, CSRF and rate limits', () => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp({
      extend: (instance) => {
        instance.post(
          '/api/khidma/test/echo',
          {
            schema: {
              body: z.object({ email: z.string().min(1, 'Email is required'), age: z.number().int() }),
              response: responses(z.object({ email: z.string() })),
            },
          },
          async (request) => ok({ email: (request.body as { email: string }).email }),
        );
        instance.get('/api/khidma/test/boom', async () => {
          throw new Error('connection to postgres://admin:hunter2@db failed');
        });
        instance.get('/api/khidma/test/lost/:kind', async (request) => {
          throw lostConnections[(request.params as { kind: string }).kind];
        });
        instance.get('/api/khidma/test/conflict', async () => {
          throw new AppError(409, 'Prices changed.', { totalPrice: 'The total is now 12.000 KD' });
        });
        instance.get('/api/khidma/test/full', async () => {
          throw conflict('errors.cart.full', { serviceId: 'errors.cart.full' }, { max: 3 });
        });
        instance.get('/api/khidma/test/once', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, async () =>
          ok(true),
        );
        instance.get(
          '/api/khidma/test/limited',
          { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } },
          async () => ok(true),
        );
      },
    });
  });
  afterAll(() => app.close());

  it('answers an unknown /api path with a 404 envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/khidma/no_such_thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: 'Not found: GET /api/khidma/no_such_thing' });
  });

  it('refuses a POST without the CSRF header with 403', async () => {
    const agent = new Agent(app);
    const response = await agent.request({
      method: 'POST',
      url: '/api/khidma/test/echo',
      payload: { email: 'a@b.co', age: 3 },
      csrf: false,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 403, reason: 'errors.csrf', message: 'Missing or invalid CSRF token.' });
  });

  it('refuses a CSRF header that does not match the secret cookie', async () => {
    const agent = new Agent(app);
    await agent.get(Agent.api('csrf'));
    const response = await agent.request({
      method: 'POST',
      url: '/api/khidma/test/echo',
      payload: { email: 'a@b.co', age: 3 },
      csrf: false,
      headers: { 'x-xsrf-token': 'forged-token' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts a POST that echoes the XSRF-TOKEN cookie', async () => {
    const agent = new Agent(app);
    const response = await agent.post('/api/khidma/test/echo', { email: 'a@b.co', age: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, message: 'OK', results: { email: 'a@b.co' } });
    expect(agent.cookie('XSRF-TOKEN')).toBeTruthy();
  });

  it('answers malformed JSON with 400', async () => {
    const agent = new Agent(app);
    const response = await agent.post('/api/khidma/test/echo', '{"email": ', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, reason: 'errors.malformedJson', message: 'Malformed JSON body.' });
  });

  it('answers a schema failure with 400 and a message per field', async () => {
    const agent = new Agent(app);
    const response = await agent.post('/api/khidma/test/echo', { email: '', age: 'three' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe(400);
    expect(body.errors.email).toBe('Email is required');
    expect(body.errors.age).toBeTruthy();
    expect(body.message).toBe('Email is required');
  });

  it('answers a body over the limit with 413', async () => {
    const agent = new Agent(app);
    const response = await agent.post('/api/khidma/test/echo', { email: 'x'.repeat(1_100_000), age: 1 });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe(413);
  });

  it('answers an unsupported content type with 415', async () => {
    const agent = new Agent(app);
    const response = await agent.post('/api/khidma/test/echo', 'email=a', { 'content-type': 'application/xml' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: 415,
      reason: 'errors.unsupportedContentType',
      message: 'Unsupported content type.',
    });
  });

  it('hides the internals of a 5xx', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/khidma/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 500,
      reason: 'errors.internal',
      message: 'Something went wrong. Please try again.',
    });
    expect(response.body).not.toContain('hunter2');
  });

  it("says its own messages in the reader's language: the locale cookie, else Accept-Language", async () => {
    const arabic = 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.';
    const byCookie = await app.inject({ method: 'GET', url: '/api/khidma/test/boom', cookies: { locale: 'ar' } });
    expect(byCookie.json()).toEqual({ code: 500, reason: 'errors.internal', message: arabic });
    const byHeader = await app.inject({
      method: 'GET',
      url: '/api/khidma/test/boom',
      headers: { 'accept-language': 'ar-KW,ar;q=0.9,en;q=0.8' },
    });
    expect(byHeader.json()).toEqual({ code: 500, reason: 'errors.internal', message: arabic });
    const chosenEnglish = await app.inject({
      method: 'GET',
      url: '/api/khidma/test/boom',
      cookies: { locale: 'en' },
      headers: { 'accept-language': 'ar-KW' },
    });
    expect(chosenEnglish.json()).toEqual({
      code: 500,
      reason: 'errors.internal',
      message: 'Something went wrong. Please try again.',
    });
    const withoutCsrf = await app.inject({
      method: 'POST',
      url: '/api/khidma/test/echo',
      headers: { 'accept-language': 'ar' },
      payload: { email: 'a@b.co', age: 1 },
    });
    expect(withoutCsrf.json()).toEqual({
      code: 403,
      reason: 'errors.csrf',
      message: 'رمز الحماية (CSRF) مفقود أو غير صالح.',
    });
  });

  it("fills an AppError's values into its message and field messages, in either language", async () => {
    const english = await app.inject({ method: 'GET', url: '/api/khidma/test/full' });
    expect(english.json()).toEqual({
      code: 409,
      reason: 'errors.cart.full',
      message: 'Your cart can hold at most 3 services.',
      errors: { serviceId: 'Your cart can hold at most 3 services.' },
    });
    const arabic = await app.inject({ method: 'GET', url: '/api/khidma/test/full', cookies: { locale: 'ar' } });
    expect(arabic.json()).toEqual({
      code: 409,
      reason: 'errors.cart.full',
      message: 'يمكن أن تضم سلتك 3 خدمات كحد أقصى.',
      errors: { serviceId: 'يمكن أن تضم سلتك 3 خدمات كحد أقصى.' },
    });
  });

  it('says an unknown path and a rate limit in Arabic too, naming the wait', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/khidma/no_such_thing', cookies: { locale: 'ar' } });
    expect(unknown.json()).toEqual({ code: 404, message: 'غير موجود: GET /api/khidma/no_such_thing' });

    expect((await app.inject({ method: 'GET', url: '/api/khidma/test/once' })).statusCode).toBe(200);
    const english = await app.inject({ method: 'GET', url: '/api/khidma/test/once' });
    expect(english.json()).toEqual({
      code: 429,
      reason: 'errors.rateLimit.tooManyRequests',
      message: 'Too many requests. Please try again in 1 minute.',
    });
    const arabic = await app.inject({ method: 'GET', url: '/api/khidma/test/once', cookies: { locale: 'ar' } });
    expect(arabic.statusCode).toBe(429);
    expect(arabic.json()).toEqual({
      code: 429,
      reason: 'errors.rateLimit.tooManyRequests',
      message: 'طلبات كثيرة جداً. يُرجى المحاولة مرة أخرى بعد دقيقة واحدة.',
    });
  });

  it.each(Object.keys(lostConnections))('answers a lost database connection (%s) with a 503 to retry', async (kind) => {
    const response = await app.inject({ method: 'GET', url: `/api/khidma/test/lost/${kind}` });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 503,
      reason: 'errors.serviceUnavailable',
      message: 'Service temporarily unavailable. Please try again.',
    });
    expect(response.body).not.toContain('10.0.0.5');
  });

  it('carries an AppError status, message and field errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/khidma/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 409,
      message: 'Prices changed.',
      errors: { totalPrice: 'The total is now 12.000 KD' },
    });
  });

  it('limits a guarded route with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let last;
    for (let attempt = 0; attempt < 3; attempt++) {
      last = await app.inject({ method: 'GET', url: '/api/khidma/test/limited' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.json()).toMatchObject({ code: 429 });
    expect(last?.json().message).toMatch(/Too many requests/);
  });

  it('sets security headers with a CSP that allows only our own scripts', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("answers the API with the API's own short set: nothing to run, nothing to frame", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/khidma/nothing-here' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
