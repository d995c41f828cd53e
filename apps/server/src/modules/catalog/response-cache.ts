import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import type { Language } from '@khidma/shared/languages';
import { COMPRESS_THRESHOLD, compressors, negotiateEncoding, type Encoding } from '../../lib/content-encoding';

/**
 * A serialized answer: the bytes as they go on the wire, the headers that describe them, and its compressed
 * variants, each made once, when a client first asks for it.
 */
type Entry = {
  plain: Variant;
  headers: Record<string, string>;
  encoded: Map<Encoding, Variant | Promise<Variant>>;
};
type Variant = { body: Buffer; etag: string };

/**
 * What decides request.language (plugins/language.ts): the `locale` cookie, else Accept-Language. A shared cache
 * must key a localized answer by both, or it could hand an Arabic page's bytes to an English reader.
 */
const LANGUAGE_VARY = ['Cookie', 'Accept-Language'];

/** Adds to the Vary another plugin may have set, instead of replacing it. */
function addVary(reply: FastifyReply, fields: string[]): void {
  const current = String(reply.getHeader('vary') ?? '');
  const have = new Set(
    current
      .split(',')
      .map((field) => field.trim().toLowerCase())
      .filter(Boolean),
  );
  const added = fields.filter((field) => !have.has(field.toLowerCase()));
  if (added.length) reply.header('vary', [current, ...added].filter(Boolean).join(', '));
}

export type ResponseCacheOptions = {
  /** The most responses kept; the least recently used goes first (search terms are unbounded). */
  max?: number;
  /** The answers' Cache-Control; default 'public, no-cache' (a client may keep one and revalidate by ETag). */
  cacheControl?: string;
};

/**
 * Catalogue reads are served from memory: each response is serialized once, as bytes with a strong ETag, until
 * the catalogue changes and `invalidate()` drops them all (and tells its listeners, e.g. the search index). The
 * database stays the source of truth.
 *
 * Kept as a Buffer, an answer costs no UTF-8 encoding per request (for services_list of 10,000 services that is
 * 4 MB each time); a settled entry is answered synchronously, without a promise turn. A client that accepts br or
 * gzip gets the entry's compressed variant, made once (not by @fastify/compress on every request).
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, Entry | Promise<Entry>>;
  private readonly listeners: Array<() => void> = [];

  private readonly cacheControl: string;

  constructor(options: ResponseCacheOptions = {}) {
    this.entries = new LRUCache({ max: options.max ?? 50_000 });
    this.cacheControl = options.cacheControl ?? 'public, no-cache';
  }

  /** Answers from memory (loading once when missing); the route handler returns what this returns. */
  send(request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>): void | Promise<void> {
    const entry = this.entries.get(key) ?? this.load(key, load, {});
    if (entry instanceof Promise) return entry.then((settled) => this.reply(request, reply, settled));
    this.reply(request, reply, entry);
  }

  /**
   * As send, for an answer written in the reader's language: kept once per language (the key carries it), with
   * Content-Language and a Vary on what chose the language.
   */
  sendLocalized(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: (language: Language) => Promise<unknown>,
  ): void | Promise<void> {
    const { language } = request;
    addVary(reply, LANGUAGE_VARY);
    const localizedKey = `${language}:${key}`;
    const entry =
      this.entries.get(localizedKey) ?? this.load(localizedKey, () => load(language), { 'content-language': language });
    if (entry instanceof Promise) return entry.then((settled) => this.reply(request, reply, settled));
    return this.reply(request, reply, entry);
  }

  /** Runs after every invalidation: derived in-memory state (the search index) rebuilds from the database. */
  onInvalidate(listener: () => void): void {
    this.listeners.push(listener);
  }

  invalidate(): void {
    this.entries.clear();
    for (const listener of this.listeners) listener();
  }

  private reply(request: FastifyRequest, reply: FastifyReply, entry: Entry): void | Promise<void> {
    reply.headers(entry.headers);
    addVary(reply, ['Accept-Encoding']);
    const encoding =
      entry.plain.body.length >= COMPRESS_THRESHOLD ? negotiateEncoding(request.headers['accept-encoding']) : undefined;
    if (!encoding) return this.answer(request, reply, entry.plain);
    reply.header('content-encoding', encoding);
    const variant = entry.encoded.get(encoding) ?? this.encode(entry, encoding);
    if (variant instanceof Promise) return variant.then((settled) => this.answer(request, reply, settled));
    this.answer(request, reply, variant);
  }

  private answer(request: FastifyRequest, reply: FastifyReply, variant: Variant): void {
    reply.header('etag', variant.etag);
    if (request.headers['if-none-match'] === variant.etag) reply.code(304).send();
    else reply.send(variant.body);
  }

  /** The entry's bytes in one encoding, compressed once; their own ETag (a representation of its own). */
  private encode(entry: Entry, encoding: Encoding): Promise<Variant> {
    const compressing = compressors[encoding](entry.plain.body).then((body) => {
      const variant = { body, etag: entry.plain.etag.replace(/"$/, `-${encoding}"`) };
      entry.encoded.set(encoding, variant);
      return variant;
    });
    // A failed compression is not kept: the next request tries again.
    compressing.catch(() => entry.encoded.delete(encoding));
    entry.encoded.set(encoding, compressing);
    return compressing;
  }

  private load(key: string, load: () => Promise<unknown>, headers: Record<string, string>): Promise<Entry> {
    const loading = load().then((value) => {
      const body = Buffer.from(JSON.stringify(value));
      // The language is part of the tag: equal bytes in two languages are still two representations.
      const tag = createHash('sha1')
        .update(headers['content-language'] ?? '')
        .update(body)
        .digest('base64url');
      const entry: Entry = {
        plain: { body, etag: `"${tag}"` },
        headers: {
          'cache-control': this.cacheControl,
          'content-type': 'application/json; charset=utf-8',
          ...headers,
        },
        encoded: new Map(),
      };
      // Settled: later requests take the plain entry (unless an invalidation came in between).
      if (this.entries.get(key) === loading) this.entries.set(key, entry);
      return entry;
    });
    // A failed load is not cached: the next request tries again.
    loading.catch(() => {
      if (this.entries.get(key) === loading) this.entries.delete(key);
    });
    this.entries.set(key, loading);
    return loading;
  }
}
