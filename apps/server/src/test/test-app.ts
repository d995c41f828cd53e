import type { FastifyBaseLogger } from 'fastify';
import { buildApp, type App } from '../app';
import { testConfig } from '../config';
import type { Database } from '../db/client';
import { seedDemoData } from '../db/seed/seed';
import type { FetchLike } from '../adapters/payments/upayments-gateway';
import { injectFetch } from './inject-fetch';
import { openTestDatabase } from './test-env';

export type TestAppOptions = {
  /** Config overrides (environment variable names). */
  env?: Record<string, string>;
  seed?: boolean;
  logger?: FastifyBaseLogger;
  /** Routes a test adds before the app is ready (e.g. one that throws). */
  extend?: (app: App) => void | Promise<void>;
  /** Outgoing HTTP of the gateway adapter; default: our own origin through app.inject, nothing else. */
  fetch?: FetchLike;
};

/** buildApp on its own fresh database; closing the app closes (and on PostgreSQL drops) the database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<App & { database: Database }> {
  const database = await openTestDatabase();
  if (options.seed) await seedDemoData(database.db);
  const config = testConfig(options.env);
  const fetch = options.fetch ?? injectFetch(() => app, new URL(config.publicUrl).origin);
  const app: App = await buildApp(config, database, { logger: options.logger, fetch, closeDatabase: true });
  await options.extend?.(app);
  await app.ready();
  return app;
}
