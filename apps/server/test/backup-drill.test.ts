import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domains, institutes, points_history_evidences, programs, users } from '../src/db/schema/index.js';
import { seedDemoIfEmpty } from '../src/db/seed/demo.js';
import { readTarIndex } from '../src/lib/tar.js';
import { createSealer, ssoSecretSealer } from '../src/lib/sealed.js';
import { createLocalDiskStorage, isSafeStorageKey } from '../src/lib/storage.js';
import { apiClient, createTestApp, json, type TestApp } from './app.js';
import { fingerprint, runAdmin } from './backup-support.js';
import { loginAs } from './factories.js';
import { createTestDatabaseUrl } from './database.js';
import { multipartFile, TINY_PNG } from './multipart.js';
import { signIn, startServerProcess, type ServerProcess } from './server-process.js';

/**
 * The restore drill: an institute with uploaded files and an SSO client secret is backed up with the
 * admin CLI, restored into a new DATA_DIR on an empty database, and a server started there serves
 * every file; a backup with one changed byte is refused before anything is written.
 */

const PASSWORD = 'Drill-Test-Passw0rd!';
const SESSION_SECRET = 'test-session-secret-test-session-secret';
const FLYER = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n% drill flyer\n');
const EVIDENCE = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n% drill evidence\n');

/** Every storage key the rows of a database reference (the `*_key` columns), in order. */
async function referencedKeys(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: columns } = await client.query<{ t: string; c: string }>(
      `select quote_ident(table_name) as t, quote_ident(column_name) as c from information_schema.columns
        where table_schema = 'public' and column_name like '%\\_key' and data_type = 'text'`,
    );
    const keys = new Set<string>();
    for (const { t, c } of columns) {
      const { rows } = await client.query<{ key: string }>(
        `select ${c} as key from ${t} where ${c} is not null`,
      );
      for (const { key } of rows) if (isSafeStorageKey(key)) keys.add(key);
    }
    return [...keys].sort();
  } finally {
    await client.end();
  }
}

describe('restore drill: npm run admin -- backup, then restore into a new DATA_DIR', () => {
  let source: TestApp;
  let target: Awaited<ReturnType<typeof createTestDatabaseUrl>>;
  let untouched: Awaited<ReturnType<typeof createTestDatabaseUrl>>;
  let server: ServerProcess | undefined;
  const dirs: string[] = [];
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  let backupFile: string;
  let rowsBefore: Record<string, string>;
  let keys: string[];
  let programId: number;
  let iconKey: string;
  let seededEvidence: { upload_id: string; storage_key: string };

  beforeAll(async () => {
    source = await createTestApp();
    await seedDemoIfEmpty(source.db, { dataDir: source.config.dataDir, demoPassword: PASSWORD });
    const [demo] = await source.db.select().from(institutes).where(eq(institutes.name, 'Demo Institute'));
    const [admin] = await source.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
    const cookie = await loginAs(source.app, admin!);
    const as = apiClient(source.app, cookie);
    const post = async (url: string, field: string, data: Buffer, filename: string) => {
      const body = await multipartFile(field, data, filename);
      const response = await as.post(url, body.payload, body.headers);
      expect(response.statusCode, response.body).toBeLessThan(300);
      return json<{ data?: Record<string, unknown> } & Record<string, unknown>>(response);
    };

    // Uploaded now: an evidence file (waiting in the cache area), a program flyer and a domain icon.
    await post('/upload', 'file', EVIDENCE, 'evidence.pdf');
    [{ id: programId }] = (await source.db
      .select({ id: programs.id })
      .from(programs)
      .where(eq(programs.institute_id, demo!.id))
      .orderBy(asc(programs.id))
      .limit(1)) as [{ id: number }];
    await post(`/api/v1/programs/${programId}/pdf`, 'program[pdf]', FLYER, 'flyer.pdf');
    const [domain] = await source.db
      .select({ id: domains.id })
      .from(domains)
      .where(eq(domains.institute_id, demo!.id))
      .orderBy(asc(domains.id))
      .limit(1);
    const icon = await post(`/api/v1/domains/${domain!.id}/icon`, 'domain[icon]', TINY_PNG, 'icon.png');
    iconKey = String((icon.data ?? icon).icon_url).replace('/uploads/', '');
    [seededEvidence] = (await source.db
      .select({
        upload_id: points_history_evidences.upload_id,
        storage_key: points_history_evidences.storage_key,
      })
      .from(points_history_evidences)
      .where(
        and(
          eq(points_history_evidences.institute_id, demo!.id),
          isNotNull(points_history_evidences.upload_id),
        ),
      )
      .limit(1)) as [{ upload_id: string; storage_key: string }];

    // An SSO client secret, sealed with the key the app generated into its DATA_DIR.
    await source.db
      .update(institutes)
      .set({
        sso_client_secret: ssoSecretSealer(source.app.deps.config.ssoSecretKey).seal('drill-client-secret'),
      })
      .where(eq(institutes.id, demo!.id));

    rowsBefore = await fingerprint(source.database.url);
    keys = await referencedKeys(source.database.url);
    target = await createTestDatabaseUrl();
    untouched = await createTestDatabaseUrl();
    backupFile = path.join(tempDir('pdp-drill-'), 'drill.backup');
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await source?.close();
    await target?.drop();
    await untouched?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('brings back every row, every file byte and the SSO key, and a server started there serves the files', async () => {
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.some((key) => key.startsWith('cache/'))).toBe(true);

    const backup = await runAdmin(['backup', backupFile], {
      DATABASE_URL: source.database.url,
      DATA_DIR: source.config.dataDir,
      SESSION_SECRET,
    });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(
      /^Backed up: \d+ tables, \d+ rows, \d+ files \([\d.]+ MB\), keys sso-secret-key \(included\), session-secret \(environment: not included\), in [\d.]+ s; checked\.$/m,
    );

    const dataDir = tempDir('pdp-restored-');
    const restore = await runAdmin(['restore', backupFile], { DATABASE_URL: target.url, DATA_DIR: dataDir });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(
      /^Restored \(backup of .+\): \d+ tables, \d+ rows, \d+ files, keys sso-secret-key put in /m,
    );
    // The session secret came from the environment, and this one has none: sessions end, nothing else.
    expect(restore.stderr).toMatch(
      /^Warning: this backup was made with SESSION_SECRET from the environment.*everyone signs in again\.$/m,
    );

    expect(await fingerprint(target.url)).toEqual(rowsBefore);
    const from = createLocalDiskStorage(path.join(source.config.dataDir, 'uploads'));
    const to = createLocalDiskStorage(path.join(dataDir, 'uploads'));
    for (const key of keys) {
      const original = await from.get(key);
      expect(original, key).toBeDefined();
      expect((await to.get(key))?.equals(original!), key).toBe(true);
    }

    // The restored key opens the restored SSO client secret.
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    const { rows } = await client.query<{ sso_client_secret: string }>(
      'select sso_client_secret from institutes where sso_client_secret is not null',
    );
    await client.end();
    const key = readFileSync(path.join(dataDir, 'sso-secret-key'), 'utf8').trim();
    expect(createSealer(key, 'sso-client-secret').open(rows[0]!.sso_client_secret)).toBe(
      'drill-client-secret',
    );

    server = await startServerProcess({
      DATABASE_URL: target.url,
      DATA_DIR: dataDir,
      DEMO: 'off',
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: 'warn',
    });
    const icon = await fetch(`${server.url}/uploads/${iconKey}`);
    expect(icon.status).toBe(200);
    expect(Buffer.from(await icon.arrayBuffer()).equals(TINY_PNG)).toBe(true);

    const { sessionCookie } = await signIn(server.url, server.url, 'admin@demo.test', PASSWORD);
    const headers = { cookie: sessionCookie!, 'x-client-app': 'webapp' };
    const flyer = await fetch(`${server.url}/api/v1/programs/${programId}/pdf`, { headers });
    expect(flyer.status).toBe(200);
    expect(Buffer.from(await flyer.arrayBuffer()).equals(FLYER)).toBe(true);
    const evidence = await fetch(`${server.url}/api/v1/evidence_files/${seededEvidence.upload_id}`, {
      headers,
    });
    expect(evidence.status).toBe(200);
    expect(
      Buffer.from(await evidence.arrayBuffer()).equals((await from.get(seededEvidence.storage_key))!),
    ).toBe(true);
  }, 180_000);

  it('refuses a backup with one changed byte in a file, before writing anything', async () => {
    const tampered = path.join(path.dirname(backupFile), 'tampered.backup');
    const bytes = readFileSync(backupFile);
    const part = (await readTarIndex(backupFile)).find((entry) => entry.name === `files/${iconKey}`)!;
    bytes[part.offset + Math.floor(part.size / 2)]! ^= 0xff;
    writeFileSync(tampered, bytes);
    const rowsWere = await fingerprint(untouched.url);
    const dataDir = tempDir('pdp-untouched-');

    const restore = await runAdmin(['restore', tampered], { DATABASE_URL: untouched.url, DATA_DIR: dataDir });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(new RegExp(`files/${iconKey}.*checksum`));
    expect(await fingerprint(untouched.url)).toEqual(rowsWere);
    expect(readdirSync(dataDir)).toEqual([]);
  }, 60_000);
});
