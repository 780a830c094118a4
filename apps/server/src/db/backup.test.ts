import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestDatabaseUrl } from '../../test/database.js';
import { backupDatabase, restoreDatabase } from './backup.js';
import type { DatabaseHandle } from './client.js';
import { seedDemoIfEmpty } from './seed/demo.js';

/** Per table of the public and drizzle schemas: its row count and an md5 of all its rows, in order. */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
    );
    const result: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: number; sum: string | null }>(
        `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as sum from ${name} t`,
      );
      result[name] = `${rows[0]!.n}:${rows[0]!.sum ?? ''}`;
    }
    return result;
  } finally {
    await client.end();
  }
}

async function scalar<T>(url: string, query: string): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Object.values((await client.query(query)).rows[0] as object)[0] as T;
  } finally {
    await client.end();
  }
}

describe('npm run admin -- backup / restore', () => {
  let source: DatabaseHandle;
  let target: Awaited<ReturnType<typeof createTestDatabaseUrl>>;
  let dir: string;
  let file: string;
  let before: Record<string, string>;

  beforeAll(async () => {
    source = await createTestDatabase();
    target = await createTestDatabaseUrl();
    dir = mkdtempSync(path.join(os.tmpdir(), 'pdp-backup-'));
    file = path.join(dir, 'demo.backup');
    await seedDemoIfEmpty(source.db, { dataDir: dir, demoPassword: 'Backup-Test-Passw0rd!' });
    before = await fingerprint(source.url);
  });
  afterAll(async () => {
    await source.close();
    await target.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('round-trips every table: the same row counts and checksums, and ids continue after the restored ones', async () => {
    const header = await backupDatabase(source.url, file);
    expect(header.tables.find((t) => t.table === 'public.users')?.rows).toBeGreaterThan(100);

    await restoreDatabase(target.url, file);
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

  it('leaves the database as it was when the file is truncated', async () => {
    const whole = gunzipSync(readFileSync(file)).toString('utf8');
    const truncated = path.join(dir, 'truncated.backup');
    writeFileSync(truncated, gzipSync(whole.slice(0, Math.floor(whole.length * 0.6))));
    const was = await fingerprint(target.url);

    await expect(restoreDatabase(target.url, truncated)).rejects.toThrow(/truncated/);
    expect(await fingerprint(target.url)).toEqual(was);
  });

  it('refuses a backup made at migrations this version does not have, and a file that is not a backup', async () => {
    const [magic, header, ...rest] = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
    const parsed = JSON.parse(header!) as { migrations: string[] };
    parsed.migrations.push('f'.repeat(64));
    const newer = path.join(dir, 'newer.backup');
    writeFileSync(newer, gzipSync([magic, JSON.stringify(parsed), ...rest].join('\n')));
    await expect(restoreDatabase(target.url, newer)).rejects.toThrow(/newer or different version/);

    const other = path.join(dir, 'other.backup');
    writeFileSync(other, gzipSync('name,email\n'));
    await expect(restoreDatabase(target.url, other)).rejects.toThrow(/not a PD Passport backup/);
  });
});
