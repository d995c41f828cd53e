import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { rotateDataKey } from './rotate-data-key';
import { describeStartFailure } from './start-failure';

/**
 * `npm run db:rotate-data-key`: DATA_ENCRYPTION_KEY is the new key and PREVIOUS_DATA_ENCRYPTION_KEY the one the
 * data is sealed with now (64 hex characters each). Run it, then restart the servers with the new key.
 */
async function main() {
  const config = loadConfig();
  if (!config.PREVIOUS_DATA_ENCRYPTION_KEY) throw new Error('Set PREVIOUS_DATA_ENCRYPTION_KEY to the key in use now.');
  const database = await openDatabase(config.DATABASE_URL);
  try {
    const rotated = await rotateDataKey(
      database.db,
      Buffer.from(config.PREVIOUS_DATA_ENCRYPTION_KEY, 'hex'),
      config.dataEncryptionKey,
    );
    console.log(
      `Re-sealed ${rotated.partners} partners' bank details, ${rotated.payoutLines} payout IBANs and ${rotated.codes} live login codes.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Could not rotate the key: ${describeStartFailure(error)}`);
  process.exit(1);
});
