import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import type { S3StorageConfig } from '../config.js';
import {
  assertSafeStorageKey,
  isSafeStorageKey,
  StorageUnavailableError,
  type FileStorage,
} from './file-storage.js';

/** S3 answers a missing object 404 (NoSuchKey, or NotFound for a HEAD): "no such file", not an outage. */
function isMissingObject(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/**
 * Runs one S3 call. Every failure is the store being unusable for now (endpoint down, timeouts, 5xx,
 * a bucket gone or credentials refused): the request is answered 503 and nothing is recorded.
 */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StorageUnavailableError) throw error;
    throw new StorageUnavailableError(error);
  }
}

/** Undefined for a missing object; any other failure is an outage. */
async function unlessMissing<T>(work: () => Promise<T>): Promise<T | undefined> {
  return call(() =>
    work().catch((error: unknown) => (isMissingObject(error) ? undefined : Promise.reject(error))),
  );
}

/** The uploads in an S3-compatible bucket (STORAGE=s3), through the AWS SDK. */
export function createS3Storage(config: S3StorageConfig): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: several S3-compatible services reject the SDK's default
    // CRC32 trailers. storage-migrate verifies each copy by its SHA-256 itself.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An endpoint that is down fails within seconds (503 to the user), instead of hanging the request.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  });
  const Bucket = config.bucket;
  const object = (key: string) => {
    assertSafeStorageKey(key);
    return { Bucket, Key: key };
  };

  const storage: FileStorage = {
    put: (key, data) =>
      call(async () => {
        await client.send(new PutObjectCommand({ ...object(key), Body: data, ContentLength: data.length }));
      }),
    putStream: (key, body, size) =>
      call(async () => {
        await client.send(new PutObjectCommand({ ...object(key), Body: body, ContentLength: size }));
      }),
    get: (key) =>
      unlessMissing(async () => {
        const answer = await client.send(new GetObjectCommand(object(key)));
        return Buffer.from(await answer.Body!.transformToByteArray());
      }),
    getStream: (key) =>
      unlessMissing(async () => {
        const answer = await client.send(new GetObjectCommand(object(key)));
        return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      }),
    delete: (key) =>
      call(async () => {
        await client.send(new DeleteObjectCommand(object(key)));
      }),
    check: () =>
      call(async () => {
        await client.send(new HeadBucketCommand({ Bucket }));
      }),
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await call(() => client.send(new ListObjectsV2Command({ Bucket, ContinuationToken })));
        for (const item of page.Contents ?? []) {
          if (item.Key && isSafeStorageKey(item.Key)) {
            yield { key: item.Key, modifiedAt: item.LastModified ?? new Date(0) };
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
  if (config.presignedDownloads) {
    storage.downloadUrl = (key, headers) =>
      unlessMissing(async () => {
        // Signing needs no request: ask first, so a missing file is the app's 404, not S3's XML.
        await client.send(new HeadObjectCommand(object(key)));
        const command = new GetObjectCommand({
          ...object(key),
          ResponseContentType: headers.contentType,
          ResponseContentDisposition: headers.contentDisposition,
        });
        return getSignedUrl(client, command, { expiresIn: config.presignedSeconds });
      });
  }
  return storage;
}
