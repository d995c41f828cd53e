import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import type { Language } from '@khidma/shared/languages';
import { COMPRESS_THRESHOLD, compressors, negotiateEncoding, type Encoding } from '../../lib/content-encoding';

/**
 * A serialized answer: the bytes as they go on the wire, and its compressed variants, each made once, when a
 * client first asks for it. Each variant carries its whole header set, built once with it, so an answer sets its
 * headers in one call and parses or builds none per request.
 */
type Entry = { plain: Variant; encoded: Map<Encoding, Variant | Promise<Variant>> };
export type Variant = { body: Buffer; etag: string; headers: Record<string, string> };

/**
 * What decides request.language (plugins/language.ts): the `locale` cookie, else Accept-Language. A shared cache
 * must key a localized answer by both, or it could hand an Arabic page's bytes to an English reader. Every answer
 * varies by Accept-Encoding (a plain one too: a client accepting br would get br).
 */
const LOCALIZED_VARY = 'Cookie, Accept-Language, Accept-Encoding';
const VARY = 'Accept-Encoding';

/**
 * An answer its loader serialized already, as bytes (search joins the bytes kept per service): sent as is.
 * `version`, when given, names these exact bytes (the same version is never given to other bytes): the ETag is made
 * from it rather than by hashing the body (10 KB for a search: about 8% of an uncached search's CPU under load).
 */
export class Serialized {
  constructor(
    readonly body: Buffer,
    readonly version?: string,
  ) {}
}

export type ResponseCacheOptions = {
  /** The most responses kept; the least recently used goes first (search terms are unbounded). */
  max?: number;
  /** The answers' Cache-Control; default 'public, no-cache' (a client may keep one and revalidate by ETag). */
  cacheControl?: string;
  /**
   * Keep an answer only when its key is asked a second time (among the last `max` keys asked): a stream of
   * one-off keys (search terms being typed) then never pushes the answers people repeat out of the cache.
   */
  keepFromSecondAsk?: boolean;
  /**
   * Remember which kept answer each request target (a path with its query, as the client sent it) was answered
   * with, once its route validated it, so KeptReads can answer that target again before routing (`keptForTarget`).
   */
  byTarget?: boolean;
};

/** The request targets remembered with byTarget: most of them a search box's terms, a few hundred bytes each. */
const TARGETS_MAX_BYTES = 1024 * 1024;

/**
 * Catalogue reads are served from memory: each response is serialized once, as bytes with a strong ETag, until
 * the catalogue changes and `invalidate()` drops them all (and tells its listeners, e.g. the search index). The
 * database stays the source of truth.
 *
 * Kept as a Buffer, an answer costs no UTF-8 encoding per request (for services_list of 10,000 services that is
 * 4 MB each time); a settled entry is answered synchronously, without a promise turn. A client that accepts br or
 * gzip gets the entry's compressed variant, made once (not by @fastify/compress on every request: the routes
 * answering from here opt out of it).
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, Entry | Promise<Entry>>;
  /** Keys asked once, when answers are kept only from the second ask. */
  private readonly asked: LRUCache<string, true> | null;
  /** Request target (with the reader's language) -> the key its answer is kept under; with byTarget only. */
  private readonly targets: LRUCache<string, string> | null;
  private readonly listeners: Array<() => void> = [];

  private readonly cacheControl: string;

  constructor(options: ResponseCacheOptions = {}) {
    const max = options.max ?? 50_000;
    this.entries = new LRUCache({ max });
    this.asked = options.keepFromSecondAsk ? new LRUCache({ max }) : null;
    this.targets = options.byTarget
      ? new LRUCache({ max, maxSize: TARGETS_MAX_BYTES, sizeCalculation: (key, target) => target.length + key.length })
      : null;
    this.cacheControl = options.cacheControl ?? 'public, no-cache';
  }

  /** Answers from memory (loading once when missing); the route handler returns what this returns. */
  send(request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>): void | Promise<void> {
    const entry = this.entry(key, load, undefined);
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
    const keptAs = `${language}:${key}`;
    // Reached only once the route validated the request: its target may be answered from here from now on.
    this.targets?.set(`${language}:${request.url}`, keptAs);
    const entry = this.entry(keptAs, () => load(language), language);
    if (entry instanceof Promise) return entry.then((settled) => this.reply(request, reply, settled));
    return this.reply(request, reply, entry);
  }

  /**
   * A route's onRequest hook that answers a kept localized answer at once, before validation and the handler: a
   * key is kept only once a request with valid input has loaded it, so the raw input finding one is valid input.
   * Anything else (not kept yet, still loading, bad input) goes on to the route.
   */
  answerKept(keyOf: (request: FastifyRequest) => string): onRequestHookHandler {
    return (request, reply, done) => {
      const variant = this.kept(`${request.language}:${keyOf(request)}`, request.headers['accept-encoding']);
      if (!variant) return done();
      this.answer(request, reply, variant);
    };
  }

  /**
   * The answer kept for a key, in the encoding accepted, when it can be sent at once: loaded, and compressed
   * already if it is to be (undefined otherwise: the route loads or compresses it).
   */
  kept(key: string, acceptEncoding: string | undefined): Variant | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry instanceof Promise) return undefined;
    const variant = this.variant(acceptEncoding, entry);
    return variant instanceof Promise ? undefined : variant;
  }

  /**
   * The answer kept for a request target (its path and query as sent, after the reader's language and a colon) that
   * a route answered from this cache before, as `kept` finds it; undefined when none (the route answers it).
   */
  keptForTarget(target: string, acceptEncoding: string | undefined): Variant | undefined {
    const key = this.targets?.get(target);
    return key === undefined ? undefined : this.kept(key, acceptEncoding);
  }

  /** Runs after every invalidation: derived in-memory state (the search index) rebuilds from the database. */
  onInvalidate(listener: () => void): void {
    this.listeners.push(listener);
  }

  invalidate(): void {
    this.entries.clear();
    for (const listener of this.listeners) listener();
  }

  /** The kept entry, or one loading; kept from the first ask, or with keepFromSecondAsk from the second. */
  private entry(key: string, load: () => Promise<unknown>, language: Language | undefined): Entry | Promise<Entry> {
    const kept = this.entries.get(key);
    if (kept) return kept;
    if (this.asked && !this.asked.has(key)) {
      this.asked.set(key, true);
      return this.serialize(load, language);
    }
    return this.load(key, load, language);
  }

  /** The entry's bytes in the encoding the request accepts (compressing them the first time). */
  private variant(acceptEncoding: string | undefined, entry: Entry): Variant | Promise<Variant> {
    const encoding = entry.plain.body.length >= COMPRESS_THRESHOLD ? negotiateEncoding(acceptEncoding) : undefined;
    return encoding ? (entry.encoded.get(encoding) ?? this.encode(entry, encoding)) : entry.plain;
  }

  private reply(request: FastifyRequest, reply: FastifyReply, entry: Entry): void | Promise<void> {
    const variant = this.variant(request.headers['accept-encoding'], entry);
    if (variant instanceof Promise) return variant.then((settled) => this.answer(request, reply, settled));
    this.answer(request, reply, variant);
  }

  private answer(request: FastifyRequest, reply: FastifyReply, variant: Variant): void {
    reply.headers(variant.headers);
    if (request.headers['if-none-match'] === variant.etag) reply.code(304).send();
    else reply.send(variant.body);
  }

  /** The entry's bytes in one encoding, compressed once; their own ETag (a representation of its own). */
  private encode(entry: Entry, encoding: Encoding): Promise<Variant> {
    const compressing = compressors[encoding](entry.plain.body).then((body) => {
      const etag = entry.plain.etag.replace(/"$/, `-${encoding}"`);
      const variant = { body, etag, headers: { ...entry.plain.headers, 'content-encoding': encoding, etag } };
      entry.encoded.set(encoding, variant);
      return variant;
    });
    // A failed compression is not kept: the next request tries again.
    compressing.catch(() => entry.encoded.delete(encoding));
    entry.encoded.set(encoding, compressing);
    return compressing;
  }

  /** The loader's answer as bytes with their ETag and headers (language: written in it, Content-Language). */
  private async serialize(load: () => Promise<unknown>, language: Language | undefined): Promise<Entry> {
    const value = await load();
    const body = value instanceof Serialized ? value.body : Buffer.from(JSON.stringify(value));
    // The language is part of the tag: equal bytes in two languages are still two representations.
    const etag = `"${createHash('sha1')
      .update(language ?? '')
      .update(value instanceof Serialized && value.version !== undefined ? `\0${value.version}` : body)
      .digest('base64url')}"`;
    const headers = {
      'cache-control': this.cacheControl,
      'content-type': 'application/json; charset=utf-8',
      ...(language ? { 'content-language': language, vary: LOCALIZED_VARY } : { vary: VARY }),
      etag,
    };
    return { plain: { body, etag, headers }, encoded: new Map() };
  }

  private load(key: string, load: () => Promise<unknown>, language: Language | undefined): Promise<Entry> {
    const loading = this.serialize(load, language).then((entry) => {
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
