import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { Agent } from '../test/agent';
import { createTestApp } from '../test/test-app';
import { isLoopback } from './loopback';

describe('isLoopback', () => {
  it('knows this machine in IPv4, IPv6 and IPv4-mapped IPv6', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(address)).toBe(true);
    for (const address of ['192.168.1.20', '10.0.0.1', '::ffff:192.168.1.20', 'fe80::1', '128.0.0.1', '::2']) {
      expect(isLoopback(address)).toBe(false);
    }
  });
});

describe('development stand-ins answer this machine only', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("refuses the SMS outbox's codes to another machine", async () => {
    const url = Agent.api('dev/outbox?phone=9876543210');
    const remote = await app.inject({ method: 'GET', url, remoteAddress: '192.168.1.20' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toEqual({ code: 403, message: 'Only available from this machine.' });
    expect((await app.inject({ method: 'GET', url, remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it("refuses the sandbox gateway's pay page to another machine", async () => {
    const url = '/sandbox-gateway/pay/some-session';
    for (const method of ['GET', 'POST'] as const) {
      const remote = await app.inject({
        method,
        url,
        remoteAddress: '10.0.0.7',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: method === 'POST' ? 'action=pay' : undefined,
      });
      expect(remote.statusCode, method).toBe(403);
    }
    // From this machine the page answers (here: no such session).
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
