import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { addresses } from '../../db/schema';
import { Agent } from '../../test/agent';
import { signedInAgent } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';

const home = {
  addressType: 'Home' as const,
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
      results: { ...home, _id: expect.any(String) },
    });
    const id = added.json().results._id;

    const list = await owner.agent.get(Agent.api(`myaddresslist/${owner.userId}`));
    expect(list.json().results).toEqual([{ ...home, _id: id }]);

    const edited = await owner.agent.put(Agent.api(`myaddress/${id}`), {
      ...home,
      landmark: 'Opposite the mosque',
      latitude: undefined,
    });
    expect(edited.json()).toMatchObject({
      message: 'Address updated successfully!',
      results: { landmark: 'Opposite the mosque', latitude: 29.33 },
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
    expect(list.find((address: { _id: string }) => address._id === id)).toMatchObject({ flatNo: '12B' });
  });

  it('answers 401 without a session and 404 for an unknown address', async () => {
    expect((await new Agent(app).get(Agent.api(`myaddresslist/${owner.userId}`))).statusCode).toBe(401);
    const missing = await owner.agent.delete(Agent.api('myaddress/00000000-0000-4000-8000-000000000000'));
    expect(missing.statusCode).toBe(404);
  });

  it("refuses a bad address with the form's messages", async () => {
    const response = await owner.agent.post(Agent.api(`myaddress/${owner.userId}`), {
      ...home,
      addressType: 'Castle',
      phoneNo: '12345',
      address: ' ',
      landmark: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      addressType: 'Please select address type.',
      phoneNo: 'Enter a valid mobile number.',
      address: 'Address is required.',
      landmark: 'Landmark is required',
    });
    const noPosition = await owner.agent.post(Agent.api(`myaddress/${owner.userId}`), { ...home, latitude: undefined });
    expect(noPosition.json().errors).toMatchObject({ latitude: 'Please select a location on the map.' });
  });

  it('tells the map where its tiles are, and lets the page load them', async () => {
    const response = await new Agent(app).get(Agent.api('map_config'));
    expect(response.json().results).toEqual({
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
