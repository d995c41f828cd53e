import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { bookings, checkouts, services } from '../../db/schema';
import { Agent } from '../../test/agent';
import { addPartner, kuwaitDay, skillWithoutPartners } from '../../test/slots';
import { signedInAgent } from '../../test/signed-in';
import { MANY_ORDERS_ENV } from '../../test/orders';
import { createTestApp } from '../../test/test-app';
import { testPostgresUrl } from '../../test/test-env';

const postgresUrl = testPostgresUrl();
const BURST = 200;
const CUSTOMERS = 20;
const KILL_ROUNDS = 6;

describe.skipIf(!postgresUrl)(
  'orders while PostgreSQL drops every connection (PostgreSQL only: PGlite has no connections to drop)',
  () => {
    let app: App;
    let admin: pg.Client;
    let databaseName: string;
    const uncaught: unknown[] = [];
    const record = (error: unknown) => void uncaught.push(error);

    beforeAll(async () => {
      // Each customer places ten orders of the burst: the per-account caps are lifted (they are not what this proves).
      app = await createTestApp({ seed: true, env: { RATE_LIMIT_ALLOW_LIST: '127.0.0.1', ...MANY_ORDERS_ENV } });
      const result = (await app.db.execute('select current_database() as name')) as { rows: Array<{ name: string }> };
      databaseName = result.rows[0]!.name;
      admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      process.on('uncaughtException', record);
      process.on('unhandledRejection', record);
    });
    afterAll(async () => {
      process.off('uncaughtException', record);
      process.off('unhandledRejection', record);
      await admin.end();
      await app.close();
    });

    /** Every connection of the test database (the app's pool), from a connection outside it. */
    const terminateAll = () =>
      admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [databaseName]);

    it('answers 503 to the orders it lost, keeps every order it acknowledged, and takes the next one', async () => {
      // The pool's idle-connection warnings are expected here; they would only clutter the output.
      const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
      try {
        // A sub-category of its own, with partners enough for the burst: PARTNERS orders per slot, slots far enough
        // apart (the service's length and the travel buffer) not to count against each other.
        const skill = await skillWithoutPartners(app.db);
        const PARTNERS = 20;
        for (let index = 0; index < PARTNERS; index += 1) {
          await addPartner(app.db, skill, { workDays: 0b1111111, workHoursStart: '00:00', workHoursEnd: '23:30' });
        }
        // The new sub-category's one service, a copy of a demo one.
        const [template] = await app.db.select().from(services).limit(1);
        const [line] = await app.db
          .insert(services)
          .values({
            subCategoryId: skill.subId,
            name: `Burst ${template!.name}`,
            nameAr: template!.nameAr,
            description: template!.description,
            descriptionAr: template!.descriptionAr,
            durationMinutes: template!.durationMinutes,
            priceFils: template!.priceFils,
            displayPriceFils: template!.displayPriceFils,
            image: template!.image,
          })
          .returning({
            id: services.id,
            priceFils: services.priceFils,
            name: services.name,
            minutes: services.durationMinutes,
          });
        const stepMs = Math.ceil((line!.minutes + 2 * app.config.TRAVEL_BUFFER_MINUTES) / 30) * 30 * 60_000;
        const perDay = Math.floor((23 * 60 * 60_000 - line!.minutes * 60_000) / stepMs) + 1;
        const slotOf = (index: number) => {
          const slot = Math.floor(index / (PARTNERS - 1));
          const midnight = Date.parse(`${kuwaitDay(2 + Math.floor(slot / perDay))}T00:00:00+03:00`);
          return new Date(midnight + (slot % perDay) * stepMs).toISOString();
        };
        const customers = await Promise.all(
          Array.from({ length: CUSTOMERS }, async () => {
            const signedIn = await signedInAgent(app);
            const added = await signedIn.agent.post(Agent.api(`myaddress/${signedIn.userId}`), {
              addressType: 'Home',
              flatNo: 'Flat 1',
              address: 'Block 3, Salmiya',
              landmark: 'Near the park',
              pincode: '22001',
              phoneNo: '55123456',
              latitude: 29.33,
              longitude: 48.07,
            });
            return { ...signedIn, addressId: added.json().results._id as string };
          }),
        );
        const place = (index: number) => {
          const who = customers[index % CUSTOMERS]!;
          const key = `burst-order-${String(index).padStart(4, '0')}`;
          const body = {
            userId: who.userId,
            services_json: [{ serviceId: line!.id, serviceName: line!.name, servicePrice: line!.priceFils / 1000 }],
            paymentType: 2,
            addressId: who.addressId,
            totalPrice: line!.priceFils / 1000,
            discount_price: '',
            slotStart: slotOf(index),
          };
          return who.agent
            .post(Agent.api('odm/srv_booking'), body, { 'idempotency-key': key })
            .then((response) => ({ key, response }));
        };

        // Drop every connection again and again while the burst starts, so requests lose theirs at every step (in a
        // plain query, at BEGIN, between two queries of a transaction, at COMMIT); then let the rest through.
        let settled = false;
        const burst = Promise.all(Array.from({ length: BURST }, (_, index) => place(index))).finally(() => {
          settled = true;
        });
        for (let round = 0; round < KILL_ROUNDS && !settled; round += 1) {
          await terminateAll();
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const results = await burst;

        expect(uncaught).toEqual([]);
        const failed = results.filter(({ response }) => response.statusCode !== 200);
        const acknowledged = results.filter(({ response }) => response.statusCode === 200);
        expect(failed.length).toBeGreaterThan(0);
        expect(acknowledged.length).toBeGreaterThan(0);
        for (const { response } of failed) {
          expect(response.statusCode).toBe(503);
          expect(response.json()).toEqual({
            code: 503,
            message: 'Service temporarily unavailable. Please try again.',
            reason: 'errors.serviceUnavailable',
          });
        }
        // The key is the checkout's (an order of one visit is a checkout of one).
        const stored = await app.db
          .select({ id: bookings.id, key: checkouts.idempotencyKey })
          .from(bookings)
          .innerJoin(checkouts, eq(checkouts.id, bookings.checkoutId))
          .where(
            inArray(
              checkouts.idempotencyKey,
              acknowledged.map(({ key }) => key),
            ),
          );
        expect(stored.map(({ key }) => key).sort()).toEqual(acknowledged.map(({ key }) => key).sort());
        for (const { key, response } of acknowledged) {
          expect(stored.find((row) => row.key === key)?.id).toBe(response.json().results[0]._id);
        }

        const next = await place(BURST);
        expect(next.response.statusCode).toBe(200);
        expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      } finally {
        warn.mockRestore();
      }
    });
  },
);
