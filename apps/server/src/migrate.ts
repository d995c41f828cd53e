import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { describeStartFailure } from './start-failure';

/**
 * `npm run db:migrate`: applies pending migrations and exits. Run once per deploy before the servers (the container
 * runs it before each server; the advisory lock makes every run after the first find nothing to do).
 */
async function migrate() {
  const config = loadConfig();
  const database = await openDatabase(config.DATABASE_URL);
  try {
    const pending = await database.pendingMigrations();
    await database.migrate();
    console.log(pending ? `Applied ${pending} migration${pending === 1 ? '' : 's'}.` : 'The schema is current.');
  } finally {
    await database.close();
  }
}

migrate().catch((error: unknown) => {
  console.error(`Could not migrate: ${describeStartFailure(error)}`);
  process.exit(1);
});
