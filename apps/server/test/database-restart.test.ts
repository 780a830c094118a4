import { mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase, startDataDirCluster } from '../src/db/client.js';
import { createInstitute, createUser, TEST_PASSWORD } from './factories.js';
import { signIn, startServerProcess, statusOf, submitForm, type ServerProcess } from './server-process.js';
import { startSmtpServer } from './smtp.js';

/**
 * The server's embedded PostgreSQL killed with -9 under a load of writes, as a crash or the OOM killer
 * would: the primary restarts it, the workers reconnect, and every write that was answered 201 is kept.
 * Skipped on the PostgreSQL 15 leg: the server here runs (and restarts) an embedded cluster of its own
 * whatever server the leg uses, so that leg would only repeat it.
 */
describe.skipIf(process.env.TEST_DATABASE === 'postgres')('the embedded database dies under load', () => {
  const RESTART_SECONDS = 10;
  let dataDir: string;
  let server: ServerProcess;
  let databaseUrl: string;
  let cookie: string;
  let email: string;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  const postmasterPid = () =>
    Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'pdp-db-restart-'));
    smtp = await startSmtpServer();
    server = await startServerProcess({
      SMTP_URL: smtp.url,
      DATA_DIR: dataDir,
      DEMO: 'off',
      WEB_CONCURRENCY: '2',
      SESSION_SECRET: 'db-restart-secret-db-restart-secret',
      LOG_LEVEL: 'warn',
      DATABASE_RESTART_SECONDS: String(RESTART_SECONDS),
    });
    // As the admin CLI does: the running server's cluster, borrowed without being stopped.
    databaseUrl = (await startDataDirCluster(dataDir)).urlFor('pdp');
    const database = await openPostgresDatabase(databaseUrl, { migrate: false, poolSize: 1 });
    const institute = await createInstitute(database.db);
    const admin = await createUser(database.db, institute.id, { is_institute_admin: true });
    await database.close();
    email = admin.email;
    cookie = (await signIn(server.url, server.url, email, TEST_PASSWORD)).sessionCookie!;
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  const createDivision = async (name: string) => {
    const response = await fetch(`${server.url}/api/v1/divisions`, {
      method: 'POST',
      headers: { cookie, 'x-client-app': 'webapp', 'content-type': 'application/json' },
      body: JSON.stringify({ division: { name } }),
    }).catch(() => undefined);
    return { status: response?.status ?? 0, body: response ? await response.text() : '' };
  };

  it('answers 503 while it is down, is back within 15 s, and keeps every committed row', async () => {
    const committed: string[] = [];
    const answers: { status: number; body: string }[] = [];
    let isWriting = true;
    const writer = async (id: number) => {
      for (let i = 0; isWriting; i++) {
        const name = `w${id}-${i}`;
        const answer = await createDivision(name);
        answers.push(answer);
        if (answer.status === 201) committed.push(name);
        else await sleep(50);
      }
    };
    const writers = [1, 2, 3, 4].map(writer);
    await sleep(1000);
    const writtenBefore = committed.length;
    expect(writtenBefore).toBeGreaterThan(0);

    process.kill(postmasterPid(), 'SIGKILL');
    const killedAt = Date.now();
    // Until it has been seen down and then up again (a request may still reach a backend of the dead
    // postmaster for a few milliseconds).
    const health: number[] = [];
    while (Date.now() - killedAt < 15_000) {
      const status = await statusOf(`${server.url}/readyz`);
      health.push(status);
      if (status === 200 && health.includes(503)) break;
      await sleep(50);
    }
    expect(health).toContain(503);
    expect(health.filter((status) => status !== 503 && status !== 200)).toEqual([]);
    expect(health.at(-1)).toBe(200);
    expect(Date.now() - killedAt).toBeLessThan(15_000);

    // Writes succeed again, on whichever worker each reaches.
    const committedAtRecovery = committed.length;
    await sleep(1500);
    isWriting = false;
    await Promise.all(writers);
    expect(committed.length).toBeGreaterThan(committedAtRecovery);

    // Only 201 or 503 (in the error body’s shape), never a 500.
    const unexpected = answers.filter((answer) => answer.status !== 201 && answer.status !== 503);
    expect(unexpected).toEqual([]);
    const refused = answers.find((answer) => answer.status === 503);
    expect(JSON.parse(refused!.body)).toMatchObject({ title: '503 Service Unavailable' });

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ name: string }>('select name from divisions');
    await client.end();
    const kept = new Set(rows.map((row) => row.name));
    expect(committed.filter((name) => !kept.has(name))).toEqual([]);

    // The background jobs (pg-boss) reconnected too: an email queued now is sent.
    const asked = await submitForm(`${server.url}/users/password/new`, `${server.url}/users/password`, {
      'user[email]': email,
    });
    expect(asked.status).toBe(200);
    expect((await smtp.waitFor(email)).subject).toContain('Reset your');
    expect(server.output()).toMatch(/embedded PostgreSQL stopped unexpectedly/);
    // Nothing crashed (a connection breaking under a request used to end its worker) or was logged as a bug.
    expect(server.output()).not.toMatch(/worker \d+ exited/);
    expect(server.output()).not.toMatch(/unhandled error/);
  }, 40_000);

  it('exits non-zero when the database cannot be brought back in time', async () => {
    // A data directory PostgreSQL no longer recognises as one.
    renameSync(path.join(dataDir, 'pg', 'PG_VERSION'), path.join(dataDir, 'pg', 'PG_VERSION.moved'));
    process.kill(postmasterPid(), 'SIGKILL');
    const killedAt = Date.now();
    const exit = await server.waitForExit((RESTART_SECONDS + 20) * 1000);
    expect(exit.code).not.toBe(0);
    expect(exit.code).not.toBeNull();
    expect(Date.now() - killedAt).toBeGreaterThanOrEqual(RESTART_SECONDS * 1000 - 1000);
    expect(server.output()).toMatch(/could not be restarted/);
  }, 45_000);
});
