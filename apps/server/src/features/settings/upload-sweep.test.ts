import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createInstitute } from '../../../test/factories.js';
import { banners, domains, institutes, video_resources } from '../../db/schema/index.js';
import { randomToken } from '../../lib/tokens.js';
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
});
