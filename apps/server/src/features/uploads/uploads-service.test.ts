import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { multipartFile } from '../../../test/multipart.js';
import { audit_events, cached_uploads } from '../../db/schema/index.js';
import { UPLOADS_PER_WINDOW } from './routes.js';
import {
  cacheUpload,
  CACHED_UPLOAD_TTL_MS,
  discardCachedUpload,
  PENDING_BYTES_PER_USER,
  promoteCachedUpload,
  readCachedUpload,
  sweepCachedUploads,
  type UploadActor,
} from './service.js';
import { EVIDENCE_SAMPLES } from './test-support.js';

/** What the point request save (issue 16) calls: promotion, discard, read, and the 24-hour sweep. */
let t: TestApp;
let owner: UploadActor;
let colleague: UploadActor;
let elsewhere: UploadActor;

beforeAll(async () => {
  t = await createTestApp();
  const institute = await createInstitute(t.db);
  const other = await createInstitute(t.db);
  owner = { instituteId: institute.id, userId: (await createUser(t.db, institute.id)).id };
  colleague = {
    instituteId: institute.id,
    userId: (await createUser(t.db, institute.id, { is_institute_admin: true })).id,
  };
  elsewhere = { instituteId: other.id, userId: (await createUser(t.db, other.id)).id };
});
afterAll(() => t.close());

const deps = () => t.app.deps;
const cachePdf = (actor = owner) =>
  cacheUpload(deps(), actor, { data: EVIDENCE_SAMPLES.pdf.data, filename: 'c.pdf', type: 'pdf' });
const rowOf = async (uploadId: string) =>
  (await t.db.select().from(cached_uploads).where(eq(cached_uploads.upload_id, uploadId)))[0];

describe('promoting a cached upload', () => {
  it('moves the file to permanent storage and takes the upload out of the cache', async () => {
    const cached = await cachePdf();
    const cacheKey = (await rowOf(cached.id))!.storage_key;
    const promoted = await promoteCachedUpload(deps(), owner, cached.id);
    expect(promoted.storage_key).toMatch(new RegExp(`^${owner.instituteId}/[A-Za-z0-9_-]+\\.pdf$`));
    expect(promoted).toMatchObject({ upload_id: cached.id, filename: 'c.pdf', mime_type: 'application/pdf' });
    // The rows it is saved with hold its key from now on: the cache no longer references the file.
    expect(await rowOf(cached.id)).toBeUndefined();
    expect(await deps().storage.get(promoted.storage_key)).toEqual(EVIDENCE_SAMPLES.pdf.data);
    expect(await deps().storage.get(cacheKey)).toBeUndefined();
    const trail = await t.db
      .select({ action: audit_events.action })
      .from(audit_events)
      .where(and(eq(audit_events.table_name, 'cached_uploads'), eq(audit_events.record_id, promoted.id)))
      .orderBy(audit_events.id);
    expect(trail.map((event) => event.action)).toEqual(['insert', 'delete']);
    // Promoted once: it is no longer a cached upload to promote, read or discard.
    await expect(promoteCachedUpload(deps(), owner, cached.id)).rejects.toMatchObject({ status: 404 });
    await expect(readCachedUpload(deps(), owner, cached.id)).rejects.toMatchObject({ status: 404 });
  });

  it('answers 404 to another user of the institute (even an admin) and to another institute, changing nothing', async () => {
    const cached = await cachePdf();
    for (const actor of [
      colleague,
      elsewhere,
      { instituteId: elsewhere.instituteId, userId: owner.userId },
    ]) {
      await expect(promoteCachedUpload(deps(), actor, cached.id)).rejects.toMatchObject({ status: 404 });
      await expect(readCachedUpload(deps(), actor, cached.id)).rejects.toMatchObject({ status: 404 });
      await expect(discardCachedUpload(deps(), actor, cached.id)).rejects.toMatchObject({ status: 404 });
    }
    expect(await rowOf(cached.id)).toBeDefined();
    expect((await readCachedUpload(deps(), owner, cached.id)).data).toEqual(EVIDENCE_SAMPLES.pdf.data);
    await expect(promoteCachedUpload(deps(), owner, 'no-such-upload')).rejects.toMatchObject({ status: 404 });
  });

  it('inside a transaction that rolls back, leaves the upload cached and its file readable', async () => {
    const cached = await cachePdf();
    await expect(
      t.db.transaction(async (tx) => {
        await promoteCachedUpload(deps(), owner, cached.id, tx);
        throw new Error('the point request failed to save');
      }),
    ).rejects.toThrow('failed to save');
    expect(await rowOf(cached.id)).toBeDefined();
    expect((await readCachedUpload(deps(), owner, cached.id)).data).toEqual(EVIDENCE_SAMPLES.pdf.data);
  });
});

describe('discarding a cached upload', () => {
  it('deletes the row and its file', async () => {
    const cached = await cachePdf();
    const key = (await rowOf(cached.id))!.storage_key;
    await discardCachedUpload(deps(), owner, cached.id);
    expect(await rowOf(cached.id)).toBeUndefined();
    expect(await deps().storage.get(key)).toBeUndefined();
  });
});

describe('the sweep of cached uploads', () => {
  it('deletes uploads never promoted within 24 hours with their files, and keeps fresh ones and promoted files', async () => {
    const old = await cachePdf();
    const fresh = await cachePdf();
    const promoted = await cachePdf();
    const oldKey = (await rowOf(old.id))!.storage_key;
    const freshKey = (await rowOf(fresh.id))!.storage_key;
    const longAgo = new Date(Date.now() - CACHED_UPLOAD_TTL_MS - 60_000);
    await t.db
      .update(cached_uploads)
      .set({ created_at: longAgo })
      .where(eq(cached_uploads.upload_id, old.id));
    await t.db
      .update(cached_uploads)
      .set({ created_at: longAgo })
      .where(eq(cached_uploads.upload_id, promoted.id));
    const { storage_key: promotedKey } = await promoteCachedUpload(deps(), owner, promoted.id);

    expect(await sweepCachedUploads(deps())).toBeGreaterThanOrEqual(1);

    expect(await rowOf(old.id)).toBeUndefined();
    expect(await deps().storage.get(oldKey)).toBeUndefined();
    expect(await rowOf(fresh.id)).toBeDefined();
    expect(await deps().storage.get(freshKey)).toBeDefined();
    expect(await deps().storage.get(promotedKey)).toBeDefined();
  });
});

describe('limits per user', () => {
  it('refuses an upload once the user has PENDING_BYTES_PER_USER waiting in the cache', async () => {
    const { id: userId } = await createUser(t.db, owner.instituteId);
    const actor = { instituteId: owner.instituteId, userId };
    await t.db.insert(cached_uploads).values({
      institute_id: actor.instituteId,
      upload_id: `quota-${userId}`,
      uploaded_by_id: userId,
      filename: 'big.pdf',
      size: PENDING_BYTES_PER_USER - 10,
      mime_type: 'application/pdf',
      storage_key: `cache/${actor.instituteId}/quotaquotaquotaquota.pdf`,
    });
    await expect(cachePdf(actor)).rejects.toMatchObject({ status: 422 });
    await discardCachedUpload(deps(), actor, `quota-${userId}`);
    await expect(cachePdf(actor)).resolves.toMatchObject({ storage: 'cache' });
  });

  it(`answers 429 to the upload after ${UPLOADS_PER_WINDOW} in the rate-limit window`, async () => {
    const cookie = await loginAs(t.app, await createUser(t.db, owner.instituteId));
    const send = async () => {
      const form = await multipartFile('file', EVIDENCE_SAMPLES.png.data, 'p.png');
      return t.app.inject({
        method: 'POST',
        url: '/upload',
        payload: form.payload,
        headers: { ...form.headers, cookie, 'x-client-app': 'webapp' },
      });
    };
    for (let i = 0; i < UPLOADS_PER_WINDOW; i++) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toMatchObject({ title: 'Too Many Requests' });
  });
});
