import { and, eq, sql } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import { POINTS_HISTORY_TYPE_LABELS } from '@pdp/contract';
import {
  domains,
  points_histories,
  points_history_evidences,
  programs,
  registrations,
  users,
} from './schema/index.js';
import type { Executor } from './client.js';
import { sameTenantRow } from './tenant-join.js';

/**
 * A points history row as every list of them reads it (part 2 §3 "Points history row"): the user's
 * Points History and the Points History report select these columns over these joins, so the two
 * always agree. Their presenter is points/points-histories-row-service.ts.
 */

/**
 * The row's `detail`, what it is about in one line: the program's name on a program row, else the
 * activity's (a vocational activity's name is stored as the row's when none was typed).
 */
export const pointsHistoryDetail = sql<string>`coalesce(${programs.name}, ${points_histories.activity_name}, '')`;

export const pointsHistoryTypeLabel = sql<string>`case ${points_histories.type} ${sql.join(
  Object.entries(POINTS_HISTORY_TYPE_LABELS).map(([type, label]) => sql`when ${type} then ${label}`),
  sql` `,
)} end`;

/** For the lists' filter (the rows themselves say it from their files). */
export const pointsHistoryEvidenceAttached = sql<boolean>`exists (
  select 1 from ${points_history_evidences} where ${points_history_evidences.institute_id} = ${points_histories.institute_id}
  and ${points_history_evidences.points_history_id} = ${points_histories.id})`;

const pointsHistoryRowColumns = {
  history: points_histories,
  type_label: pointsHistoryTypeLabel,
  detail: pointsHistoryDetail,
  user_given_name: users.given_name,
  user_family_name: users.family_name,
  program_name: programs.name,
  program_type: programs.program_type,
  program_start_date: programs.start_date,
  program_end_date: programs.end_date,
  program_summary: programs.summary_description,
  program_pdf_key: programs.pdf_key,
  program_pdf_filename: programs.pdf_filename,
  program_published: programs.published,
  program_facilitator_id: programs.facilitator_id,
  registration_completed: registrations.completed,
  registration_is_learning_journey: registrations.is_learning_journey,
  domain_name: domains.name,
};

/** The joins `pointsHistoryRowColumns` read: the row's user, program, registration and domain. */
export function joinPointsHistoryRow<T extends PgSelect>(query: T) {
  return query
    .innerJoin(users, sameTenantRow(users, points_histories.user_id, points_histories.institute_id))
    .leftJoin(programs, sameTenantRow(programs, points_histories.program_id, points_histories.institute_id))
    .leftJoin(
      registrations,
      sameTenantRow(registrations, points_histories.registration_id, points_histories.institute_id),
    )
    .leftJoin(
      domains,
      and(
        eq(domains.institute_id, points_histories.institute_id),
        eq(domains.id, sql`coalesce(${points_histories.domain_id}, ${programs.domain_id})`),
      ),
    );
}

/** The rows with their columns (and the caller's `extra` ones), joined; the caller adds where, order and page. */
export function selectPointsHistoryRows<E extends SelectedFields>(db: Executor, extra: E) {
  return joinPointsHistoryRow(
    db
      .select({ ...pointsHistoryRowColumns, ...extra })
      .from(points_histories)
      .$dynamic(),
  );
}
export type PointsHistoryRowRecord = Awaited<
  ReturnType<typeof selectPointsHistoryRows<Record<never, never>>>
>[number];
