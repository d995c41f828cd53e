import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import { randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, OTP_TTL_MS } from '@khidma/shared/constants';
import type { SendOtpPayload, VerifyLoginPayload } from '@khidma/shared/schemas/auth';
import type { User } from '@khidma/shared/schemas/user';
import type { SmsSender } from '../../adapters/sms/sms';
import type { Db } from '../../db/client';
import { otpChallenges } from '../../db/schema';
import { AppError, unauthorized } from '../../errors';
import { decryptSecret, encryptSecret } from '../../lib/secret-box';
import { hashToken, randomToken } from '../../lib/tokens';
import { findUserByPhone } from './service';

/**
 * Phone login (design §3). send_otp gives the phone a code (4 digits, texted) and a challenge token (returned); a
 * code lives 5 minutes. Asking again while the code lives texts the same code and answers the same token, and the
 * code's life starts again (up to OTP_MAX_LIFE_MS from its making): whoever knows a number cannot void its owner's
 * code by asking for another. The code and the token are sealed with DATA_ENCRYPTION_KEY, the token also hashed to
 * find its row. Tries are counted per client (routes.ts), so one client's wrong guesses end the code for that client
 * only; the daily cap per phone bounds them all.
 */

/** However often it is asked for again, a code dies this long after it was made. */
const OTP_MAX_LIFE_MS = 3 * OTP_TTL_MS;

const otpMessage = (code: string) =>
  `${code} is your Khidma login code. It expires in ${OTP_TTL_MS / 60_000} minutes. Do not share it.`;

const phoneMatches = (input: { country_code: string; phone: string }) =>
  and(eq(otpChallenges.countryCode, input.country_code), eq(otpChallenges.phone, input.phone));

/** A try on a code by one client: past its limit (refused unchecked), or its last one. */
export type CodeTry = { exceeded: boolean; last: boolean };

/**
 * send_otp: answers a challenge token for any well-formed phone, and texts the code only to a phone that has an
 * account, so the answer never tells whether a number is registered.
 */
export async function sendOtp(
  db: Db,
  sms: SmsSender,
  key: Buffer,
  input: SendOtpPayload,
  log: FastifyBaseLogger,
): Promise<string> {
  const { token, code } = await liveChallenge(db, key, input);
  if (await findUserByPhone(db, input.country_code, input.phone)) {
    try {
      await sms.send(`${input.country_code}${input.phone}`, otpMessage(code));
    } catch (error) {
      log.error({ err: error, driver: sms.driver }, 'SMS not sent');
      throw new AppError(503, 'errors.auth.smsFailed');
    }
  }
  return token;
}

/**
 * The phone's live code and token, its life started again (never past OTP_MAX_LIFE_MS from its making); or a new
 * one when it has none (never had one, expired, or used). One row per phone, so two sends at once agree on one code,
 * and a live code is never replaced.
 */
async function liveChallenge(db: Db, key: Buffer, input: SendOtpPayload): Promise<{ token: string; code: string }> {
  const now = new Date();
  await db.delete(otpChallenges).where(lt(otpChallenges.expiresAt, now));
  const token = randomToken();
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const fresh = {
    tokenHash: hashToken(token),
    tokenSealed: encryptSecret(token, key),
    codeSealed: encryptSecret(code, key),
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    consumedAt: null,
    createdAt: now,
  };
  const [made] = await db
    .insert(otpChallenges)
    .values({ countryCode: input.country_code, phone: input.phone, ...fresh })
    .onConflictDoUpdate({
      target: [otpChallenges.countryCode, otpChallenges.phone],
      set: fresh,
      setWhere: or(lte(otpChallenges.expiresAt, now), isNotNull(otpChallenges.consumedAt)),
    })
    .returning({ id: otpChallenges.id });
  if (made) return { token, code };

  const [live] = await db.select().from(otpChallenges).where(phoneMatches(input)).limit(1);
  const expiresAt = new Date(Math.min(fresh.expiresAt.getTime(), live!.createdAt.getTime() + OTP_MAX_LIFE_MS));
  await db.update(otpChallenges).set({ expiresAt }).where(eq(otpChallenges.id, live!.id));
  return { token: decryptSecret(live!.tokenSealed, key), code: decryptSecret(live!.codeSealed, key) };
}

/**
 * verifylogin: the live code named by the Bearer token, for this phone. `codeTry` counts this client's try on it
 * before the code is compared, so the try after OTP_MAX_TRIES is refused even with the right code.
 */
export async function verifyOtp(
  db: Db,
  key: Buffer,
  token: string | undefined,
  input: VerifyLoginPayload,
  codeTry: (challenge: string) => Promise<CodeTry>,
): Promise<User> {
  const wrong = () => unauthorized('errors.auth.wrongCode');
  if (!token) throw wrong();
  const now = new Date();
  const [challenge] = await db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.tokenHash, hashToken(token)),
        phoneMatches(input),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.expiresAt, now),
      ),
    )
    .limit(1);
  if (!challenge) throw wrong();
  const attempt = await codeTry(challenge.tokenHash);
  if (attempt.exceeded) throw unauthorized('errors.auth.codeExhausted');

  if (!sameCode(decryptSecret(challenge.codeSealed, key), input.otp)) {
    throw attempt.last ? unauthorized('errors.auth.codeExhausted') : wrong();
  }
  const [used] = await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  if (!used) throw wrong();

  const user = await findUserByPhone(db, input.country_code, input.phone);
  if (!user) throw wrong();
  return user;
}

/** Compared in constant time: how long the check takes tells nothing about how many digits were right. */
function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
