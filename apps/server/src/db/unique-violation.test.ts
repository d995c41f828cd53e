import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-env';
import type { Database } from './client';
import { users } from './schema';
import { violatedUniqueIndex } from './unique-violation';

describe('violatedUniqueIndex', () => {
  let database: Database;
  const user = { name: 'A', email: 'a@example.com', countryCode: '+91', phone: '9000000001', passwordHash: '!' };

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.insert(users).values(user);
  });
  afterAll(() => database.close());

  it('names the unique index a write ran into, through drizzle and the driver', async () => {
    const sameEmail = await database.db
      .insert(users)
      .values({ ...user, phone: '9000000002' })
      .catch((error: unknown) => error);
    expect(violatedUniqueIndex(sameEmail)).toBe('users_email_key');
    const samePhone = await database.db
      .insert(users)
      .values({ ...user, email: 'b@example.com' })
      .catch((error: unknown) => error);
    expect(violatedUniqueIndex(samePhone)).toBe('users_phone_key');
  });

  it('answers undefined for any other failure', async () => {
    const notNull = await database.db
      .insert(users)
      .values({ ...user, name: null as unknown as string, email: 'c@example.com', phone: '9000000003' })
      .catch((error: unknown) => error);
    expect(notNull).toBeInstanceOf(Error);
    expect(violatedUniqueIndex(notNull)).toBeUndefined();
    expect(violatedUniqueIndex(new Error('boom'))).toBeUndefined();
  });
});
