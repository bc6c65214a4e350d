import type { TConfig } from '../../config/env';
import { createLocalStorage } from './local.storage';
import { createS3Storage } from './s3.storage';
import type { TStorageProvider } from './storage.provider';

export type { TStorageProvider, TStoredObject } from './storage.provider';
export { PRIVATE_KEY_PREFIX, isPrivateStorageKey, isValidStorageKey } from './storage-key';

/** S3 (or any S3-compatible service) when S3_BUCKET is set; otherwise files under UPLOADS_DIR. */
export function createStorageProvider(config: TConfig): TStorageProvider {
  if (config.S3_BUCKET) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalStorage(config.UPLOADS_DIR);
}
