import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3StorageConfig } from '../src/config.js';

export interface TestS3Server {
  /** http://127.0.0.1:<port>, for path-style addressing. */
  endpoint: string;
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The app's storage settings for this bucket (add `presignedDownloads` as a test needs). */
  storage(overrides?: Partial<S3StorageConfig>): S3StorageConfig;
  /** The same as environment variables, for a server started as its own process. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on 127.0.0.1 on a free port, with one
 * empty bucket, its objects in a temporary folder that `stop` removes.
 */
export async function startS3Server(bucket = 'pdp-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'pdp-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    // s3rver rebuilds a bucket call's path without the trailing slash the SDK signs (`/bucket/`), so
    // it would refuse every ListObjectsV2 and HeadBucket. An unknown access key is still refused.
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed key pair: it refuses requests signed with any other.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const region = 'us-east-1';
  return {
    endpoint,
    bucket,
    region,
    credentials,
    storage: (overrides = {}) => ({
      bucket,
      region,
      endpoint,
      forcePathStyle: true,
      presignedDownloads: false,
      presignedSeconds: 60,
      credentials,
      ...overrides,
    }),
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
