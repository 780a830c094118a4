import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { passportPeriod } from '@pdp/contract';
import { loadConfig } from '../../server/src/config.js';
import { openDatabase, type Database, type DatabaseHandle } from '../../server/src/db/client.js';
import {
  business_ideal_responses,
  departments,
  educator_responses,
  employment_types,
  institutes,
  profiles,
  supervisor_responses,
} from '../../server/src/db/schema/index.js';
import { createSessionService } from '../../server/src/features/auth/session-service.js';
import { todayIn } from '../../server/src/lib/today.js';
import {
  allActiveCapabilities,
  responseLabelValues,
} from '../../server/src/features/profiling/responses-repository.js';
import { findUser, findUserByEmail } from '../../server/src/features/users/repository.js';
import { runPaths } from './env';

/*
 * What the API cannot seed, written straight into the run's database with the server's own
 * repositories: sessions (sign-in attempts are limited to 50 per IP in 15 minutes, and every test
 * connects from 127.0.0.1) and profiles (educators answer in the mobile app, which has no API here yet).
 */

/**
 * Connects to the embedded PostgreSQL of the run's server (openDatabase finds the cluster the server
 * owns in DATA_DIR/pg and leaves it running on close). One small pool per Playwright worker.
 */
export async function openRunDatabase(): Promise<DatabaseHandle> {
  const { dataDir } = runPaths();
  if (!existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))) {
    throw new Error(
      `The run's database is not running (no ${dataDir}/pg/postmaster.pid): did the server stop?`,
    );
  }
  return openDatabase({ dataDir, poolSize: 2, migrate: false });
}

export interface SessionUser {
  id: number;
  instituteId: number;
}

/** A signed-in browser state: the session cookie, as the sign-in page sets it. */
export interface StorageState {
  cookies: {
    name: string;
    value: string;
    domain: string;
    path: string;
    expires: number;
    httpOnly: boolean;
    secure: boolean;
    sameSite: 'Lax';
  }[];
  origins: [];
}

/** Starts a session for the user, as a successful sign-in does, and answers its browser state. */
export async function startSession(db: Database, user: SessionUser, baseUrl: string): Promise<StorageState> {
  const row = await findUser(db, user.instituteId, user.id);
  if (!row) throw new Error(`No user ${user.id} in institute ${user.instituteId}`);
  const sessions = createSessionService(db, loadConfig({ DATA_DIR: runPaths().dataDir }));
  const token = await sessions.start(row, { ip: '127.0.0.1', userAgent: 'e2e seed' });
  const cookie = {
    name: 'pdp_session',
    value: token,
    domain: new URL(baseUrl).hostname,
    path: '/',
    expires: -1,
    httpOnly: true,
    secure: false,
    sameSite: 'Lax' as const,
  };
  return { cookies: [cookie], origins: [] };
}

/** A demo account's id and institute, by email. */
export async function findAccount(db: Database, email: string): Promise<SessionUser> {
  const row = await findUserByEmail(db, email);
  if (!row) throw new Error(`No account ${email}`);
  return { id: row.id, instituteId: row.institute_id };
}

/**
 * The states a seeded profile starts in (part 1 §4's badges): `educator_in_progress` — the educator
 * answered one statement ("In Progress with Educator"); `waiting` — the educator answered every
 * statement, the supervisor nothing ("Waiting for Supervisor"); `supervisor_in_progress` — the
 * supervisor rated one of them ("In Progress for Supervisor"); `completed` — both answered everything
 * and the supervisor submitted.
 */
export type SeededProfileState = 'educator_in_progress' | 'waiting' | 'supervisor_in_progress' | 'completed';

/**
 * Inserts the educator's profile for the institute's current passport period, with the answers its
 * state implies. The educator's employment type must require the supervisor step.
 */
export async function insertProfile(
  db: Database,
  educator: SessionUser & { supervisorId: number },
  state: SeededProfileState,
): Promise<number> {
  const [institute] = await db
    .select({ month: institutes.points_anniversary_month, timezone: institutes.timezone })
    .from(institutes)
    .where(eq(institutes.id, educator.instituteId));
  if (!institute) throw new Error(`No institute ${educator.instituteId}`);
  const period = passportPeriod(institute.month, todayIn(institute.timezone));
  const capabilities = await allActiveCapabilities(db, educator.instituteId);
  const values = [...(await responseLabelValues(db, educator.instituteId))].sort((a, b) => a - b);
  // A minute ago: inside the period (unless it began this very minute) and in the past.
  const answeredAt = new Date(Date.now() - 60_000);
  const completed = state === 'completed';
  const educatorDone = state !== 'educator_in_progress';
  // One answer stands for "started": the badges tell only none, some and all apart.
  const started = Math.min(1, capabilities.length);
  const educatorAnswers = educatorDone ? capabilities.length : started;
  const supervisorAnswers = completed
    ? capabilities.length
    : state === 'supervisor_in_progress'
      ? started
      : 0;

  return db.transaction(async (tx) => {
    const [profile] = await tx
      .insert(profiles)
      .values({
        institute_id: educator.instituteId,
        user_id: educator.id,
        period_start: period.start,
        period_end: period.end,
        educator_completed: educatorDone,
        educator_completed_at: educatorDone ? answeredAt : null,
        supervisor_completed: completed,
        supervisor_completed_at: completed ? answeredAt : null,
        supervisor_completed_by_id: completed ? educator.supervisorId : null,
        completed,
        completed_at: completed ? answeredAt : null,
      })
      .returning({ id: profiles.id });
    const answers = (by: number, count: number) =>
      capabilities.slice(0, count).map((capability, index) => ({
        institute_id: educator.instituteId,
        profile_id: profile!.id,
        capability_id: capability.id,
        value: values[index % values.length]!,
        responded_by_id: by,
      }));
    if (educatorAnswers) await tx.insert(educator_responses).values(answers(educator.id, educatorAnswers));
    if (supervisorAnswers) {
      await tx.insert(supervisor_responses).values(answers(educator.supervisorId, supervisorAnswers));
    }
    return profile!.id;
  });
}

/** A business ideal's department (by code) and employment type (by name) in the institute. */
export async function findIdealPair(
  db: Database,
  instituteId: number,
  pair: { department: string; employmentType: string },
): Promise<{ department_id: number; employment_type_id: number }> {
  const [department] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.institute_id, instituteId), eq(departments.code, pair.department)));
  const [type] = await db
    .select({ id: employment_types.id })
    .from(employment_types)
    .where(
      and(eq(employment_types.institute_id, instituteId), eq(employment_types.name, pair.employmentType)),
    );
  if (!department || !type)
    throw new Error(`Seeding: no ${pair.department} × ${pair.employmentType} in ${instituteId}`);
  return { department_id: department.id, employment_type_id: type.id };
}

/**
 * The business ideal of a department (by code) and an employment type (by name) of the institute:
 * the first `share` of its active capabilities answered, across the response labels in turn.
 */
export async function insertBusinessIdeal(
  db: Database,
  instituteId: number,
  pair: { department: string; employmentType: string },
  share = 1,
): Promise<void> {
  const key = await findIdealPair(db, instituteId, pair);
  const capabilities = await allActiveCapabilities(db, instituteId);
  const values = [...(await responseLabelValues(db, instituteId))].sort((a, b) => a - b);
  const answered = capabilities.slice(0, Math.ceil(capabilities.length * share));
  if (!answered.length) return;
  await db.insert(business_ideal_responses).values(
    answered.map((capability, index) => ({
      institute_id: instituteId,
      ...key,
      capability_id: capability.id,
      value: values[index % values.length]!,
    })),
  );
}
