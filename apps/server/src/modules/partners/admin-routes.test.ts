import { eq } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerApplicationInput } from '@khidma/shared/schemas/partner';
import type { App } from '../../app';
import { bookings, servicePartners, smsOutbox, users } from '../../db/schema';
import { Agent } from '../../test/agent';
import { PDF_BYTES, pngImage, srcSetCandidates } from '../../test/images';
import { multipartBody, type FilePart } from '../../test/multipart';
import { signedInAgent } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';

const ACCOUNT_NUMBER = '918273645501928374';
const IBAN = 'KW74NBOK0000000000001000372151';
const PASSWORD = 'secret123';

describe('partner applications review, partners, and the partner portal profile', () => {
  let app: App;
  let dir: string;
  let admin: Agent;
  let skill: { categoryId: string; subCategoryId: string };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'khidma-partner-admin-'));
    app = await createTestApp({ seed: true, env: { UPLOADS_DIR: dir, RATE_LIMIT_ALLOW_LIST: '127.0.0.1' } });
    admin = (await signedInAgent(app, { role: 'admin' })).agent;
    const [sub] = await app.db.query.subCategories.findMany({ limit: 1 });
    skill = { categoryId: sub!.categoryId, subCategoryId: sub!.id };
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** An application sent through the site by a fresh browser: its files uploaded, then the form. */
  async function apply(overrides: { email?: string; phone?: string } = {}) {
    const applicant = new Agent(app);
    const upload = async (file: FilePart, kind: 'image' | 'document') => {
      const response = await applicant.request({
        method: 'POST',
        url: Agent.api(`uploads3?kind=${kind}`),
        ...multipartBody(file),
      });
      expect(response.statusCode).toBe(201);
      return response.json().results as string;
    };
    const files = {
      photo: await upload({ bytes: await pngImage(), filename: 'me.png', contentType: 'image/png' }, 'image'),
      idProof: await upload({ bytes: PDF_BYTES, filename: 'id.pdf', contentType: 'application/pdf' }, 'document'),
      certificate: await upload({ bytes: PDF_BYTES, filename: 'c.pdf', contentType: 'application/pdf' }, 'document'),
    };
    const unique = randomBytes(4).toString('hex');
    const email = overrides.email ?? `ravi-${unique}@example.com`;
    const phone = overrides.phone ?? `9${String(Number.parseInt(unique, 16) % 1_000_000_000).padStart(9, '0')}`;
    const body: PartnerApplicationInput = {
      contact_details: {
        Name: `Ravi Kumar ${unique}`,
        Gender: 'Male',
        country_code: '+91',
        Number: phone,
        Email: email,
        password: PASSWORD,
        Photo: files.photo,
        IdProof: files.idProof,
        CivilId: '290010112346',
      },
      skill_details: {
        SrvCategoryId: skill.categoryId,
        SrvCategoryName: 'x',
        SrvSubCategoryId: skill.subCategoryId,
        SrvSubCategoryName: 'x',
        workHoursStart: '09:00',
        workHoursEnd: '18:00',
        skillCertificate: files.certificate,
      },
      address_details: {
        flatNo: '12B',
        Area: 'Salmiya',
        City: 'Kuwait City',
        State: 'Hawalli',
        pincode: '22001',
        latitude: 29.33,
        longitude: 48.07,
      },
      payment_details: {
        BankName: 'NBK',
        Iban: IBAN,
        AcNumber: ACCOUNT_NUMBER,
        IfscCode: 'nbok0001',
        BranchName: 'Salmiya',
      },
    };
    const response = await applicant.post(Agent.api('servicesPartner_add'), body as unknown as Record<string, unknown>);
    expect(response.statusCode, response.body).toBe(200);
    return { id: response.json().results._id as string, email, phone, files, applicant };
  }

  const texts = async (phone: string) =>
    (
      await app.db
        .select({ body: smsOutbox.body })
        .from(smsOutbox)
        .where(eq(smsOutbox.phone, `+91${phone}`))
    ).map((row) => row.body);
  const logIn = (email: string, password = PASSWORD) =>
    new Agent(app).post(Agent.api('login_with_email'), { email, password });

  it('refuses anonymous callers (401), customers and partners (403) on every admin endpoint; admins and customers on the portal', async () => {
    const id = randomUUID();
    const adminEndpoints: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
      ['GET', 'admin/partner_applications'],
      ['GET', `admin/partner_applications/${id}`],
      ['GET', `admin/partner_applications/${id}/files/photo`],
      ['POST', `admin/partner_applications/${id}/approve`],
      ['POST', `admin/partner_applications/${id}/reject`],
      ['GET', 'admin/partners'],
      ['PUT', `admin/partners/${id}`],
      ['PUT', `admin/partners/${id}/hours`],
      ['GET', `admin/partners/${id}/time_off`],
      ['POST', `admin/partners/${id}/time_off`],
      ['DELETE', `admin/partners/${id}/time_off/${id}`],
    ];
    const portal: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
      ['GET', 'partner/me'],
      ['GET', 'partner/me/photo'],
      ['PUT', 'partner/me'],
      ['PUT', 'partner/me'],
      ['GET', 'partner/me/time_off'],
      ['POST', 'partner/me/time_off'],
      ['DELETE', `partner/me/time_off/${id}`],
      ['GET', 'partner/reviews'],
    ];
    const customer = (await signedInAgent(app)).agent;
    const partner = (await signedInAgent(app, { role: 'partner' })).agent;
    const call = (agent: Agent, method: string, url: string) =>
      agent.request({
        method: method as 'GET',
        url: Agent.api(url),
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
    for (const [method, url] of adminEndpoints) {
      expect((await call(new Agent(app), method, url)).statusCode, url).toBe(401);
      expect((await call(customer, method, url)).statusCode, url).toBe(403);
      expect((await call(partner, method, url)).statusCode, url).toBe(403);
    }
    for (const [method, url] of portal) {
      expect((await call(new Agent(app), method, url)).statusCode, url).toBe(401);
      expect((await call(customer, method, url)).statusCode, url).toBe(403);
      expect((await call(admin, method, url)).statusCode, url).toBe(403);
      // A partner account with no approved application behind it (an empty body is refused first).
      expect((await call(partner, method, url)).statusCode, url).toBe(
        method === 'PUT' || method === 'POST' ? 400 : 403,
      );
    }
    expect(
      (
        await partner.put(Agent.api('partner/me'), {
          workHoursStart: '08:00',
          workHoursEnd: '17:00',
          workDays: [1],
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lists pending applications and shows one without its account number; its files only to admins', async () => {
    const application = await apply();
    const list = await admin.get(Agent.api('admin/partner_applications?status=pending_review&pageSize=100'));
    expect(list.statusCode).toBe(200);
    expect(list.json().results.items.map((row: { _id: string }) => row._id)).toContain(application.id);

    const detail = await admin.get(Agent.api(`admin/partner_applications/${application.id}`));
    expect(detail.statusCode).toBe(200);
    const body = detail.json().results;
    expect(body).toMatchObject({
      status: 'pending_review',
      civilId: '290010112346',
      bank: {
        bankName: 'National Bank of Kuwait',
        bankCode: 'NBOK',
        ibanLast4: '2151',
        accountLast4: '8374',
        ifscCode: 'NBOK0001',
      },
      files: {
        photo: `/api/khidma/admin/partner_applications/${application.id}/files/photo`,
        idProof: `/api/khidma/admin/partner_applications/${application.id}/files/idProof`,
      },
      rejectionReason: null,
      reviewedAt: null,
    });
    expect(detail.body).not.toContain(ACCOUNT_NUMBER);
    expect(detail.body).not.toContain(IBAN);
    expect(detail.body).not.toContain(application.files.photo);

    const photo = await admin.get(body.files.photo);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    const idProof = await admin.get(body.files.idProof);
    expect(idProof.headers['content-type']).toBe('application/pdf');
    expect(idProof.headers['content-disposition']).toBe('attachment');
    expect(idProof.rawPayload.equals(PDF_BYTES)).toBe(true);

    // Not to a customer, not at the public upload URL, not even to the applicant's own browser.
    expect((await (await signedInAgent(app)).agent.get(body.files.photo)).statusCode).toBe(403);
    for (const url of Object.values(application.files)) {
      expect((await new Agent(app).get(url)).statusCode, url).toBe(404);
      expect((await application.applicant.get(url)).statusCode, url).toBe(404);
      // Nor spelled another way: a percent-encoded letter, a query string.
      const encoded = url.replace(
        /\/([0-9a-f])([0-9a-f]*(?:-\d+w)?)\.(webp|pdf)$/,
        (_all, first: string, rest: string, extension: string) =>
          `/%${first.charCodeAt(0).toString(16)}${rest}.${extension}`,
      );
      expect(encoded).not.toBe(url);
      expect((await new Agent(app).get(encoded)).statusCode, encoded).toBe(404);
      expect((await new Agent(app).get(`${url}?v=1`)).statusCode).toBe(404);
    }
    // Nor the photo's variants.
    const variants = srcSetCandidates(application.files.photo).filter(({ url }) => url !== application.files.photo);
    expect(variants.length).toBeGreaterThan(0);
    for (const { url } of variants) expect((await new Agent(app).get(url)).statusCode, url).toBe(404);

    expect((await admin.get(Agent.api(`admin/partner_applications/${randomUUID()}`))).statusCode).toBe(404);
    expect((await admin.get(Agent.api(`admin/partner_applications/${randomUUID()}/files/photo`))).statusCode).toBe(404);
    expect((await admin.get(Agent.api(`admin/partner_applications/${application.id}/files/passport`))).statusCode).toBe(
      400,
    );
    expect((await admin.get(Agent.api('admin/partner_applications/not-a-uuid'))).statusCode).toBe(400);
    expect((await admin.get(Agent.api('admin/partner_applications?status=maybe'))).statusCode).toBe(400);
    expect((await admin.get(Agent.api('admin/partner_applications?pageSize=1000'))).statusCode).toBe(400);
  });

  it('approves: the applicant logs in as a partner with the application password and gets an SMS; twice is a 409', async () => {
    const application = await apply();
    const approved = await admin.post(Agent.api(`admin/partner_applications/${application.id}/approve`));
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().results).toEqual({ _id: application.id, status: 'approved' });

    const login = await logIn(application.email);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().results).toMatchObject({ email: application.email, role: 'partner' });
    const [row] = await app.db.select().from(servicePartners).where(eq(servicePartners.id, application.id));
    expect(row).toMatchObject({ status: 'approved', userId: login.json().results._id });
    expect(row!.reviewedAt).toBeInstanceOf(Date);
    expect((await texts(application.phone)).join('\n')).toContain('your partner application is approved');

    const again = await admin.post(Agent.api(`admin/partner_applications/${application.id}/approve`));
    expect(again.statusCode).toBe(409);
    const reject = await admin.post(Agent.api(`admin/partner_applications/${application.id}/reject`), {
      reason: 'late',
    });
    expect(reject.statusCode).toBe(409);
    expect((await admin.post(Agent.api(`admin/partner_applications/${randomUUID()}/approve`))).statusCode).toBe(404);
  });

  it('two admins approving at once make one account and one 409', async () => {
    const application = await apply();
    const other = (await signedInAgent(app, { role: 'admin' })).agent;
    const answers = await Promise.all([
      admin.post(Agent.api(`admin/partner_applications/${application.id}/approve`)),
      other.post(Agent.api(`admin/partner_applications/${application.id}/approve`)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await app.db.$count(users, eq(users.email, application.email))).toBe(1);
  });

  it('refuses to approve when an account already has that email (409), and changes nothing', async () => {
    const customer = await signedInAgent(app);
    const [account] = await app.db.select().from(users).where(eq(users.id, customer.userId));
    const application = await apply({ email: account!.email });
    const answer = await admin.post(Agent.api(`admin/partner_applications/${application.id}/approve`));
    expect(answer.statusCode).toBe(409);
    const [row] = await app.db.select().from(servicePartners).where(eq(servicePartners.id, application.id));
    expect(row).toMatchObject({ status: 'pending_review', userId: null });
  });

  it('rejects with a reason, texted to the applicant; the reason is checked', async () => {
    const application = await apply();
    const url = Agent.api(`admin/partner_applications/${application.id}/reject`);
    for (const body of [{}, { reason: '' }, { reason: 'bad\u0007' }, { reason: 'x'.repeat(501) }]) {
      expect((await admin.post(url, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const rejected = await admin.post(url, { reason: 'The certificate is unreadable.' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().results.status).toBe('rejected');
    const detail = (await admin.get(Agent.api(`admin/partner_applications/${application.id}`))).json().results;
    expect(detail).toMatchObject({ status: 'rejected', rejectionReason: 'The certificate is unreadable.' });
    expect((await texts(application.phone)).join('\n')).toContain('Reason: The certificate is unreadable.');
    expect((await logIn(application.email)).statusCode).toBe(401);
    expect((await admin.post(Agent.api(`admin/partner_applications/${application.id}/approve`))).statusCode).toBe(409);
  });

  it('lists partners by search, sets their hours, and suspends one: their session ends and they cannot log in', async () => {
    const application = await apply();
    await admin.post(Agent.api(`admin/partner_applications/${application.id}/approve`));
    const partner = new Agent(app);
    expect(
      (await partner.post(Agent.api('login_with_email'), { email: application.email, password: PASSWORD })).statusCode,
    ).toBe(200);

    const found = await admin.get(Agent.api(`admin/partners?q=${application.phone}`));
    expect(found.json().results).toMatchObject({
      total: 1,
      items: [{ _id: application.id, suspended: false, jobs: 0 }],
    });
    expect((await admin.get(Agent.api('admin/partners?q=%01'))).statusCode).toBe(400);

    const hours = Agent.api(`admin/partners/${application.id}/hours`);
    const week = [0, 1, 2, 3, 4];
    expect(
      (await admin.put(hours, { workHoursStart: '18:00', workHoursEnd: '09:00', workDays: week })).statusCode,
    ).toBe(400);
    expect((await admin.put(hours, { workHoursStart: '7am', workHoursEnd: '09:00', workDays: week })).statusCode).toBe(
      400,
    );
    const changed = await admin.put(hours, { workHoursStart: '07:30', workHoursEnd: '16:00', workDays: week });
    expect(changed.json().results).toMatchObject({ workHoursStart: '07:30', workHoursEnd: '16:00', workDays: week });
    expect(
      (
        await admin.put(Agent.api(`admin/partners/${randomUUID()}/hours`), {
          workHoursStart: '07:30',
          workHoursEnd: '16:00',
          workDays: week,
        })
      ).statusCode,
    ).toBe(404);

    const suspend = Agent.api(`admin/partners/${application.id}`);
    expect((await admin.put(suspend, { blocked: 'yes' })).statusCode).toBe(400);
    expect((await admin.put(Agent.api(`admin/partners/${randomUUID()}`), { blocked: true })).statusCode).toBe(404);
    const suspended = await admin.put(suspend, { blocked: true, reason: 'No-shows' });
    expect(suspended.json().results.suspended).toBe(true);
    expect((await partner.get(Agent.api('partner/me'))).statusCode).toBe(401);
    expect((await logIn(application.email)).statusCode).toBe(403);
    expect((await admin.put(suspend, { blocked: false })).json().results.suspended).toBe(false);
    expect((await logIn(application.email)).statusCode).toBe(200);
  });

  it("shows a partner their profile, lets them set their hours, and lists their customers' reviews", async () => {
    const application = await apply();
    await admin.post(Agent.api(`admin/partner_applications/${application.id}/approve`));
    const partner = new Agent(app);
    await partner.post(Agent.api('login_with_email'), { email: application.email, password: PASSWORD });

    const me = await partner.get(Agent.api('partner/me'));
    expect(me.statusCode).toBe(200);
    expect(me.json().results).toMatchObject({
      _id: application.id,
      email: application.email,
      rating: 0,
      reviewsCount: 0,
      bank: { bankCode: 'NBOK', bankName: 'National Bank of Kuwait', ibanLast4: '2151' },
    });
    expect(me.body).not.toContain(IBAN);
    // The photo went private at the approval: the partner reads it through their own endpoint, nobody else can.
    expect(me.json().results.photo).toBe('/api/khidma/partner/me/photo');
    const photo = await partner.get(me.json().results.photo);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect((await partner.get(application.files.photo)).statusCode).toBe(404);
    const workDays = [0, 2, 4];
    expect(
      (await partner.put(Agent.api('partner/me'), { workHoursStart: '10:00', workHoursEnd: '09:00', workDays }))
        .statusCode,
    ).toBe(400);
    const saved = await partner.put(Agent.api('partner/me'), {
      workHoursStart: '10:00',
      workHoursEnd: '19:00',
      workDays,
    });
    expect(saved.json().results).toMatchObject({ workHoursStart: '10:00', workHoursEnd: '19:00', workDays });

    const customer = await signedInAgent(app);
    await app.db.update(users).set({ name: 'Fatma Al-Sabah' }).where(eq(users.id, customer.userId));
    await app.db.insert(bookings).values({
      ordId: `KH-${randomBytes(3).toString('hex').toUpperCase()}`,
      userId: customer.userId,
      ordStatus: 'Completed',
      paymentType: 2,
      paymentStatus: 'PAID',
      totalFils: 5000,
      addressSnapshot: {
        addressType: 'Home',
        flatNo: '1',
        address: 'Block 3',
        landmark: 'Park',
        pincode: '22001',
        phoneNo: '55123456',
        area: 'Salmiya',
        latitude: 29.33,
        longitude: 48.07,
      },
      servicePartnerId: application.id,
      partnerRating: 5,
      partnerReview: 'On time and tidy.',
    });
    const listed = await admin.get(Agent.api(`admin/partners?q=${application.email}`));
    expect(listed.json().results.items[0].jobs).toBe(1);
    const reviews = await partner.get(Agent.api('partner/reviews'));
    expect(reviews.json().results).toEqual([
      expect.objectContaining({ rating: 5, review: 'On time and tidy.', customerFirstName: 'Fatma' }),
    ]);
  });
});
