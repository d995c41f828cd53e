import type { AdminService } from '@khidma/shared/schemas/operations';
import type { Service } from '@khidma/shared/schemas/catalog';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAD_SUB_CATEGORIES } from './db/seed/slot-load';
import { HttpAgent } from './test/http-agent';
import { ensureBuiltServer, freePort, startServerProcess, waitFor, type ServerProcess } from './test/server-process';
import { loadCatalogue, newTally, prepareShoppers, register, runShoppers, sleep, type Tally } from './test/shoppers';
import { createPostgresDatabase, testPostgresUrl, testRedisUrl } from './test/test-env';

/**
 * Issue 15: Khidma as several stateless processes. Two servers from the build (dist/main.js) on one PostgreSQL
 * database and the local Redis, as compose.yaml runs them behind a proxy; the shoppers here do what the proxy
 * does: alternate between the processes, and send a request that could not reach one to the other.
 */
const postgresUrl = testPostgresUrl();
const redisUrl = testRedisUrl();
const ADMIN = { email: 'scale-admin@khidma.test', password: 'scale-admin-password' };
const SHOPPERS = 100;
const LOAD_SECONDS = 30;

describe.skipIf(!postgresUrl || !redisUrl)(
  'two server processes on one PostgreSQL database and Redis (PostgreSQL and Redis only: two processes cannot share one PGlite, and their shared counters live in Redis)',
  () => {
    let database: { url: string; drop(): Promise<void> };
    let sql: pg.Pool;
    let env: Record<string, string>;
    const ports: number[] = [];
    const servers: ServerProcess[] = [];
    const urls = () => ports.map((port) => `http://127.0.0.1:${port}`);
    let catalogue: Service[] | undefined;

    beforeAll(async () => {
      await ensureBuiltServer();
      database = await createPostgresDatabase(postgresUrl!);
      sql = new pg.Pool({ connectionString: database.url, max: 2 });
      env = {
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl!,
        SEED_DEMO: 'true',
        // Partners enough that 100 shoppers for 30 s do not run out of slots.
        SEED_PARTNER_COUNT: '500',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // As behind the proxy: the client's address comes from X-Forwarded-For; the shoppers (127.0.0.1, no
        // header) are exempt from rate limits, a test's own address (a header) is not.
        TRUST_PROXY_HOPS: '1',
        RATE_LIMIT_ALLOW_LIST: '127.0.0.1,::1,::ffff:127.0.0.1',
      };
      ports.push(await freePort(), await freePort());
      // The first seeds the empty database; then the second starts on it.
      servers.push(await startServerProcess(ports[0]!, env));
      servers.push(await startServerProcess(ports[1]!, env));
    }, 120_000);

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop('SIGTERM')));
      await sql?.end();
      await database?.drop();
    });

    it('keeps a session made on one process on the other', async () => {
      const [a, b] = urls() as [string, string];
      const agent = new HttpAgent();
      const user = await register(agent, a);
      const orders = await agent.request(b, 'GET', `odm/user_srv_booking/${user}`);
      expect(orders.status).toBe(200);
      const logout = await agent.request(b, 'POST', 'logout');
      expect(logout.status).toBe(200);
      expect((await agent.request(a, 'GET', `odm/user_srv_booking/${user}`)).status).toBe(401);
    });

    it('serves a catalogue edit made through one process from the other within one second', async () => {
      const [a, b] = urls() as [string, string];
      const admin = new HttpAgent();
      expect((await admin.request(a, 'POST', 'login_with_email', ADMIN)).status).toBe(200);
      const page = await admin.request(a, 'GET', 'admin/services?pageSize=1');
      const service = (page.body.results as { items: AdminService[] }).items[0]!;
      // The other process holds the service in its cache before the edit.
      expect(((await admin.request(b, 'GET', `services/${service._id}`)).body.results as Service).ServiceName).toBe(
        service.name,
      );
      const name = `Quokka polish ${randomBytes(3).toString('hex')}`;
      const { _id, ...fields } = service;
      expect((await admin.request(a, 'PUT', `admin/services/${_id}`, { ...fields, name })).status).toBe(200);
      const took = await waitFor(
        async () =>
          ((await admin.request(b, 'GET', `services/${service._id}`)).body.results as Service).ServiceName === name,
        1000,
      );
      expect(took).toBeLessThan(1000);
    });

    it('counts login attempts from one address on both processes against one limit', async () => {
      const address = { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}` };
      const guesser = new HttpAgent(address);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const target = urls()[attempt % 2]!;
        const answer = await guesser.request(target, 'POST', 'login_with_email', {
          email: `nobody-${attempt}@example.com`,
          password: 'wrong-password',
        });
        statuses.push(answer.status);
      }
      // Ten attempts a minute from one address (auth/rate-limits.ts), whichever process they reach.
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual([429, 429]);
    });

    it('persists exactly once every order 100 shoppers place on both processes, alternately, for 30 s', async () => {
      const { tally, seconds } = await underLoad(LOAD_SECONDS, async () => {});
      report('two processes, both up', tally, seconds);
      expect(tally.acknowledged.size).toBeGreaterThan(100);
      expect(tally.failures).toEqual({});
      await expectExactlyOnce(tally);
    }, 180_000);

    it('loses no acknowledged order when one process is killed (SIGKILL) and restarted mid-load', async () => {
      let restartedIn = 0;
      const { tally, seconds } = await underLoad(20, async (tally) => {
        await sleep(5_000);
        const before = tally.acknowledged.size;
        await servers[1]!.stop('SIGKILL');
        const killedAt = Date.now();
        await sleep(3_000);
        // The other process kept taking orders while this one was down.
        expect(tally.acknowledged.size).toBeGreaterThan(before);
        servers[1] = await startServerProcess(ports[1]!, env);
        restartedIn = Date.now() - killedAt;
      });
      report(`one killed, back in ${restartedIn} ms`, tally, seconds);
      expect(tally.resent).toBeGreaterThan(0);
      expect(tally.failures).toEqual({});
      await expectExactlyOnce(tally);
    }, 180_000);

    it('drains a process stopped with SIGTERM: what it took in, it answers; the rest goes to the other', async () => {
      const { tally, seconds } = await underLoad(12, async () => {
        await sleep(4_000);
        await servers[0]!.stop('SIGTERM');
        servers[0] = await startServerProcess(ports[0]!, env);
      });
      report('one restarted with SIGTERM', tally, seconds);
      expect(tally.failures).toEqual({});
      await expectExactlyOnce(tally);
    }, 180_000);

    /** 100 new shoppers ordering for `seconds` while `during` runs; what they saw. */
    async function underLoad(seconds: number, during: (tally: Tally) => Promise<void>) {
      const tally = newTally();
      catalogue ??= await loadCatalogue(urls()[0]!, LOAD_SUB_CATEGORIES);
      const shoppers = await prepareShoppers(urls, SHOPPERS);
      const started = Date.now();
      const load = runShoppers(urls, catalogue, shoppers, tally, started + seconds * 1000);
      await during(tally);
      await load;
      return { tally, seconds: (Date.now() - started) / 1000 };
    }

    /** Every acknowledged order is in the database exactly once, and no order was made that nobody acknowledged. */
    async function expectExactlyOnce(tally: Tally) {
      const keys = [...tally.acknowledged.keys()];
      const { rows } = await sql.query<{ key: string; ordId: string; copies: number }>(
        // The key is the checkout's (an order of one visit is a checkout of one).
        `select c.idempotency_key as key, min(b.ord_id) as "ordId", count(*)::int as copies
         from checkouts c join bookings b on b.checkout_id = c.id
         where c.idempotency_key = any($1) group by c.idempotency_key`,
        [keys],
      );
      expect(rows.length).toBe(keys.length);
      expect(rows.filter((row) => row.copies !== 1)).toEqual([]);
      expect(rows.filter((row) => tally.acknowledged.get(row.key) !== row.ordId)).toEqual([]);
    }

    function report(phase: string, tally: Tally, seconds: number) {
      const orders = tally.acknowledged.size;
      console.log(
        `[scale-out] ${phase}: ${orders} orders in ${seconds.toFixed(1)} s (${(orders / seconds).toFixed(1)}/s), ` +
          `${tally.slotTaken} slot-taken 409s, ${tally.resent} requests sent again to the other process, ` +
          `failures ${JSON.stringify(tally.failures)}`,
      );
    }
  },
);
