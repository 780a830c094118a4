import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { LIMITS } from '@pdp/contract';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server.js';
import { freePort } from '../../test/server-process.js';
import {
  createLocalDiskStorage,
  presignedDownloadOrigin,
  StorageUnavailableError,
  storageOf,
  type FileStorage,
} from './storage.js';

/** One driver under test: its storage, a way to plant a file the app did not write, and a store that is down. */
interface Driver {
  storage: FileStorage;
  plantForeignFile(name: string): Promise<void>;
  unreachable(): Promise<FileStorage>;
  stop(): Promise<void>;
}

async function localDriver(): Promise<Driver> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pdp-storage-'));
  const root = path.join(dir, 'uploads');
  return {
    storage: createLocalDiskStorage(root),
    async plantForeignFile(name) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), 'not an upload');
    },
    // A root below a plain file: the disk answers ENOTDIR, as for a volume that is gone.
    async unreachable() {
      writeFileSync(path.join(dir, 'not-a-folder'), '');
      return createLocalDiskStorage(path.join(dir, 'not-a-folder', 'uploads'));
    },
    async stop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function s3Driver(): Promise<Driver> {
  const server: TestS3Server = await startS3Server();
  const raw = new S3Client({
    region: server.region,
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: server.credentials,
  });
  // Through storageOf, as the app makes it: the driver's module is loaded by the first call.
  const s3Storage = (s3: ReturnType<TestS3Server['storage']>) =>
    storageOf({ dataDir: '/nonexistent', storage: { driver: 's3', s3 } });
  return {
    storage: s3Storage(server.storage()),
    async plantForeignFile(name) {
      await raw.send(new PutObjectCommand({ Bucket: server.bucket, Key: name, Body: 'not an upload' }));
    },
    // Nothing listens on the endpoint's port.
    async unreachable() {
      return s3Storage(server.storage({ endpoint: `http://127.0.0.1:${await freePort()}` }));
    },
    async stop() {
      raw.destroy();
      await server.stop();
    },
  };
}

const key = (area = '') => `${area}7/${randomBytes(18).toString('base64url')}.pdf`;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function keysOf(storage: FileStorage) {
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  return keys.sort();
}

describe.each([
  ['local disk', localDriver],
  ['S3', s3Driver],
])('file storage on %s', (_name, start) => {
  let driver: Driver;
  let storage: FileStorage;
  beforeAll(async () => {
    driver = await start();
    storage = driver.storage;
  });
  afterAll(() => driver?.stop());

  it('puts, gets, streams, lists and deletes files, in the institutes’ folders and the cache', async () => {
    await storage.check();
    const stored = key();
    const cached = key('cache/');
    await storage.put(stored, Buffer.from('evidence'));
    await storage.put(cached, Buffer.from('cached'));
    // Not keys the app writes: the sweep must never see, let alone delete, them.
    await driver.plantForeignFile('notes.txt');
    await driver.plantForeignFile('7/short.pdf');

    expect(await storage.get(stored)).toEqual(Buffer.from('evidence'));
    const stream = await storage.getStream(cached);
    expect(stream?.size).toBe(6);
    expect(Buffer.concat(await stream!.body.toArray())).toEqual(Buffer.from('cached'));
    const listed: { key: string; modifiedAt: Date }[] = [];
    for await (const file of storage.list()) listed.push(file);
    expect(listed.map((file) => file.key).sort()).toEqual([stored, cached].sort());
    for (const file of listed) expect(Math.abs(file.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);

    await storage.put(stored, Buffer.from('replaced'));
    expect(await storage.get(stored)).toEqual(Buffer.from('replaced'));
    await storage.delete(stored);
    await storage.delete(stored); // a second delete is no error
    expect(await storage.get(stored)).toBeUndefined();
    expect(await storage.getStream(stored)).toBeUndefined();
    await storage.delete(cached);
    expect(await keysOf(storage)).toEqual([]);
  });

  it('keeps a 15 MB evidence file byte for byte, and streams it in chunks rather than whole', async () => {
    const data = randomBytes(LIMITS.evidenceFileBytes);
    const big = key();
    await storage.put(big, data);
    const stream = await storage.getStream(big);
    expect(stream?.size).toBe(data.length);
    const hash = createHash('sha256');
    let chunks = 0;
    let largest = 0;
    for await (const chunk of stream!.body as AsyncIterable<Buffer>) {
      hash.update(chunk);
      chunks++;
      largest = Math.max(largest, chunk.length);
    }
    expect(hash.digest('hex')).toBe(sha256(data));
    expect(chunks).toBeGreaterThan(10);
    expect(largest).toBeLessThan(data.length / 10);
    await storage.delete(big);
  });

  it('refuses every key the server would not generate, storing nothing', async () => {
    const refused = [
      '../7/aaaaaaaaaaaaaaaaaaaa.pdf',
      '7/../../aaaaaaaaaaaaaaaa.pdf',
      '/7/aaaaaaaaaaaaaaaaaaaa.pdf',
      'cache/../7/aaaaaaaaaaaaaaaa.pdf',
      '7/aaaaaaaaaaaaaaaaaaaa.exe',
      '7/short.pdf',
      'x/aaaaaaaaaaaaaaaaaaaa.pdf',
      '7/aaaaaaaaaaaaaaaaaaaa.pdf\n',
      '',
    ];
    for (const bad of refused) {
      await expect(storage.put(bad, Buffer.from('x')), bad).rejects.toThrow(/unsafe storage key/);
      await expect(storage.get(bad), bad).rejects.toThrow(/unsafe storage key/);
      await expect(storage.getStream(bad), bad).rejects.toThrow(/unsafe storage key/);
      await expect(storage.delete(bad), bad).rejects.toThrow(/unsafe storage key/);
    }
    expect(await keysOf(storage)).toEqual([]);
  });

  it('reports a store that is down as StorageUnavailableError (answered 503), for check and every call', async () => {
    const down = await driver.unreachable();
    for (const attempt of [
      () => down.check(),
      () => down.put(key(), Buffer.from('x')),
      () => down.get(key()),
      () => down.getStream(key()),
      () => keysOf(down),
    ]) {
      await expect(attempt()).rejects.toBeInstanceOf(StorageUnavailableError);
    }
  });
});

describe('presignedDownloadOrigin', () => {
  const s3 = {
    bucket: 'pdp-files',
    region: 'eu-west-1',
    endpoint: undefined,
    forcePathStyle: false,
    presignedDownloads: true,
    presignedSeconds: 60,
    credentials: undefined,
  };
  it('names the origin the presigned URLs point at, as the SDK addresses the bucket', () => {
    expect(presignedDownloadOrigin(s3)).toBe('https://pdp-files.s3.eu-west-1.amazonaws.com');
    expect(presignedDownloadOrigin({ ...s3, forcePathStyle: true })).toBe(
      'https://s3.eu-west-1.amazonaws.com',
    );
    expect(
      presignedDownloadOrigin({ ...s3, endpoint: 'http://minio.internal:9000/', forcePathStyle: true }),
    ).toBe('http://minio.internal:9000');
    expect(presignedDownloadOrigin({ ...s3, endpoint: 'https://r2.example.com' })).toBe(
      'https://pdp-files.r2.example.com',
    );
    expect(presignedDownloadOrigin({ ...s3, presignedDownloads: false })).toBeUndefined();
    expect(presignedDownloadOrigin(undefined)).toBeUndefined();
  });
});
