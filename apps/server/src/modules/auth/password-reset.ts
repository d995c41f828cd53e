import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { RESET_CODE_LENGTH, RESET_CODE_MINUTES, type ResetPassword } from '@khidma/shared/schemas/password-reset';
import type { Db } from '../../db/client';
import { passwordResetCodes, users } from '../../db/schema';
import { badRequest } from '../../errors';
import { hashPassword } from '../../lib/password';
import { encryptSecret } from '../../lib/secret-box';
import { endAllSessions } from '../../plugins/session';
import { enqueue } from '../notifications/enqueue';
import { normalizeEmail } from './service';

/** Wrong codes one emailed code survives; then a new one must be asked for. */
const RESET_MAX_TRIES = 5;

/** The code's stored form: keyed with DATA_ENCRYPTION_KEY, so a leaked table cannot be tried offline. */
const codeHash = (key: Buffer, userId: string, code: string) =>
  createHmac('sha256', key).update(`${userId}:${code}`).digest('hex');

/**
 * forgot_password: an account with this email (any role, not blocked) gets a new one-time code by email, valid
 * RESET_CODE_MINUTES, replacing any earlier one. Nothing tells the caller whether the email has an account.
 */
export async function startPasswordReset(db: Db, dataKey: Buffer, email: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, normalizeEmail(email)), isNull(users.blockedAt)));
  if (!user) return;
  const code = String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
  const expiresAt = new Date(Date.now() + RESET_CODE_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    const values = { userId: user.id, codeHash: codeHash(dataKey, user.id, code), expiresAt, tries: 0 };
    await tx
      .insert(passwordResetCodes)
      .values(values)
      .onConflictDoUpdate({ target: passwordResetCodes.userId, set: { ...values, createdAt: sql`now()` } });
    await enqueue(tx, 'password.reset', {
      userId: user.id,
      codeSealed: encryptSecret(code, dataKey),
      minutes: RESET_CODE_MINUTES,
    });
  });
}

const wrongCode = () => badRequest('errors.auth.resetCodeWrong', { code: 'errors.auth.resetCodeWrong' });

/**
 * reset_password: the emailed code, unexpired and within its tries, sets the new password, is used up, and every
 * session of the account ends. A wrong code counts a try; an unknown email is the same 400 as a wrong code.
 */
export async function finishPasswordReset(db: Db, dataKey: Buffer, input: ResetPassword): Promise<void> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalizeEmail(input.email)));
  if (!user) throw wrongCode();
  const passwordHash = await hashPassword(input.password);
  const reset = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(passwordResetCodes)
      .where(and(eq(passwordResetCodes.userId, user.id), gt(passwordResetCodes.expiresAt, new Date())))
      .for('update');
    if (!row || row.tries >= RESET_MAX_TRIES) return false;
    const given = Buffer.from(codeHash(dataKey, user.id, input.code));
    if (!timingSafeEqual(given, Buffer.from(row.codeHash))) {
      await tx
        .update(passwordResetCodes)
        .set({ tries: sql`${passwordResetCodes.tries} + 1` })
        .where(eq(passwordResetCodes.userId, user.id));
      return false;
    }
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
    return true;
  });
  if (!reset) throw wrongCode();
  await endAllSessions(db, user.id);
}
