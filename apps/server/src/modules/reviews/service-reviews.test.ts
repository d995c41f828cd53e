import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bookingLines, bookings, services, users } from '../../db/schema';
import { Agent } from '../../test/agent';
import { makeVisitDue, ordersWorld } from '../../test/orders';
import { createTestApp } from '../../test/test-app';

const reviewsOf = (agent: Agent, serviceId: string, page?: string) =>
  agent.get(Agent.api(`services/${serviceId}/reviews${page === undefined ? '' : `?page=${page}`}`));

describe('GET services/:id/reviews', () => {
  let app: App;
  let world: Awaited<ReturnType<typeof ordersWorld>>;
  let guest: Agent;
  /** A service of its own, so its reviews are only the ones this test writes. */
  let serviceId: string;

  beforeAll(async () => {
    app = await createTestApp({ seed: true });
    world = await ordersWorld(app);
    guest = new Agent(app);
    const [template] = await app.db.select().from(services).where(eq(services.id, world.catalogue[0]!.id));
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = template!;
    const [row] = await app.db
      .insert(services)
      .values({ ...copy, name: 'Reviewed in tests', ratingCount: 0, ratingTotal: 0 })
      .returning({ id: services.id });
    serviceId = row!.id;

    // 12 completed orders of 12 customers, each rating the service: rating 1 + i % 5, one a minute apart.
    for (let i = 0; i < 12; i += 1) {
      const [user] = await app.db
        .insert(users)
        .values({
          name: `Reviewer${i} Surname${i}`,
          email: `reviewer-${i}@example.com`,
          countryCode: '965',
          phone: String(60_000_000 + i),
          passwordHash: '!',
        })
        .returning({ id: users.id });
      const [booking] = await app.db
        .insert(bookings)
        .values({
          ordId: `KH-REV${i}`,
          userId: user!.id,
          ordStatus: 'Completed',
          paymentType: 2,
          paymentStatus: 'NOT_REQUIRED',
          totalFils: template!.priceFils,
          addressSnapshot: {} as never,
        })
        .returning({ id: bookings.id });
      await app.db.insert(bookingLines).values({
        bookingId: booking!.id,
        serviceId,
        position: 0,
        priceFils: template!.priceFils,
        serviceSnapshot: {} as never,
        userRating: 1 + (i % 5),
        userReview: i % 2 ? `Review number ${i}` : null,
        ratedAt: new Date(Date.UTC(2026, 10, 1, 10, i)),
      });
    }
  });
  afterAll(() => app.close());

  it('pages newest first, ten a page, with the summary of every rating', async () => {
    const first = await reviewsOf(guest, serviceId);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json().results;
    expect(page1).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(page1.items).toHaveLength(10);
    expect(page1.items[0]).toMatchObject({
      rating: 1 + (11 % 5),
      review: 'Review number 11',
      firstName: 'Reviewer11',
      date: '2026-11-01T10:11:00.000Z',
      partnerName: '',
    });
    expect(page1.items[1]).toMatchObject({ firstName: 'Reviewer10', review: '' });
    // Ratings for i = 0..11: 1,2,3,4,5,1,2,3,4,5,1,2: 33 / 12 = 2.75.
    expect(page1.summary).toEqual({ average: 2.8, count: 12, stars: [3, 3, 2, 2, 2] });

    const page2 = (await reviewsOf(guest, serviceId, '2')).json().results;
    expect(page2.items.map((item: { firstName: string }) => item.firstName)).toEqual(['Reviewer1', 'Reviewer0']);
    expect((await reviewsOf(guest, serviceId, '3')).json().results.items).toEqual([]);
  });

  it('shows no surname, email or phone of a reviewer', async () => {
    const body = (await reviewsOf(guest, serviceId)).body;
    expect(body).not.toMatch(/Surname|@example\.com|6000000/);
    for (const item of (await reviewsOf(guest, serviceId)).json().results.items) {
      expect(Object.keys(item).sort()).toEqual(['_id', 'date', 'firstName', 'partnerName', 'rating', 'review']);
    }
  });

  it('refuses a bad page or id (400) and an unknown service (404)', async () => {
    for (const page of ['0', '-1', 'two', '1.5', '%00', '99999999']) {
      expect((await reviewsOf(guest, serviceId, page)).statusCode, page).toBe(400);
    }
    expect((await reviewsOf(guest, 'not-an-id')).statusCode).toBe(400);
    const unknown = await reviewsOf(guest, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Service not found');
  });

  it("shows a customer's own rating and review at once, with the partner's name", async () => {
    const who = await world.customer('Fatima Al-Sabah');
    const order = await world.order(who);
    const ops = (body: Record<string, string>) => world.admin.put(Agent.api(`admin/orders/${order.ordId}`), body);
    const partner = await world.partner();
    await ops({ servicePartnerId: partner.partnerId });
    // Completed only once the visit's slot has started (visit timing, issue 23).
    await makeVisitDue(app, order._id);
    const completed = await ops({ ordStatus: 'Completed' });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().results.ordStatus).toBe('Completed');
    const rated = world.catalogue[0]!.id;
    // Read before writing: an answer kept anywhere would show the old list.
    const before = (await reviewsOf(guest, rated)).json().results;

    const body = { userId: who.userId, ordId: order.ordId };
    await who.agent.put(Agent.api(`serviceRating/${rated}`), { ...body, rating: 5 });
    await who.agent.put(Agent.api(`serviceReview/${rated}`), { ...body, review: 'Spotless, thank you.' });

    const after = (await reviewsOf(guest, rated)).json().results;
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]).toMatchObject({
      rating: 5,
      review: 'Spotless, thank you.',
      firstName: 'Fatima',
      partnerName: expect.stringMatching(/^Partner /),
    });
    expect(after.summary.stars[4]).toBe(before.summary.stars[4] + 1);
    // The service's own count agrees with the rows.
    const service = (await guest.get(Agent.api(`services/${rated}`))).json().results;
    expect(service.reviewscount).toBe(after.summary.count);
  });
});
