import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** The gateway settings production needs (issue 6), for tests about other production settings. */
const LIVE_GATEWAY = { UPAYMENTS_API_KEY: 'live-merchant-key-0123456789' };

describe('config', () => {
  it('has working defaults: port 3000 and the embedded database under data/', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toMatch(/^pglite:\/\/.+\/data\/khidma$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.isProduction).toBe(false);
  });

  it('reads PORT and DATABASE_URL', () => {
    const config = loadConfig({ PORT: '4100', DATABASE_URL: 'pglite:///tmp/k' });
    expect(config.PORT).toBe(4100);
    expect(config.DATABASE_URL).toBe('pglite:///tmp/k');
  });

  it('fails fast with a readable list of every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' })).toThrowError(
      /Invalid configuration:\n {2}- NODE_ENV: .+\n {2}- PORT: .+\n {2}- DATABASE_URL: must start with pglite:\/\/, postgres:\/\/ or postgresql:\/\//,
    );
  });

  it('adds the map tile host to the image origins, subdomain placeholder as a wildcard', () => {
    const config = loadConfig({ MAP_TILE_URL: 'https://{s}.tiles.example.org/v1/{z}/{x}/{y}.png' });
    expect(config.imageOrigins).toEqual(['https://*.tiles.example.org']);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.org/tile.png' })).toThrowError(/MAP_TILE_URL/);
    expect(() => loadConfig({ OPS_TOKEN: 'short' })).toThrowError(/OPS_TOKEN: must be at least 32 characters/);
  });
});

describe('DATA_ENCRYPTION_KEY', () => {
  it('is required in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(/DATA_ENCRYPTION_KEY: required in production/);
  });

  it('must be 32 bytes of hex, and becomes the key', () => {
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: 'abc' })).toThrowError(/DATA_ENCRYPTION_KEY: must be 64 hex/);
    const key = 'ab'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', DATA_ENCRYPTION_KEY: key, ...LIVE_GATEWAY }).dataEncryptionKey).toEqual(
      Buffer.from(key, 'hex'),
    );
  });

  it('has a 32-byte development default outside production', () => {
    expect(loadConfig({}).dataEncryptionKey).toHaveLength(32);
  });
});

describe('payment gateway', () => {
  it('uses the built-in sandbox on our own origin when no UPayments key is set', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://khidma.example/' }).paymentGateway).toEqual({
      kind: 'sandbox',
      baseUrl: 'https://khidma.example/sandbox-gateway',
    });
  });

  it('uses UPayments with the key and base URL given', () => {
    const config = loadConfig({
      UPAYMENTS_API_KEY: 'merchant-key-0123456789',
      UPAYMENTS_BASE_URL: 'https://sandboxapi.upayments.com/',
    });
    expect(config.paymentGateway).toEqual({
      kind: 'upayments',
      baseUrl: 'https://sandboxapi.upayments.com',
      apiKey: 'merchant-key-0123456789',
    });
    expect(loadConfig({ UPAYMENTS_API_KEY: 'merchant-key-0123456789' }).paymentGateway).toMatchObject({
      baseUrl: 'https://uapi.upayments.com',
    });
  });

  it('refuses to start in production on a sandbox', () => {
    const production = { NODE_ENV: 'production', DATA_ENCRYPTION_KEY: 'ab'.repeat(32) };
    expect(() => loadConfig(production)).toThrowError(/UPAYMENTS_API_KEY: required in production/);
    expect(() =>
      loadConfig({ ...production, ...LIVE_GATEWAY, UPAYMENTS_BASE_URL: 'https://sandboxapi.upayments.com' }),
    ).toThrowError(/UPAYMENTS_BASE_URL: must be the live UPayments API in production/);
    expect(() =>
      loadConfig({ ...production, ...LIVE_GATEWAY, UPAYMENTS_BASE_URL: 'https://khidma.example/sandbox-gateway' }),
    ).toThrowError(/UPAYMENTS_BASE_URL: must be the live UPayments API/);
    expect(loadConfig({ ...production, ...LIVE_GATEWAY }).paymentGateway.kind).toBe('upayments');
  });
});
