import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../test/test-env';
import { openDatabase } from './client';

describe('openDatabase', () => {
  it('creates a PGlite data directory whose parents do not exist yet, and reopens it', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'khidma-'));
    const dataDir = path.join(root, 'data', 'khidma');
    try {
      const first = await openDatabase(`pglite://${dataDir}`);
      await first.migrate();
      await first.db.execute("insert into logos (logo) values ('/images/logo.svg')");
      await first.close();
      expect((await stat(dataDir)).isDirectory()).toBe(true);

      const second = await openDatabase(`pglite://${dataDir}`);
      await second.migrate();
      const result = (await second.db.execute('select count(*)::int as n from logos')) as { rows: unknown[] };
      expect(result.rows[0]).toEqual({ n: 1 });
      await second.close();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('outlives a PostgreSQL connection killed while idle: a warning, and the next query reconnects', async (context) => {
    const database = await openTestDatabase();
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
    try {
      if (database.kind !== 'postgres')
        context.skip('PostgreSQL only: PGlite runs in this process, no connection to kill');
      // Two queries at once leave two idle connections; one kills the other.
      await Promise.all([database.ping(), database.ping()]);
      await database.db.execute(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/idle connection lost/)));
      await Promise.all([database.ping(), database.ping()]);
    } finally {
      warn.mockRestore();
      await database.close();
    }
  });
});

describe('migrations', () => {
  it('leave no trigram extension or index behind: search runs in memory', async () => {
    const database = await openTestDatabase();
    try {
      const rows = async (query: string) => ((await database.db.execute(query)) as { rows: unknown[] }).rows;
      expect(await rows("select extname from pg_extension where extname = 'pg_trgm'")).toEqual([]);
      expect(await rows("select indexname from pg_indexes where indexdef like '%trgm%'")).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
