import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { addresses } from '../../db/schema';
import { Agent } from '../../test/agent';
import { signedInAgent } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';

/** A Kuwaiti address in Salmiya, as the web's form sends it. */
const home = {
  addressType: 'Home' as const,
  governorate: 'hawalli',
  area: 'salmiya',
  block: '4',
  street: '21',
  avenue: '3',
  house: '7',
  floor: '2',
  apartment: '5',
  landmark: 'Next to the co-op, blue gate',
  // +91 keeps this number valid whichever phone rule is in force (10 digits, or per country).
  country_code: '+91',
  phoneNo: '9876543210',
  latitude: 29.335,
  longitude: 48.075,
};

/** What the API answers for `home`: the spec's fields are there too, its address line written from the rest. */
const saved = { ...home, flatNo: '', address: 'Block 4, Street 21, Avenue 3, House 7', pincode: '' };

/** The spec's payload (spec §3 and §5): no block, street or house, an address line, a pincode, an area as text. */
const specPayload = {
  addressType: 'Work' as const,
  flatNo: '12B',
  address: 'Block 4, Street 21',
  landmark: 'Near the co-op',
  pincode: '20001',
  phoneNo: '51234567',
  area: 'Salmiya',
  latitude: 29.33,
  longitude: 48.07,
};

describe('addresses', () => {
  let app: App;
  let owner: Awaited<ReturnType<typeof signedInAgent>>;
  let stranger: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    app = await createTestApp();
    owner = await signedInAgent(app);
    stranger = await signedInAgent(app);
  });
  afterAll(() => app.close());

  it('adds, lists, edits and deletes an address of the owner', async () => {
    const added = await owner.agent.post(Agent.api(`myaddress/${owner.userId}`), home);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      message: 'Address added successfully!',
      results: { ...saved, _id: expect.any(String) },
    });
    const id = added.json().results._id;

    const list = await owner.agent.get(Agent.api(`myaddresslist/${owner.userId}`));
    expect(list.json().results).toEqual([{ ...saved, _id: id }]);

    const edited = await owner.agent.put(Agent.api(`myaddress/${id}`), {
      ...home,
      landmark: 'Opposite the mosque',
      latitude: undefined,
    });
    expect(edited.json()).toMatchObject({
      message: 'Address updated successfully!',
      results: { landmark: 'Opposite the mosque', latitude: 29.335 },
    });

    const deleted = await owner.agent.delete(Agent.api(`myaddress/${id}`));
    expect(deleted.json()).toMatchObject({ code: 200, message: 'Address deleted successfully!' });
    expect((await owner.agent.get(Agent.api(`myaddresslist/${owner.userId}`))).json().results).toEqual([]);
  });

  it("answers 403 to another user's list, edit and delete, and changes nothing", async () => {
    const id = (await owner.agent.post(Agent.api(`myaddress/${owner.userId}`), home)).json().results._id;
    expect((await stranger.agent.get(Agent.api(`myaddresslist/${owner.userId}`))).statusCode).toBe(403);
    expect((await stranger.agent.post(Agent.api(`myaddress/${owner.userId}`), home)).statusCode).toBe(403);
    expect((await stranger.agent.put(Agent.api(`myaddress/${id}`), { ...home, flatNo: '1' })).statusCode).toBe(403);
    expect((await stranger.agent.delete(Agent.api(`myaddress/${id}`))).statusCode).toBe(403);
    const list = (await owner.agent.get(Agent.api(`myaddresslist/${owner.userId}`))).json().results;
    expect(list.find((address: { _id: string }) => address._id === id)).toMatchObject({ house: '7', flatNo: '' });
  });

  it('answers 401 without a session and 404 for an unknown address', async () => {
    expect((await new Agent(app).get(Agent.api(`myaddresslist/${owner.userId}`))).statusCode).toBe(401);
    const missing = await owner.agent.delete(Agent.api('myaddress/00000000-0000-4000-8000-000000000000'));
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a bad address with 400 naming each field, and saves nothing', async () => {
    const { agent, userId } = await signedInAgent(app);
    const post = (body: Record<string, unknown>) => agent.post(Agent.api(`myaddress/${userId}`), body);
    const missing = await post({ addressType: 'Castle', phoneNo: '12345', latitude: 29.335, longitude: 48.075 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      addressType: 'Please select address type.',
      phoneNo: 'Enter a valid mobile number.',
    });
    const noKuwaitFields = await post({ ...home, area: undefined, block: ' ', street: '', house: undefined });
    expect(noKuwaitFields.json().errors).toEqual({
      area: 'Area is required',
      block: 'Block is required',
      street: 'Street is required',
      house: 'House or building is required',
    });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ area: 'Bengaluru' }, 'area', 'Choose an area of Kuwait from the list.'],
      [{ governorate: 'ahmadi' }, 'governorate', 'This area is not in the chosen governorate.'],
      [{ governorate: 'goa' }, 'governorate', 'Choose a governorate of Kuwait.'],
      [{ block: 'x'.repeat(21) }, 'block', 'At most 20 characters'],
      [{ street: 'a\u0000b' }, 'street', 'Street must not contain control characters'],
      [{ avenue: 'a\u0007b' }, 'avenue', 'Avenue must not contain control characters'],
      [{ house: 'x'.repeat(51) }, 'house', 'At most 50 characters'],
      [{ floor: 'a\u0000' }, 'floor', 'Floor must not contain control characters'],
      [{ apartment: 'x'.repeat(21) }, 'apartment', 'At most 20 characters'],
      [{ landmark: 'x'.repeat(301) }, 'landmark', 'At most 300 characters'],
      [{ country_code: '965' }, 'country_code', 'Invalid country code'],
      [{ latitude: undefined }, 'latitude', 'Please select a location on the map.'],
    ];
    for (const [change, field, message] of cases) {
      const response = await post({ ...home, ...change });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[field], field).toBe(message);
    }
    expect(await app.db.$count(addresses, eq(addresses.userId, userId))).toBe(0);
  });

  it('refuses a pin outside Kuwait with a 400 on latitude, in English and Arabic, on add and edit', async () => {
    const { agent, userId } = await signedInAgent(app);
    // The old map's first view (central India), the Gulf off Salmiya, Basra, Khafji (Saudi Arabia).
    for (const [latitude, longitude] of [
      [20.59, 78.97],
      [29.3, 48.3],
      [30.5, 47.78],
      [28.42, 48.49],
    ]) {
      const response = await agent.post(Agent.api(`myaddress/${userId}`), { ...home, latitude, longitude });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Pick a place in Kuwait.',
        errors: { latitude: 'Pick a place in Kuwait.' },
      });
    }
    expect(await app.db.$count(addresses, eq(addresses.userId, userId))).toBe(0);

    const id = (await agent.post(Agent.api(`myaddress/${userId}`), home)).json().results._id;
    agent.setCookie('locale', 'ar');
    const moved = await agent.put(Agent.api(`myaddress/${id}`), { ...home, latitude: 20.59, longitude: 78.97 });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ latitude: 'اختر مكاناً داخل الكويت.' });
    // A lone new coordinate is checked with the stored other one.
    const lone = await agent.put(Agent.api(`myaddress/${id}`), { ...home, latitude: undefined, longitude: 78.97 });
    expect(lone.json()).toMatchObject({ code: 400, errors: { latitude: 'اختر مكاناً داخل الكويت.' } });
    const [row] = await app.db.select().from(addresses).where(eq(addresses.id, id));
    expect(row).toMatchObject({ latitude: 29.335, longitude: 48.075 });
  });

  it("still takes the spec's wire fields: flatNo, address, pincode and an area's name", async () => {
    const { agent, userId } = await signedInAgent(app);
    const added = await agent.post(Agent.api(`myaddress/${userId}`), specPayload);
    expect(added.statusCode).toBe(200);
    expect(added.json().results).toEqual({
      ...specPayload,
      _id: expect.any(String),
      area: 'salmiya',
      governorate: 'hawalli',
      block: '',
      street: '',
      avenue: '',
      house: '',
      floor: '',
      apartment: '',
      country_code: '',
    });
    // An Arabic area name is the same area; the spec's form without an area at all is kept too.
    const arabic = await agent.post(Agent.api(`myaddress/${userId}`), { ...specPayload, area: 'السالمية' });
    expect(arabic.json().results).toMatchObject({ area: 'salmiya', governorate: 'hawalli' });
    const noArea = await agent.post(Agent.api(`myaddress/${userId}`), { ...specPayload, area: undefined });
    expect(noArea.json().results).toMatchObject({ area: '', governorate: '', address: 'Block 4, Street 21' });
    // The spec's edit sends the form's fields again.
    const id = added.json().results._id;
    const edited = await agent.put(Agent.api(`myaddress/${id}`), { ...specPayload, flatNo: '14', latitude: undefined });
    expect(edited.json().results).toMatchObject({ flatNo: '14', pincode: '20001', latitude: 29.33 });
  });

  it('tells the map to open on Kuwait City inside the box around Kuwait, and where its tiles are', async () => {
    const response = await new Agent(app).get(Agent.api('map_config'));
    expect(response.json().results).toEqual({
      center: { lat: 29.3759, lng: 47.9774 },
      bounds: [
        [expect.closeTo(28.53, 1), expect.closeTo(46.53, 1)],
        [expect.closeTo(30.1, 1), expect.closeTo(48.43, 1)],
      ],
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: expect.stringContaining('OpenStreetMap'),
    });
    // The page's policy (any path outside the API) lets the map load its tiles.
    const page = await new Agent(app).get('/account/address');
    expect(page.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
  });

  it('never passes 50 addresses, even for adds that race each other', async () => {
    const { agent, userId } = await signedInAgent(app);
    await app.db.insert(addresses).values(Array.from({ length: 45 }, () => ({ ...home, userId })));
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => agent.post(Agent.api(`myaddress/${userId}`), home)),
    );
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(refused).toHaveLength(15);
    for (const response of refused) {
      expect(response.json()).toEqual({
        code: 409,
        reason: 'errors.addresses.limit',
        message: 'You can keep at most 50 addresses.',
      });
    }
    expect(await app.db.$count(addresses, eq(addresses.userId, userId))).toBe(50);
  });

  it("answers in the reader's language: Arabic with the locale cookie, English by default", async () => {
    const { agent, userId } = await signedInAgent(app);
    agent.setCookie('locale', 'ar');
    const added = await agent.post(Agent.api(`myaddress/${userId}`), home);
    expect(added.json()).toMatchObject({ code: 200, message: 'تمت إضافة العنوان بنجاح!' });
    const unknown = await agent.delete(Agent.api('myaddress/00000000-0000-4000-8000-000000000000'));
    expect(unknown.json()).toEqual({ code: 404, reason: 'errors.addresses.notFound', message: 'العنوان غير موجود.' });

    await app.db.insert(addresses).values(Array.from({ length: 49 }, () => ({ ...home, userId })));
    const full = await agent.post(Agent.api(`myaddress/${userId}`), home);
    expect(full.json()).toEqual({
      code: 409,
      reason: 'errors.addresses.limit',
      message: 'يمكنك حفظ 50 عنواناً كحد أقصى.',
    });
    agent.setCookie('locale', 'en');
    const inEnglish = await agent.post(Agent.api(`myaddress/${userId}`), home);
    expect(inEnglish.json()).toEqual({
      code: 409,
      reason: 'errors.addresses.limit',
      message: 'You can keep at most 50 addresses.',
    });
  });
});
