import { and, eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PartnerApplication, PartnerApplicationResult } from '@khidma/shared/schemas/partner';
import type { Db } from '../../db/client';
import { violatedUniqueIndex } from '../../db/unique-violation';
import { categories, servicePartners, subCategories } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { hashPassword } from '../../lib/password';
import { encryptSecret } from '../../lib/secret-box';

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
 * hashed with Argon2id and the account number sealed with AES-256-GCM; an email or phone that already applied
 * is a 409.
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
    state: address.State,
    pincode: address.pincode,
    latitude: address.latitude,
    longitude: address.longitude,
    bankName: bank.BankName,
    acNumberEncrypted: encryptSecret(bank.AcNumber, options.encryptionKey),
    ifscCode: bank.IfscCode.toUpperCase(),
    branchName: bank.BranchName,
  };

  try {
    const [row] = await db.insert(servicePartners).values(values).returning({ id: servicePartners.id });
    if (!row) throw new Error('insert returned no row');
    return { _id: row.id, status: 'pending_review' };
  } catch (error) {
    // Two applications racing past the check above: the unique indexes decide.
    if (violatedUniqueIndex(error) !== undefined) throw conflict('errors.partners.alreadyApplied');
    throw error;
  }
}
