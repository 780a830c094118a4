import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl } from './database.js';
import { startS3Server, type TestS3Server } from './s3-server.js';
import { startServerProcess, statusOf, type ServerProcess } from './server-process.js';

const ROUNDS = 3;

/**
 * A new deployment's first start: two nodes started at the same moment on an empty database. One
 * migrates and seeds the demo while the other waits for it (db/advisory-lock.ts); both then serve.
 */
describe('two nodes started together on an empty database', () => {
  let s3: TestS3Server;
  const dirs: string[] = [];
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const countOf = async (url: string, query: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<{ n: number }>(query)).rows[0]!.n;
    } finally {
      await client.end();
    }
  };

  it(
    `migrates and seeds the demo once, and both serve (${ROUNDS} times)`,
    async () => {
      for (let round = 1; round <= ROUNDS; round++) {
        const database = await createTestDatabaseUrl({ empty: true });
        const nodes: ServerProcess[] = [];
        try {
          const node = () => {
            const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pdp-start-'));
            dirs.push(dataDir);
            return startServerProcess(
              {
                ...s3.env,
                MULTI_NODE: 'on',
                DATABASE_URL: database.url,
                DATA_DIR: dataDir,
                SESSION_SECRET: 'start-together-secret-start-together-secret',
                SSO_SECRET_KEY: 'start-together-sso-key-start-together-sso-key',
                DEMO: 'on',
                DEMO_PASSWORD: 'Start-Together-Passw0rd!',
                WEB_CONCURRENCY: '1',
                LOG_LEVEL: 'warn',
              },
              // The node that waits starts only once the other has seeded the demo.
              { startTimeoutMs: 150_000 },
            );
          };
          const started = await Promise.allSettled([node(), node()]);
          for (const result of started) if (result.status === 'fulfilled') nodes.push(result.value);
          expect(
            started.filter((result) => result.status === 'rejected').map((result) => String(result.reason)),
            `round ${round}`,
          ).toEqual([]);
          for (const server of nodes)
            expect(await statusOf(`${server.url}/readyz`), `round ${round}`).toBe(200);
          expect(
            await countOf(
              database.url,
              `select count(*)::int as n from users where email = 'super@demo.test'`,
            ),
          ).toBe(1);
          expect(
            await countOf(database.url, 'select count(*)::int as n from drizzle.__drizzle_migrations'),
          ).toBeGreaterThan(0);
          for (const server of nodes) expect(server.output(), `round ${round}`).not.toMatch(/error/i);
        } finally {
          await Promise.all(nodes.map((server) => server.stop()));
          await database.drop();
        }
      }
    },
    ROUNDS * 180_000,
  );
});
