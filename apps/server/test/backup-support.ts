import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import type { BackupPlace } from '../src/db/backup-archive.js';
import { storageOf, type FileStorage } from '../src/lib/storage.js';

/** Test helpers for backups: what a database holds, and the admin CLI run as an operator runs it. */

/** The database at `url` with `dataDir` as its DATA_DIR (its keys, and its uploads unless `storage` is given). */
export const backupPlaceOf = (
  url: string,
  dataDir: string,
  environmentKeys: BackupPlace['environmentKeys'] = {},
  storage: FileStorage = storageOf({ dataDir }),
): BackupPlace => ({ url, storage, dataDir, environmentKeys });

/** Per table of the public and drizzle schemas: its row count and an md5 of all its rows, in order. */
export async function fingerprint(url: string): Promise<Record<string, string>> {
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

const serverDir = path.resolve(import.meta.dirname, '..');

/** `npm run admin -- ...args` with `env` as its whole configuration (nothing inherited but PATH and HOME). */
export function runAdmin(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
