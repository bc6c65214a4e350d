import type * as S3Sdk from '@aws-sdk/client-s3';
import { assertContentType, assertStorageKey } from './storage-key';
import type { TStorageProvider } from './storage.provider';

export type TS3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, Spaces…); AWS itself when absent. */
  endpoint?: string | undefined;
  forcePathStyle?: boolean;
  /** Both or neither; without them the SDK's default chain applies (environment, instance role). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
};

type TSdk = typeof S3Sdk;

/** Any S3-compatible bucket, switched on by S3_BUCKET. */
export function createS3Storage(options: TS3StorageOptions): TStorageProvider {
  const Bucket = options.bucket;
  // The SDK is large: it is loaded on first use, so servers on local disk never pay for it.
  let connection: Promise<{ sdk: TSdk; client: S3Sdk.S3Client }> | undefined;
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle ?? false,
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
        // Checksums only where S3 requires them: several S3-compatible services reject the newer defaults.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));

  return {
    name: 's3',

    async put(key, body, contentType) {
      assertStorageKey(key);
      assertContentType(contentType);
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },

    async get(key) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        const body = Buffer.from(await object.Body.transformToByteArray());
        return { body, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        const missing =
          error instanceof sdk.S3ServiceException &&
          (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
        if (missing) return null;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      // S3 answers 204 whether or not the object existed.
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },

    async check() {
      // The bucket exists and these credentials may use it: one cheap request, nothing written.
      const { sdk, client } = await connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket }));
    },
  };
}
