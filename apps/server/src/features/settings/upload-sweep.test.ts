import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser } from '../../../test/factories.js';
import {
  banners,
  domains,
  institutes,
  points_histories,
  points_history_evidences,
  video_resources,
} from '../../db/schema/index.js';
import { listReferencedKeys } from '../../db/storage-keys.js';
import { randomToken } from '../../lib/tokens.js';
import { cacheUpload, promoteCachedUpload } from '../uploads/service.js';
import { EVIDENCE_SAMPLES } from '../uploads/test-support.js';
import { sweepUnreferencedUploads, UNREFERENCED_UPLOAD_AGE_MS } from './upload-sweep.js';

describe('sweeping unreferenced uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const uploads = () => path.join(t.config.dataDir, 'uploads');
  /** Stores a file under a key like the server's, last written `ageMs` ago. */
  async function storedFile(instituteId: number, ageMs: number, ext = 'png') {
    const key = `${instituteId}/${randomToken()}.${ext}`;
    await t.app.deps.storage.put(key, Buffer.from('image'));
    const at = new Date(Date.now() - ageMs);
    utimesSync(path.join(uploads(), key), at, at);
    return key;
  }
  async function storedKeys() {
    const keys: string[] = [];
    for await (const file of t.app.deps.storage.list()) keys.push(file.key);
    return keys.sort();
  }

  it('deletes old files that no row references, and keeps referenced, recent and foreign files', async () => {
    const { id } = await createInstitute(t.db);
    const old = UNREFERENCED_UPLOAD_AGE_MS + 3_600_000;
    const logo = await storedFile(id, old);
    const banner = await storedFile(id, old, 'jpg');
    const icon = await storedFile(id, old, 'svg');
    const thumbnail = await storedFile(id, old, 'jpg');
    // A logo replaced without its old file being deleted, and a file whose transaction rolled back.
    const replacedLogo = await storedFile(id, old);
    const rolledBack = await storedFile(id, old + 86_400_000, 'jpg');
    // Written a moment ago: its row may not be committed yet.
    const recent = await storedFile(id, 60_000);
    await t.db.update(institutes).set({ logo_key: logo }).where(eq(institutes.id, id));
    await t.db.insert(banners).values({ institute_id: id, title: 'Welcome', mobile_image_key: banner });
    await t.db.insert(domains).values({ institute_id: id, name: 'Teaching', svg_icon_key: icon });
    await t.db
      .insert(video_resources)
      .values({ institute_id: id, title: 'Intro', thumbnail_image_key: thumbnail });
    // Not a storage key: neither listed nor touched.
    mkdirSync(path.join(uploads(), 'tmp'), { recursive: true });
    writeFileSync(path.join(uploads(), 'tmp', 'notes.txt'), 'keep');

    expect(await storedKeys()).toEqual(
      [logo, banner, icon, thumbnail, replacedLogo, rolledBack, recent].sort(),
    );
    expect(await sweepUnreferencedUploads(t.app.deps)).toBe(2);
    expect(await storedKeys()).toEqual([logo, banner, icon, thumbnail, recent].sort());
    expect(await t.app.deps.storage.get(replacedLogo)).toBeUndefined();
    expect(await t.app.deps.storage.get(logo)).toEqual(Buffer.from('image'));
    expect(existsSync(path.join(uploads(), 'tmp', 'notes.txt'))).toBe(true);

    // Once nothing is left to delete, a second sweep deletes nothing.
    expect(await sweepUnreferencedUploads(t.app.deps)).toBe(0);
  });

  it('deletes an evidence file once the record saved with it is deleted, and keeps it till then', async () => {
    const institute = await createInstitute(t.db);
    const educator = await createUser(t.db, institute.id, { is_educator: true });
    const actor = { instituteId: institute.id, userId: educator.id };
    const pdf = EVIDENCE_SAMPLES.pdf.data;
    const cached = await cacheUpload(t.app.deps, actor, { data: pdf, filename: 'licence.pdf', type: 'pdf' });
    // Saved with an activity: promoted to permanent storage in its transaction, named by its evidence row.
    const saved = await t.db.transaction(async (tx) => {
      const upload = await promoteCachedUpload(t.app.deps, actor, cached.id, tx);
      const [history] = await tx
        .insert(points_histories)
        .values({
          institute_id: institute.id,
          user_id: educator.id,
          type: 'PointsVocational',
          points: 2,
          date: '2026-02-03',
          activity_name: 'Licence',
        })
        .returning();
      await tx.insert(points_history_evidences).values({
        institute_id: institute.id,
        points_history_id: history!.id,
        upload_id: cached.id,
        storage_key: upload.storage_key,
        filename: 'licence.pdf',
        size: pdf.length,
        mime_type: 'application/pdf',
      });
      return { key: upload.storage_key, historyId: history!.id };
    });
    const dayLater = new Date(Date.now() + UNREFERENCED_UPLOAD_AGE_MS + 3_600_000);
    await sweepUnreferencedUploads(t.app.deps, dayLater);
    expect(await t.app.deps.storage.get(saved.key)).toEqual(pdf);
    expect(await listReferencedKeys(t.db)).toContain(saved.key);

    // The activity is deleted (its evidence rows go with it): nothing references the file any more.
    await t.db.delete(points_histories).where(eq(points_histories.id, saved.historyId));
    expect(await listReferencedKeys(t.db)).not.toContain(saved.key);
    await sweepUnreferencedUploads(t.app.deps, dayLater);
    expect(await t.app.deps.storage.get(saved.key)).toBeUndefined();
  });
});
