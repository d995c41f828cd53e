import type { FastifyBaseLogger } from 'fastify';
import { buildApp, type App } from '../app';
import { testConfig } from '../config';
import type { Database } from '../db/client';
import { seedDemoData } from '../db/seed/seed';
import { openTestDatabase } from './test-env';

export type TestAppOptions = {
  /** Config overrides (environment variable names). */
  env?: Record<string, string>;
  seed?: boolean;
  logger?: FastifyBaseLogger;
  /** Routes a test adds before the app is ready (e.g. one that throws). */
  extend?: (app: App) => void | Promise<void>;
};

/** buildApp on its own fresh database; closing the app closes (and on PostgreSQL drops) the database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<App & { database: Database }> {
  const database = await openTestDatabase();
  if (options.seed) await seedDemoData(database.db);
  const app = await buildApp(testConfig(options.env), database, { logger: options.logger });
  app.addHook('onClose', () => database.close());
  await options.extend?.(app);
  await app.ready();
  return app;
}
