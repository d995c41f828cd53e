import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../db/client';

/** The channel every server process on the database LISTENs on for catalogue changes. */
export const CATALOG_CHANNEL = 'khidma_catalog';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a catalogue write in a transaction that also NOTIFYs every other server process (delivered when it
     * commits); then drops this process's cached catalogue at once. Answers what the write answers. `changed`
     * tells from that answer whether anything changed (default: always), for a write that may find nothing to do.
     */
    changeCatalog<T>(write: (tx: Tx) => Promise<T>, options?: { changed?: (written: T) => boolean }): Promise<T>;
  }
}

/**
 * A catalogue change shows at once on every server process (issue 13): the writer NOTIFYs CATALOG_CHANNEL in the
 * write's own transaction, and each process LISTENs (a dedicated connection on PostgreSQL, PGlite's own listener)
 * and invalidates its response cache and search index. A process that lost its LISTEN connection invalidates when
 * it is back, as it may have missed a change. See docs/decisions/2026-11-25-catalogue-invalidation.md.
 */
export const catalogChangesPlugin = fp(async (app: FastifyInstance) => {
  // This process's own NOTIFYs come back to it too: it has invalidated already.
  const origin = randomUUID();
  let stop: (() => Promise<void>) | undefined;

  app.decorate(
    'changeCatalog',
    async <T>(write: (tx: Tx) => Promise<T>, { changed = () => true }: { changed?: (written: T) => boolean } = {}) => {
      const result = await (app.db as Db).transaction(async (tx) => {
        const written = await write(tx);
        if (changed(written)) await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${origin})`);
        return written;
      });
      if (changed(result)) app.catalogCache.invalidate();
      return result;
    },
  );

  app.addHook('onReady', async () => {
    stop = await app.database.listen(CATALOG_CHANNEL, {
      onNotify: (payload) => {
        if (payload !== origin) app.catalogCache.invalidate();
      },
      onGap: () => app.catalogCache.invalidate(),
    });
  });
  app.addHook('onClose', async () => {
    await stop?.().catch(() => {});
  });
});
