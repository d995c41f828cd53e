import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';

type Entry = { body: string; etag: string };

/**
 * Catalogue reads are served from memory: each response is serialized once, with a strong ETag, until the
 * catalogue changes and `invalidate()` drops them all. The database stays the source of truth.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Promise<Entry>>();

  async send(request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>) {
    const entry = await this.entry(key, load);
    reply.header('etag', entry.etag).header('cache-control', 'public, no-cache');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  }

  invalidate(): void {
    this.entries.clear();
  }

  private entry(key: string, load: () => Promise<unknown>): Promise<Entry> {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = load().then((value) => {
        const body = JSON.stringify(value);
        return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      });
      // A failed load is not cached: the next request tries again.
      entry.catch(() => this.entries.delete(key));
      this.entries.set(key, entry);
    }
    return entry;
  }
}
