import { randomBytes } from 'node:crypto';
import { openSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pino from 'pino';
import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { App } from './app';
import { testConfig } from './config';
import { users } from './db/schema';
import { hashPassword } from './lib/password';
import { capturedLogger } from './test/log-lines';
import { createLogger, EncodedLines, loggerOptions, OneLineRequestLog, readableLogs, requestLogger } from './logger';
import { ok } from './plugins/envelope';
import { Agent } from './test/agent';
import { PRODUCTION_ENV } from './test/production-env';
import { createTestApp } from './test/test-app';

describe('request logs', () => {
  const lines: string[] = [];
  let app: App;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions({ ...testConfig(), LOG_LEVEL: 'info' });
    app = await createTestApp({
      logger: pino(options, sink),
      extend: (instance) => {
        instance.post(
          '/api/khidma/test/login',
          { schema: { body: z.object({ email: z.string(), password: z.string(), otp: z.string() }) } },
          async () => ok(true),
        );
      },
    });
  });
  afterAll(() => app.close());

  it('never contain passwords, tokens, cookies or OTP codes', async () => {
    const agent = new Agent(app);
    await agent.post(
      '/api/khidma/test/login?token=query-secret-token',
      { email: 'a@b.co', password: 'Sup3rSecret!', otp: '4821' },
      { authorization: 'Bearer challenge-secret-token' },
    );
    const csrfToken = agent.cookie('XSRF-TOKEN');
    const log = lines.join('');
    expect(log).toContain('/api/khidma/test/login');
    for (const secret of ['Sup3rSecret!', '4821', 'challenge-secret-token', 'query-secret-token', csrfToken]) {
      expect(log).not.toContain(secret);
    }
  });

  it('come one line a request, with method, URL, status and time', async () => {
    await app.inject({ method: 'GET', url: '/api/khidma/csrf?probe=one-line' });
    const requestLines = lines.filter((line) => line.includes('probe=one-line')).map((line) => JSON.parse(line));
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      level: 30,
      msg: expect.stringMatching(/^GET \/api\/khidma\/csrf\?probe=one-line 200 \d+ms$/),
      req: { method: 'GET', url: '/api/khidma/csrf?probe=one-line', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
      reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });
});

describe('the cost of a request line', () => {
  it('goes to stdout through an asynchronous writer by default', () => {
    const logger = createLogger({ ...testConfig(PRODUCTION_ENV), LOG_LEVEL: 'info' }, { isTTY: false });
    // pino's own writer (sonic-boom), not process.stdout's blocking writes to a file or pipe.
    const stream = (logger as unknown as Record<symbol, EncodedLines>)[pino.symbols.streamSym]!;
    expect(stream).toBeInstanceOf(EncodedLines);
    expect(stream.boom.constructor.name).toBe('SonicBoom');
    expect(stream.boom).toMatchObject({ sync: false, fd: 1 });
  });

  it('writes every line whole, in UTF-8, however the lines fall into its writes', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'khidma-log-'));
    const file = path.join(folder, 'out.log');
    const destination = new EncodedLines(openSync(file, 'w'));
    try {
      const logger = pino({ level: 'info' }, destination);
      // About 1 MB in all, so lines span several writes; Arabic text takes two bytes a letter.
      for (let index = 0; index < 10_000; index += 1) logger.info({ index, url: `/services/مكيف-${index}` }, 'مرحبا');
      await new Promise<void>((resolve, reject) => destination.flush((error) => (error ? reject(error) : resolve())));
      const lines = (await readFile(file, 'utf8'))
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines).toHaveLength(10_000);
      expect(lines.map((line) => line.index)).toEqual(Array.from({ length: 10_000 }, (_, index) => index));
      expect(lines[9999]).toMatchObject({ url: '/services/مكيف-9999', msg: 'مرحبا' });
    } finally {
      // Ends its writes and closes the file (its periodic flush would write to a closed one).
      await new Promise((resolve) => destination.boom.once('close', resolve).end());
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('builds the request line pino would write for its fields, byte for byte', () => {
    const written: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        written.push(String(chunk));
        done();
      },
    });
    const logger = createLogger({ ...testConfig(PRODUCTION_ENV), LOG_LEVEL: 'info' }, { isTTY: false, destination });
    // pino itself, writing the same fields: no redaction or serializers, as the request line's fields are made whole.
    const throughPino = (logger as pino.Logger).child(
      {},
      { redact: [], serializers: { req: (v) => v, res: (v) => v } },
    );
    const requestLog = new OneLineRequestLog(logger);
    const requests: Array<[string, string, string, string | undefined, number, number]> = [
      ['4f1c…-id', 'GET', '/api/khidma/srv_category_list', '127.0.0.1', 200, 0.4],
      ['id-2', 'GET', '/api/khidma/service_search?searchTerm=%22quoted%22\\&x="raw"', '::1', 304, 12.6],
      ['id-3', 'POST', '/api/khidma/reset?token=secret&next=/مكيف', undefined, 401, 3],
      ['id-4', 'GET', '/api/khidma/x?q=\u0001\u2028', '10.0.0.1', 400, 1],
    ];
    vi.useFakeTimers({ now: new Date('2026-11-27T08:00:00Z'), toFake: ['Date'] });
    try {
      for (const [reqId, method, url, remoteAddress, statusCode, elapsed] of requests) {
        requestLog.answered(reqId, method, url, remoteAddress, statusCode, elapsed);
        const masked = url.replace('token=secret', 'token=[redacted]');
        const responseTime = Math.round(elapsed);
        throughPino.info(
          { reqId, req: { method, url: masked, remoteAddress }, res: { statusCode }, responseTime },
          `${method} ${masked} ${statusCode} ${responseTime}ms`,
        );
        const [ours, pinos] = written.splice(0);
        expect(ours).toBe(pinos);
        expect(JSON.parse(ours!)).toMatchObject({ level: 30, reqId, req: { method, url: masked } });
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it("makes no logger of a request's own unless the request writes with it", async () => {
    const { lines, logger } = capturedLogger();
    const app = Fastify({
      loggerInstance: logger,
      logController: new OneLineRequestLog(logger),
      childLoggerFactory: requestLogger,
    });
    app.get('/quiet', async () => 'ok');
    app.get('/noisy', async (request) => {
      request.log.warn({ why: 'a test' }, 'a warning of its own');
      return 'ok';
    });
    await app.ready();
    const child = vi.spyOn(app.log, 'child');
    try {
      for (let request = 0; request < 5; request += 1) await app.inject({ method: 'GET', url: '/quiet' });
      expect(child).not.toHaveBeenCalled();
      expect(lines.filter((line) => line.includes('GET /quiet 200'))).toHaveLength(5);
      await app.inject({ method: 'GET', url: '/noisy' });
      expect(child).toHaveBeenCalledTimes(1);
      const [warning, requestLine] = lines.slice(-2).map((line) => JSON.parse(line));
      expect(warning).toMatchObject({ level: 40, msg: 'a warning of its own', why: 'a test' });
      // The warning and the request line name the same request.
      expect(warning.reqId).toBe(requestLine.reqId);
    } finally {
      await app.close();
    }
  });
});

describe('log format', () => {
  /** A destination that keeps what is written, colour codes removed. */
  function sink() {
    const written: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        written.push(stripVTControlCharacters(String(chunk)));
        done();
      },
    });
    return { written, stream };
  }

  /**
   * One request through a bare Fastify with the server's logger and log controller, writing into a sink (no
   * database: buildApp's use of both is tested above); what it wrote.
   */
  async function logOfOneRequest(env: Record<string, string>, isTTY: boolean) {
    const { written, stream } = sink();
    const config = { ...testConfig(env), LOG_LEVEL: 'info' as const };
    const logger = createLogger(config, { isTTY, destination: stream });
    const app = Fastify({
      loggerInstance: logger,
      logController: new OneLineRequestLog(logger),
      childLoggerFactory: requestLogger,
    });
    app.get('/api/khidma/csrf', async () => ok({ token: 'a-token' }));
    try {
      await app.inject({ method: 'GET', url: '/api/khidma/csrf?token=query-secret' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await app.close();
    }
    return written.join('').split('\n').filter(Boolean);
  }

  it('is readable only for a person at a terminal in development', () => {
    expect(readableLogs(testConfig({ NODE_ENV: 'development' }), true)).toBe(true);
    expect(readableLogs(testConfig({ NODE_ENV: 'development' }), false)).toBe(false);
    expect(readableLogs(testConfig({ NODE_ENV: 'test' }), true)).toBe(false);
    expect(readableLogs(testConfig(PRODUCTION_ENV), true)).toBe(false);
  });

  it('writes one readable line a request at a development terminal', async () => {
    const lines = await logOfOneRequest({ NODE_ENV: 'development' }, true);
    const requestLines = lines.filter((line) => line.includes('/api/khidma/csrf'));
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/khidma\/csrf\?token=\[redacted\] 200 \d+ms$/);
    expect(lines.join('\n')).not.toContain('{');
  });

  it('writes one JSON line a request in production, with the facts as fields', async () => {
    const lines = await logOfOneRequest(PRODUCTION_ENV, true);
    const requestLines = lines.map((line) => JSON.parse(line)).filter((line) => line.req);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      level: 30,
      msg: expect.stringMatching(/^GET \/api\/khidma\/csrf\?token=\[redacted\] 200 \d+ms$/),
      req: { method: 'GET', url: '/api/khidma/csrf?token=[redacted]', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });
});

describe('error logs', () => {
  const { lines, logger } = capturedLogger();
  let app: App;
  let account: { name: string; email: string; phone: string; passwordHash: string };

  beforeAll(async () => {
    const unique = randomBytes(4).toString('hex');
    account = {
      name: `Logged ${unique}`,
      email: `logged-${unique}@example.com`,
      phone: `8${String(Number.parseInt(unique, 16) % 1_000_000_000).padStart(9, '0')}`,
      passwordHash: await hashPassword('never-logged-password'),
    };
    const insertUser = (instance: App, values: typeof account) =>
      instance.db.insert(users).values({ ...values, countryCode: '+91' });
    app = await createTestApp({
      logger,
      extend: (instance) => {
        // Writes the database refuses, as a service would send them, with nothing catching the error.
        instance.post('/api/khidma/test/nul-write', async () => {
          await insertUser(instance, { ...account, name: 'Nul\u0000Name' });
          return ok(true);
        });
        instance.post('/api/khidma/test/duplicate-write', async () => {
          await insertUser(instance, account);
          await insertUser(instance, account);
          return ok(true);
        });
      },
    });
  });
  afterAll(() => app.close());

  it('never carry query parameters or the row of a failed database write', async () => {
    const agent = new Agent(app);
    for (const path of ['nul-write', 'duplicate-write']) {
      const response = await agent.post(`/api/khidma/test/${path}`, {});
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        code: 500,
        reason: 'errors.internal',
        message: 'Something went wrong. Please try again.',
      });
    }
    const log = lines.join('');
    const hashBody = account.passwordHash.split('$').at(-1)!;
    for (const secret of [account.passwordHash, hashBody, account.email, account.phone, account.name]) {
      expect(log).not.toContain(secret);
    }
    const failures = lines.filter((line) => line.includes('request failed'));
    expect(failures).toHaveLength(2);
    // What went wrong is still there: the query with its placeholders, the SQLSTATE and the constraint.
    expect(failures[0]).toContain('Failed query: insert into');
    expect(failures[0]).toContain('22021');
    expect(failures[1]).toContain('users_email_key');
  });
});
