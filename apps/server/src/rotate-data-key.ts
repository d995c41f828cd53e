import { eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from './db/client';
import { otpChallenges, payoutLines, servicePartners } from './db/schema';
import { decryptSecret, encryptSecret } from './lib/secret-box';

/**
 * Re-seals every value sealed with DATA_ENCRYPTION_KEY (docs/deploy.md, "Rotating secrets"): partners' bank
 * account numbers, IBANs and Civil IDs, the IBANs copied into payout batches, and the login codes still alive. One transaction: a failure leaves every value as it was.
 * A value the previous key does not open stops it (a wrong key must not half-rotate); answers how many changed.
 */
export async function rotateDataKey(
  db: Db,
  previous: Buffer,
  next: Buffer,
): Promise<{ partners: number; payoutLines: number; codes: number }> {
  const reseal = (sealed: string) => encryptSecret(decryptSecret(sealed, previous), next);
  return db.transaction(async (tx) => {
    const partners = await tx
      .select({
        id: servicePartners.id,
        account: servicePartners.acNumberEncrypted,
        iban: servicePartners.ibanEncrypted,
        civilId: servicePartners.civilIdEncrypted,
      })
      .from(servicePartners)
      .for('update');
    let resealedPartners = 0;
    for (const partner of partners) {
      // The demo's and the benchmark's partners have no account on file; applications before issue 22 no IBAN.
      if (!partner.account && !partner.iban && !partner.civilId) continue;
      await tx
        .update(servicePartners)
        .set({
          acNumberEncrypted: partner.account ? reseal(partner.account) : partner.account,
          ibanEncrypted: partner.iban ? reseal(partner.iban) : partner.iban,
          civilIdEncrypted: partner.civilId ? reseal(partner.civilId) : partner.civilId,
        })
        .where(eq(servicePartners.id, partner.id));
      resealedPartners += 1;
    }
    const codes = await tx
      .select({ id: otpChallenges.id, token: otpChallenges.tokenSealed, code: otpChallenges.codeSealed })
      .from(otpChallenges)
      .where(gt(otpChallenges.expiresAt, new Date()))
      .for('update');
    for (const challenge of codes) {
      await tx
        .update(otpChallenges)
        .set({ tokenSealed: reseal(challenge.token), codeSealed: reseal(challenge.code) })
        .where(eq(otpChallenges.id, challenge.id));
    }
    const lines = await tx
      .select({ id: payoutLines.id, iban: payoutLines.ibanSealed })
      .from(payoutLines)
      .where(isNotNull(payoutLines.ibanSealed))
      .for('update');
    for (const line of lines) {
      await tx
        .update(payoutLines)
        .set({ ibanSealed: reseal(line.iban!) })
        .where(eq(payoutLines.id, line.id));
    }
    return { partners: resealedPartners, payoutLines: lines.length, codes: codes.length };
  });
}
