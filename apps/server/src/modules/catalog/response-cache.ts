import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';

type Entry = { body: string; etag: string };

export type ResponseCacheOptions = {
  /** The most responses kept; the least recently used goes first (search terms are unbounded). */
  max?: number;
};

/**
 * Catalogue reads are served from memory: each response is serialized once, with a strong ETag, until the
 * catalogue changes and `invalidate()` drops them all (and tells its listeners, e.g. the search index). The
 * database stays the source of truth.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, Promise<Entry>>;
  private readonly listeners: Array<() => void> = [];

  constructor(options: ResponseCacheOptions = {}) {
    this.entries = new LRUCache({ max: options.max ?? 50_000 });
  }

  async send(request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>) {
    const entry = await this.entry(key, load);
    reply.header('etag', entry.etag).header('cache-control', 'public, no-cache');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  }

  /** Runs after every invalidation: derived in-memory state (the search index) rebuilds from the database. */
  onInvalidate(listener: () => void): void {
    this.listeners.push(listener);
  }

  invalidate(): void {
    this.entries.clear();
    for (const listener of this.listeners) listener();
  }

  private entry(key: string, load: () => Promise<unknown>): Promise<Entry> {
    let entry = this.entries.get(key);
    if (!entry) {
      const loading = load().then((value) => {
        const body = JSON.stringify(value);
        return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      });
      entry = loading;
      // A failed load is not cached: the next request tries again.
      loading.catch(() => {
        if (this.entries.get(key) === loading) this.entries.delete(key);
      });
      this.entries.set(key, loading);
    }
    return entry;
  }
}
