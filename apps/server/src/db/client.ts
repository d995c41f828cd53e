import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database: what a service function that may run inside a transaction takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; on PostgreSQL under an advisory lock, so processes starting together apply them once. */
  migrate(): Promise<void>;
  /** How many of this build's migrations the database has not applied (0: the schema is current, or newer). */
  pendingMigrations(): Promise<number>;
  ping(): Promise<void>;
  /**
   * LISTEN on `channel`: `onNotify` gets each payload NOTIFYed there (by `pg_notify` in any process on the same
   * database, once the writing transaction commits). `onGap` runs when notifications may have been missed (the
   * listening connection was lost and is back). Resolves to the function that stops listening.
   */
  listen(channel: string, handlers: { onNotify(payload: string): void; onGap(): void }): Promise<() => Promise<void>>;
  /**
   * Plain SQL for a library that brings its own (the job queue, modules/jobs): `$n` parameters, or several statements
   * without parameters. Outside any transaction of ours.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
  close(): Promise<void>;
};

/** How long a lost LISTEN connection waits before it connects again, doubling up to the maximum. */
const LISTEN_RETRY_MS = { first: 100, max: 5_000 };

/**
 * LISTEN on a dedicated node-postgres client (a pooled one would be handed to other queries): on an error or an
 * end it connects again, with backoff, and reports the gap, as notifications sent meanwhile are lost.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: { onNotify(payload: string): void; onGap(): void },
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryMs = LISTEN_RETRY_MS.first;
  let timer: NodeJS.Timeout | undefined;

  // One pending retry at most: an error and the end that follows it schedule the same one.
  const retry = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void reconnect(), retryMs);
    retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MS.max);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    const lost = () => {
      if (client !== next || stopped) return;
      client = undefined;
      void next.end().catch(() => {});
      retry();
    };
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    await next.connect();
    await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    // Stopped while connecting: this client is nobody's.
    if (stopped) await next.end();
    retryMs = LISTEN_RETRY_MS.first;
  };
  const failed = (error: Error) => {
    process.emitWarning(`PostgreSQL LISTEN ${channel} not connected: ${error.message}`);
    if (client) void client.end().catch(() => {});
    client = undefined;
    retry();
  };
  const reconnect = async () => {
    if (stopped) return;
    await connect().then(handlers.onGap, failed);
  };

  // A database not answering yet must not keep the server from starting (/readyz says so): it keeps trying.
  await connect().catch(failed);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
  };
}

/** Beside this file in the source, copied beside main.js by the build. */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * A checked-out client whose connection dies (pg_terminate_backend, a failover) has no pool listener, so its
 * 'error' would be thrown and end the process. Here every client listens: a checked-out one goes back to the pool
 * at once, which drops it and may open another, and its holder's own release becomes a no-op. Waiting for the
 * holder is not enough: drizzle never releases a client whose BEGIN failed, and ten of those would exhaust the
 * pool. The holder's query rejects, or its next one finds the client not queryable (a 503, see connection-loss.ts).
 */
function releaseLostClients(pool: pg.Pool) {
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      if (!checkedOut.has(client)) return; // idle: the pool's own listener removes it
      const release = client.release;
      client.release = () => {};
      release(error);
    }),
  );
}

/** pg_advisory_lock's key for migrations: "migr" in ASCII. */
const MIGRATION_LOCK = 0x6d696772;

/**
 * This build's migrations that the database lacks. Drizzle's migrator records each applied migration's folderMillis
 * as created_at in drizzle.__drizzle_migrations and applies those newer than the latest; so do we count.
 */
async function countPending(query: (text: string) => Promise<Array<Record<string, unknown>>>): Promise<number> {
  const [table] = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`);
  const [latest] = table?.exists
    ? await query('select max(created_at)::text as "createdAt" from drizzle.__drizzle_migrations')
    : [];
  const applied = Number(latest?.createdAt ?? 0);
  return readMigrationFiles({ migrationsFolder }).filter((migration) => migration.folderMillis > applied).length;
}

/** `pglite://memory`, `pglite://DIR` or a PostgreSQL URL. */
export async function openDatabase(url: string): Promise<Database> {
  if (url.startsWith('pglite://')) {
    const location = url.slice('pglite://'.length);
    const dataDir = location === 'memory' ? undefined : path.resolve(location);
    // PGlite creates its own folder but not the folders above it (data/ on a fresh clone).
    if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });
    // Only migrations 0000 and 0001 need pg_trgm (0002 drops it); a fresh database still replays them.
    const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    const db = drizzlePglite({ client, schema, casing: 'snake_case' });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      pendingMigrations: () => countPending(async (text) => (await client.query<Record<string, unknown>>(text)).rows),
      ping: async () => void (await db.execute(sql`select 1`)),
      // One process holds a PGlite: its own NOTIFYs are all there is to hear, and it never loses the connection.
      listen: async (channel, handlers) => client.listen(channel, handlers.onNotify),
      // PGlite's query() takes one statement; exec() takes several but no parameters.
      executeSql: async (text, values) => {
        if (!values?.length) return (await client.exec(text)).at(-1) ?? { rows: [] };
        return client.query<Record<string, unknown>>(text, values);
      },
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client whose connection dies (a restart, a failover, a dropped database) leaves the pool, and the next
  // query opens a new one; without a listener node-postgres would throw it as an uncaught exception.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL idle connection lost: ${error.message}`));
  releaseLostClients(pool);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: async () => {
      // A session lock on one connection: the second process waits here, then finds nothing left to apply.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        try {
          await migratePg(drizzlePg({ client, casing: 'snake_case' }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        }
      } finally {
        client.release();
      }
    },
    pendingMigrations: () => countPending(async (text) => (await pool.query<Record<string, unknown>>(text)).rows),
    ping: async () => void (await pool.query('select 1')),
    listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
    executeSql: (text, values) => pool.query<Record<string, unknown>>(text, values),
    close: () => pool.end(),
  };
}
