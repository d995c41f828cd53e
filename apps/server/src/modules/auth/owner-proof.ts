import { eq } from 'drizzle-orm';
import type { OwnerProof } from '@khidma/shared/schemas/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { verifyPassword } from '../../lib/password';
import { verifyOtp, type CodeTry } from './otp';

/**
 * A password or email change needs more than the session (a stolen cookie must not take the account over): the
 * current password, or a fresh login code texted to the account's own phone (send_otp, then its token and code
 * here), which is how an account without a password proves itself. Every refusal is a 403, never a 401, so the
 * browser keeps its session and the form can say what is missing.
 */
/** A 403 that also names the form field it is about. */
const notProven = (message: string, field: 'currentPassword' | 'otp') =>
  new AppError(403, message, { [field]: message });

export async function proveOwner(
  db: Db,
  key: Buffer,
  userId: string,
  proof: OwnerProof,
  codeTry: (challenge: string) => Promise<CodeTry>,
): Promise<void> {
  const [account] = await db
    .select({ passwordHash: users.passwordHash, countryCode: users.countryCode, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!account) throw notProven('errors.auth.proofNeeded', 'currentPassword');

  if (proof.currentPassword !== undefined) {
    // A row without an Argon2 hash has no password to give: it proves itself with a code.
    const matches =
      account.passwordHash.startsWith('$argon2') && (await verifyPassword(account.passwordHash, proof.currentPassword));
    if (!matches) {
      throw notProven('errors.auth.wrongCurrentPassword', 'currentPassword');
    }
    return;
  }

  if (proof.otp !== undefined && proof.otpToken !== undefined) {
    if (!account.phone) throw notProven('errors.auth.noPhoneForCode', 'otp');
    const phone = { country_code: account.countryCode, phone: account.phone, otp: proof.otp };
    try {
      const owner = await verifyOtp(db, key, proof.otpToken, phone, codeTry);
      if (owner._id === userId) return;
    } catch (error) {
      // verifylogin's 401 (wrong, expired or used code) means "not proven" here.
      if (error instanceof AppError && error.statusCode === 401) {
        throw notProven(error.message, 'otp');
      }
      throw error;
    }
    throw notProven('errors.auth.wrongCode', 'otp');
  }

  throw notProven('errors.auth.proofNeeded', 'currentPassword');
}
