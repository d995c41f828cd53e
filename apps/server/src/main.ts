import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { flushLogs } from './logger';
import { openDatabase } from './db/client';
import { seedDemoData, seedGeneratedServices } from './db/seed/seed';
import { seedSlotLoad } from './db/seed/slot-load';
import { ensureAdmin } from './modules/auth/service';
import { describeStartFailure, refuseSchemaBehind } from './start-failure';

/** Start: read config, open the database and migrate it (or check it is migrated), seed the demo catalogue, listen; on SIGTERM finish and close. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.DATABASE_URL);
  if (config.MIGRATE_ON_START) await database.migrate();
  else await refuseSchemaBehind(database);
  const app = await buildApp(config, database, { closeDatabase: true });

  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await ensureAdmin(database.db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
    app.log.info({ email: config.ADMIN_EMAIL }, 'admin account ready');
  }
  if (config.SEED_DEMO) {
    const { seeded } = await seedDemoData(database.db);
    if (seeded) app.log.info('demo catalogue loaded');
  }
  if (config.SEED_SERVICE_COUNT > 0) {
    const { added } = await seedGeneratedServices(database.db, config.SEED_SERVICE_COUNT);
    if (added > 0) app.log.info({ added }, 'generated services added');
  }
  if (config.SEED_PARTNER_COUNT > 0 || config.SEED_BOOKING_COUNT > 0) {
    const { added } = await seedSlotLoad(database.db, config.SEED_PARTNER_COUNT, config.SEED_BOOKING_COUNT);
    if (added) app.log.info('slots benchmark load added');
  }

  // In-flight requests finish (fastify.close waits for them); then the database closes, and the log lines still
  // buffered by the asynchronous writer go out.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await flushLogs(app.log);
  });

  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  console.error(`Could not start: ${describeStartFailure(error)}`);
  process.exit(1);
});
