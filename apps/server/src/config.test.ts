import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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
    expect(loadConfig({ NODE_ENV: 'production', DATA_ENCRYPTION_KEY: key }).dataEncryptionKey).toEqual(
      Buffer.from(key, 'hex'),
    );
  });

  it('has a 32-byte development default outside production', () => {
    expect(loadConfig({}).dataEncryptionKey).toHaveLength(32);
  });
});
