import { API_PREFIX } from '@khidma/shared/constants';
import { and, asc, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ApplicationDetail,
  ApplicationRow,
  applicationsQuerySchema,
  APPLICATION_FILES,
  Page,
  PartnerProfile,
  partnerReviewSchema,
  PartnerRow,
  peopleQuerySchema,
  workHoursSchema,
} from '@khidma/shared/schemas/operations';
import type { FastifyRequest } from 'fastify';
import type { PartnerApplication, PartnerApplicationResult } from '@khidma/shared/schemas/partner';
import type { Db, Tx } from '../../db/client';
import { violatedUniqueIndex } from '../../db/unique-violation';
import { bookings, categories, servicePartners, subCategories, users } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { phoneMatches } from '../../lib/phone-search';
import { containsPattern, pageAnswer, pageWindow } from '../../lib/paging';
import { hashPassword } from '../../lib/password';
import { decryptSecret, encryptSecret } from '../../lib/secret-box';
import { endAllSessions } from '../../plugins/session';

import { bankName } from '@khidma/shared/kuwait-banks';
import { makePrivate } from '../uploads/ownership';
import { workDaysMask, workDaysOf } from './work-days';

export type ApplicationFile = (typeof APPLICATION_FILES)[number];
type PartnerReview = z.infer<typeof partnerReviewSchema>;

const UPLOAD_AGAIN = 'errors.partners.uploadAgain';

/**
 * The category and sub-category the applicant chose, by id (the schema checked both are ids); their names come from
 * us, not from the payload.
 */
async function resolveSkill(db: Db, categoryId: string, subCategoryId: string) {
  const [row] = await db
    .select({ categoryName: categories.name, subCategoryName: subCategories.name })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(and(eq(subCategories.id, subCategoryId), eq(categories.id, categoryId)));
  if (!row) {
    throw badRequest('errors.partners.chooseFromList', {
      'skill_details.SrvSubCategoryId': 'errors.partners.subCategoryRequired',
    });
  }
  return row;
}

/**
 * servicesPartner_add: stores an application awaiting review. Files must be our own uploads; the password is
 * hashed with Argon2id; the IBAN, the account number and the Civil ID are sealed with AES-256-GCM (the IBAN's last 4
 * characters are kept apart, the only part ever shown); an email or phone that already applied is a 409.
 */
export async function addPartnerApplication(
  db: Db,
  input: PartnerApplication,
  options: { encryptionKey: Buffer; ownsUpload: FastifyRequest['ownsUpload'] },
): Promise<PartnerApplicationResult> {
  const { contact_details: contact, skill_details: skill, address_details: address, payment_details: bank } = input;

  // A photo is an image; an ID proof or a certificate an image or a PDF; each one this applicant uploaded.
  const fileErrors: Record<string, string> = {};
  if (!(await options.ownsUpload(contact.Photo, 'image'))) fileErrors['contact_details.Photo'] = UPLOAD_AGAIN;
  if (!(await options.ownsUpload(contact.IdProof))) fileErrors['contact_details.IdProof'] = UPLOAD_AGAIN;
  if (!(await options.ownsUpload(skill.skillCertificate))) {
    fileErrors['skill_details.skillCertificate'] = UPLOAD_AGAIN;
  }
  if (Object.keys(fileErrors).length) throw badRequest('errors.partners.foreignFiles', fileErrors);

  const names = await resolveSkill(db, skill.SrvCategoryId, skill.SrvSubCategoryId);
  const email = contact.Email.toLowerCase();

  const existing = await db
    .select({ id: servicePartners.id })
    .from(servicePartners)
    .where(
      or(
        eq(servicePartners.email, email),
        and(eq(servicePartners.countryCode, contact.country_code), eq(servicePartners.phone, contact.Number)),
      ),
    )
    .limit(1);
  if (existing.length) throw conflict('errors.partners.alreadyApplied');

  const values = {
    name: contact.Name,
    gender: contact.Gender,
    countryCode: contact.country_code,
    phone: contact.Number,
    email,
    passwordHash: await hashPassword(contact.password),
    photo: contact.Photo,
    idProof: contact.IdProof,
    categoryId: skill.SrvCategoryId,
    categoryName: names.categoryName,
    subCategoryId: skill.SrvSubCategoryId,
    subCategoryName: names.subCategoryName,
    workHoursStart: skill.workHoursStart,
    workHoursEnd: skill.workHoursEnd,
    skillCertificate: skill.skillCertificate,
    flatNo: address.flatNo,
    area: address.Area,
    city: address.City,
    state: address.State || null,
    pincode: address.pincode || null,
    latitude: address.latitude,
    longitude: address.longitude,
    bankName: bankName(bank.BankName, 'en'),
    bankCode: bank.BankName,
    // Without the spec's AcNumber, the account is the IBAN's own account part (after KWkk and the bank's 4 letters).
    acNumberEncrypted: encryptSecret(bank.AcNumber ?? bank.Iban.slice(8), options.encryptionKey),
    ibanEncrypted: encryptSecret(bank.Iban, options.encryptionKey),
    ibanLast4: bank.Iban.slice(-4),
    civilIdEncrypted: encryptSecret(contact.CivilId, options.encryptionKey),
    ifscCode: bank.IfscCode ? bank.IfscCode.toUpperCase() : null,
    branchName: bank.BranchName,
  };

  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(servicePartners).values(values).returning({ id: servicePartners.id });
      if (!row) throw new Error('insert returned no row');
      // The applicant's photo, ID and certificate are for the admins' eyes only from here on.
      await makePrivate(tx, [contact.Photo, contact.IdProof, skill.skillCertificate]);
      return { _id: row.id, status: 'pending_review' as const };
    });
  } catch (error) {
    // Two applications racing past the check above: the unique indexes decide.
    if (violatedUniqueIndex(error) !== undefined) throw conflict('errors.partners.alreadyApplied');
    throw error;
  }
}

// ---------------------------------------------------------------- review and administration (issue 13)

const applicationRow = {
  _id: servicePartners.id,
  name: servicePartners.name,
  email: servicePartners.email,
  country_code: servicePartners.countryCode,
  phone: servicePartners.phone,
  SrvCategoryName: servicePartners.categoryName,
  SrvSubCategoryName: servicePartners.subCategoryName,
  status: servicePartners.status,
  createdAt: servicePartners.createdAt,
};

const iso = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** GET admin/partner_applications: one status, newest first (`order=asc`: the longest waiting first). */
export async function listApplications(
  db: Db,
  query: z.infer<typeof applicationsQuerySchema>,
): Promise<Page<ApplicationRow>> {
  const where = eq(servicePartners.status, query.status);
  const direction = query.order === 'asc' ? asc : desc;
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db
      .select(applicationRow)
      .from(servicePartners)
      .where(where)
      .orderBy(direction(servicePartners.createdAt), asc(servicePartners.id))
      .limit(limit)
      .offset(offset),
    db.$count(servicePartners, where),
  ]);
  return pageAnswer(query, rows.map(iso), total);
}

const applicationNotFound = () => notFound('errors.partners.applicationNotFound');

/**
 * GET admin/partner_applications/{id}: everything the applicant sent but the IBAN and the account number (their
 * last 4 characters) and the password; the Civil ID in full, to check it against the ID proof; the files as `fileUrl(file)`, the admin-only endpoint that streams them.
 */
export async function getApplication(
  db: Db,
  id: string,
  options: { encryptionKey: Buffer; fileUrl: (file: ApplicationFile) => string },
): Promise<ApplicationDetail> {
  const [row] = await db.select().from(servicePartners).where(eq(servicePartners.id, id));
  if (!row) throw applicationNotFound();
  const accountNumber = decryptSecret(row.acNumberEncrypted, options.encryptionKey);
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    country_code: row.countryCode,
    phone: row.phone,
    SrvCategoryName: row.categoryName,
    SrvSubCategoryName: row.subCategoryName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    gender: row.gender,
    workHoursStart: row.workHoursStart,
    workHoursEnd: row.workHoursEnd,
    address: {
      flatNo: row.flatNo,
      area: row.area,
      city: row.city,
      state: row.state,
      pincode: row.pincode,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    civilId: row.civilIdEncrypted ? decryptSecret(row.civilIdEncrypted, options.encryptionKey) : null,
    bank: {
      bankName: row.bankName,
      bankCode: row.bankCode,
      ibanLast4: row.ibanLast4,
      accountLast4: accountNumber.slice(-4),
      ifscCode: row.ifscCode,
      branchName: row.branchName,
    },
    files: {
      photo: options.fileUrl('photo'),
      idProof: options.fileUrl('idProof'),
      skillCertificate: options.fileUrl('skillCertificate'),
    },
    rejectionReason: row.rejectionReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** The stored URL of one of an application's files. */
export async function applicationFileUrl(db: Db, id: string, file: ApplicationFile): Promise<string> {
  const [row] = await db.select({ url: servicePartners[file] }).from(servicePartners).where(eq(servicePartners.id, id));
  if (!row) throw applicationNotFound();
  return row.url;
}

/** Who to text about a decision. */
export type Applicant = { phone: string; name: string };

/** The application, locked for its review: a second admin deciding at once waits, then finds it decided (409). */
async function pendingApplication(tx: Tx, id: string) {
  const [row] = await tx.select().from(servicePartners).where(eq(servicePartners.id, id)).for('update');
  if (!row) throw applicationNotFound();
  if (row.status !== 'pending_review') throw conflict('errors.partners.notPending');
  return row;
}

const accountExists = () => conflict('errors.partners.accountExists');

/**
 * POST .../approve: the applicant's partner account (role 'partner', the application's email, phone and password
 * hash, so they log in with what they applied with), linked to the application, which becomes approved. An
 * account already holding that email or phone is a 409.
 */
export async function approveApplication(db: Db, id: string): Promise<Applicant> {
  try {
    return await db.transaction(async (tx) => {
      const application = await pendingApplication(tx, id);
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          or(
            eq(users.email, application.email),
            and(eq(users.countryCode, application.countryCode), eq(users.phone, application.phone)),
          ),
        )
        .limit(1);
      if (taken) throw accountExists();
      const [user] = await tx
        .insert(users)
        .values({
          name: application.name,
          email: application.email,
          countryCode: application.countryCode,
          phone: application.phone,
          passwordHash: application.passwordHash,
          role: 'partner',
        })
        .returning({ id: users.id });
      await tx
        .update(servicePartners)
        .set({ status: 'approved', userId: user!.id, reviewedAt: new Date(), rejectionReason: null })
        .where(eq(servicePartners.id, id));
      return { phone: `${application.countryCode}${application.phone}`, name: application.name };
    });
  } catch (error) {
    // A customer signing up with the same email or phone at that moment: the unique indexes decide.
    if (violatedUniqueIndex(error) !== undefined) throw accountExists();
    throw error;
  }
}

/** POST .../reject: a pending application only; the reason is kept and told to the applicant. */
export async function rejectApplication(db: Db, id: string, reason: string): Promise<Applicant> {
  return db.transaction(async (tx) => {
    const application = await pendingApplication(tx, id);
    await tx
      .update(servicePartners)
      .set({ status: 'rejected', rejectionReason: reason, reviewedAt: new Date() })
      .where(eq(servicePartners.id, id));
    return { phone: `${application.countryCode}${application.phone}`, name: application.name };
  });
}

// Qualified by hand: inside a subquery drizzle names columns bare, and "id" would be the booking's.
const jobsOf = sql<number>`(select count(*)::int from ${bookings} where ${bookings}.service_partner_id = ${servicePartners}.id)`;
const ratingOf = sql<number>`case when ${servicePartners.ratingCount} > 0 then round(${servicePartners.ratingTotal}::numeric / ${servicePartners.ratingCount}, 1)::float else 0 end`;

const partnerRow = {
  _id: servicePartners.id,
  userId: servicePartners.userId,
  name: servicePartners.name,
  email: servicePartners.email,
  country_code: servicePartners.countryCode,
  phone: servicePartners.phone,
  SrvCategoryName: servicePartners.categoryName,
  SrvSubCategoryId: servicePartners.subCategoryId,
  SrvSubCategoryName: servicePartners.subCategoryName,
  workHoursStart: servicePartners.workHoursStart,
  workHoursEnd: servicePartners.workHoursEnd,
  workDays: servicePartners.workDays,
  rating: ratingOf,
  jobs: jobsOf,
  suspended: sql<boolean>`${users.blockedAt} is not null`,
};

/** A partner row as the console reads it: its stored workDays bitmask as weekdays. */
const toPartnerRow = <T extends { workDays: number }>(row: T) => ({ ...row, workDays: workDaysOf(row.workDays) });

const PARTNER_SORTS = { createdAt: servicePartners.createdAt, name: servicePartners.name } as const;

/** GET admin/partners: approved partners, searched by a part of their name, email or phone. */
export async function listPartners(db: Db, query: z.infer<typeof peopleQuerySchema>): Promise<Page<PartnerRow>> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = and(
    eq(servicePartners.status, 'approved'),
    pattern && query.q
      ? or(
          ilike(servicePartners.name, pattern),
          ilike(servicePartners.email, pattern),
          phoneMatches(servicePartners, query.q),
        )
      : undefined,
  );
  const direction = query.order === 'asc' ? asc : desc;
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db
      .select(partnerRow)
      .from(servicePartners)
      .leftJoin(users, eq(users.id, servicePartners.userId))
      .where(where)
      .orderBy(direction(PARTNER_SORTS[query.sort]), asc(servicePartners.id))
      .limit(limit)
      .offset(offset),
    db.$count(servicePartners, where),
  ]);
  return pageAnswer(query, rows.map(toPartnerRow), total);
}

/** An approved partner's console row; 404 for any other id (an application, a rejected one, none). */
export async function findPartner(db: Db, id: string): Promise<PartnerRow> {
  const [row] = await db
    .select(partnerRow)
    .from(servicePartners)
    .leftJoin(users, eq(users.id, servicePartners.userId))
    .where(and(eq(servicePartners.id, id), eq(servicePartners.status, 'approved')));
  if (!row) throw notFound('errors.partners.partnerNotFound');
  return toPartnerRow(row);
}

/** PUT admin/partners/{id}: suspend (their login is blocked, every session ends) or lift it. */
export async function setPartnerSuspended(
  db: Db,
  id: string,
  input: { blocked: boolean; reason?: string },
): Promise<PartnerRow> {
  const partner = await findPartner(db, id);
  if (partner.userId) {
    await db
      .update(users)
      .set(
        input.blocked
          ? { blockedAt: new Date(), blockedReason: input.reason ?? null }
          : { blockedAt: null, blockedReason: null },
      )
      .where(eq(users.id, partner.userId));
    if (input.blocked) await endAllSessions(db, partner.userId);
  }
  return findPartner(db, id);
}

/** PUT admin/partners/{id}/hours and PUT partner/me: the partner's working hours and weekdays. */
export async function setPartnerHours(
  db: Db,
  id: string,
  { workDays, ...hours }: z.infer<typeof workHoursSchema>,
): Promise<PartnerRow> {
  await findPartner(db, id);
  await db
    .update(servicePartners)
    .set({ ...hours, workDays: workDaysMask(workDays) })
    .where(eq(servicePartners.id, id));
  return findPartner(db, id);
}

/** The partner row of the session's user: an account without one (a partner not approved through us) gets 403. */
export async function partnerIdOf(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ id: servicePartners.id })
    .from(servicePartners)
    .where(and(eq(servicePartners.userId, userId), eq(servicePartners.status, 'approved')));
  if (!row) throw forbidden('errors.partners.noPartnerProfile');
  return row.id;
}

/** GET partner/me. */
export async function partnerProfile(db: Db, id: string): Promise<PartnerProfile> {
  const [row] = await db
    .select({
      _id: servicePartners.id,
      name: servicePartners.name,
      email: servicePartners.email,
      country_code: servicePartners.countryCode,
      phone: servicePartners.phone,
      photo: servicePartners.photo,
      SrvCategoryName: servicePartners.categoryName,
      SrvSubCategoryName: servicePartners.subCategoryName,
      workHoursStart: servicePartners.workHoursStart,
      workHoursEnd: servicePartners.workHoursEnd,
      workDays: servicePartners.workDays,
      rating: ratingOf,
      reviewsCount: servicePartners.ratingCount,
      bankCode: servicePartners.bankCode,
      bankName: servicePartners.bankName,
      ibanLast4: servicePartners.ibanLast4,
    })
    .from(servicePartners)
    .where(eq(servicePartners.id, id));
  if (!row) throw notFound('errors.partners.partnerNotFound');
  const { bankCode, bankName, ibanLast4, ...profile } = row;
  // The stored photo is private since the approval (admins only): the partner sees it through their own endpoint.
  return {
    ...toPartnerRow(profile),
    photo: row.photo ? PARTNER_PHOTO_URL : '',
    bank: { bankCode, bankName, ibanLast4 },
  };
}

/** Where the portal reads the partner's own photo (GET partner/me/photo). */
export const PARTNER_PHOTO_URL = `${API_PREFIX}/partner/me/photo`;

/** The stored URL of the partner's photo ('' without one). */
export async function partnerPhoto(db: Db, id: string): Promise<string> {
  const [row] = await db
    .select({ photo: servicePartners.photo })
    .from(servicePartners)
    .where(eq(servicePartners.id, id));
  return row?.photo ?? '';
}

/** The most reviews GET partner/reviews answers, newest first. */
const REVIEWS_LIMIT = 200;

/** GET partner/reviews: what customers rated and wrote about this partner on their orders. */
export async function partnerReviews(db: Db, id: string): Promise<PartnerReview[]> {
  const rows = await db
    .select({
      ordId: bookings.ordId,
      rating: bookings.partnerRating,
      review: bookings.partnerReview,
      customerName: users.name,
      at: bookings.updatedAt,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(eq(bookings.servicePartnerId, id), or(isNotNull(bookings.partnerRating), isNotNull(bookings.partnerReview))),
    )
    .orderBy(desc(bookings.updatedAt), asc(bookings.id))
    .limit(REVIEWS_LIMIT);
  return rows.map(({ customerName, at, ...row }) => ({
    ...row,
    customerFirstName: customerName.trim().split(/\s+/, 1)[0] ?? '',
    at: at.toISOString(),
  }));
}
