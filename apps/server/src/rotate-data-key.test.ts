import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { otpChallenges, servicePartners } from './db/schema';
import { seedDemoData } from './db/seed/seed';
import { decryptSecret, encryptSecret } from './lib/secret-box';
import { rotateDataKey } from './rotate-data-key';
import { addPartner, skillWithoutPartners } from './test/slots';
import { openTestDatabase } from './test/test-env';

describe('rotating DATA_ENCRYPTION_KEY', () => {
  let database: Database;
  const previous = randomBytes(32);
  const next = randomBytes(32);

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoData(database.db);
  });
  afterAll(() => database.close());

  async function challenge(expiresInMs: number) {
    const [row] = await database.db
      .insert(otpChallenges)
      .values({
        tokenHash: randomBytes(16).toString('hex'),
        tokenSealed: encryptSecret('token', previous),
        countryCode: '+91',
        phone: String(9_000_000_000 + Math.floor(Math.random() * 999_999_999)),
        codeSealed: encryptSecret('4821', previous),
        expiresAt: new Date(Date.now() + expiresInMs),
      })
      .returning();
    return row!;
  }

  it('re-seals bank account numbers, IBANs, Civil IDs and live login codes with the new key, and leaves expired codes', async () => {
    const partner = await addPartner(database.db, await skillWithoutPartners(database.db), {
      acNumberEncrypted: encryptSecret('918273645501', previous),
      ibanEncrypted: encryptSecret('KW74NBOK0000000000001000372151', previous),
      civilIdEncrypted: encryptSecret('290010112346', previous),
    });
    const live = await challenge(60_000);
    const expired = await challenge(-60_000);

    const rotated = await rotateDataKey(database.db, previous, next);
    expect(rotated).toEqual({ partners: 1, payoutLines: 0, codes: 1 });

    const [stored] = await database.db
      .select({
        sealed: servicePartners.acNumberEncrypted,
        iban: servicePartners.ibanEncrypted,
        civilId: servicePartners.civilIdEncrypted,
      })
      .from(servicePartners)
      .where(eq(servicePartners.id, partner.id));
    expect(decryptSecret(stored!.sealed, next)).toBe('918273645501');
    expect(decryptSecret(stored!.iban!, next)).toBe('KW74NBOK0000000000001000372151');
    expect(decryptSecret(stored!.civilId!, next)).toBe('290010112346');
    expect(() => decryptSecret(stored!.sealed, previous)).toThrow();
    const [code] = await database.db.select().from(otpChallenges).where(eq(otpChallenges.id, live.id));
    expect(decryptSecret(code!.codeSealed, next)).toBe('4821');
    expect(decryptSecret(code!.tokenSealed, next)).toBe('token');
    const [old] = await database.db.select().from(otpChallenges).where(eq(otpChallenges.id, expired.id));
    expect(old!.codeSealed).toBe(expired.codeSealed);
  });

  it('changes nothing when the previous key given is not the one in use', async () => {
    const before = await database.db.select({ sealed: servicePartners.acNumberEncrypted }).from(servicePartners);
    await expect(rotateDataKey(database.db, randomBytes(32), next)).rejects.toThrow();
    expect(await database.db.select({ sealed: servicePartners.acNumberEncrypted }).from(servicePartners)).toEqual(
      before,
    );
  });
});
