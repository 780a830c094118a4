import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  attendances,
  domains,
  points_histories,
  programs,
  registrations,
  users,
  workshops,
} from '../../db/schema/index.js';
import { sameTenantRow } from '../../db/tenant-join.js';
import type { ListResource } from '../../lib/list-query.js';
import { dateWithin, field, windowTotal, type DatedReportPage } from './dated-report-repository.js';
import { userFields, userJoins, usersInScope } from './repository.js';

/**
 * `reports/registrations` (issue 17): the registrations of the institute's users in scope to programs
 * starting within the period (part 2 §3 "Program registration report row"), with the program's
 * workshops counted and their points summed, the workshops the registrant attended, and the points
 * they were awarded (their ledger row for the registration).
 */

const ofProgram = sql`w.institute_id = ${programs.institute_id} and w.program_id = ${programs.id}`;
const figures = {
  workshops_count: sql<number>`(select count(*) from ${workshops} w where ${ofProgram})::int`,
  workshops_attended_count: sql<number>`(select count(*) from ${attendances} a
    where a.institute_id = ${registrations.institute_id} and a.registration_id = ${registrations.id}
    and a.present)::int`,
  total_program_points: sql<number>`(select coalesce(sum(w.points), 0) from ${workshops} w where ${ofProgram})::float8`,
  program_points: sql<number>`coalesce(${points_histories.points}, 0)::float8`,
  learning_journey_achieved: sql<boolean>`(${registrations.completed} and ${registrations.is_learning_journey})`,
};

export const registrationReportResource: ListResource = {
  name: 'reports/registrations',
  fields: {
    ...userFields,
    user_given_name: field(users.given_name, 'text', false),
    program_id: { ...field(programs.id, 'number'), sortable: false },
    program_name: field(programs.name, 'text'),
    program_type: field(programs.program_type, 'text'),
    domain_id: { ...field(programs.domain_id, 'number'), sortable: false },
    domain_display_name: field(domains.name, 'text', false),
    program_start_date: field(programs.start_date, 'date', false),
    program_end_date: field(programs.end_date, 'date', false),
    workshops_count: field(figures.workshops_count, 'number', false),
    workshops_attended_count: field(figures.workshops_attended_count, 'number', false),
    total_program_points: field(figures.total_program_points, 'number', false),
    program_points: field(figures.program_points, 'number', false),
    hurdle_complete: { ...field(registrations.hurdle, 'boolean'), sortable: false },
    completed: field(registrations.completed, 'boolean'),
    status: field(registrations.status, 'text'),
  },
  defaultSort: [asc(users.family_name), asc(users.given_name), asc(programs.start_date)],
};

function joins<T extends PgSelect>(query: T) {
  return userJoins(
    query
      .innerJoin(programs, sameTenantRow(programs, registrations.program_id, registrations.institute_id))
      .innerJoin(users, sameTenantRow(users, registrations.user_id, registrations.institute_id))
      .leftJoin(domains, sameTenantRow(domains, programs.domain_id, programs.institute_id))
      .leftJoin(
        points_histories,
        and(
          eq(points_histories.institute_id, registrations.institute_id),
          eq(points_histories.registration_id, registrations.id),
        ),
      ),
  );
}

const conditions = (instituteId: number, page: DatedReportPage): SQL | undefined =>
  and(
    eq(registrations.institute_id, instituteId),
    usersInScope(instituteId, page.scope),
    dateWithin(programs.start_date, page),
    page.where,
  );

export function listRegistrationReportRows(db: Executor, instituteId: number, page: DatedReportPage) {
  return joins(
    db
      .select({
        id: registrations.id,
        user_id: registrations.user_id,
        program_id: registrations.program_id,
        user_given_name: users.given_name,
        user_family_name: users.family_name,
        program_name: programs.name,
        program_type: programs.program_type,
        domain_display_name: domains.name,
        program_start_date: programs.start_date,
        program_end_date: programs.end_date,
        ...figures,
        hurdle_complete: registrations.hurdle,
        completed: registrations.completed,
        status: registrations.status,
        total: windowTotal,
      })
      .from(registrations)
      .$dynamic(),
  )
    .where(conditions(instituteId, page))
    .orderBy(...page.orderBy, asc(registrations.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type RegistrationReportRow = Awaited<ReturnType<typeof listRegistrationReportRows>>[number];

export async function countRegistrationReportRows(db: Executor, instituteId: number, page: DatedReportPage) {
  const [row] = await joins(db.select({ n: count() }).from(registrations).$dynamic()).where(
    conditions(instituteId, page),
  );
  return row?.n ?? 0;
}

const withStatus = (status: string) =>
  sql<number>`(count(*) filter (where ${registrations.status} = ${status}))::int`;

/** The chart's figures: the report's registrations per program by status, the most registered first. */
export function summarizeRegistrationReport(db: Executor, instituteId: number, page: DatedReportPage) {
  return joins(
    db
      .select({
        program_id: programs.id,
        program_name: programs.name,
        pending: withStatus('pending'),
        approved: withStatus('approved'),
        incomplete: withStatus('incomplete'),
      })
      .from(registrations)
      .$dynamic(),
  )
    .where(conditions(instituteId, page))
    .groupBy(programs.id, programs.name)
    .orderBy(desc(count()), asc(programs.name), asc(programs.id));
}
