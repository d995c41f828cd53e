import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The only reader of process.env. Everything the server can be told lives here, validated at start;
 * a bad value stops the process with a readable list (design §4.6). `.env.example` documents each variable.
 */

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverRoot, '../..');

const booleanString = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** `pglite://DIR` (embedded, on disk), `pglite://memory` (embedded, in memory) or `postgres://...`. */
  DATABASE_URL: z
    .string()
    .regex(/^(pglite|postgres|postgresql):\/\//, 'must start with pglite://, postgres:// or postgresql://')
    .default(`pglite://${path.join(repoRoot, 'data', 'khidma')}`),
  /** The address users reach us at; payment return URLs and the gateway's notification are built from it. */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Load the demo catalogue into an empty database at start. */
  SEED_DEMO: booleanString.default(true),
  /** The built SPA; served with history fallback when the folder exists. */
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps', 'web', 'dist')),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Shared rate-limit counters for several API processes; in-process counters when unset. */
  REDIS_URL: z.url().optional(),
  /** Comma-separated client addresses exempt from rate limits (a test runner, a health checker). */
  RATE_LIMIT_ALLOW_LIST: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  /** Trust X-Forwarded-For from this many proxies in front of us (a load balancer: 1). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
});

export type Config = z.infer<typeof configSchema> & {
  publicUrl: string;
  isProduction: boolean;
  serverRoot: string;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    isProduction: config.NODE_ENV === 'production',
    serverRoot,
  };
}

/** A configuration for tests and scripts: defaults, then the given overrides; no process.env. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...overrides });
}
