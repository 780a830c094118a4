import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { educator_responses, employment_types, profiles, users } from '../../db/schema/index.js';
import { userFullName } from '../../db/schema/users.js';

const supervisors = alias(users, 'supervisors');

/**
 * What a self-assessment needs of its educator before a profile exists: whether their employment type
 * needs the supervisor step (as the staff side reads it: without a type it does) and who supervises.
 */
export function selfAssessmentContext(db: Executor, instituteId: number, userId: number) {
  return db
    .select({
      requires_supervisor_step: sql<boolean>`coalesce(${employment_types.profiling_require_supervisor_step}, true)`,
      supervisor_full_name: userFullName(supervisors),
    })
    .from(users)
    .leftJoin(
      supervisors,
      and(eq(supervisors.institute_id, users.institute_id), eq(supervisors.id, users.supervisor_id)),
    )
    .leftJoin(
      employment_types,
      and(
        eq(employment_types.institute_id, users.institute_id),
        eq(employment_types.id, users.employment_type_id),
      ),
    )
    .where(and(eq(users.institute_id, instituteId), eq(users.id, userId)))
    .then((rows) => rows[0]);
}

/** The educator's profile of a period (one per educator and period: a unique key), or undefined. */
export function findOwnProfile(db: Executor, instituteId: number, userId: number, periodStart: string) {
  return db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.institute_id, instituteId),
        eq(profiles.user_id, userId),
        eq(profiles.period_start, periodStart),
      ),
    )
    .then((rows) => rows[0]);
}

/** Creates the period's profile unless it exists (two first saves at once make one profile). */
export async function insertOwnProfile(
  db: Executor,
  row: { institute_id: number; user_id: number; period_start: string; period_end: string },
) {
  await db.insert(profiles).values(row).onConflictDoNothing();
}

/**
 * The profile row, locked until the transaction ends: a save and a submit of the same profile take
 * turns, so no answer changes after the profile is submitted and only one submit completes it.
 */
export function lockProfile(db: Executor, instituteId: number, id: number) {
  return db
    .select({ id: profiles.id, educator_completed: profiles.educator_completed })
    .from(profiles)
    .where(and(eq(profiles.institute_id, instituteId), eq(profiles.id, id)))
    .for('update')
    .then((rows) => rows[0]);
}

/** Saves answers in one statement; an answer to a capability answered before replaces it. */
export async function upsertEducatorResponses(
  db: Executor,
  rows: {
    institute_id: number;
    profile_id: number;
    capability_id: number;
    value: number;
    responded_by_id: number;
  }[],
) {
  if (!rows.length) return;
  await db
    .insert(educator_responses)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        educator_responses.institute_id,
        educator_responses.profile_id,
        educator_responses.capability_id,
      ],
      set: {
        value: sql`excluded.value`,
        responded_by_id: sql`excluded.responded_by_id`,
        updated_at: new Date(),
      },
    });
}

/**
 * The educator submits: completed by the educator, and the whole profile too when the employment
 * type needs no supervisor step. Only while not yet submitted (the caller holds the row's lock).
 */
export function setEducatorCompleted(
  db: Executor,
  instituteId: number,
  id: number,
  now: Date,
  isProfileComplete: boolean,
) {
  return db
    .update(profiles)
    .set({
      educator_completed: true,
      educator_completed_at: now,
      ...(isProfileComplete ? { completed: true, completed_at: now } : {}),
      updated_at: now,
    })
    .where(
      and(
        eq(profiles.institute_id, instituteId),
        eq(profiles.id, id),
        eq(profiles.educator_completed, false),
      ),
    )
    .returning({ id: profiles.id, user_id: profiles.user_id, period_start: profiles.period_start });
}
