import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TMe } from '@pdp/contract';
import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase, type DatabaseHandle } from '../src/db/client.js';
import { rowsOf } from '../src/db/sql-rows.js';
import { REMINDER_JOB, type ReminderJob } from '../src/features/notifications/reminder-jobs.js';
import { csvOf, educatorRecord } from '../src/features/users/import-test-support.js';
import { todayIn } from '../src/lib/today.js';
import { JOBS_SCHEMA } from '../src/plugins/jobs.js';
import { createTestDatabaseUrl } from './database.js';
import {
  createDivisionWithDepartments,
  createEmploymentType,
  createInstitute,
  createUser,
  TEST_PASSWORD,
} from './factories.js';
import { TINY_PNG } from './multipart.js';
import { signIn, startServerProcess, type ServerProcess } from './server-process.js';
import { startS3Server, type TestS3Server } from './s3-server.js';
import { startSmtpServer } from './smtp.js';

/**
 * The reference deployment in small (docs/deployment.md): two nodes (A and B) on different ports, one
 * PostgreSQL, one file store, one SMTP relay, and the secrets given to both by the environment. What
 * one node does, the other sees at once.
 */
describe('two nodes behind a load balancer', () => {
  let copy: Awaited<ReturnType<typeof createTestDatabaseUrl>>;
  let database: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let s3: TestS3Server;
  const dataDirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let instituteId: number;
  let timezone: string;
  let adminEmail: string;
  const educators = ['remind1@nodes.test', 'remind2@nodes.test', 'remind3@nodes.test'];

  beforeAll(async () => {
    copy = await createTestDatabaseUrl();
    database = await openPostgresDatabase(copy.url, { poolSize: 2, migrate: false });
    const institute = await createInstitute(database.db, {
      zero_points_reminder_enabled: true,
      zero_points_reminder_days: 30,
    });
    instituteId = institute.id;
    timezone = institute.timezone;
    await createDivisionWithDepartments(database.db, institute.id, 'Trades', ['ENG']);
    await createEmploymentType(database.db, institute.id, 'Full time');
    await createUser(database.db, institute.id, { is_supervisor: true, unique_identifier: 'S1' });
    adminEmail = (await createUser(database.db, institute.id, { is_institute_admin: true })).email;
    for (const email of educators) await createUser(database.db, institute.id, { is_educator: true, email });
    smtp = await startSmtpServer();
    s3 = await startS3Server();
    const env = {
      ...s3.env,
      MULTI_NODE: 'on',
      DATABASE_URL: copy.url,
      SESSION_SECRET: 'two-nodes-session-secret-two-nodes-session',
      SSO_SECRET_KEY: 'two-nodes-sso-secret-key-two-nodes-sso-key',
      DEMO: 'off',
      SMTP_URL: smtp.url,
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: 'warn',
    };
    // Each node keeps its own DATA_DIR, which holds nothing the other needs.
    const node = () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pdp-node-'));
      dataDirs.push(dataDir);
      return startServerProcess({ ...env, DATA_DIR: dataDir });
    };
    [a, b] = await Promise.all([node(), node()]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    await s3?.stop();
    await database?.close();
    await copy?.drop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const headersFor = (cookie: string) => ({ cookie, 'x-client-app': 'webapp' });
  const me = (server: ServerProcess, cookie: string) =>
    fetch(`${server.url}/api/v1/me`, { headers: headersFor(cookie) });
  const signInAs = async (server: ServerProcess, email: string) => {
    const { sessionCookie } = await signIn(server.url, server.url, email, TEST_PASSWORD);
    expect(sessionCookie).toBeDefined();
    return sessionCookie!;
  };

  it('are both ready', async () => {
    for (const server of [a, b]) expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('accept on B a session started on A, and end it on B when it is signed out on A', async () => {
    const cookie = await signInAs(a, adminEmail);
    const onB = await me(b, cookie);
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as TMe).data.user.email).toBe(adminEmail);

    const out = await fetch(`${a.url}/sso/sign_out`, { method: 'DELETE', headers: headersFor(cookie) });
    expect(out.status).toBeLessThan(400);
    expect((await me(a, cookie)).status).toBe(401);
    expect((await me(b, cookie)).status).toBe(401);
  });

  it('count on B the sign-ins that failed on A', async () => {
    const email = (await createUser(database.db, instituteId, {})).email;
    // 10 failures per account per window (config.rateLimit), all of them on A.
    for (let i = 0; i < 10; i++)
      expect((await signIn(a.url, a.url, email, 'Wrong-Password-1')).status).toBe(401);
    const onB = await signIn(b.url, b.url, email, TEST_PASSWORD);
    expect(onB.status).toBe(429);
    expect(onB.sessionCookie).toBeUndefined();
  });

  it('serve from B a file uploaded on A', async () => {
    const cookie = await signInAs(a, adminEmail);
    const form = new FormData();
    form.append('institute[logo]', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'logo.png');
    const uploaded = await fetch(`${a.url}/api/v1/institutes/${instituteId}/logo`, {
      method: 'POST',
      headers: headersFor(cookie),
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { logo_url } = ((await uploaded.json()) as { data: { logo_url: string } }).data;
    const served = await fetch(`${b.url}${logo_url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);
  });

  it('show on B, at once, the users imported on A', async () => {
    const cookie = await signInAs(a, adminEmail);
    const form = new FormData();
    // Names no factory user of the run can share (the factories count Given1, Given2… across files).
    const csv = csvOf([educatorRecord('Nodes901'), educatorRecord('Nodes902')]);
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'users.csv');
    const imported = await fetch(`${a.url}/api/v1/users/import`, {
      method: 'POST',
      headers: headersFor(cookie),
      body: form,
    });
    expect(imported.status).toBe(200);
    expect(((await imported.json()) as { data: { stats: { created: number } } }).data.stats.created).toBe(2);

    const listed = await fetch(`${b.url}/api/v1/users?q[full_name_cont]=GivenNodes90`, {
      headers: headersFor(cookie),
    });
    expect(listed.status).toBe(200);
    const emails = ((await listed.json()) as { data: { email: string }[] }).data.map((user) => user.email);
    expect(emails.sort()).toEqual(['educatornodes901@import.test', 'educatornodes902@import.test']);
  });

  it('send a reminder due once exactly once, though both nodes run its job', async () => {
    const day = todayIn(timezone, new Date());
    const job: ReminderJob = { instituteId, kind: 'zero_points_reminder', day, periodKey: `day:${day}` };
    // As when both nodes' hourly runs queued the same due reminder: two jobs, one for each node to take.
    const boss = new PgBoss({
      connectionString: copy.url,
      schema: JOBS_SCHEMA,
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await boss.start();
    try {
      await boss.insert(REMINDER_JOB, [{ data: job }, { data: job }]);
    } finally {
      await boss.stop({ graceful: false });
    }
    for (const email of educators) await smtp.waitFor(email);
    const settled = async () =>
      rowsOf<{ state: string }>(
        await database.db.execute(
          sql`select state from pgboss.job where name = ${REMINDER_JOB} and data->>'instituteId' = ${String(instituteId)}`,
        ),
      );
    const deadline = Date.now() + 30_000;
    while ((await settled()).some((row) => row.state !== 'completed')) {
      if (Date.now() > deadline)
        throw new Error(`Reminder jobs unsettled: ${JSON.stringify(await settled())}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await settled()).toEqual([{ state: 'completed' }, { state: 'completed' }]);
    for (const email of educators)
      expect(smtp.received.filter((mail) => mail.recipients.includes(email))).toHaveLength(1);
  }, 60_000);
});
