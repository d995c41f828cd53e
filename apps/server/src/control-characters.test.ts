import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { addresses, servicePartners, users } from './db/schema';
import { newAccount } from './test/accounts';
import { Agent } from './test/agent';
import { signedInAgent } from './test/signed-in';
import { createTestApp } from './test/test-app';

const api = Agent.api;
const home = {
  addressType: 'Home',
  flatNo: '12B',
  address: 'Block 4, Street 21',
  landmark: 'Near the co-op',
  pincode: '20001',
  phoneNo: '51234567',
  area: 'Salmiya',
  latitude: 29.33,
  longitude: 48.07,
};

/** A partner application valid for the schema (the service's own checks come after it). */
function partnerApplication(name: string) {
  return {
    contact_details: {
      Name: name,
      Gender: 'Male',
      country_code: '+91',
      Number: '9876543210',
      Email: 'ravi@example.com',
      password: 'secret123',
      Photo: '/uploads/ab/ab.webp',
      IdProof: '/uploads/ab/ab.pdf',
      CivilId: '290010112346',
    },
    skill_details: {
      SrvCategoryId: randomUUID(),
      SrvCategoryName: 'Cleaning',
      SrvSubCategoryId: randomUUID(),
      SrvSubCategoryName: 'Deep cleaning',
      workHoursStart: '09:00',
      workHoursEnd: '18:00',
      skillCertificate: '/uploads/ab/ab.pdf',
    },
    address_details: {
      flatNo: '12B',
      Area: 'Indiranagar',
      City: 'Bengaluru',
      State: 'Karnataka',
      pincode: '560038',
      latitude: 12.9716,
      longitude: 77.5946,
    },
    payment_details: {
      BankName: 'NBK',
      Iban: 'KW74NBOK0000000000001000372151',
      AcNumber: '918273645501',
      IfscCode: 'SBIN0001234',
      BranchName: 'Main',
    },
  };
}

/** A 400 whose message and field error name the field: a control character never reaches the database. */
/** A 400 naming the field; `rule` is the name its text() rule gives the message key (validation.{rule}.controlCharacters). */
function expectRefused(response: { statusCode: number; json(): unknown }, field: string, label: string, rule = field) {
  const message = `${label} must not contain control characters`;
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    code: 400,
    message,
    reason: `validation.${rule}.controlCharacters`,
    errors: { [field]: message },
  });
}

describe('control characters in text fields', () => {
  let app: App;
  let customer: Awaited<ReturnType<typeof signedInAgent>>;

  beforeAll(async () => {
    app = await createTestApp({ env: { RATE_LIMIT_ALLOW_LIST: '127.0.0.1' } });
    customer = await signedInAgent(app);
  });
  afterAll(() => app.close());

  it('sign-up: a NUL, a bell or a lone surrogate in the name is a 400 naming it, and no account is made', async () => {
    const before = await app.db.$count(users);
    for (const name of ['Amal\u0000', 'Amal\u0007K', 'Amal \ud800']) {
      expectRefused(await new Agent(app).post(api('user_register'), newAccount({ name })), 'name', 'Name');
    }
    expect(await app.db.$count(users)).toBe(before);
  });

  it('profile: a control character in the name is a 400, and the profile is unchanged', async () => {
    const [before] = await app.db.select().from(users).where(eq(users.id, customer.userId));
    const response = await customer.agent.put(api(`update_user/${customer.userId}`), {
      name: 'New\u0000Name',
      email: before!.email,
    });
    expectRefused(response, 'name', 'Name');
    const [after] = await app.db.select().from(users).where(eq(users.id, customer.userId));
    expect(after).toEqual(before);
  });

  it('addresses: a NUL in a new or an edited address is a 400, and nothing is stored', async () => {
    const add = (body: Record<string, unknown>) => customer.agent.post(api(`myaddress/${customer.userId}`), body);
    expectRefused(await add({ ...home, landmark: 'Near\u0000the co-op' }), 'landmark', 'Landmark');
    expectRefused(await add({ ...home, area: 'Salmiya\u007f' }), 'area', 'Area');
    expect(await app.db.$count(addresses, eq(addresses.userId, customer.userId))).toBe(0);

    const id = (await add(home)).json().results._id as string;
    const edit = await customer.agent.put(api(`myaddress/${id}`), { ...home, address: 'Block\u00004' });
    expectRefused(edit, 'address', 'Address');
    const [row] = await app.db.select({ address: addresses.address }).from(addresses).where(eq(addresses.id, id));
    expect(row).toEqual({ address: home.address });
  });

  it('partner application: a NUL in a field is a 400 naming it, and no application is stored', async () => {
    const response = await new Agent(app).post(api('servicesPartner_add'), partnerApplication('Ravi\u0000Kumar'));
    expectRefused(response, 'contact_details.Name', 'Name', 'name');
    expect(await app.db.$count(servicePartners)).toBe(0);
  });

  it('reviews, order ids and the search term: a control character is a 400, never a database error', async () => {
    const review = await customer.agent.put(api(`serviceReview/${randomUUID()}`), {
      userId: customer.userId,
      ordId: 'KH-ABCDEFGH',
      review: 'Good\u0000',
    });
    expectRefused(review, 'review', 'Review');
    expectRefused(await customer.agent.get(api('odm/srv_booking/KH-%00')), 'id', 'Order id', 'orderId');
    expectRefused(await new Agent(app).get(api('service_search?searchTerm=ac%00')), 'searchTerm', 'The search term');
  });
});
