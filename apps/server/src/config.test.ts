import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { PRODUCTION_ENV } from './test/production-env';

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

  it("holds ADMIN_PASSWORD to the console's rule for admin passwords: 8 characters or more", () => {
    const admin = { ADMIN_EMAIL: 'admin@example.com' };
    expect(() => loadConfig({ ...admin, ADMIN_PASSWORD: '1234567' })).toThrowError(
      /- ADMIN_PASSWORD: Password must be at least 8 characters/,
    );
    expect(loadConfig({ ...admin, ADMIN_PASSWORD: '12345678' }).ADMIN_PASSWORD).toBe('12345678');
  });

  it('adds the map tile host to the image origins, subdomain placeholder as a wildcard', () => {
    const config = loadConfig({ MAP_TILE_URL: 'https://{s}.tiles.example.org/v1/{z}/{x}/{y}.png' });
    expect(config.imageOrigins).toEqual(['https://*.tiles.example.org']);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.org/tile.png' })).toThrowError(/MAP_TILE_URL/);
  });
});

describe('DATA_ENCRYPTION_KEY', () => {
  it('is required in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(/DATA_ENCRYPTION_KEY: required in production/);
  });

  it('must be 32 bytes of hex, and becomes the key', () => {
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: 'abc' })).toThrowError(/DATA_ENCRYPTION_KEY: must be 64 hex/);
    const key = 'ab'.repeat(32);
    expect(loadConfig({ ...PRODUCTION_ENV, DATA_ENCRYPTION_KEY: key }).dataEncryptionKey).toEqual(
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
    const { UPAYMENTS_API_KEY: _key, ...withoutKey } = PRODUCTION_ENV;
    expect(() => loadConfig(withoutKey)).toThrowError(/UPAYMENTS_API_KEY: required in production/);
    expect(() =>
      loadConfig({ ...PRODUCTION_ENV, UPAYMENTS_BASE_URL: 'https://sandboxapi.upayments.com' }),
    ).toThrowError(/UPAYMENTS_BASE_URL: must be the live UPayments API in production/);
    expect(() =>
      loadConfig({ ...PRODUCTION_ENV, UPAYMENTS_BASE_URL: 'https://khidma.example/sandbox-gateway' }),
    ).toThrowError(/UPAYMENTS_BASE_URL: must be the live UPayments API/);
    expect(() => loadConfig({ ...PRODUCTION_ENV, UPAYMENTS_BASE_URL: 'http://uapi.upayments.com' })).toThrowError(
      /UPAYMENTS_BASE_URL: must be https in production/,
    );
    expect(loadConfig(PRODUCTION_ENV).paymentGateway.kind).toBe('upayments');
  });
});

describe('where the server listens', () => {
  it('listens on this machine only outside production, unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig(PRODUCTION_ENV).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...PRODUCTION_ENV, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('migrates at start outside production only, unless MIGRATE_ON_START says otherwise', () => {
    expect(loadConfig({}).MIGRATE_ON_START).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: 'false' }).MIGRATE_ON_START).toBe(false);
    expect(loadConfig(PRODUCTION_ENV).MIGRATE_ON_START).toBe(false);
    expect(loadConfig({ ...PRODUCTION_ENV, MIGRATE_ON_START: 'true' }).MIGRATE_ON_START).toBe(true);
    expect(() => loadConfig({ MIGRATE_ON_START: 'yes' })).toThrow('MIGRATE_ON_START');
  });
});

describe('production', () => {
  it('refuses every local stand-in, all listed at once', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', UPAYMENTS_BASE_URL: 'http://pay.example.com' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      '  - DATA_ENCRYPTION_KEY: required in production',
      '  - DATABASE_URL: must be a PostgreSQL server in production, not the embedded PGlite',
      '  - STORAGE_DRIVER: disk keeps uploads on this machine only: use s3 in production, or set ALLOW_DISK_STORAGE=true',
      '  - SMS_DRIVER: must be twilio in production (the outbox sends no login code)',
      '  - WHATSAPP_DRIVER: must be twilio in production (the outbox sends nothing)',
      '  - EMAIL_DRIVER: must be smtp in production (the outbox sends nothing)',
      '  - UPAYMENTS_API_KEY: required in production (without it the built-in sandbox gateway would take the payments)',
      '  - UPAYMENTS_BASE_URL: must be https in production',
    ]);
  });

  it('refuses visit timing switched off (end-to-end runs only)', () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, VISIT_TIMING: 'off' })).toThrow(
      'VISIT_TIMING: must be enforced in production (off lets a partner move a visit days early)',
    );
    expect(loadConfig({ VISIT_TIMING: 'off' }).VISIT_TIMING).toBe('off');
  });

  it('starts with PostgreSQL, S3 or disk by choice, Twilio and the live gateway', () => {
    expect(loadConfig(PRODUCTION_ENV).isProduction).toBe(true);
    const { ALLOW_DISK_STORAGE: _disk, ...onS3 } = PRODUCTION_ENV;
    expect(loadConfig({ ...onS3, STORAGE_DRIVER: 's3', S3_BUCKET: 'khidma' }).STORAGE_DRIVER).toBe('s3');
    expect(() => loadConfig(onS3)).toThrowError(/STORAGE_DRIVER: disk keeps uploads on this machine only/);
  });
});
