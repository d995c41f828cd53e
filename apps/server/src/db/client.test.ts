import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
});
