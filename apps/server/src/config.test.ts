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
});
