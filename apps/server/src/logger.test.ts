import pino from 'pino';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from './app';
import { testConfig } from './config';
import { loggerOptions } from './logger';
import { ok } from './plugins/envelope';
import { Agent } from './test/agent';
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
    const options = loggerOptions({ ...testConfig(), LOG_LEVEL: 'info' }) as pino.LoggerOptions;
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
});
