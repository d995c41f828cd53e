import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@khidma/shared/constants';
import type { App } from '../../app';
import { sessions, users } from '../../db/schema';
import { Agent } from '../../test/agent';
import { pngImage } from '../../test/images';
import { multipartBody } from '../../test/multipart';
import { signedInAgent } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';
import { uploadedUrl } from '../../test/uploads';
import { AgentAt, newAccount, registered } from '../../test/accounts';

const api = Agent.api;

/** A photo uploaded through uploads3 by this agent's browser (and user, when logged in): its URL. */
async function uploadPhoto(agent: Agent): Promise<string> {
  return uploadedUrl(agent, { bytes: await pngImage(), filename: 'me.png' });
}

describe('accounts', () => {
  let app: App;

  // The limits have their own app below; here one address makes many calls.
  beforeAll(async () => {
    app = await createTestApp({ env: { RATE_LIMIT_ALLOW_LIST: '127.0.0.1' } });
  });
  afterAll(() => app.close());

  describe('user_register', () => {
    it('creates the account with an Argon2id hash, logs in and answers the public record', async () => {
      const agent = new Agent(app);
      const account = newAccount({ email: 'Mixed.Case@Example.com' });
      const response = await agent.post(api('user_register'), account);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        code: 200,
        results: {
          name: account.name,
          email: 'mixed.case@example.com',
          country_code: '+965',
          phone: account.phone,
          userImage: '',
        },
      });
      expect(Object.keys(body.results).sort()).toEqual([
        '_id',
        'country_code',
        'email',
        'name',
        'phone',
        'role',
        'userImage',
      ]);

      const cookie = response.cookies.find((item) => item.name === SESSION_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const [row] = await app.db.select().from(users).where(eq(users.id, body.results._id));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row!.passwordHash).not.toContain(account.password);

      // The new session works: the user can edit their own profile.
      const update = await agent.put(api(`update_user/${body.results._id}`), { name: 'Amal K', email: account.email });
      expect(update.statusCode).toBe(200);
    });

    it('keeps a photo uploaded through uploads3, and refuses any other URL', async () => {
      const agent = new Agent(app);
      const upload = await agent.request({
        method: 'POST',
        url: api('uploads3'),
        ...multipartBody({ bytes: await pngImage(), filename: 'me.png' }),
      });
      expect(upload.statusCode).toBe(201);
      const url = upload.json().results as string;

      const withPhoto = await agent.post(api('user_register'), newAccount({ userImage: url }));
      expect(withPhoto.statusCode).toBe(200);
      expect(withPhoto.json().results.userImage).toBe(url);

      const foreign = await new Agent(app).post(
        api('user_register'),
        newAccount({ userImage: 'https://evil.example/me.png' }),
      );
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toEqual({
        code: 400,
        reason: 'errors.auth.uploadAgain',
        message: 'Please upload the photo again.',
        errors: { userImage: 'Please upload the photo again.' },
      });
    });

    it('refuses a photo uploaded by another browser, and makes no account', async () => {
      const url = await uploadPhoto(new Agent(app));
      const before = await app.db.$count(users);
      const response = await new Agent(app).post(api('user_register'), newAccount({ userImage: url }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ userImage: 'Please upload the photo again.' });
      expect(await app.db.$count(users)).toBe(before);
    });

    it('answers 409 naming the field when the email (any case) or the phone is taken', async () => {
      const { account } = await registered(app);
      const sameEmail = await new Agent(app).post(
        api('user_register'),
        newAccount({ email: account.email.toUpperCase() }),
      );
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json()).toEqual({
        code: 409,
        reason: 'errors.auth.emailTaken',
        message: 'An account with this email already exists.',
        errors: { email: 'An account with this email already exists.' },
      });

      const samePhone = await new Agent(app).post(api('user_register'), newAccount({ phone: account.phone }));
      expect(samePhone.statusCode).toBe(409);
      expect(samePhone.json().errors).toEqual({ phone: 'An account with this phone number already exists.' });
    });

    it('answers 400 with the spec messages of each field', async () => {
      const empty = await new Agent(app).post(api('user_register'), {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual({
        name: 'Name is required',
        email: 'Email is required',
        password: 'Password is required',
        phone: 'Phone number is required',
      });

      const bad = await new Agent(app).post(
        api('user_register'),
        newAccount({ email: 'not-an-email', password: 'abc', phone: '98765' }),
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({
        email: 'Invalid email address',
        password: 'Password must be at least 6 characters',
        phone: 'Enter a valid mobile number.',
      });
    });
  });

  describe('login_with_email', () => {
    it("answers in the reader's language: Arabic with the locale cookie, English by default", async () => {
      const { account } = await registered(app);
      const agent = new Agent(app);
      agent.setCookie('locale', 'ar');
      const wrong = await agent.post(api('login_with_email'), { email: account.email, password: 'not-the-password' });
      expect(wrong.json()).toEqual({
        code: 401,
        reason: 'errors.auth.wrongCredentials',
        message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
      });
      const right = await agent.post(api('login_with_email'), { email: account.email, password: account.password });
      expect(right.json()).toMatchObject({ code: 200, message: 'تم تسجيل الدخول بنجاح' });
      const inEnglish = await new Agent(app).post(api('login_with_email'), account);
      expect(inEnglish.json()).toMatchObject({ code: 200, message: 'Logged in successfully' });

      const taken = await agent.post(api('user_register'), newAccount({ email: account.email }));
      expect(taken.json()).toEqual({
        code: 409,
        reason: 'errors.auth.emailTaken',
        message: 'يوجد حساب بهذا البريد الإلكتروني مسبقاً.',
        errors: { email: 'يوجد حساب بهذا البريد الإلكتروني مسبقاً.' },
      });
    });

    it('logs in with the right password, whatever the email case', async () => {
      const { account, user } = await registered(app);
      const agent = new Agent(app);
      const response = await agent.post(api('login_with_email'), {
        email: ` ${account.email.toUpperCase()} `,
        password: account.password,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ code: 200, results: { _id: user._id, email: account.email } });
      expect(agent.cookie(SESSION_COOKIE)).toBeTruthy();
    });

    it('answers the same 401 for a wrong password and for an unknown email', async () => {
      const { account } = await registered(app);
      const wrongPassword = await new Agent(app).post(api('login_with_email'), {
        email: account.email,
        password: 'not-the-password',
      });
      const unknownEmail = await new Agent(app).post(api('login_with_email'), {
        email: 'nobody-here@example.com',
        password: 'not-the-password',
      });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual({
        code: 401,
        reason: 'errors.auth.wrongCredentials',
        message: 'Invalid email or password.',
      });
      expect(unknownEmail.json()).toEqual(wrongPassword.json());
      expect(wrongPassword.cookies.find((item) => item.name === SESSION_COOKIE)).toBeUndefined();
    });

    it('never logs in an account without a password hash', async () => {
      const { agent, userId } = await signedInAgent(app);
      const [row] = await app.db.select().from(users).where(eq(users.id, userId));
      const response = await agent.post(api('login_with_email'), {
        email: row!.email,
        password: 'decoy password that no user has',
      });
      expect(response.statusCode).toBe(401);
    });

    it('answers 400 with the spec messages when a field is empty', async () => {
      const response = await new Agent(app).post(api('login_with_email'), { email: '', password: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ email: 'Email is required', password: 'Password is required' });
    });
  });

  describe('logout', () => {
    it('ends the session on the server and clears the cookie', async () => {
      const { agent, user } = await registered(app);
      const token = agent.cookie(SESSION_COOKIE)!;
      const response = await agent.post(api('logout'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 200, message: 'You have been logged out.', results: null });
      expect(agent.cookie(SESSION_COOKIE)).toBeUndefined();

      // The old cookie is worth nothing, even replayed.
      const replay = new Agent(app);
      replay.setCookie(SESSION_COOKIE, token);
      const update = await replay.put(api(`update_user/${user._id}`), { name: 'Again', email: user.email });
      expect(update.statusCode).toBe(401);
    });

    it('is harmless without a session, and needs the CSRF header', async () => {
      expect((await new Agent(app).post(api('logout'))).statusCode).toBe(200);
      const noCsrf = await new Agent(app).request({ method: 'POST', url: api('logout'), csrf: false });
      expect(noCsrf.statusCode).toBe(403);
    });
  });

  describe('update_user', () => {
    it('changes the name, email and photo of the session user (a new email with the current password)', async () => {
      const { agent, account, user } = await registered(app);
      const response = await agent.put(api(`update_user/${user._id}`), {
        name: '  Amal Kumar ',
        email: 'New.Address@Example.com',
        userImage: '',
        currentPassword: account.password,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().results).toMatchObject({
        _id: user._id,
        name: 'Amal Kumar',
        email: 'new.address@example.com',
        phone: user.phone,
      });
    });

    it("takes the user's own upload as the photo, never another user's or an arbitrary URL", async () => {
      const mine = await registered(app);
      const theirs = await registered(app);
      const change = (userImage: string) =>
        mine.agent.put(api(`update_user/${mine.user._id}`), { name: 'Amal', email: mine.account.email, userImage });

      for (const userImage of [await uploadPhoto(theirs.agent), 'https://evil.example/me.webp']) {
        const refused = await change(userImage);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().errors).toEqual({ userImage: 'Please upload the photo again.' });
      }
      const [unchanged] = await app.db.select().from(users).where(eq(users.id, mine.user._id));
      expect(unchanged!.userImage).toBe('');

      const own = await uploadPhoto(mine.agent);
      expect((await change(own)).json().results.userImage).toBe(own);
    });

    it("answers 403 on another user's id, and changes nothing", async () => {
      const mine = await registered(app);
      const theirs = await registered(app);
      const response = await mine.agent.put(api(`update_user/${theirs.user._id}`), {
        name: 'Hijacked',
        email: 'hijack@example.com',
      });
      expect(response.statusCode).toBe(403);
      const [row] = await app.db.select().from(users).where(eq(users.id, theirs.user._id));
      expect(row!.name).toBe(theirs.account.name);
    });

    it('answers 401 without a session, 409 for a taken email and 400 for empty fields', async () => {
      const mine = await registered(app);
      const theirs = await registered(app);
      const anonymous = await new Agent(app).put(api(`update_user/${mine.user._id}`), {
        name: 'x',
        email: 'x@example.com',
      });
      expect(anonymous.statusCode).toBe(401);

      const taken = await mine.agent.put(api(`update_user/${mine.user._id}`), {
        name: 'Amal',
        email: theirs.account.email,
        currentPassword: mine.account.password,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('An account with this email already exists.');

      const empty = await mine.agent.put(api(`update_user/${mine.user._id}`), { name: ' ', email: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual({ name: 'Name is required', email: 'Email is required' });
    });
  });

  describe('update_password', () => {
    it("changes the session user's password and ends their other sessions, not this one", async () => {
      const { agent, account, user } = await registered(app);
      const phone = new Agent(app);
      expect(
        (await phone.post(api('login_with_email'), { email: account.email, password: account.password })).statusCode,
      ).toBe(200);

      const response = await agent.put(api('update_password'), {
        email: account.email,
        password: 'brand-new-pass',
        currentPassword: account.password,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: 200,
        message: 'Your password has been successfully updated.',
        results: null,
      });

      const rows = await app.db.select().from(sessions).where(eq(sessions.userId, user._id));
      expect(rows).toHaveLength(1);
      const profile = { name: 'Still me', email: account.email };
      expect((await phone.put(api(`update_user/${user._id}`), profile)).statusCode).toBe(401);
      expect((await agent.put(api(`update_user/${user._id}`), profile)).statusCode).toBe(200);

      const old = await new Agent(app).post(api('login_with_email'), {
        email: account.email,
        password: account.password,
      });
      expect(old.statusCode).toBe(401);
      const fresh = await new Agent(app).post(api('login_with_email'), {
        email: account.email,
        password: 'brand-new-pass',
      });
      expect(fresh.statusCode).toBe(200);
    });

    it("answers 403 for another user's email, 401 without a session and 400 for a short password", async () => {
      const mine = await registered(app);
      const theirs = await registered(app);
      const other = await mine.agent.put(api('update_password'), {
        email: theirs.account.email,
        password: 'brand-new-pass',
        currentPassword: theirs.account.password,
      });
      expect(other.statusCode).toBe(403);
      const still = await new Agent(app).post(api('login_with_email'), {
        email: theirs.account.email,
        password: theirs.account.password,
      });
      expect(still.statusCode).toBe(200);

      const anonymous = await new Agent(app).put(api('update_password'), {
        email: mine.account.email,
        password: 'brand-new-pass',
      });
      expect(anonymous.statusCode).toBe(401);

      const short = await mine.agent.put(api('update_password'), { email: mine.account.email, password: '123' });
      expect(short.statusCode).toBe(400);
      expect(short.json().errors).toEqual({ password: 'Password must be at least 6 characters' });
    });
  });
});

describe('account rate limits', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const login = (agent: Agent, email: string) =>
    agent.post(api('login_with_email'), { email, password: 'wrong-password' });

  it('answers the eleventh login attempt on one account within a minute with 429 and Retry-After', async () => {
    const { account } = await registered(app, new AgentAt(app, '10.0.0.1'));
    // Ten addresses, one attempt each, then the eleventh: only the per-account counter can stop it.
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(new AgentAt(app, `10.0.1.${attempt}`), account.email)).statusCode).toBe(401);
    }
    const eleventh = await login(new AgentAt(app, '10.0.1.11'), account.email);
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(eleventh.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(eleventh.json()).toEqual({
      code: 429,
      reason: 'errors.rateLimit.tooManyAttempts',
      message: 'Too many attempts. Please try again later.',
    });

    // Even the right password waits.
    const right = await new AgentAt(app, '10.0.1.12').post(api('login_with_email'), {
      email: account.email,
      password: account.password,
    });
    expect(right.statusCode).toBe(429);
  });

  it('answers the eleventh login attempt from one address within a minute with 429, whatever the email', async () => {
    const agent = new AgentAt(app, '10.0.2.1');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(agent, `nobody-${attempt}@example.com`)).statusCode).toBe(401);
    }
    const eleventh = await login(agent, 'nobody-11@example.com');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.headers['retry-after']).toBeDefined();
    agent.setCookie('locale', 'ar');
    const inArabic = await login(agent, 'nobody-12@example.com');
    expect(inArabic.json()).toEqual({
      code: 429,
      reason: 'errors.rateLimit.tooManyAttempts',
      message: 'محاولات كثيرة جداً. يُرجى المحاولة لاحقاً.',
    });
    // Another address is not held back.
    expect((await login(new AgentAt(app, '10.0.2.2'), 'nobody-12@example.com')).statusCode).toBe(401);
  });

  it('limits sign-ups per address', async () => {
    const agent = new AgentAt(app, '10.0.3.1');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await agent.post(api('user_register'), newAccount())).statusCode).toBe(200);
    }
    const eleventh = await agent.post(api('user_register'), newAccount());
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.headers['retry-after']).toBeDefined();
  });
});
