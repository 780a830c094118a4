import { LIMITS } from '@pdp/contract';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageConfig } from '../src/config.js';
import { cached_uploads, point_request_evidences } from '../src/db/schema/index.js';
import { createPointRequest } from '../src/features/points/point-requests-test-support.js';
import {
  sweepUnreferencedUploads,
  UNREFERENCED_UPLOAD_AGE_MS,
} from '../src/features/settings/upload-sweep.js';
import { contentDisposition } from '../src/lib/filenames.js';
import { createLocalDiskStorage, storageOf, type FileStorage } from '../src/lib/storage.js';
import { randomToken } from '../src/lib/tokens.js';
import { apiClient, createTestApp, json, type TestApp } from './app.js';
import { createInstitute, createUser, loginAs } from './factories.js';
import { multipartFile } from './multipart.js';
import { startS3Server, type TestS3Server } from './s3-server.js';
import { freePort } from './server-process.js';

/**
 * The app on each file store: uploads, downloads and the sweep through the API, the largest evidence
 * file there may be, and a store that is down (503, nothing recorded).
 */

// A file that passes the content checks (a PDF), as large as evidence may be.
const PDF_HEAD = Buffer.from('%PDF-1.4\n');
const BIG_PDF = Buffer.concat([PDF_HEAD, Buffer.alloc(LIMITS.evidenceFileBytes - PDF_HEAD.length, 0x20)]);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

let s3: TestS3Server;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'pdp-storage-down-'));
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

interface DriverCase {
  storage: () => StorageConfig;
  /** The same store, unreachable: a disk whose folder is gone, an endpoint nothing listens on. */
  down: () => Promise<FileStorage>;
}

const DRIVERS: [string, DriverCase][] = [
  [
    'local disk',
    {
      storage: () => ({ driver: 'local' }),
      down: async () => {
        writeFileSync(path.join(scratch, 'file'), '');
        return createLocalDiskStorage(path.join(scratch, 'file', 'uploads'));
      },
    },
  ],
  [
    'S3',
    {
      storage: () => ({ driver: 's3', s3: s3.storage() }),
      down: async () =>
        storageOf({
          dataDir: scratch,
          storage: { driver: 's3', s3: s3.storage({ endpoint: `http://127.0.0.1:${await freePort()}` }) },
        }),
    },
  ],
];

async function upload(t: TestApp, cookie: string, data: Buffer, filename: string) {
  const form = await multipartFile('file', data, filename);
  return t.app.inject({
    method: 'POST',
    url: '/upload',
    payload: form.payload,
    headers: { ...form.headers, 'x-client-app': 'webapp', cookie },
  });
}

/** Saves the upload on a new point request of the educator's (the evidence download needs one). */
async function attachToRequest(
  t: TestApp,
  cookie: string,
  instituteId: number,
  userId: number,
  fileId: string,
) {
  const request = await createPointRequest(t.db, instituteId, userId);
  const saved = await apiClient(t.app, cookie).put(`/api/v1/users/${userId}/point_requests/${request.id}`, {
    point_request: { evidences_attributes: [{ file_id: fileId }] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe.each(DRIVERS)('the app with its files on %s', (_name, driver) => {
  let t: TestApp;
  let instituteId: number;
  let educatorId: number;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ storage: driver.storage() });
    instituteId = (await createInstitute(t.db, { points_file_attachment_enabled: true })).id;
    educatorId = (await createUser(t.db, instituteId, { is_educator: true })).id;
    cookie = await loginAs(t.app, await createUser(t.db, instituteId, { is_institute_admin: true }));
  });
  afterAll(() => t?.close());

  const uploadsOf = async () =>
    (
      await t.db
        .select({ n: count() })
        .from(cached_uploads)
        .where(eq(cached_uploads.institute_id, instituteId))
    )[0]!.n;

  it('takes a 15 MB evidence file and serves it back whole, with its type and name', async () => {
    await t.app.deps.storage.check();
    const uploaded = await upload(t, cookie, BIG_PDF, 'placement log.pdf');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const fileId = json<{ id: string }>(uploaded).id;
    await attachToRequest(t, cookie, instituteId, educatorId, fileId);

    const download = await apiClient(t.app, cookie).get(`/api/v1/evidence_files/${fileId}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(contentDisposition('inline', 'placement log.pdf'));
    expect(download.headers['content-length']).toBe(String(BIG_PDF.length));
    expect(sha256(download.rawPayload)).toBe(sha256(BIG_PDF));
  });

  it('sweeps old unreferenced files from the store and keeps the ones rows name', async () => {
    const referenced = json<{ id: string }>(await upload(t, cookie, PDF_HEAD, 'kept.pdf')).id;
    const [row] = await t.db.select().from(cached_uploads).where(eq(cached_uploads.upload_id, referenced));
    const orphan = `${instituteId}/${randomToken()}.pdf`;
    await t.app.deps.storage.put(orphan, PDF_HEAD);
    const later = new Date(Date.now() + UNREFERENCED_UPLOAD_AGE_MS + 60_000);
    expect(await sweepUnreferencedUploads(t.app.deps, later)).toBeGreaterThanOrEqual(1);
    expect(await t.app.deps.storage.get(orphan)).toBeUndefined();
    expect(await t.app.deps.storage.get(row!.storage_key)).toEqual(PDF_HEAD);
  });

  it('answers 503 in the error format while the store is down, recording no upload', async () => {
    const working = t.app.deps.storage;
    t.app.deps.storage = await driver.down();
    try {
      const before = await uploadsOf();
      const response = await upload(t, cookie, PDF_HEAD, 'notes.pdf');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        title: '503 Service Unavailable',
        message: 'File storage is not available at the moment. Please try again shortly.',
      });
      expect(await uploadsOf()).toBe(before);
      await expect(t.app.deps.storage.check()).rejects.toThrow(/File storage unavailable/);
    } finally {
      t.app.deps.storage = working;
    }
    expect((await upload(t, cookie, PDF_HEAD, 'notes.pdf')).statusCode).toBe(201);
  });
});

describe('presigned downloads (S3_PRESIGNED_DOWNLOADS)', () => {
  let t: TestApp;
  let instituteId: number;
  beforeAll(async () => {
    t = await createTestApp({
      storage: { driver: 's3', s3: s3.storage({ presignedDownloads: true, presignedSeconds: 30 }) },
    });
    instituteId = (await createInstitute(t.db, { points_file_attachment_enabled: true })).id;
  });
  afterAll(() => t?.close());

  it('answers an authorized download with a 302 to a short-lived URL that serves the file with its headers', async () => {
    const educator = await createUser(t.db, instituteId, { is_educator: true });
    const cookie = await loginAs(t.app, await createUser(t.db, instituteId, { is_institute_admin: true }));
    const fileId = json<{ id: string }>(await upload(t, cookie, BIG_PDF, 'log.pdf')).id;
    await attachToRequest(t, cookie, instituteId, educator.id, fileId);
    const url = `/api/v1/evidence_files/${fileId}`;

    // The same checks first: no session, or someone who may not read the history, never gets a link.
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const stranger = await createUser(t.db, (await createInstitute(t.db)).id, { is_institute_admin: true });
    expect((await apiClient(t.app, await loginAs(t.app, stranger)).get(url)).statusCode).toBe(404);

    const redirect = await apiClient(t.app, cookie).get(url);
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers['cache-control']).toBe('no-store');
    // The web app's previews (img, iframe) may load from the bucket, and from nowhere else new.
    const csp = String(redirect.headers['content-security-policy']);
    expect(csp).toContain(`img-src 'self' data: ${s3.endpoint}`);
    expect(csp).toContain(`frame-src 'self' ${s3.endpoint}`);
    const location = new URL(redirect.headers.location as string);
    expect(location.origin).toBe(s3.endpoint);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('30');

    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('application/pdf');
    expect(fetched.headers.get('content-disposition')).toBe(contentDisposition('inline', 'log.pdf'));
    expect(sha256(Buffer.from(await fetched.arrayBuffer()))).toBe(sha256(BIG_PDF));

    // A row whose file is gone is the app's 404, not a link to S3's error.
    const [row] = await t.db
      .select()
      .from(point_request_evidences)
      .where(eq(point_request_evidences.upload_id, fileId));
    await t.app.deps.storage.delete(row!.storage_key);
    expect((await apiClient(t.app, cookie).get(url)).statusCode).toBe(404);
  });
});
