import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { createStorageProvider } from '.';

const config = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/lp-storage-choice', ...env }, { JWT_SECRET: 'x'.repeat(32) });

describe('storage provider: chosen by configuration', () => {
  it('keeps files on local disk by default', () => {
    expect(createStorageProvider(config({})).name).toBe('local');
  });
  it('uses S3 when a bucket is configured', () => {
    expect(createStorageProvider(config({ S3_BUCKET: 'my-bucket' })).name).toBe('s3');
  });
});
