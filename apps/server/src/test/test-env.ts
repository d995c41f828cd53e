import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

/** The PostgreSQL server the server:postgres project runs on; undefined in the PGlite project. */
export function testPostgresUrl(): string | undefined {
  return process.env.KHIDMA_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL || undefined : undefined;
}

/** A Redis the tests of the shared rate-limit counters may use (TEST_REDIS_URL); undefined when there is none. */
export function testRedisUrl(): string | undefined {
  return process.env.TEST_REDIS_URL || undefined;
}

/**
 * The database of one server test file: a fresh in-memory PGlite, or (KHIDMA_TEST_DB=postgres) a fresh
 * database created on the TEST_DATABASE_URL server and dropped when closed. Migrated unless `migrated: false`.
 */
export async function openTestDatabase({ migrated = true } = {}): Promise<Database> {
  const adminUrl = testPostgresUrl();
  if (!adminUrl) {
    const database = await openDatabase('pglite://memory');
    if (migrated) await database.migrate();
    return database;
  }
  const created = await createPostgresDatabase(adminUrl);
  const database = await openDatabase(created.url);
  if (migrated) await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/** An empty database of its own on the PostgreSQL server at `adminUrl`: its URL, and how to drop it. */
export async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `khidma_test_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Runs the test process in another time zone until the returned function restores it (Node reads TZ again
 * whenever it is set): for proving that a "day" is Kuwait's whatever the server's zone.
 */
export function useProcessTimeZone(timeZone: string): () => void {
  const previous = process.env.TZ;
  process.env.TZ = timeZone;
  return () => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  };
}
