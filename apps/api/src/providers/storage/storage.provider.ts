export type TStoredObject = { body: Buffer; contentType: string };

/** Where uploaded files live: local disk by default, any S3-compatible bucket by configuration. */
export type TStorageProvider = {
  name: 'local' | 's3';
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  get: (key: string) => Promise<TStoredObject | null>;
  delete: (key: string) => Promise<void>;
  /** Rejects when files cannot be stored now (a full or read-only disk, an unreachable bucket): /api/health. */
  check: () => Promise<void>;
};
