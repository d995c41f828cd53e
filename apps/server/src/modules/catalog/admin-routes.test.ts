import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { services } from '../../db/schema';
import { Agent } from '../../test/agent';
import { pngImage } from '../../test/images';
import { multipartBody } from '../../test/multipart';
import { signedInAgent } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';

describe('catalogue administration', () => {
  let app: App;
  let dir: string;
  let admin: Agent;
  let image: string;

  const upload = async (agent: Agent) => {
    const response = await agent.request({
      method: 'POST',
      url: Agent.api('uploads3'),
      ...multipartBody({ bytes: await pngImage(), filename: 'a.png', contentType: 'image/png' }),
    });
    expect(response.statusCode).toBe(201);
    return response.json().results as string;
  };
  const unique = () => randomUUID().slice(0, 8);
  const category = (overrides: Record<string, unknown> = {}) => ({
    name: `Cleaning ${unique()}`,
    nameAr: `تنظيف ${unique()}`,
    image,
    ...overrides,
  });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'khidma-catalog-admin-'));
    app = await createTestApp({ seed: true, env: { UPLOADS_DIR: dir, RATE_LIMIT_ALLOW_LIST: '127.0.0.1' } });
    admin = (await signedInAgent(app, { role: 'admin' })).agent;
    image = await upload(admin);
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const someId = randomUUID();
  const endpoints: Array<[method: 'GET' | 'POST' | 'PUT', path: string]> = [
    ['GET', 'admin/categories'],
    ['POST', 'admin/categories'],
    ['PUT', `admin/categories/${someId}`],
    ['GET', 'admin/sub_categories'],
    ['POST', 'admin/sub_categories'],
    ['PUT', `admin/sub_categories/${someId}`],
    ['GET', 'admin/services'],
    ['POST', 'admin/services'],
    ['PUT', `admin/services/${someId}`],
  ];

  it('refuses anonymous callers (401), customers and partners (403) on every endpoint', async () => {
    const customer = (await signedInAgent(app)).agent;
    const partner = (await signedInAgent(app, { role: 'partner' })).agent;
    for (const [method, url] of endpoints) {
      const call = (agent: Agent) =>
        agent.request({ method, url: Agent.api(url), payload: method === 'GET' ? undefined : {} });
      expect((await call(new Agent(app))).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(customer)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(partner)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('adds and changes a category; a taken name is a 409 naming the field; an unknown id a 404', async () => {
    const created = await admin.post(Agent.api('admin/categories'), category({ name: 'Pest Control Pro' }));
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json().results;
    expect(row).toMatchObject({ name: 'Pest Control Pro', active: true, sortOrder: 0, image });

    const again = await admin.post(Agent.api('admin/categories'), category({ name: 'pest control pro' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ name: 'This name is already used.' });
    const arabic = await admin.post(Agent.api('admin/categories'), category({ nameAr: row.nameAr }));
    expect(arabic.statusCode).toBe(409);
    expect(Object.keys(arabic.json().errors)).toEqual(['nameAr']);

    const renamed = await admin.put(Agent.api(`admin/categories/${row._id}`), { ...category(), name: 'Pest Patrol' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().results.name).toBe('Pest Patrol');
    // Its own name again is no conflict.
    expect(
      (await admin.put(Agent.api(`admin/categories/${row._id}`), { ...category(), name: 'Pest Patrol' })).statusCode,
    ).toBe(200);

    expect((await admin.put(Agent.api(`admin/categories/${someId}`), category())).statusCode).toBe(404);
    expect(
      (await admin.put(Agent.api(`admin/sub_categories/${someId}`), { ...category(), categoryId: row._id })).statusCode,
    ).toBe(404);
    const listed = (await admin.get(Agent.api('admin/categories'))).json().results as Array<{ _id: string }>;
    expect(listed.map((item) => item._id)).toContain(row._id);
  });

  it('refuses bad input with 400: control characters, oversized names, bad ids, an image the admin did not upload', async () => {
    const bad = [
      category({ name: 'Bad\u0000name' }),
      category({ nameAr: 'x'.repeat(121) }),
      category({ image: 'https://evil.example/x.webp' }),
      category({ sortOrder: -1 }),
    ];
    for (const body of bad) {
      const response = await admin.post(Agent.api('admin/categories'), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    // Another admin's upload is not this admin's.
    const other = (await signedInAgent(app, { role: 'admin' })).agent;
    const theirs = await upload(other);
    const foreign = await admin.post(Agent.api('admin/categories'), category({ image: theirs }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toHaveProperty('image');

    expect((await admin.put(Agent.api('admin/categories/not-a-uuid'), category())).statusCode).toBe(400);
    expect((await admin.get(Agent.api('admin/sub_categories?categoryId=nope'))).statusCode).toBe(400);
    expect((await admin.get(Agent.api('admin/services?q=%00'))).statusCode).toBe(400);
    expect((await admin.get(Agent.api(`admin/services?q=${'a'.repeat(101)}`))).statusCode).toBe(400);
    const orphan = await admin.post(Agent.api('admin/sub_categories'), { ...category(), categoryId: someId });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().errors).toHaveProperty('categoryId');
  });

  async function newSubCategory() {
    const parent = (await admin.post(Agent.api('admin/categories'), category())).json().results;
    const sub = await admin.post(Agent.api('admin/sub_categories'), { ...category(), categoryId: parent._id });
    expect(sub.statusCode, sub.body).toBe(200);
    return { categoryId: parent._id as string, subCategoryId: sub.json().results._id as string };
  }
  it("keeps a sub-category's commission in basis points, null for the settings' default; refuses a bad rate", async () => {
    const parent = (await admin.post(Agent.api('admin/categories'), category())).json().results;
    const body = { ...category(), categoryId: parent._id };
    const created = await admin.post(Agent.api('admin/sub_categories'), { ...body, commissionPercent: 12.5 });
    expect(created.json().results.commissionPercent).toBe(12.5);
    const id = created.json().results._id as string;
    const reset = await admin.put(Agent.api(`admin/sub_categories/${id}`), { ...body, commissionPercent: null });
    expect(reset.json().results.commissionPercent).toBeNull();
    for (const commissionPercent of [-1, 100.5, 1.234, '10']) {
      const refused = await admin.put(Agent.api(`admin/sub_categories/${id}`), { ...body, commissionPercent });
      expect([commissionPercent, refused.statusCode]).toEqual([commissionPercent, 400]);
    }
  });

  const service = (subCategoryId: string, overrides: Record<string, unknown> = {}) => ({
    subCategoryId,
    name: `Sofa shampoo ${unique()}`,
    nameAr: `تنظيف كنب ${unique()}`,
    description: 'Deep clean of a three-seat sofa.',
    descriptionAr: 'تنظيف عميق لكنبة ثلاثية.',
    durationMinutes: 90,
    Price: 12.5,
    DisplayPrice: 15.75,
    image,
    ...overrides,
  });

  it('adds a service with its prices in fils, and a guest finds it at once; prices are checked', async () => {
    const { subCategoryId } = await newSubCategory();
    const created = await admin.post(
      Agent.api('admin/services'),
      service(subCategoryId, { name: 'Zebracarpet wash', Price: 7.125 }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json().results;
    expect(row).toMatchObject({ Price: 7.125, DisplayPrice: 15.75, active: true });
    const [stored] = await app.db.select().from(services).where(eq(services.id, row._id));
    expect(stored).toMatchObject({ priceFils: 7125, displayPriceFils: 15750 });

    const found = await new Agent(app).get(Agent.api('service_search?searchTerm=zebracarpet'));
    expect(found.json().results.map((item: { _id: string }) => item._id)).toEqual([row._id]);

    const duplicate = await admin.post(
      Agent.api('admin/services'),
      service(subCategoryId, { name: 'ZEBRACARPET WASH' }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toHaveProperty('name');

    for (const prices of [
      { Price: -1 },
      { Price: 1.2345 },
      { Price: 20, DisplayPrice: 19.999 },
      { Price: '5' },
      { durationMinutes: 0 },
      { description: 'x'.repeat(2001) },
      { subCategoryId: 'nope' },
    ]) {
      const response = await admin.post(Agent.api('admin/services'), service(subCategoryId, prices));
      expect(response.statusCode, JSON.stringify(prices)).toBe(400);
    }
    const unknownSub = await admin.post(Agent.api('admin/services'), service(someId));
    expect(unknownSub.statusCode).toBe(400);
    expect((await admin.put(Agent.api(`admin/services/${someId}`), service(subCategoryId))).statusCode).toBe(404);

    const renamed = await admin.put(
      Agent.api(`admin/services/${row._id}`),
      service(subCategoryId, { name: 'Quokka rug wash' }),
    );
    expect(renamed.statusCode).toBe(200);
    const detail = await new Agent(app).get(Agent.api(`services/${row._id}`));
    expect(detail.json().results.ServiceName).toBe('Quokka rug wash');

    const page = await admin.get(Agent.api(`admin/services?subCategoryId=${subCategoryId}&q=quokka&pageSize=5`));
    expect(page.json().results).toMatchObject({ total: 1, page: 1, pageSize: 5, items: [{ _id: row._id }] });
  });

  it('hides a category: it and everything under it leave every customer read, and come back when shown', async () => {
    const { categoryId, subCategoryId } = await newSubCategory();
    const created = (
      await admin.post(Agent.api('admin/services'), service(subCategoryId, { name: 'Platypus polish' }))
    ).json().results;
    const guest = new Agent(app);
    const customerReads = async () => ({
      categories: (await guest.get(Agent.api('srv_category_list')))
        .json()
        .results.map((item: { _id: string }) => item._id),
      subs: (await guest.get(Agent.api(`srv_sub_by_category/${categoryId}`))).statusCode,
      list: (await guest.get(Agent.api(`service_by_sub_category/${subCategoryId}`))).statusCode,
      all: (await guest.get(Agent.api('services_list')))
        .json()
        .results.some((item: { _id: string }) => item._id === created._id),
      search: (await guest.get(Agent.api('service_search?searchTerm=platypus'))).json().results.length,
      detail: (await guest.get(Agent.api(`services/${created._id}`))).statusCode,
    });
    const shown = await customerReads();
    expect(shown).toMatchObject({ subs: 200, list: 200, all: true, search: 1, detail: 200 });
    expect(shown.categories).toContain(categoryId);

    const current = (await admin.get(Agent.api('admin/categories')))
      .json()
      .results.find((item: { _id: string }) => item._id === categoryId);
    const { _id: _ignored, ...body } = current;
    expect((await admin.put(Agent.api(`admin/categories/${categoryId}`), { ...body, active: false })).statusCode).toBe(
      200,
    );
    const hidden = await customerReads();
    expect(hidden).toMatchObject({ subs: 404, list: 404, all: false, search: 0, detail: 404 });
    expect(hidden.categories).not.toContain(categoryId);
    // The console still lists it.
    expect((await admin.get(Agent.api(`admin/sub_categories?categoryId=${categoryId}`))).json().results).toHaveLength(
      1,
    );

    expect((await admin.put(Agent.api(`admin/categories/${categoryId}`), { ...body, active: true })).statusCode).toBe(
      200,
    );
    expect(await customerReads()).toMatchObject({ subs: 200, all: true, search: 1, detail: 200 });
  });

  it('two admins adding the same service name at once: one succeeds, one 409', async () => {
    const { subCategoryId } = await newSubCategory();
    const other = (await signedInAgent(app, { role: 'admin' })).agent;
    const otherImage = await upload(other);
    const [first, second] = await Promise.all([
      admin.post(Agent.api('admin/services'), service(subCategoryId, { name: 'Racing wash' })),
      other.post(Agent.api('admin/services'), service(subCategoryId, { name: 'Racing wash', image: otherImage })),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
  });
});
