import { readMigrationFiles } from 'drizzle-orm/migrator';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { refuseSchemaBehind } from '../start-failure';
import { createPostgresDatabase, openTestDatabase, testPostgresUrl } from '../test/test-env';
import { openDatabase } from './client';

const migrationCount = readMigrationFiles({
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
}).length;

describe('migrations', () => {
  it('counts what a fresh database lacks, and nothing once migrated; a server refuses to start on it till then', async () => {
    const database = await openTestDatabase({ migrated: false });
    try {
      expect(await database.pendingMigrations()).toBe(migrationCount);
      await expect(refuseSchemaBehind(database)).rejects.toThrow(
        `The database schema is behind this build: ${migrationCount} migrations not applied. Run \`npm run db:migrate\``,
      );
      await database.migrate();
      expect(await database.pendingMigrations()).toBe(0);
      await expect(refuseSchemaBehind(database)).resolves.toBeUndefined();
      // Applying again finds nothing to do.
      await database.migrate();
      expect(await database.pendingMigrations()).toBe(0);
    } finally {
      await database.close();
    }
  });

  const postgresUrl = testPostgresUrl();
  it.skipIf(!postgresUrl)(
    'run once when three processes start together on one PostgreSQL database (PostgreSQL only: PGlite has one process)',
    async () => {
      const created = await createPostgresDatabase(postgresUrl!);
      const replicas = await Promise.all([1, 2, 3].map(() => openDatabase(created.url)));
      try {
        await Promise.all(replicas.map((replica) => replica.migrate()));
        const applied = (await replicas[0]!.db.execute(
          'select count(*)::text as count, count(distinct hash)::text as distinct from drizzle.__drizzle_migrations',
        )) as unknown as { rows: Array<{ count: string; distinct: string }> };
        expect(applied.rows[0]).toEqual({ count: String(migrationCount), distinct: String(migrationCount) });
        for (const replica of replicas) expect(await replica.pendingMigrations()).toBe(0);
      } finally {
        await Promise.all(replicas.map((replica) => replica.close()));
        await created.drop();
      }
    },
  );
});
