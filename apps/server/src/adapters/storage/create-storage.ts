import type { Config } from '../../config';
import { DiskStorage } from './disk-storage';
import { S3Storage } from './s3-storage';
import type { FileStorage } from './storage';

/** The storage adapter configuration chooses: STORAGE_DRIVER=disk (default) or s3. */
export function createStorage(config: Config): FileStorage {
  if (config.STORAGE_DRIVER === 's3') {
    return new S3Storage({
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      publicUrl: config.S3_PUBLIC_URL,
      privateBucket: config.S3_PRIVATE_BUCKET,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
    });
  }
  return new DiskStorage(config.UPLOADS_DIR, config.PRIVATE_UPLOADS_DIR);
}
