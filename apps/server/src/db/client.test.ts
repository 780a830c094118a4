import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl } from '../../test/database.js';
import { openPostgresDatabase, type DatabaseHandle } from './client.js';

const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms),
    ),
  ]);

describe('the pool behind db.transaction', () => {
  let copy: Awaited<ReturnType<typeof createTestDatabaseUrl>>;
  let database: DatabaseHandle;
  beforeAll(async () => {
    copy = await createTestDatabaseUrl();
    database = await openPostgresDatabase(copy.url, { poolSize: 1, migrate: false });
  });
  afterAll(async () => {
    await database?.close();
    await copy?.drop();
  });

  it('gets its connection back when BEGIN itself fails (as on a connection that broke while idle)', async () => {
    // With a pool of one, a connection kept by a failed BEGIN would leave the next one waiting for ever.
    const result = await within(
      5000,
      (async () => {
        for (let i = 0; i < 3; i++) {
          await expect(
            database.db.transaction(async () => {}, { isolationLevel: 'no such level' as never }),
          ).rejects.toThrow();
        }
        return database.db.execute(sql`select 1 as one`);
      })(),
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
  });
});

describe('every session’s time zone', () => {
  it('is UTC even where the server’s default is another zone', async () => {
    const copy = await createTestDatabaseUrl();
    const setup = await openPostgresDatabase(copy.url, { poolSize: 1, migrate: false });
    const name = new URL(copy.url).pathname.slice(1);
    await setup.db.execute(sql.raw(`alter database "${name}" set timezone to 'Pacific/Auckland'`));
    await setup.close();
    const database = await openPostgresDatabase(copy.url, { poolSize: 2, migrate: false });
    try {
      const { rows } = (await database.db.execute(
        sql`select current_setting('TimeZone') as zone, ('2026-06-01'::timestamptz)::text as midnight`,
      )) as unknown as { rows: { zone: string; midnight: string }[] };
      expect(rows).toEqual([{ zone: 'UTC', midnight: '2026-06-01 00:00:00+00' }]);
    } finally {
      await database.close();
      await copy.drop();
    }
  });
});
