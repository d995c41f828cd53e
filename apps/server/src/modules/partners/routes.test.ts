import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerApplicationInput } from '@khidma/shared/schemas/partner';
import type { App } from '../../app';
import { servicePartners } from '../../db/schema';
import { decryptSecret } from '../../lib/secret-box';
import { Agent } from '../../test/agent';
import { PDF_BYTES, pngImage } from '../../test/images';
import { multipartBody, type FilePart } from '../../test/multipart';
import { signedInAgent } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';
import { uploadedUrl } from '../../test/uploads';

const ACCOUNT_NUMBER = '918273645501928374';
const IBAN = 'KW74NBOK0000000000001000372151';
const CIVIL_ID = '290010112346';
/** A Windows executable: the "MZ" header and the DOS stub, as a .exe starts. */
const WINDOWS_EXE = Buffer.concat([
  Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000', 'hex'),
  Buffer.from('This program cannot be run in DOS mode.\r\r\n$'),
  Buffer.alloc(256),
]);

describe('servicesPartner_add', () => {
  let app: App;
  let dir: string;
  /** Every body the server sent during this file, to prove the account number never leaves it. */
  const sent: string[] = [];
  let files: { photo: string; idProof: string; certificate: string };
  let category: { _id: string; sub: { _id: string; SrvSubCategoryName: string } };
  let otherCategorySubId: string;
  /** The applicant's browser: the one that uploaded `files`. */
  let applicant: Agent;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'khidma-partner-'));
    app = await createTestApp({
      seed: true,
      env: { UPLOADS_DIR: dir, RATE_LIMIT_ALLOW_LIST: '127.0.0.1' },
      extend: (instance) => {
        instance.addHook('onSend', async (_request, _reply, payload) => {
          if (typeof payload === 'string' || Buffer.isBuffer(payload)) sent.push(payload.toString());
          return payload;
        });
      },
    });
    const agent = new Agent(app);
    applicant = agent;
    const upload = (file: FilePart, kind: 'image' | 'document') => uploadedUrl(agent, file, kind);
    files = {
      photo: await upload({ bytes: await pngImage(), filename: 'me.png', contentType: 'image/png' }, 'image'),
      idProof: await upload({ bytes: PDF_BYTES, filename: 'id.pdf', contentType: 'application/pdf' }, 'document'),
      certificate: await upload({ bytes: PDF_BYTES, filename: 'cert.pdf', contentType: 'application/pdf' }, 'document'),
    };
    const categories = (await agent.get(Agent.api('srv_category_list'))).json().results as Array<{ _id: string }>;
    const rows = await app.db.query.subCategories.findMany();
    const first = rows.find((row) => row.categoryId === categories[0]?._id);
    const other = rows.find((row) => row.categoryId !== categories[0]?._id);
    if (!first || !other) throw new Error('the demo seed has no sub-categories');
    category = { _id: first.categoryId, sub: { _id: first.id, SrvSubCategoryName: first.name } };
    otherCategorySubId = other.id;
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  function application(overrides: { email?: string; phone?: string } = {}): PartnerApplicationInput {
    return {
      contact_details: {
        Name: 'Ravi Kumar',
        Gender: 'Male',
        country_code: '+91',
        Number: overrides.phone ?? '9876543210',
        Email: overrides.email ?? 'ravi@example.com',
        password: 'secret123',
        Photo: files.photo,
        IdProof: files.idProof,
        CivilId: CIVIL_ID,
      },
      skill_details: {
        SrvCategoryId: category._id,
        SrvCategoryName: 'whatever the browser says',
        SrvSubCategoryId: category.sub._id,
        SrvSubCategoryName: 'ignored',
        workHoursStart: '09:00',
        workHoursEnd: '18:00',
        skillCertificate: files.certificate,
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
        Iban: IBAN,
        AcNumber: ACCOUNT_NUMBER,
        IfscCode: 'sbin0001234',
        BranchName: 'Indiranagar',
      },
    };
  }

  const apply = (body: unknown, agent = applicant) =>
    agent.post(Agent.api('servicesPartner_add'), body as Record<string, unknown>);

  it('refuses a Windows executable renamed .pdf with 415', async () => {
    const response = await new Agent(app).request({
      method: 'POST',
      url: Agent.api('uploads3?kind=document'),
      ...multipartBody({ bytes: WINDOWS_EXE, filename: 'certificate.pdf', contentType: 'application/pdf' }),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 415 });
  });

  it('stores an application awaiting review, with a hashed password and a sealed account number', async () => {
    const response = await apply(application());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      code: 200,
      message: 'Application received',
      results: { _id: expect.any(String), status: 'pending_review' },
    });

    const [row] = await app.db.select().from(servicePartners).where(eq(servicePartners.id, body.results._id));
    expect(row).toMatchObject({
      status: 'pending_review',
      email: 'ravi@example.com',
      phone: '9876543210',
      categoryId: category._id,
      subCategoryId: category.sub._id,
      subCategoryName: category.sub.SrvSubCategoryName,
      ifscCode: 'SBIN0001234',
      latitude: 12.9716,
      photo: files.photo,
      skillCertificate: files.certificate,
    });
    expect(row?.categoryName).not.toBe('whatever the browser says');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('secret123');
    expect(row?.acNumberEncrypted).not.toContain(ACCOUNT_NUMBER);
    expect(decryptSecret(row?.acNumberEncrypted ?? '', app.config.dataEncryptionKey)).toBe(ACCOUNT_NUMBER);
    expect(row).toMatchObject({ bankCode: 'NBOK', bankName: 'National Bank of Kuwait', ibanLast4: '2151' });
    expect(row?.ibanEncrypted).not.toContain(IBAN);
    expect(decryptSecret(row?.ibanEncrypted ?? '', app.config.dataEncryptionKey)).toBe(IBAN);
    expect(row?.civilIdEncrypted).not.toContain(CIVIL_ID);
    expect(decryptSecret(row?.civilIdEncrypted ?? '', app.config.dataEncryptionKey)).toBe(CIVIL_ID);
  });

  it('takes a Kuwaiti application without State, pincode, IfscCode or AcNumber: the account is read from the IBAN', async () => {
    const body = application({ email: 'kuwaiti@example.com', phone: '9000000010' });
    const { State: _state, pincode: _pincode, ...address } = body.address_details;
    const { IfscCode: _ifsc, AcNumber: _account, ...bank } = body.payment_details;
    const response = await apply({
      ...body,
      address_details: address,
      payment_details: { ...bank, Iban: 'kw74 nbok 0000 0000 0000 1000 3721 51', BankName: 'بنك الكويت الوطني' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await app.db
      .select()
      .from(servicePartners)
      .where(eq(servicePartners.id, response.json().results._id));
    expect(row).toMatchObject({ state: null, pincode: null, ifscCode: null, bankCode: 'NBOK', ibanLast4: '2151' });
    expect(decryptSecret(row!.ibanEncrypted!, app.config.dataEncryptionKey)).toBe(IBAN);
    expect(decryptSecret(row!.acNumberEncrypted, app.config.dataEncryptionKey)).toBe('0000000000001000372151');
  });

  it('answers 400 naming the field to a bad IBAN or Civil ID, and stores nothing', async () => {
    const before = await app.db.$count(servicePartners);
    const invalidCivilId = 'Enter a valid 12-digit Civil ID number.';
    const cases: Array<[keyof PartnerApplicationInput, string, string, string]> = [
      ['payment_details', 'Iban', 'KW75NBOK0000000000001000372151', 'This IBAN is not valid; check it for a typo.'],
      [
        'payment_details',
        'Iban',
        'GB82WEST12345698765432',
        'Enter a Kuwaiti IBAN: KW followed by 28 letters and digits.',
      ],
      ['payment_details', 'Iban', '', 'IBAN is required'],
      ['payment_details', 'BankName', 'Gulf Bank', 'Your IBAN belongs to another bank.'],
      ['payment_details', 'BankName', 'State Bank', 'Choose your bank from the list.'],
      ['contact_details', 'CivilId', '290010112345', invalidCivilId],
      ['contact_details', 'CivilId', '2900101123', invalidCivilId],
      ['contact_details', 'CivilId', '2900\u00001123461', invalidCivilId],
    ];
    for (const [section, field, value, message] of cases) {
      const body = application({ email: 'bad.numbers@example.com', phone: '9000000011' });
      const response = await apply({ ...body, [section]: { ...body[section], [field]: value } });
      expect(response.statusCode, value).toBe(400);
      expect(response.json().errors, value).toEqual({ [`${section}.${field}`]: message });
    }
    expect(await app.db.$count(servicePartners)).toBe(before);
  });

  it('answers 409 to a second application with the same email, in any case, and stores nothing', async () => {
    const before = await app.db.$count(servicePartners);
    const response = await apply(application({ email: 'RAVI@example.com', phone: '9000000001' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 409,
      reason: 'errors.partners.alreadyApplied',
      message: 'An application with this email or phone number already exists.',
    });
    expect(await app.db.$count(servicePartners)).toBe(before);
  });

  it('answers 409 to a second application with the same phone', async () => {
    const response = await apply(application({ email: 'someone.else@example.com' }));
    expect(response.statusCode).toBe(409);
  });

  it('accepts Number, pincode and AcNumber sent as the numbers of spec §3, and stores their digits', async () => {
    const body = application({ email: 'numbers@example.com', phone: '9000000077' });
    const response = await apply({
      ...body,
      contact_details: { ...body.contact_details, Number: 9000000077 },
      address_details: { ...body.address_details, pincode: 560038 },
      payment_details: { ...body.payment_details, AcNumber: 918273645501 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await app.db
      .select()
      .from(servicePartners)
      .where(eq(servicePartners.id, response.json().results._id));
    expect(row).toMatchObject({ phone: '9000000077', pincode: '560038' });
    expect(decryptSecret(row!.acNumberEncrypted, app.config.dataEncryptionKey)).toBe('918273645501');
  });

  it("answers 400 with spec §5's messages for an empty application", async () => {
    const response = await apply({
      contact_details: { Name: '', Gender: '', country_code: '', Number: '', Email: '', password: '' },
      skill_details: { SrvCategoryId: '', SrvSubCategoryId: '', workHoursStart: '', workHoursEnd: '' },
      address_details: { flatNo: '', Area: '', City: '', State: '', pincode: '', latitude: 1, longitude: 1 },
      payment_details: { BankName: '', Iban: '', AcNumber: '', IfscCode: '', BranchName: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      'contact_details.Name': 'Name is required',
      'contact_details.Gender': 'Gender is required',
      'contact_details.country_code': 'Country code is required',
      'contact_details.Number': 'Phone number is required',
      'contact_details.Email': 'Email is required',
      'contact_details.password': 'Password is required',
      'contact_details.Photo': 'Photo is required',
      'contact_details.IdProof': 'ID Proof is required',
      'contact_details.CivilId': 'Civil ID number is required',
      'skill_details.SrvCategoryId': 'Category is required',
      'skill_details.SrvSubCategoryId': 'Subcategory is required',
      'skill_details.workHoursStart': 'Start time is required',
      'skill_details.workHoursEnd': 'End time is required',
      'skill_details.skillCertificate': 'Skill certificate is required',
      'address_details.flatNo': 'Flat/No. is required',
      'address_details.Area': 'Area is required',
      'address_details.City': 'City is required',
      'payment_details.BankName': 'Bank Name is required',
      'payment_details.Iban': 'IBAN is required',
      'payment_details.BranchName': 'Branch Name is required',
    });
  });

  it('answers 400 to a short phone, a short password and work hours that end before they start', async () => {
    const body = application({ email: 'x@example.com', phone: '12345' });
    body.contact_details.password = 'abc';
    body.skill_details.workHoursEnd = '08:00';
    const response = await apply(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      'contact_details.Number': 'Enter a valid mobile number.',
      'contact_details.password': 'Password must be at least 6 characters',
      'skill_details.workHoursEnd': 'End time must be after start time',
    });
  });

  it('answers 400 to files that did not come from our uploads, and to a PDF as the photo', async () => {
    const body = application({ email: 'files@example.com', phone: '9000000002' });
    body.contact_details.Photo = files.idProof;
    body.contact_details.IdProof = 'https://evil.example/id.png';
    body.skill_details.skillCertificate = '/uploads/../../etc/passwd';
    const response = await apply(body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'contact_details.IdProof',
      'contact_details.Photo',
      'skill_details.skillCertificate',
    ]);
  });

  it("answers 400 to another browser's or another user's uploads, and stores nothing", async () => {
    const before = await app.db.$count(servicePartners);
    const body = application({ email: 'borrowed@example.com', phone: '9000000003' });
    const stranger = await apply(body, new Agent(app));
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toEqual({
      code: 400,
      reason: 'errors.partners.foreignFiles',
      message: 'Some files were not uploaded through this site.',
      errors: {
        'contact_details.Photo': 'Please upload the file again.',
        'contact_details.IdProof': 'Please upload the file again.',
        'skill_details.skillCertificate': 'Please upload the file again.',
      },
    });

    // A logged-in customer's upload is theirs alone, even in the browser that applies.
    const customer = await signedInAgent(app);
    const photo = await customer.agent.request({
      method: 'POST',
      url: Agent.api('uploads3'),
      ...multipartBody({ bytes: await pngImage(), filename: 'me.png' }),
    });
    body.contact_details.Photo = photo.json().results;
    const borrowed = await apply(body);
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().errors).toEqual({ 'contact_details.Photo': 'Please upload the file again.' });
    expect(await app.db.$count(servicePartners)).toBe(before);
  });

  it('answers 400 to a sub-category of another category', async () => {
    const body = application({ email: 'sub@example.com', phone: '9000000003' });
    body.skill_details.SrvSubCategoryId = otherCategorySubId;
    expect((await apply(body)).statusCode).toBe(400);
  });

  it("answers in the reader's language", async () => {
    const stranger = new Agent(app);
    stranger.setCookie('locale', 'ar');
    const foreign = await apply(application({ email: 'arabic@example.com', phone: '9000000004' }), stranger);
    expect(foreign.json()).toEqual({
      code: 400,
      reason: 'errors.partners.foreignFiles',
      message: 'بعض الملفات لم تُرفع عبر هذا الموقع.',
      errors: {
        'contact_details.Photo': 'يُرجى رفع الملف مرة أخرى.',
        'contact_details.IdProof': 'يُرجى رفع الملف مرة أخرى.',
        'skill_details.skillCertificate': 'يُرجى رفع الملف مرة أخرى.',
      },
    });

    applicant.setCookie('locale', 'ar');
    try {
      const wrongSub = application({ email: 'arabic@example.com', phone: '9000000004' });
      wrongSub.skill_details.SrvSubCategoryId = otherCategorySubId;
      expect((await apply(wrongSub)).json()).toEqual({
        code: 400,
        reason: 'errors.partners.chooseFromList',
        message: 'يُرجى اختيار فئة وفئة فرعية من القائمة.',
        errors: { 'skill_details.SrvSubCategoryId': 'الفئة الفرعية مطلوبة' },
      });
      expect((await apply(application())).json()).toEqual({
        code: 409,
        reason: 'errors.partners.alreadyApplied',
        message: 'يوجد طلب انضمام بهذا البريد الإلكتروني أو رقم الهاتف مسبقاً.',
      });
      const received = await apply(application({ email: 'arabic@example.com', phone: '9000000004' }));
      expect(received.json()).toMatchObject({ code: 200, message: 'تم استلام طلب الانضمام' });
    } finally {
      applicant.setCookie('locale', 'en');
    }
  });

  it('limits applications per address', async () => {
    const limited = await createTestApp({ seed: true, env: { UPLOADS_DIR: dir } });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 6; index += 1) statuses.push((await apply({}, new Agent(limited))).statusCode);
      expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(statuses[5]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('never sends the account number or the IBAN in any response of any GET endpoint', async () => {
    const agent = new Agent(app);
    const [row] = await app.db.select({ id: servicePartners.id }).from(servicePartners).limit(1);
    // Every top-level GET route of the API (static files are files, not endpoints), ids filled with the partner's.
    const paths = app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .filter((line) => /^[├└]── \/(api\/|healthz|readyz)/.test(line) && line.includes('GET'))
      .map((line) => line.replace(/^[├└]── /, '').split(' ')[0] ?? '')
      .map((route) => route.replace(/:[A-Za-z]+\??/g, row?.id ?? 'x'));
    paths.push('/api/docs/json');
    expect(paths).toContain('/api/khidma/srv_category_list');
    const before = sent.length;
    for (const route of paths) await agent.get(route);
    expect(sent.length - before).toBe(paths.length);
    for (const body of sent) {
      expect(body).not.toContain(ACCOUNT_NUMBER);
      expect(body).not.toContain(IBAN);
      expect(body).not.toContain(IBAN.slice(8));
    }
  });
});
