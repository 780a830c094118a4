import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import { startSmtpServer } from '../../../test/smtp.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { createJobs } from '../../plugins/jobs.js';
import { REMINDER_KINDS } from '../../reminder-kinds.js';
import { notificationJobs } from './jobs.js';
import { createMailer } from './mailer.js';
import { reminderJobs } from './reminder-jobs.js';

/**
 * A "node" of the reminder tests: its own pg-boss workers and mailer on the shared test database, as
 * a second app instance would have. `DAY` is a day on which every cadence (30, 60, 90) is due, and
 * `SEND_TIME` is 07:00 on it in Melbourne (UTC+11 in December).
 */
export const DAY = '2026-12-03';
export const SEND_TIME = new Date('2026-12-02T20:00:00Z');

const quiet = { warn: () => {}, error: (...args: unknown[]) => console.error(...args) };

export async function startNode(database: DatabaseHandle, smtpUrl: string) {
  const jobs = createJobs(database);
  const config = { smtpUrl, mailFrom: 'PD Passport <no-reply@pdp.test>' };
  const mailer = createMailer(database.db, config, jobs);
  const deps = { db: database.db, mailer, jobs, config } as unknown as AppDeps;
  notificationJobs(jobs, deps);
  reminderJobs(jobs, deps, REMINDER_KINDS);
  await jobs.start(quiet);
  return {
    deps,
    jobs,
    async close() {
      await jobs.stop();
      mailer.close();
    },
  };
}

export async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const logsOf = (db: Database, instituteId: number) =>
  rowsOf<{
    notification_type: string;
    message: string;
    number_of_recipients: number;
    user_id: number | null;
  }>(
    db,
    sql`select notification_type, message, number_of_recipients, user_id from notification_logs
        where institute_id = ${instituteId} order by id`,
  );

/**
 * A test file's reminder world, set up around its tests: a fresh database, a real SMTP server and one
 * node (its workers and mailer). Read its fields inside the tests.
 */
export function useReminderNode() {
  const world = {} as {
    database: DatabaseHandle;
    smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    node: Awaited<ReturnType<typeof startNode>>;
  };
  beforeAll(async () => {
    world.database = await createTestDatabase();
    world.smtp = await startSmtpServer();
    world.node = await startNode(world.database, world.smtp.url);
  }, 60_000);
  afterAll(async () => {
    await world.node?.close();
    await world.smtp?.close();
    await world.database?.close();
  });
  return world;
}
