import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { Agent } from '../test/agent';
import { createTestApp } from '../test/test-app';

const api = Agent.api;

/** Fastify's router refuses these before any route or hook runs. */
const BAD_URL = api('cart/%ff');
const LONG_ID = api(`services/${'a'.repeat(101)}`);

describe("the router's own refusals", () => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('a malformed escape is a 400 envelope that says so, without the URL or a Fastify code', async () => {
    const response = await get(BAD_URL);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: 'This link is not valid.', reason: 'errors.badUrl' });
    expect(response.body).not.toMatch(/FST_|%ff|cart/i);
  });

  it('a path part over 100 characters is a 400 envelope, not a 414 with Fastify code', async () => {
    const response = await get(LONG_ID);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      message: 'A part of this link is too long.',
      reason: 'errors.urlPartTooLong',
    });
    expect(response.body).not.toMatch(/FST_|aaaa/);
  });

  it("answers in the reader's language, from the locale cookie or Accept-Language", async () => {
    const byCookie = await get(BAD_URL, { cookie: 'locale=ar' });
    expect(byCookie.json()).toEqual({ code: 400, message: 'هذا الرابط غير صالح.', reason: 'errors.badUrl' });
    const byHeader = await get(LONG_ID, { 'accept-language': 'ar-KW,ar;q=0.9' });
    expect(byHeader.json()).toMatchObject({ message: 'جزء من هذا الرابط طويل جدًا.' });
  });

  it("carries the API's headers: JSON, no caching, no sniffing", async () => {
    const response = await get(BAD_URL);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("any other Fastify client error speaks the reader's language, not Fastify's English", async () => {
    // A declared length the body does not have: FST_ERR_CTP_INVALID_CONTENT_LENGTH.
    const response = await new Agent(app).request({
      method: 'POST',
      url: api('login'),
      headers: { 'content-type': 'application/json', 'content-length': '3', 'accept-language': 'ar' },
      payload: '{"email":"a@example.com"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: 'الطلب غير صالح.', reason: 'errors.invalidRequest' });
  });
});
