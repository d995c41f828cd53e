import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, OTP_MAX_TRIES, OTP_TTL_MS } from '@khidma/shared/constants';
import { AUTH_MESSAGES, type SendOtpPayload, type VerifyLoginPayload } from '@khidma/shared/schemas/auth';
import type { User } from '@khidma/shared/schemas/user';
import type { SmsSender } from '../../adapters/sms/sms';
import type { Db } from '../../db/client';
import { otpChallenges } from '../../db/schema';
import { AppError, unauthorized } from '../../errors';
import { hashToken, randomToken } from '../../lib/tokens';
import { findUserByPhone } from './service';

/**
 * Phone login (design §3). send_otp makes a challenge: a random token (returned) and a 4-digit code (sent by SMS),
 * both stored hashed. The code's hash is an HMAC keyed by the token, so a leaked table cannot be brute-forced
 * offline (10,000 codes) without the token, which is stored only as its SHA-256. A code lives 5 minutes and
 * allows 5 tries; a new send ends the phone's earlier challenges.
 */

const codeHash = (token: string, code: string) => createHmac('sha256', token).update(code).digest();

const otpMessage = (code: string) =>
  `${code} is your Khidma login code. It expires in ${OTP_TTL_MS / 60_000} minutes. Do not share it.`;

/**
 * send_otp: answers a challenge token for any well-formed phone, and texts the code only to a phone that has an
 * account, so the answer never tells whether a number is registered.
 */
export async function sendOtp(db: Db, sms: SmsSender, input: SendOtpPayload, log: FastifyBaseLogger): Promise<string> {
  const token = randomToken();
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const phoneMatches = and(eq(otpChallenges.countryCode, input.country_code), eq(otpChallenges.phone, input.phone));
  await db.delete(otpChallenges).where(or(phoneMatches, lt(otpChallenges.expiresAt, new Date())));
  await db.insert(otpChallenges).values({
    tokenHash: hashToken(token),
    countryCode: input.country_code,
    phone: input.phone,
    codeHash: codeHash(token, code).toString('hex'),
    expiresAt: new Date(Date.now() + OTP_TTL_MS),
  });

  if (await findUserByPhone(db, input.country_code, input.phone)) {
    try {
      await sms.send(`${input.country_code}${input.phone}`, otpMessage(code));
    } catch (error) {
      log.error({ err: error, driver: sms.driver }, 'SMS not sent');
      throw new AppError(503, 'We could not send the code. Please try again.');
    }
  }
  return token;
}

/**
 * verifylogin: the challenge named by the Bearer token, for this phone, unexpired and unused. Each try is counted
 * before the code is compared, so the sixth try is refused even with the right code.
 */
export async function verifyOtp(db: Db, token: string | undefined, input: VerifyLoginPayload): Promise<User> {
  const wrong = () => unauthorized(AUTH_MESSAGES.wrongCode);
  if (!token) throw wrong();
  const now = new Date();
  const [challenge] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(
      and(
        eq(otpChallenges.tokenHash, hashToken(token)),
        eq(otpChallenges.countryCode, input.country_code),
        eq(otpChallenges.phone, input.phone),
        isNull(otpChallenges.consumedAt),
      ),
    )
    .returning();
  if (!challenge || challenge.expiresAt <= now) throw wrong();
  if (challenge.attempts > OTP_MAX_TRIES) throw unauthorized(AUTH_MESSAGES.codeExhausted);

  const expected = Buffer.from(challenge.codeHash, 'hex');
  if (!timingSafeEqual(expected, codeHash(token, input.otp))) {
    throw challenge.attempts === OTP_MAX_TRIES ? unauthorized(AUTH_MESSAGES.codeExhausted) : wrong();
  }
  const [used] = await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpChallenges.id, challenge.id),
        isNull(otpChallenges.consumedAt),
        lte(otpChallenges.attempts, OTP_MAX_TRIES),
      ),
    )
    .returning({ id: otpChallenges.id });
  if (!used) throw wrong();

  const user = await findUserByPhone(db, input.country_code, input.phone);
  if (!user) throw wrong();
  return user;
}
