import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, sessionCookie, type TestApp } from '../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../test/factories.js';
import { freePort } from '../../test/server-process.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openPostgresDatabase } from '../db/client.js';

/** Log lines as JSON objects, written by the app under test. */
function captureLogs() {
  const lines: { level: number; msg: string; reason?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

const UNAVAILABLE = {
  title: '503 Service Unavailable',
  message: 'The database is not available at the moment. Please try again shortly.',
};

describe('the database out of reach: 503 with Retry-After, never a 500 logged as a bug', () => {
  describe.each([
    [
      'stopped (nothing listens on its port)',
      async () => `postgres://pdp:x@127.0.0.1:${await freePort()}/pdp`,
    ],
    [
      'gone (its Unix socket is missing)',
      async () => `postgres://pdp:x@localhost:5432/pdp?host=${os.tmpdir()}/pdp-no-such-dir`,
    ],
  ])('a database %s', (_name, urlOf) => {
    let app: FastifyInstance;
    let dataDir: string;
    const logs = captureLogs();

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'pdp-db-down-'));
      const database = await openPostgresDatabase(await urlOf(), { migrate: false, poolSize: 2 });
      const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40), DEMO: 'off' });
      // With its background jobs, as a worker started during an outage: it must come up all the same.
      app = await buildApp(
        { ...config, logLevel: 'info', jobs: { enabled: true } },
        { database, logStream: logs.stream },
      );
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers /readyz 503 naming the database, while /healthz (the process lives) answers 200', async () => {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ status: 'unavailable', failing: ['database', 'migrations'] });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    });

    it('answers every API call 503 in the error body’s shape, and logs one warning for them all', async () => {
      const client = apiClient(app, sessionCookie('some-session-token'));
      for (const response of [
        await client.get('/api/v1/me'),
        await client.get('/api/v1/users'),
        await client.post('/api/v1/divisions', { division: { name: 'North' } }),
      ]) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual(UNAVAILABLE);
      }
      expect(logs.lines.filter((line) => line.level >= 50)).toEqual([]);
      const warnings = logs.lines.filter((line) => line.msg === 'database unavailable: answering 503');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.reason).toMatch(/ECONNREFUSED|ENOENT/);
      // The jobs start beside the app, so their outage is logged when their start fails.
      await expect
        .poll(() => logs.lines.map((line) => line.msg))
        .toContain('jobs: the database is unavailable; they start once it is back');
    });
  });

  describe('a connection the server ends in the middle of a request (57P01)', () => {
    let t: TestApp;
    const logs = captureLogs();
    beforeAll(async () => {
      t = await createTestApp(
        {},
        {
          logStream: logs.stream,
          beforeReady: (app) => {
            app.get('/api/v1/test-only/terminated', async () => {
              // As a server shutting down, or the backends of a postmaster that died, do.
              await app.deps.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
              return {};
            });
          },
        },
      );
    });
    afterAll(() => t.close());

    it('answers 503, and the next request gets a fresh connection', async () => {
      const admin = await createUser(t.db, (await createInstitute(t.db)).id, { is_institute_admin: true });
      const client = apiClient(t.app, await loginAs(t.app, admin));
      const terminated = await client.get('/api/v1/test-only/terminated');
      expect(terminated.statusCode).toBe(503);
      expect(terminated.json()).toEqual(UNAVAILABLE);
      expect((await client.get('/api/v1/me')).statusCode).toBe(200);
      expect(logs.lines.filter((line) => line.level >= 50)).toEqual([]);
    });
  });
});
