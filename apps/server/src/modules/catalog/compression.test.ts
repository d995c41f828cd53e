import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { compressors, negotiateEncoding } from '../../lib/content-encoding';
import { ok } from '../../plugins/envelope';
import { createTestApp } from '../../test/test-app';

describe('compressed answers', () => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp({
      seed: true,
      extend: (instance) => {
        instance.get('/api/khidma/test/big', async () =>
          ok(Array.from({ length: 300 }, (_, index) => ({ index, name: `Service number ${index}` }))),
        );
      },
    });
  });
  afterAll(() => app.close());
  afterEach(() => vi.restoreAllMocks());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/khidma/${url}`, headers });

  it('sends services_list plain to a client that asks for no encoding', async () => {
    const response = await get('services_list');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.json().results.length).toBeGreaterThan(0);
  });

  it('sends services_list in gzip or br to a client that accepts them, decoding to the same JSON', async () => {
    const plain = (await get('services_list')).body;
    const gzipped = await get('services_list', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.length / 4);

    const brotli = await get('services_list', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);

    // Each variant has its own ETag, and revalidates to 304.
    expect(new Set([brotli.headers.etag, gzipped.headers.etag]).size).toBe(2);
    const again = await get('services_list', {
      'accept-encoding': 'gzip',
      'if-none-match': gzipped.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });

  it('compresses a cached answer once, not on every request', async () => {
    app.catalogCache.invalidate();
    const gzip = vi.spyOn(compressors, 'gzip');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => get('services_list', { 'accept-encoding': 'gzip' })),
    );
    for (const answer of answers) expect(answer.headers['content-encoding']).toBe('gzip');
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(gzip).toHaveBeenCalledTimes(1);
  });

  it('compresses other API answers too, and leaves small ones plain', async () => {
    const big = await get('test/big', { 'accept-encoding': 'gzip' });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(big.rawPayload).toString()).results).toHaveLength(300);
    const small = await get('csrf', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('negotiateEncoding', () => {
  it('picks br, then gzip, as the client allows', () => {
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding('deflate')).toBeUndefined();
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0')).toBeUndefined();
  });
});
