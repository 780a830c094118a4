import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TMe } from '@pdp/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase, type DatabaseHandle } from '../src/db/client.js';
import { sessions } from '../src/db/schema/index.js';
import { SESSION_PURGE_JOB } from '../src/features/auth/jobs.js';
import { createTestDatabaseUrl } from './database.js';
import { createInstitute, createUser, TEST_PASSWORD } from './factories.js';
import {
  childPidsOf,
  signIn,
  startServerProcess,
  statusOf,
  submitForm,
  type ServerProcess,
} from './server-process.js';
import { startSmtpServer } from './smtp.js';

/**
 * Nodes hold no state of their own: sessions, rate-limit counters and jobs live in PostgreSQL. Two
 * server processes (A and B) and a third running two workers (C) share one database here, as several
 * machines behind a load balancer would.
 */
describe('several nodes on one database', () => {
  let copy: Awaited<ReturnType<typeof createTestDatabaseUrl>>;
  let database: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let dataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let c: ServerProcess;
  let userId: number;
  const email = 'nodes@example.test';

  beforeAll(async () => {
    copy = await createTestDatabaseUrl();
    database = await openPostgresDatabase(copy.url, { poolSize: 2, migrate: false });
    const institute = await createInstitute(database.db);
    userId = (await createUser(database.db, institute.id, { email })).id;
    await createUser(database.db, institute.id, { email: 'limited@example.test' });
    // A session that expired yesterday: the session-purge schedule deletes it.
    await database.db.insert(sessions).values({
      token_hash: 'expired-session',
      user_id: userId,
      user_institute_id: institute.id,
      institute_id: institute.id,
      created_at: new Date(Date.now() - 2 * 86_400_000),
      last_seen_at: new Date(Date.now() - 86_400_000),
      expires_at: new Date(Date.now() - 86_400_000),
    });
    smtp = await startSmtpServer();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'pdp-nodes-'));
    const env = {
      DATABASE_URL: copy.url,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'two-workers-secret-two-workers-secret',
      DEMO: 'off',
      SMTP_URL: smtp.url,
      // Every minute, so that it comes due while the test runs (the first check is 10 s after start).
      SESSION_PURGE_CRON: '* * * * *',
      LOG_LEVEL: 'warn',
    };
    [a, b, c] = await Promise.all([
      startServerProcess({ ...env, WEB_CONCURRENCY: '1' }),
      startServerProcess({ ...env, WEB_CONCURRENCY: '1' }),
      // Its request log names the worker (pid) that answered each request.
      startServerProcess({ ...env, WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' }),
    ]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), c?.stop()]);
    await smtp?.close();
    await database?.close();
    await copy?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const me = (server: ServerProcess, cookie: string) =>
    fetch(`${server.url}/api/v1/me`, { headers: { cookie, 'x-client-app': 'webapp' } });

  it('accepts on one node a session started on another', async () => {
    const signedIn = await signIn(a.url, a.url, email, TEST_PASSWORD);
    expect(signedIn.status).toBe(303);
    const cookie = signedIn.sessionCookie!;
    for (const server of [a, b, c]) {
      const response = await me(server, cookie);
      expect(response.status).toBe(200);
      expect(((await response.json()) as TMe).data.user.email).toBe(email);
    }
    // A form opened on B and posted to A works too (its CSRF cookie is signed with the shared secret).
    expect((await signIn(b.url, a.url, email, TEST_PASSWORD)).status).toBe(303);
  });

  it('counts failed sign-ins across nodes: the limit is reached together', async () => {
    // 10 per account per 15 minutes (config.rateLimit): five wrong passwords on each node.
    for (let i = 0; i < 10; i++) {
      const server = i % 2 ? b : a;
      const attempt = await signIn(server.url, server.url, 'limited@example.test', 'Wrong-Password-1');
      expect(attempt.status).toBe(401);
    }
    // Either node now refuses even the right password.
    for (const server of [a, b]) {
      const blocked = await signIn(server.url, server.url, 'limited@example.test', TEST_PASSWORD);
      expect(blocked.status).toBe(429);
      expect(blocked.sessionCookie).toBeUndefined();
    }
  });

  it('runs WEB_CONCURRENCY worker processes that all answer', async () => {
    await c.waitForOutput(/Workers: 2/);
    const workers = await childPidsOf(c.pid);
    expect(workers).toHaveLength(2);
    // Each request on a new connection; the primary hands connections to the workers in turn.
    for (let i = 0; i < 10; i++) expect(await statusOf(`${c.url}/healthz`)).toBe(200);
    // A quiet worker's log lines reach the output within LOG_FLUSH_MS (lib/logging.ts).
    const answeredBy = () =>
      new Set(
        c
          .output()
          .split('\n')
          .filter((line) => line.includes('"request completed"'))
          .map((line) => (JSON.parse(line) as { pid: number }).pid),
      );
    await expect.poll(() => [...answeredBy()].sort(), { timeout: 5000 }).toEqual([...workers].sort());
  });

  it('delivers an email queued on one node once, whichever node takes the job', async () => {
    const asked = await submitForm(`${b.url}/users/password/new`, `${b.url}/users/password`, {
      'user[email]': email,
    });
    expect(asked.status).toBe(200);
    const received = await smtp.waitFor(email);
    expect(received.subject).toContain('Reset your');
    // The four nodes work the same queue: give the others time to (wrongly) send it again.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.received.filter((e) => e.to.includes(email))).toHaveLength(1);
  });

  it('runs a scheduled job once per occurrence, not once per node', async () => {
    const purges = async () => {
      const result = await database.db.execute(
        sql`select state, to_char(created_on, 'YYYY-MM-DD HH24:MI') as minute from pgboss.job
            where name = ${SESSION_PURGE_JOB} order by created_on`,
      );
      return (result as unknown as { rows: { state: string; minute: string }[] }).rows;
    };
    const deadline = Date.now() + 40_000;
    while (!(await purges()).some((job) => job.state === 'completed')) {
      if (Date.now() > deadline) throw new Error(`No session purge ran: ${JSON.stringify(await purges())}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Every node checks the schedules every 10 s: let each check at least once more.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    const jobs = await purges();
    // One job per minute the schedule came due in (a minute may have turned meanwhile).
    expect(jobs.map((job) => job.minute)).toEqual([...new Set(jobs.map((job) => job.minute))]);
    expect(jobs.length).toBeLessThanOrEqual(2);
    expect(jobs[0]!.state).toBe('completed');
    const left = await database.db.execute(sql`select token_hash from sessions`);
    const tokens = (left as unknown as { rows: { token_hash: string }[] }).rows.map((row) => row.token_hash);
    expect(tokens).not.toContain('expired-session');
    // The sessions of the sign-ins above are still valid, and kept.
    expect(tokens.length).toBeGreaterThan(0);
  }, 70_000);

  it('logs each request in one line, and writes the last lines before the workers exit', async () => {
    const completedLines = () =>
      c
        .output()
        .split('\n')
        .filter((line) => line.includes('"request completed"'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    const before = completedLines().length;
    const statuses = await Promise.all(Array.from({ length: 20 }, () => statusOf(`${c.url}/healthz`)));
    expect(statuses.every((status) => status === 200)).toBe(true);
    await c.stop();
    const lines = completedLines().slice(before);
    expect(lines).toHaveLength(20);
    for (const line of lines)
      expect(line).toMatchObject({
        method: 'GET',
        route: '/healthz',
        statusCode: 200,
        reqId: expect.any(String),
      });
    expect(c.output()).not.toContain('incoming request');
  });
});
