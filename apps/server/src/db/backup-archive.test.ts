import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupPlaceOf, fingerprint } from '../../test/backup-support.js';
import { createTestDatabase, createTestDatabaseUrl } from '../../test/database.js';
import { createInstitute } from '../../test/factories.js';
import { createSealer } from '../lib/sealed.js';
import { readOrCreateSecret } from '../lib/secrets.js';
import { storageOf, type FileStorage } from '../lib/storage.js';
import { readTarIndex } from '../lib/tar.js';
import { randomToken } from '../lib/tokens.js';
import { restoreBackup, writeBackup, type BackupPlace } from './backup-archive.js';
import type { DatabaseHandle } from './client.js';
import { domains, institutes } from './schema/index.js';

/** Backups carry the stored files and DATA_DIR's keys, and a restore checks every part before it changes anything. */

let source: DatabaseHandle;
let sourceDir: string;
let instituteId: number;
const work = mkdtempSync(path.join(os.tmpdir(), 'pdp-archive-'));
const dropTargets: (() => Promise<void>)[] = [];

/** A domain whose icon is a stored file; answers its key and bytes. */
async function domainWithIcon(storage: FileStorage) {
  const key = `${instituteId}/${randomToken()}.png`;
  const data = randomBytes(3000);
  await storage.put(key, data);
  await source.db.insert(domains).values({ institute_id: instituteId, name: key, icon_key: key });
  return { key, data };
}

/** A new, empty target: its database, a DATA_DIR holding a key and a file of its own, and its state. */
async function newTarget(environmentKeys: BackupPlace['environmentKeys'] = {}) {
  const database = await createTestDatabaseUrl();
  dropTargets.push(database.drop);
  const dataDir = mkdtempSync(path.join(work, 'target-'));
  writeFileSync(path.join(dataDir, 'sso-secret-key'), 'the-target-own-key-the-target-own-key\n');
  const place = backupPlaceOf(database.url, dataDir, environmentKeys);
  await place.storage.put('9/ownfileownfileownfile.png', Buffer.from('own'));
  const storedKeys = async () => {
    const keys: string[] = [];
    for await (const file of place.storage.list()) keys.push(file.key);
    return keys;
  };
  const state = async () => ({
    rows: await fingerprint(database.url),
    files: await storedKeys(),
    key: readFileSync(path.join(dataDir, 'sso-secret-key'), 'utf8'),
  });
  return { place, state, before: await state() };
}

const sourceKey = () => readFileSync(path.join(sourceDir, 'sso-secret-key'), 'utf8').trim();

beforeAll(async () => {
  source = await createTestDatabase();
  sourceDir = mkdtempSync(path.join(work, 'source-'));
  instituteId = (await createInstitute(source.db)).id;
  const ssoKey = readOrCreateSecret(sourceDir, 'sso-secret-key');
  readOrCreateSecret(sourceDir, 'session-secret');
  // An SSO client secret sealed with DATA_DIR's key, as the server stores it.
  const sealed = createSealer(ssoKey, 'sso-client-secret').seal('client-secret');
  await source.db.update(institutes).set({ sso_client_secret: sealed }).where(eq(institutes.id, instituteId));
});
afterAll(async () => {
  await source.close();
  for (const drop of dropTargets) await drop();
  rmSync(work, { recursive: true, force: true });
});

describe('writeBackup and restoreBackup', () => {
  let file: string;
  const icons: { key: string; data: Buffer }[] = [];

  beforeAll(async () => {
    const storage = storageOf({ dataDir: sourceDir });
    for (let i = 0; i < 3; i++) icons.push(await domainWithIcon(storage));
    // A file no row references (a rolled-back upload) is not part of the institute.
    await storage.put(`${instituteId}/unreferencedfile0000.png`, Buffer.from('orphan'));
    file = path.join(work, 'full.backup');
    await writeBackup(backupPlaceOf(source.url, sourceDir), file);
  });

  it('is a tar of the rows, every referenced file and the keys, that a restore puts back byte for byte', async () => {
    const listed = execFileSync('tar', ['tf', file], { encoding: 'utf8' }).trim().split('\n');
    expect(listed.sort()).toEqual(
      [
        'rows.gz',
        ...icons.map((icon) => `files/${icon.key}`),
        'keys/sso-secret-key',
        'keys/session-secret',
        'manifest.json',
      ].sort(),
    );

    const target = await newTarget();
    const report = await restoreBackup(target.place, file);
    expect(report).toMatchObject({ files: 3, keys: ['sso-secret-key', 'session-secret'], warnings: [] });
    expect(await fingerprint(target.place.url)).toEqual(await fingerprint(source.url));
    for (const icon of icons)
      expect((await target.place.storage.get(icon.key))?.equals(icon.data)).toBe(true);
    const keyFile = path.join(target.place.dataDir, 'sso-secret-key');
    expect(readFileSync(keyFile, 'utf8').trim()).toBe(sourceKey());
    // The target's own key is kept beside it, not lost.
    expect(readFileSync(`${keyFile}.before-restore`, 'utf8')).toBe(target.before.key);
  });

  it('refuses a changed, truncated or misdescribed backup before changing anything', async () => {
    const bytes = readFileSync(file);
    const index = await readTarIndex(file);
    const changedIn = (name: string) => {
      const copy = Buffer.from(bytes);
      const entry = index.find((e) => e.name === name)!;
      copy[entry.offset + 3]! ^= 0x01;
      return copy;
    };
    const target = await newTarget();
    for (const [damage, content, message] of [
      ['rows', changedIn('rows.gz'), /rows\.gz does not match its checksum/],
      ['key', changedIn('keys/sso-secret-key'), /keys\/sso-secret-key does not match its checksum/],
      ['file', changedIn(`files/${icons[1]!.key}`), /does not match its checksum/],
      // A checksum in the manifest changed instead of the part: the part no longer matches it.
      [
        'manifest',
        Buffer.from(bytes.toString('latin1').replace(/"sha256": "[0-9a-f]/, '"sha256": "g'), 'latin1'),
        /checksum/,
      ],
      ['truncated', bytes.subarray(0, Math.floor(bytes.length * 0.7)), /truncated|ends before/],
    ] as const) {
      const damaged = path.join(work, `${damage}.backup`);
      writeFileSync(damaged, content);
      await expect(restoreBackup(target.place, damaged), damage).rejects.toThrow(message);
      expect(await target.state(), damage).toEqual(target.before);
    }
  });

  it('refuses an SSO key in the environment that is not the backup’s, and takes the same one', async () => {
    const other = await newTarget({ 'sso-secret-key': 'another-key-another-key-another-key!' });
    await expect(restoreBackup(other.place, file)).rejects.toThrow(
      /SSO_SECRET_KEY in the environment is not the key this backup was made with.*could not be decrypted\.\nNothing was restored/s,
    );
    expect(await other.state()).toEqual(other.before);

    const same = await newTarget({
      'sso-secret-key': sourceKey(),
      'session-secret': 'a-different-session-secret-000000',
    });
    const report = await restoreBackup(same.place, file);
    expect(report.keys).toEqual([]);
    expect(report.warnings).toEqual([
      'SESSION_SECRET in the environment is not the key this backup was made with: the sessions in the backup end and everyone signs in again.',
    ]);
    expect(readFileSync(path.join(same.place.dataDir, 'sso-secret-key'), 'utf8')).toBe(same.before.key);
  });

  it('holds only a check of a key the environment gave, warns that it does not open the stored secrets, and refuses a target without it', async () => {
    const key = 'environment-sso-key-environment-sso-key';
    const fromEnvironment = path.join(work, 'environment.backup');
    const manifest = await writeBackup(
      backupPlaceOf(source.url, sourceDir, { 'sso-secret-key': key }),
      fromEnvironment,
    );
    expect(manifest.keys.find((k) => k.name === 'sso-secret-key')?.source).toBe('environment');
    expect(manifest.parts.map((part) => part.name)).not.toContain('keys/sso-secret-key');
    expect(readFileSync(fromEnvironment).includes(key)).toBe(false);
    // Not the key the stored SSO client secret was sealed with: the backup says so (the CLI exits 1).
    expect(manifest.warnings).toEqual([
      expect.stringMatching(
        /^The key in SSO_SECRET_KEY from the environment does not open the secrets stored with it/,
      ),
    ]);

    const without = await newTarget();
    await expect(restoreBackup(without.place, fromEnvironment)).rejects.toThrow(
      /made with SSO_SECRET_KEY from the environment, which a backup does not hold/,
    );
    expect(await without.state()).toEqual(without.before);
    await expect(
      restoreBackup((await newTarget({ 'sso-secret-key': key })).place, fromEnvironment),
    ).resolves.toBeDefined();
  });
});

describe('files that change while a backup runs', () => {
  it('starts again when a file the snapshot references is deleted during the backup, and names a file missing before it', async () => {
    const storage = storageOf({ dataDir: sourceDir });
    const deleted = await domainWithIcon(storage);
    const lost = await domainWithIcon(storage);
    await storage.delete(lost.key);
    let reads = 0;
    // The deletion a user makes while the backup copies files: the row goes first, then the file.
    const racing: FileStorage = {
      ...storage,
      async getStream(key) {
        if (key !== deleted.key) return storage.getStream(key);
        if (reads++ === 0) {
          await source.db.delete(domains).where(eq(domains.icon_key, key));
          await storage.delete(key);
        }
        return storage.getStream(key);
      },
    };
    const file = path.join(work, 'racing.backup');
    const manifest = await writeBackup({ ...backupPlaceOf(source.url, sourceDir), storage: racing }, file);
    expect(reads).toBe(1);
    const names = manifest.parts.map((part) => part.name);
    expect(names).not.toContain(`files/${deleted.key}`);
    expect(manifest.missing_files).toEqual([lost.key]);
    expect(existsSync(`${file}.partial`)).toBe(false);

    const report = await restoreBackup((await newTarget()).place, file);
    expect(report.warnings.join('\n')).toContain(lost.key);
  });
});
