import { and, asc, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RegisterPayload, UpdatePasswordPayload, UpdateUserPayload } from '@khidma/shared/schemas/auth';
import type { AdminRow, CustomerRow, NewAdmin, Page, peopleQuerySchema } from '@khidma/shared/schemas/operations';
import type { User } from '@khidma/shared/schemas/user';
import type { Db } from '../../db/client';
import { violatedUniqueIndex } from '../../db/unique-violation';
import { accountEvents, bookings, smsOutbox, users } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../errors';
import { containsPattern, pageAnswer, pageWindow } from '../../lib/paging';
import { phoneMatches } from '../../lib/phone-search';
import { hashPassword, verifyPassword } from '../../lib/password';
import { endAllSessions } from '../../plugins/session';

type PeopleQuery = z.infer<typeof peopleQuerySchema>;

/** Whether a URL is an image uploads3 issued to this request's sender (`request.ownsUpload`). */
export type OwnsImage = (url: string) => Promise<boolean>;

const publicUserColumns = {
  _id: users.id,
  name: users.name,
  email: users.email,
  country_code: users.countryCode,
  phone: users.phone,
  userImage: users.userImage,
  role: users.role,
};

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const emailTaken = () => conflict('errors.auth.emailTaken', { email: 'errors.auth.emailTaken' });
const phoneTaken = () => conflict('errors.auth.phoneTaken', { phone: 'errors.auth.phoneTaken' });

/** A write that ran into a taken email or phone (two sign-ups at once), as a 409; anything else as it is. */
function takenConflict(error: unknown): never {
  const index = violatedUniqueIndex(error);
  if (index === 'users_email_key') throw emailTaken();
  if (index === 'users_phone_key') throw phoneTaken();
  throw error;
}

async function checkImage(userImage: string, ownsImage: OwnsImage, current?: string) {
  if (userImage && userImage !== current && !(await ownsImage(userImage))) {
    throw badRequest('errors.auth.uploadAgain', { userImage: 'errors.auth.uploadAgain' });
  }
}

async function findUser(db: Db, userId: string): Promise<User> {
  const [user] = await db.select(publicUserColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('errors.auth.userNotFound');
  return user;
}

export async function findUserByPhone(db: Db, countryCode: string, phone: string): Promise<User | undefined> {
  const [user] = await db
    .select(publicUserColumns)
    .from(users)
    .where(and(eq(users.countryCode, countryCode), eq(users.phone, phone)))
    .limit(1);
  return user;
}

/** user_register: a new account; a taken email (any case) or phone is a 409 that names the field. */
export async function registerUser(db: Db, input: RegisterPayload, ownsImage: OwnsImage): Promise<User> {
  await checkImage(input.userImage, ownsImage);
  const email = normalizeEmail(input.email);
  const taken = await db
    .select({ email: users.email })
    .from(users)
    .where(or(eq(users.email, email), and(eq(users.countryCode, input.country_code), eq(users.phone, input.phone))));
  if (taken.some((row) => row.email === email)) throw emailTaken();
  if (taken.length) throw phoneTaken();

  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        name: input.name,
        email,
        countryCode: input.country_code,
        phone: input.phone,
        passwordHash,
        userImage: input.userImage,
      })
      .returning(publicUserColumns);
    return user!;
  } catch (error) {
    // Two sign-ups with the same email at once: the unique index decides.
    return takenConflict(error);
  }
}

/** A hash of no password: an unknown email costs the same Argon2 work as a known one, so timing tells nothing. */
let decoyHash: Promise<string> | undefined;

/** login_with_email: the user, or one 401 whether the email is unknown or the password wrong. */
export async function logInWithEmail(db: Db, input: { email: string; password: string }): Promise<User> {
  const [row] = await db
    .select({ ...publicUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, normalizeEmail(input.email)))
    .limit(1);
  // A row without an Argon2 hash (an account made by a script) never logs in with a password.
  const stored = row?.passwordHash.startsWith('$argon2') ? row.passwordHash : undefined;
  decoyHash ??= hashPassword('decoy password that no user has');
  const matches = await verifyPassword(stored ?? (await decoyHash), input.password);
  if (!row || !stored || !matches) throw unauthorized('errors.auth.wrongCredentials');
  const { passwordHash: _hash, ...user } = row;
  return user;
}

/**
 * The admin of ADMIN_EMAIL / ADMIN_PASSWORD, at start: created, or its password and role reset (and unblocked), so
 * an operator who lost the console's password restarts with a new one.
 */
export async function ensureAdmin(db: Db, input: { email: string; password: string }): Promise<void> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  await db
    .insert(users)
    .values({ name: 'Admin', email, countryCode: '', phone: '', passwordHash, role: 'admin' })
    .onConflictDoUpdate({
      target: users.email,
      set: { passwordHash, role: 'admin', blockedAt: null, blockedReason: null },
    });
}

/** Checks the owner's proof (owner-proof.ts) of a password or email change; throws a 403 when it fails. */
export type ProveOwner = () => Promise<void>;

/**
 * update_user: name, email and photo of the session's own user (the route checks the id). A new email needs the
 * owner's proof: whoever controls the email can reset the password.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  input: UpdateUserPayload,
  ownsImage: OwnsImage,
  proveOwner: ProveOwner,
): Promise<User> {
  const current = await findUser(db, userId);
  await checkImage(input.userImage, ownsImage, current.userImage);
  const email = normalizeEmail(input.email);
  if (email !== current.email) await proveOwner();
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  if (other) throw emailTaken();
  try {
    const [user] = await db
      .update(users)
      .set({ name: input.name, email, userImage: input.userImage })
      .where(eq(users.id, userId))
      .returning(publicUserColumns);
    return user!;
  } catch (error) {
    return takenConflict(error);
  }
}

/** update_password: only the session's user, named by their own email, with the owner's proof (else 403). */
export async function changePassword(
  db: Db,
  userId: string,
  input: UpdatePasswordPayload,
  proveOwner: ProveOwner,
): Promise<void> {
  const user = await findUser(db, userId);
  if (normalizeEmail(input.email) !== user.email) throw forbidden('errors.auth.ownPasswordOnly');
  await proveOwner();
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password) })
    .where(eq(users.id, userId));
}

/** The texts the outbox SMS adapter stored for `phone`, newest first (development and e2e only). */
export async function outboxMessages(db: Db, phone: string) {
  const messages = await db
    .select({ phone: smsOutbox.phone, body: smsOutbox.body, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(20);
  return messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() }));
}

// ---------------------------------------------------------------- people (the console, issue 13)

// Qualified by hand: inside a subquery drizzle names columns bare, and "id" would be the booking's.
const ordersOf = sql<number>`(select count(*)::int from ${bookings} where ${bookings}.user_id = ${users}.id)`;
const customerRow = {
  _id: users.id,
  name: users.name,
  email: users.email,
  country_code: users.countryCode,
  phone: users.phone,
  createdAt: users.createdAt,
  orders: ordersOf,
  blocked: sql<boolean>`${users.blockedAt} is not null`,
};
const PEOPLE_SORTS = { createdAt: users.createdAt, name: users.name } as const;

/** GET admin/customers: customers (not partners or admins), searched by a part of name, email or phone. */
export async function listCustomers(db: Db, query: PeopleQuery): Promise<Page<CustomerRow>> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = and(
    eq(users.role, 'customer'),
    pattern && query.q
      ? or(ilike(users.name, pattern), ilike(users.email, pattern), phoneMatches(users, query.q))
      : undefined,
  );
  const direction = query.order === 'asc' ? asc : desc;
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db
      .select(customerRow)
      .from(users)
      .where(where)
      .orderBy(direction(PEOPLE_SORTS[query.sort]), asc(users.id))
      .limit(limit)
      .offset(offset),
    db.$count(users, where),
  ]);
  return pageAnswer(
    query,
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
  );
}

/** PUT admin/customers/{id}: block (every session ends at once; no login starts) or lift it. Customers only. */
export async function setCustomerBlocked(
  db: Db,
  id: string,
  input: { blocked: boolean; reason?: string },
): Promise<CustomerRow> {
  const blocked = input.blocked
    ? { blockedAt: new Date(), blockedReason: input.reason ?? null }
    : { blockedAt: null, blockedReason: null };
  const [updated] = await db
    .update(users)
    .set(blocked)
    .where(and(eq(users.id, id), eq(users.role, 'customer')))
    .returning({ id: users.id });
  if (!updated) throw notFound('errors.auth.customerNotFound');
  if (input.blocked) await endAllSessions(db, id);
  const [row] = await db.select(customerRow).from(users).where(eq(users.id, id));
  return { ...row!, createdAt: row!.createdAt.toISOString() };
}

const adminRow = {
  _id: users.id,
  name: users.name,
  email: users.email,
  createdAt: users.createdAt,
  active: sql<boolean>`${users.blockedAt} is null`,
};
const adminAnswer = (row: { createdAt: Date } & Omit<AdminRow, 'createdAt'>): AdminRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** GET admin/admins: every admin, oldest first. */
export async function listAdmins(db: Db): Promise<AdminRow[]> {
  const rows = await db
    .select(adminRow)
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(adminAnswer);
}

/**
 * PUT admin/admins/{id}: disable another admin (no session is found for them, none can start, and theirs end at
 * once) or enable them again, with an audit row (who, whom, when). Never oneself (403, the route), never the last
 * active admin (409): the admins are locked while counted, so two admins disabling each other at once leave one.
 * ADMIN_EMAIL's admin is enabled again at every start (ensureAdmin), the way back if all else fails.
 */
export async function setAdminActive(db: Db, actorId: string, id: string, active: boolean): Promise<AdminRow> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id, blockedAt: users.blockedAt })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(asc(users.id))
      .for('update');
    // An admin disabled while this request waited for the lock decides nothing.
    const actor = admins.find((admin) => admin.id === actorId);
    if (!actor || actor.blockedAt) throw unauthorized();
    const target = admins.find((admin) => admin.id === id);
    if (!target) throw notFound('errors.auth.adminNotFound');
    const activeOthers = admins.filter((admin) => admin.id !== id && !admin.blockedAt);
    if (!active && activeOthers.length === 0) throw conflict('errors.auth.lastActiveAdmin');
    if (active === !target.blockedAt)
      return adminAnswer((await tx.select(adminRow).from(users).where(eq(users.id, id)))[0]!);
    await tx
      .update(users)
      .set(active ? { blockedAt: null, blockedReason: null } : { blockedAt: new Date(), blockedReason: null })
      .where(eq(users.id, id));
    if (!active) await endAllSessions(tx, id);
    await tx
      .insert(accountEvents)
      .values({ actorUserId: actorId, subjectUserId: id, action: active ? 'admin.enabled' : 'admin.disabled' });
    const [row] = await tx.select(adminRow).from(users).where(eq(users.id, id));
    return adminAnswer(row!);
  });
}

/** POST admin/admins: a further admin (no phone, as the first); a taken email is a 409. */
export async function addAdmin(db: Db, input: NewAdmin): Promise<AdminRow> {
  const email = normalizeEmail(input.email);
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (taken) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({ name: input.name, email, countryCode: '', phone: '', passwordHash, role: 'admin' })
      .returning(adminRow);
    return adminAnswer(row!);
  } catch (error) {
    return takenConflict(error);
  }
}
