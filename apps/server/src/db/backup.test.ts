import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupPlaceOf, fingerprint } from '../../test/backup-support.js';
import { createTestDatabase, createTestDatabaseUrl } from '../../test/database.js';
import { readTarEntry, readTarIndex } from '../lib/tar.js';
import { restoreBackup, writeBackup } from './backup-archive.js';
import type { DatabaseHandle } from './client.js';
import { seedDemoIfEmpty } from './seed/demo.js';

async function scalar<T>(url: string, query: string): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Object.values((await client.query(query)).rows[0] as object)[0] as T;
  } finally {
    await client.end();
  }
}

describe('npm run admin -- backup / restore: the rows', () => {
  let source: DatabaseHandle;
  let target: Awaited<ReturnType<typeof createTestDatabaseUrl>>;
  let dir: string;
  let file: string;
  /** The rows part alone: what a backup of the first format was. */
  let rowsOnly: string;
  let before: Record<string, string>;

  beforeAll(async () => {
    source = await createTestDatabase();
    target = await createTestDatabaseUrl();
    dir = mkdtempSync(path.join(os.tmpdir(), 'pdp-backup-'));
    file = path.join(dir, 'demo.backup');
    rowsOnly = path.join(dir, 'rows-only.backup');
    await seedDemoIfEmpty(source.db, { dataDir: dir, demoPassword: 'Backup-Test-Passw0rd!' });
    before = await fingerprint(source.url);
  });
  afterAll(async () => {
    await source.close();
    await target.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('round-trips every table: the same row counts and checksums, and ids continue after the restored ones', async () => {
    const manifest = await writeBackup(backupPlaceOf(source.url, dir), file);
    expect(manifest.tables.find((t) => t.table === 'public.users')?.rows).toBeGreaterThan(100);

    await restoreBackup(backupPlaceOf(target.url, mkdtempSync(path.join(dir, 'target-'))), file);
    const after = await fingerprint(target.url);
    expect(Object.keys(after).length).toBeGreaterThan(15);
    expect(after).toEqual(before);

    const maxId = await scalar<number>(target.url, 'select max(id) from users');
    const nextId = await scalar<number>(
      target.url,
      `insert into users (institute_id, email, given_name, family_name)
         select id, 'after-restore@demo.test', 'After', 'Restore' from institutes order by id limit 1 returning id`,
    );
    expect(nextId).toBeGreaterThan(maxId);
  });

  it('still restores a backup of the first format (the rows alone), and says that it holds no files or keys', async () => {
    const rows = (await readTarIndex(file)).find((entry) => entry.name === 'rows.gz')!;
    const chunks: Buffer[] = [];
    for await (const chunk of readTarEntry(file, rows)) chunks.push(chunk as Buffer);
    writeFileSync(rowsOnly, Buffer.concat(chunks));

    const report = await restoreBackup(
      backupPlaceOf(target.url, mkdtempSync(path.join(dir, 'target-'))),
      rowsOnly,
    );
    expect(await fingerprint(target.url)).toEqual(before);
    expect(report.files).toBe(0);
    expect(report.warnings.join('\n')).toMatch(/rows only.*DATA_DIR\/uploads, sso-secret-key/);
  });

  it('leaves the database as it was when a first-format file is truncated', async () => {
    const whole = gunzipSync(readFileSync(rowsOnly)).toString('utf8');
    const truncated = path.join(dir, 'truncated.backup');
    writeFileSync(truncated, gzipSync(whole.slice(0, Math.floor(whole.length * 0.6))));
    const was = await fingerprint(target.url);

    await expect(restoreBackup(backupPlaceOf(target.url, dir), truncated)).rejects.toThrow(/truncated/);
    expect(await fingerprint(target.url)).toEqual(was);
  });

  it('refuses a backup made at migrations this version does not have, and a file that is not a backup', async () => {
    const [magic, header, ...rest] = gunzipSync(readFileSync(rowsOnly)).toString('utf8').split('\n');
    const parsed = JSON.parse(header!) as { migrations: string[] };
    parsed.migrations.push('f'.repeat(64));
    const newer = path.join(dir, 'newer.backup');
    writeFileSync(newer, gzipSync([magic, JSON.stringify(parsed), ...rest].join('\n')));
    await expect(restoreBackup(backupPlaceOf(target.url, dir), newer)).rejects.toThrow(
      /newer or different version/,
    );

    for (const [name, content] of [
      ['other.backup', gzipSync('name,email\n')],
      ['plain.csv', Buffer.from('name,email\n')],
    ] as const) {
      const other = path.join(dir, name);
      writeFileSync(other, content);
      await expect(restoreBackup(backupPlaceOf(target.url, dir), other)).rejects.toThrow(
        /not a PD Passport backup/,
      );
    }
  });
});
