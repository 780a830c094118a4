import { and, count, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { capabilities, domains, educator_responses, supervisor_responses } from '../../db/schema/index.js';

/** Capabilities that count: active, in an active domain of the institute. */
export const activeCapability = and(
  eq(capabilities.active, true),
  eq(domains.active, true),
  eq(domains.institute_id, capabilities.institute_id),
  eq(domains.id, capabilities.domain_id),
) as SQL;

/** How many of an institute's capabilities count (`instituteId`: a placeholder, a value or a column). */
export const countCounting = (db: Executor, instituteId: SQLWrapper) =>
  db
    .select({ n: count() })
    .from(capabilities)
    .innerJoin(domains, activeCapability)
    .where(eq(capabilities.institute_id, instituteId));

/** How many capabilities count towards a percent (active, in active domains). */
export async function countActiveCapabilities(db: Executor, instituteId: number): Promise<number> {
  const [row] = await activeCapabilityCount(db).execute({ instituteId });
  return Number(row?.n ?? 0);
}
const activeCapabilityCount = preparedStatement((db) =>
  countCounting(db, sql.placeholder('instituteId')).prepare('active_capability_count'),
);

/**
 * How many capabilities that count each profile's educator and supervisor answered, counted from the
 * answers: one grouped query over both response tables, grouped by `profile_id` into `educator` and
 * `supervisor`. The profile page reads this; Manage Profiles reads the same counts kept on the
 * profiles by triggers (migration 0030), which `answer-counts.test.ts` checks against it.
 * - `instituteId`: a placeholder or a value;
 * - `ids`: an integer array (a placeholder).
 */
function answerCountsQuery(db: Executor, instituteId: SQLWrapper, ids: SQLWrapper) {
  // The capabilities that count, as one array (an init plan): each response is then tested against
  // it instead of being joined with capabilities and domains (0.55 ms instead of 0.9 for a page).
  const countingIds = db
    .select({ id: capabilities.id })
    .from(capabilities)
    .innerJoin(domains, activeCapability)
    .where(eq(capabilities.institute_id, instituteId));
  const answersIn = (table: typeof educator_responses | typeof supervisor_responses, isSupervisor: boolean) =>
    db
      .select({
        profile_id: table.profile_id,
        is_supervisor: sql<boolean>`${sql.raw(isSupervisor ? 'true' : 'false')}`.as('is_supervisor'),
      })
      .from(table)
      .where(
        and(
          eq(table.institute_id, instituteId),
          sql`${table.profile_id} = any(${ids})`,
          sql`${table.capability_id} = any(array(${countingIds}))`,
        ),
      );
  const answers = unionAll(answersIn(educator_responses, false), answersIn(supervisor_responses, true)).as(
    'answers',
  );
  return db
    .select({
      profile_id: answers.profile_id,
      educator: sql<number>`(count(*) filter (where not ${answers.is_supervisor}))::int`.as('educator'),
      supervisor: sql<number>`(count(*) filter (where ${answers.is_supervisor}))::int`.as('supervisor'),
    })
    .from(answers)
    .groupBy(answers.profile_id);
}

/** The answer counts of a few profiles by id, prepared (building and planning cost more than running). */
const answerCounts = preparedStatement((db) =>
  answerCountsQuery(db, sql.placeholder('instituteId'), sql`${sql.placeholder('ids')}::int[]`).prepare(
    'profile_answer_counts',
  ),
);

export async function answeredCounts(db: Executor, instituteId: number, profileIds: number[]) {
  const counts = new Map<number, { educator: number; supervisor: number }>();
  if (profileIds.length === 0) return counts;
  const rows = await answerCounts(db).execute({ instituteId, ids: profileIds });
  for (const row of rows) counts.set(row.profile_id, row);
  return counts;
}

type AnswerCounts = Awaited<ReturnType<typeof answeredCounts>>;

/** A row with its answer counts. */
export function withCounts<T extends { profile: { id: number } }>(row: T, counts: AnswerCounts) {
  const count = counts.get(row.profile.id);
  return {
    ...row,
    educator_completed_count: count?.educator ?? 0,
    supervisor_answered_count: count?.supervisor ?? 0,
  };
}
