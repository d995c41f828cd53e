import { eq } from 'drizzle-orm';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { services } from '../../db/schema';
import { OneLineRequestLog } from '../../logger';
import { apiSecurityHeaders } from '../../plugins/security';
import { capturedLogger } from '../../test/log-lines';
import { createTestApp } from '../../test/test-app';
import { KeptReads } from './kept-reads';

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** An answer as it came on the wire: undecoded bytes and every header. */
function fetchRaw(origin: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(`${origin}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

/** The headers a comparison can hold equal: the date moves with the clock. */
const lasting = ({ date: _date, ...headers }: IncomingHttpHeaders) => headers;

describe('kept catalogue reads, answered before the router', () => {
  const { lines, logger } = capturedLogger();
  const answer = vi.spyOn(KeptReads.prototype, 'answer');
  let app: App;
  let origin: string;
  let serviceId: string;

  /** Whether the last request went through the kept reads (true) or on to Fastify's routes (false). */
  const keptAnswered = () => answer.mock.results.at(-1)?.value as boolean;

  beforeAll(async () => {
    app = await createTestApp({ seed: true, logger });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const [first] = await app.db.select({ id: services.id }).from(services).limit(1);
    serviceId = first!.id;
  });
  afterAll(() => app.close());

  const readers: Array<[string, Record<string, string>]> = [
    ['no preference', {}],
    ['Arabic by Accept-Language', { 'accept-language': 'ar' }],
    ['Arabic by the locale cookie, with other cookies', { cookie: 'a=1; locale=ar; XSRF-TOKEN=x' }],
    ['English by the cookie over Accept-Language', { cookie: 'locale=en', 'accept-language': 'ar' }],
    ['br', { 'accept-encoding': 'gzip, deflate, br' }],
    ['gzip', { 'accept-encoding': 'gzip' }],
  ];

  it.each(readers)('answer a kept read with the route’s status, headers and bytes (%s)', async (_name, headers) => {
    for (const path of ['srv_category_list', `services/${serviceId}`, 'logo_list']) {
      // Through the route (a query string always goes on to Fastify): it also keeps the answer, compressed.
      const routed = await fetchRaw(origin, `/api/khidma/${path}?via=route`, headers);
      expect(keptAnswered()).toBe(false);
      expect(routed.status).toBe(200);

      const kept = await fetchRaw(origin, `/api/khidma/${path}`, headers);
      expect(keptAnswered()).toBe(true);
      expect(kept.status).toBe(200);
      expect(lasting(kept.headers)).toEqual(lasting(routed.headers));
      expect(kept.body.equals(routed.body)).toBe(true);

      // Revalidation: the same 304 both ways.
      const revalidate = { ...headers, 'if-none-match': routed.headers.etag! };
      const routed304 = await fetchRaw(origin, `/api/khidma/${path}?via=route`, revalidate);
      const kept304 = await fetchRaw(origin, `/api/khidma/${path}`, revalidate);
      expect(keptAnswered()).toBe(true);
      expect(kept304.status).toBe(304);
      expect(routed304.status).toBe(304);
      expect(lasting(kept304.headers)).toEqual(lasting(routed304.headers));
      expect(kept304.body.length).toBe(0);
    }
  });

  // A term of its own for each reader: each test starts with a term no one asked yet.
  const terms = ['plumbng', 'pest', 'ac rep', 'cleaning', 'electric', 'paint'];

  it.each(readers)('answer a search the route answered twice, by its exact target (%s)', async (name, headers) => {
    const term = terms[readers.findIndex(([reader]) => reader === name)]!;
    const target = `/api/khidma/service_search?searchTerm=${encodeURIComponent(term)}`;
    // A term's answer is kept from its second ask; the route validated the target both times.
    await fetchRaw(origin, target, headers);
    expect(keptAnswered()).toBe(false);
    const routed = await fetchRaw(origin, target, headers);
    expect(keptAnswered()).toBe(false);
    expect(routed.status).toBe(200);

    const kept = await fetchRaw(origin, target, headers);
    expect(keptAnswered()).toBe(true);
    expect(kept.status).toBe(200);
    expect(lasting(kept.headers)).toEqual(lasting(routed.headers));
    expect(kept.body.equals(routed.body)).toBe(true);

    const kept304 = await fetchRaw(origin, target, { ...headers, 'if-none-match': routed.headers.etag! });
    expect(keptAnswered()).toBe(true);
    expect(kept304.status).toBe(304);

    // The same term spelled otherwise is another target: the route answers it (with the same kept bytes).
    const upperCase = `/api/khidma/service_search?searchTerm=${encodeURIComponent(term.toUpperCase())}`;
    const otherSpelling = await fetchRaw(origin, upperCase, headers);
    expect(keptAnswered()).toBe(false);
    expect(otherSpelling.body.equals(routed.body)).toBe(true);
  });

  it('never answer a search target its route refused, nor one asked before a catalogue change', async () => {
    const refused = `/api/khidma/service_search?searchTerm=${'a'.repeat(300)}`;
    for (let ask = 0; ask < 3; ask++) {
      const answer = await fetchRaw(origin, refused);
      expect(keptAnswered()).toBe(false);
      expect(answer.status).toBe(400);
    }
    const control = '/api/khidma/service_search?searchTerm=pipe%00';
    for (let ask = 0; ask < 3; ask++) expect((await fetchRaw(origin, control)).status).toBe(400);
    expect(keptAnswered()).toBe(false);

    const target = '/api/khidma/service_search?searchTerm=ac';
    await fetchRaw(origin, target);
    await fetchRaw(origin, target);
    await fetchRaw(origin, target);
    expect(keptAnswered()).toBe(true);
    await app.changeCatalog((tx) => tx.update(services).set({ name: 'AC renamed' }).where(eq(services.id, serviceId)));
    const changed = await fetchRaw(origin, target);
    expect(keptAnswered()).toBe(false);
    expect(changed.body.toString()).toContain('AC renamed');
  });

  it('answer in the language asked: an Arabic reader never gets the English bytes', async () => {
    await fetchRaw(origin, '/api/khidma/srv_category_list?via=route', { 'accept-language': 'ar' });
    await fetchRaw(origin, '/api/khidma/srv_category_list?via=route');
    const arabic = await fetchRaw(origin, '/api/khidma/srv_category_list', { 'accept-language': 'ar' });
    const english = await fetchRaw(origin, '/api/khidma/srv_category_list');
    expect(arabic.headers['content-language']).toBe('ar');
    expect(english.headers['content-language']).toBe('en');
    expect(arabic.body.equals(english.body)).toBe(false);
  });

  it('hand on to the routes what they do not hold', async () => {
    app.catalogCache.invalidate();
    const first = await fetchRaw(origin, `/api/khidma/services/${serviceId}`);
    expect(keptAnswered()).toBe(false);
    expect(first.status).toBe(200);

    // An id no route kept (its 404 comes from the route), another method, a path the cache's keys do not spell.
    const unknown = await fetchRaw(origin, '/api/khidma/services/00000000-0000-4000-8000-000000000000');
    expect(keptAnswered()).toBe(false);
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString())).toMatchObject({ code: 404 });
    for (const path of [`/api/khidma/services/${serviceId}/`, `/api/khidma//services/${serviceId}`, '/api/khidma/']) {
      await fetchRaw(origin, path);
      expect(keptAnswered()).toBe(false);
    }
    const head = await app.inject({ method: 'HEAD', url: `/api/khidma/services/${serviceId}` });
    expect(head.statusCode).toBe(200);
  });

  it('see a catalogue change at once: the changed answer comes from the route, then is kept again', async () => {
    await fetchRaw(origin, `/api/khidma/services/${serviceId}`);
    await fetchRaw(origin, `/api/khidma/services/${serviceId}`);
    expect(keptAnswered()).toBe(true);

    await app.changeCatalog((tx) =>
      tx.update(services).set({ name: 'Renamed by the test' }).where(eq(services.id, serviceId)),
    );
    const changed = await fetchRaw(origin, `/api/khidma/services/${serviceId}`);
    expect(keptAnswered()).toBe(false);
    expect(JSON.parse(changed.body.toString()).results.ServiceName).toBe('Renamed by the test');
    const keptAgain = await fetchRaw(origin, `/api/khidma/services/${serviceId}`);
    expect(keptAnswered()).toBe(true);
    expect(keptAgain.body.equals(changed.body)).toBe(true);
  });

  it('write the route’s one log line', async () => {
    const path = `/api/khidma/services/${serviceId}`;
    await fetchRaw(origin, `${path}?via=route`);
    lines.length = 0;
    await fetchRaw(origin, `${path}?via=route`);
    await fetchRaw(origin, path);
    expect(keptAnswered()).toBe(true);
    await vi.waitFor(() => expect(lines).toHaveLength(2));
    const [routed, kept] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(Object.keys(kept!).sort()).toEqual(Object.keys(routed!).sort());
    expect(kept).toMatchObject({
      level: 30,
      req: { method: 'GET', url: path, remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      msg: expect.stringMatching(new RegExp(`^GET ${path} 200 \\d+ms$`)),
    });
    expect(kept!.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(kept!.reqId).not.toBe(routed!.reqId);
  });

  it('close the connection behind an answer while the app is closing', async () => {
    await fetchRaw(origin, '/api/khidma/srv_category_list');
    const closingReads = new KeptReads({
      cache: app.catalogCache,
      byTarget: app.searchAnswers,
      apiHeaders: apiSecurityHeaders(app.config),
      log: new OneLineRequestLog(logger),
      clientAddress: (request) => request.socket.remoteAddress,
      closing: () => true,
    });
    const server: Server = createServer((request, response) => {
      if (!closingReads.answer(request, response)) response.writeHead(500).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answered = await fetchRaw(`http://127.0.0.1:${port}`, '/api/khidma/srv_category_list');
      expect(answered.status).toBe(200);
      expect(answered.headers.connection).toBe('close');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
