import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';

/**
 * GET slots from memory (docs/decisions/2026-11-25-slots-cache.md). What a sub-category's answers depend on in
 * the database carries a version (table slot_versions, bumped by triggers in the writing transaction: bookings,
 * partners, time off, suspended logins, the sub-category's and its category's visibility). Each request reads the
 * version after it arrives and uses what was computed for that version, else computes it once. So an answer is as
 * fresh as a database read, in every process: a booking committed before the request is in it.
 */

/** A version as the database has it (text: bigint), '0' for a sub-category never changed since the migration. */
type Version = string;
type Entry = { version: Version; value: unknown };

/** Sub-category versions, read in rounds: one query for every request that arrived while the previous one ran. */
class VersionReads {
  private waiting = new Map<string, Array<{ resolve(version: Version): void; reject(error: unknown): void }>>();
  private running = false;

  constructor(private readonly db: Db) {}

  /**
   * Waits for a read that starts after this call (never one already under way, which may predate a commit the
   * caller has seen), so 50 concurrent requests cost one or two queries, not 50.
   */
  read(subCategoryId: string): Promise<Version> {
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(subCategoryId);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(subCategoryId, [{ resolve, reject }]);
      if (!this.running) this.schedule();
    });
  }

  /**
   * A round starts after the I/O callbacks of this turn of the event loop, so every request read in it joins (on
   * PGlite a query runs on this thread, and requests arriving meanwhile are read only after it).
   */
  private schedule(): void {
    this.running = true;
    setImmediate(() => void this.run());
  }

  private async run(): Promise<void> {
    const round = this.waiting;
    this.waiting = new Map();
    try {
      const ids = [...round.keys()];
      const result = await this.db.execute(
        sql`select sub_category_id, version::text as version from slot_versions where sub_category_id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
      // Both drivers (PGlite, node-postgres) answer { rows }.
      const { rows } = result as { rows: Array<{ sub_category_id: string; version: string }> };
      const versions = new Map(rows.map((row) => [row.sub_category_id, row.version]));
      for (const [id, waiters] of round) for (const waiter of waiters) waiter.resolve(versions.get(id) ?? '0');
    } catch (error) {
      for (const waiters of round.values()) for (const waiter of waiters) waiter.reject(error);
    }
    if (this.waiting.size) this.schedule();
    else this.running = false;
  }
}

export type SlotCacheOptions = {
  /** The most answers kept (a day's slots of one sub-category and duration is one), least recently used first out. */
  max?: number;
};

/** Computed values per sub-category, valid while its version stands. */
export class SlotCache {
  private readonly versions: VersionReads;
  private readonly entries: LRUCache<string, Entry>;
  /** Computations under way, by key and version: concurrent misses share one. */
  private readonly loading = new Map<string, Promise<unknown>>();

  constructor(db: Db, options: SlotCacheOptions = {}) {
    this.versions = new VersionReads(db);
    // About 7 KB a day of 30-minute slots: 2,000 answers stay under 15 MB.
    this.entries = new LRUCache({ max: options.max ?? 2_000 });
  }

  /** The sub-category's current version, read from the database after this call. */
  version(subCategoryId: string): Promise<Version> {
    return this.versions.read(subCategoryId);
  }

  /**
   * The value under `key` computed at `version` or later (`load` runs after the version was read, so it sees at
   * least that version's data); computes it when missing or older.
   */
  async get<T>(key: string, version: Version, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry?.version === version) return entry.value as T;
    const loadKey = `${key}#${version}`;
    let loading = this.loading.get(loadKey) as Promise<T> | undefined;
    if (!loading) {
      loading = load().finally(() => this.loading.delete(loadKey));
      this.loading.set(loadKey, loading);
      void loading.then(
        (value) => {
          // Versions only grow: an answer computed for an older one never replaces a newer.
          const current = this.entries.get(key);
          if (!current || BigInt(current.version) < BigInt(version)) this.entries.set(key, { version, value });
        },
        () => {},
      );
    }
    return loading;
  }

  /** How many answers are kept (tests of the bound). */
  get size(): number {
    return this.entries.size;
  }
}
