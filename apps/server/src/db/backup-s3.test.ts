import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupPlaceOf, fingerprint } from '../../test/backup-support.js';
import { createTestDatabase, createTestDatabaseUrl } from '../../test/database.js';
import { createInstitute } from '../../test/factories.js';
import { startS3Server, type TestS3Server } from '../../test/s3-server.js';
import { createS3Storage } from '../lib/storage-s3.js';
import { randomToken } from '../lib/tokens.js';
import { restoreBackup, writeBackup } from './backup-archive.js';
import type { DatabaseHandle } from './client.js';
import { domains } from './schema/index.js';

/** A backup of an install whose files are in S3 holds them, and restores them into another bucket. */

let source: DatabaseHandle;
let target: { url: string; drop(): Promise<void> };
let sourceS3: TestS3Server;
let targetS3: TestS3Server;
const work = mkdtempSync(path.join(os.tmpdir(), 'pdp-backup-s3-'));

beforeAll(async () => {
  [source, target, sourceS3, targetS3] = await Promise.all([
    createTestDatabase(),
    createTestDatabaseUrl(),
    startS3Server('pdp-source'),
    startS3Server('pdp-target'),
  ]);
});
afterAll(async () => {
  await Promise.all([source?.close(), target?.drop(), sourceS3?.stop(), targetS3?.stop()]);
  rmSync(work, { recursive: true, force: true });
});

describe('a backup with its files in S3', () => {
  it('copies every referenced object into the backup, and a restore puts them in the target bucket byte for byte', async () => {
    const storage = createS3Storage(sourceS3.storage());
    const instituteId = (await createInstitute(source.db)).id;
    const icons: { key: string; data: Buffer }[] = [];
    for (let i = 0; i < 2; i++) {
      const key = `${instituteId}/${randomToken()}.png`;
      const data = randomBytes(200_000);
      await storage.put(key, data);
      await source.db.insert(domains).values({ institute_id: instituteId, name: key, icon_key: key });
      icons.push({ key, data });
    }
    const file = path.join(work, 's3.backup');
    const sourceDir = mkdtempSync(path.join(work, 'source-'));
    const manifest = await writeBackup(backupPlaceOf(source.url, sourceDir, {}, storage), file);
    expect(manifest.parts.map((part) => part.name)).toEqual(
      expect.arrayContaining(icons.map((icon) => `files/${icon.key}`)),
    );
    expect(manifest.missing_files).toEqual([]);

    const targetStorage = createS3Storage(targetS3.storage());
    const targetDir = mkdtempSync(path.join(work, 'target-'));
    const report = await restoreBackup(backupPlaceOf(target.url, targetDir, {}, targetStorage), file);
    expect(report).toMatchObject({ files: 2, warnings: [] });
    expect(await fingerprint(target.url)).toEqual(await fingerprint(source.url));
    for (const icon of icons) expect((await targetStorage.get(icon.key))?.equals(icon.data)).toBe(true);
    // Two databases and two buckets: as long as the backup drill allows on a busy machine.
  }, 120_000);
});
