import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { isConnectionLoss } from './connection-loss';

describe('isConnectionLoss', () => {
  it('recognises a PostgreSQL that does not answer, as drizzle throws it', async () => {
    const unreachable = await openDatabase('postgres://postgres@127.0.0.1:1/test');
    try {
      const error = await unreachable.db.execute('select 1').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Error);
      expect(isConnectionLoss(error)).toBe(true);
    } finally {
      await unreachable.close();
    }
  });

  it('leaves every other failure to be a 4xx or a 500', () => {
    expect(isConnectionLoss(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
    expect(isConnectionLoss(new Error('connection to postgres://db failed'))).toBe(false);
    expect(isConnectionLoss(undefined)).toBe(false);
  });
});
