import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  categories,
  domains,
  institutes,
  locations,
  programs,
  registrations,
  users,
} from '../../db/schema/index.js';
import { rowsOf, sqlArray } from '../../db/sql-rows.js';

export type ProgramRow = typeof programs.$inferSelect;
export type ProgramValues = Partial<Omit<typeof programs.$inferInsert, 'id' | 'institute_id'>>;

const facilitators = alias(users, 'facilitators');

/** A program of the institute with the names its page shows, or undefined. */
export async function findProgram(db: Executor, instituteId: number, programId: number) {
  const [row] = await db
    .select({
      program: programs,
      domain_name: domains.name,
      domain_color: domains.color,
      domain_svg_icon_key: domains.svg_icon_key,
      domain_icon_key: domains.icon_key,
      facilitator_given_name: facilitators.given_name,
      facilitator_family_name: facilitators.family_name,
    })
    .from(programs)
    .leftJoin(
      domains,
      and(eq(domains.institute_id, programs.institute_id), eq(domains.id, programs.domain_id)),
    )
    .leftJoin(
      facilitators,
      and(eq(facilitators.institute_id, programs.institute_id), eq(facilitators.id, programs.facilitator_id)),
    )
    .where(and(eq(programs.institute_id, instituteId), eq(programs.id, programId)));
  return row;
}

/** The program row alone, locked for the save that follows. */
export async function lockProgram(db: Executor, instituteId: number, programId: number) {
  const [row] = await db
    .select()
    .from(programs)
    .where(and(eq(programs.institute_id, instituteId), eq(programs.id, programId)))
    .for('update');
  return row;
}

export async function insertProgram(db: Executor, instituteId: number, values: ProgramValues) {
  const [row] = await db
    .insert(programs)
    .values({ ...values, institute_id: instituteId })
    .returning();
  return row!;
}

export async function updateProgram(
  db: Executor,
  instituteId: number,
  programId: number,
  values: ProgramValues,
) {
  await db
    .update(programs)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(programs.institute_id, instituteId), eq(programs.id, programId)));
}

/** Deletes a program; its workshops, registrations and attendance go with it (foreign key cascades). */
export async function deleteProgram(db: Executor, instituteId: number, programId: number) {
  await db.delete(programs).where(and(eq(programs.institute_id, instituteId), eq(programs.id, programId)));
}

/** Registrations of a program by state: not refused, and completed. */
export async function countRegistrations(db: Executor, instituteId: number, programId: number) {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${registrations.status} <> 'incomplete')::int`,
      completed: sql<number>`count(*) filter (where ${registrations.completed})::int`,
    })
    .from(registrations)
    .where(and(eq(registrations.institute_id, instituteId), eq(registrations.program_id, programId)));
  return row ?? { active: 0, completed: 0 };
}

/** The institute's settings a program reads: its time zone, the cut-off and the default contact. */
export async function findProgramSettings(db: Executor, instituteId: number) {
  const [row] = await db
    .select({
      timezone: institutes.timezone,
      registration_cutoff_days: institutes.registration_cutoff_days,
      contact_name: institutes.program_default_contact_name,
      contact_title: institutes.program_default_contact_title,
      contact_email: institutes.program_default_contact_email,
      contact_phone: institutes.program_default_contact_phone,
    })
    .from(institutes)
    .where(eq(institutes.id, instituteId));
  return row!;
}
export type ProgramSettings = Awaited<ReturnType<typeof findProgramSettings>>;

/** Which of the referenced ids exist in the institute (a facilitator must have the role). */
export async function findReferences(
  db: Executor,
  instituteId: number,
  ids: { domain?: number; category?: number; facilitator?: number; locations: number[] },
) {
  // One statement (it runs inside the save's transaction, whose one connection takes a query at a time).
  const found = (table: typeof domains | typeof categories, id: number | undefined) =>
    id === undefined
      ? sql`true`
      : sql`exists (select 1 from ${table} where ${table.institute_id} = ${instituteId} and ${table.id} = ${id})`;
  const facilitatorFound =
    ids.facilitator === undefined
      ? sql`true`
      : sql`exists (select 1 from ${users} where ${users.institute_id} = ${instituteId}
          and ${users.id} = ${ids.facilitator} and ${users.is_facilitator})`;
  type Found = { domain: boolean; category: boolean; facilitator: boolean; locations: number[] };
  const result =
    await db.execute<Found>(sql`select ${found(domains, ids.domain)} as domain, ${found(categories, ids.category)} as category,
      ${facilitatorFound} as facilitator,
      array(select ${locations.id} from ${locations} where ${locations.institute_id} = ${instituteId}
        and ${locations.id} = any(${sqlArray(ids.locations, 'int')})) as locations`);
  const row = rowsOf<Found>(result)[0]!;
  const { domain, category, facilitator } = row;
  return { domain, category, facilitator, locations: new Set(row.locations) };
}
