import type { TVcmItemStatus, TVcmStatus } from '@pdp/contract';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import type { Database } from '../../db/client.js';
import {
  course_units,
  courses,
  employment_types,
  professional_qualifications,
  units,
  vcm_courses,
  users,
  vcm_history_logs,
  vcm_professional_qualifications,
  vcm_supporting_documents,
  vcm_unit_responses,
  vcm_work_experiences,
  vcms,
  type UserRow,
} from '../../db/schema/index.js';

/** The VCM tests' world: an institute with VCM on, its catalogue for the year, people by role. */

export const YEAR = new Date().getUTCFullYear();

export interface Catalogue {
  courses: Record<string, number>;
  units: Record<string, number>;
  qualifications: Record<string, number>;
}

/** Courses C1 (U1, U2, U3) and C2 (U3, U4), a unit U5 of no course, qualifications PQ1 and PQ2. */
export async function createCatalogue(db: Database, instituteId: number, year = YEAR): Promise<Catalogue> {
  const unitRows = await db
    .insert(units)
    .values(
      ['U1', 'U2', 'U3', 'U4', 'U5'].map((code) => ({
        institute_id: instituteId,
        year,
        code,
        title: `Unit ${code}`,
      })),
    )
    .returning();
  const courseRows = await db
    .insert(courses)
    .values(['C1', 'C2'].map((code) => ({ institute_id: instituteId, year, code, title: `Course ${code}` })))
    .returning();
  const unitId = Object.fromEntries(unitRows.map((u) => [u.code, u.id]));
  const courseId = Object.fromEntries(courseRows.map((c) => [c.code, c.id]));
  const links: [string, string][] = [
    ['C1', 'U1'],
    ['C1', 'U2'],
    ['C1', 'U3'],
    ['C2', 'U3'],
    ['C2', 'U4'],
  ];
  await db.insert(course_units).values(
    links.map(([c, u]) => ({
      institute_id: instituteId,
      course_id: courseId[c]!,
      unit_id: unitId[u]!,
      created_at: new Date('2020-01-01T00:00:00Z'),
    })),
  );
  const qualificationRows = await db
    .insert(professional_qualifications)
    .values(
      ['PQ1', 'PQ2'].map((code) => ({
        institute_id: instituteId,
        year,
        code,
        title: `Qualification ${code}`,
      })),
    )
    .returning();
  return {
    courses: courseId,
    units: unitId,
    qualifications: Object.fromEntries(qualificationRows.map((q) => [q.code, q.id])),
  };
}

export interface VcmSpec {
  owner: UserRow;
  approver?: UserRow | null;
  status?: TVcmStatus;
  revision?: number;
  year?: number;
  courses?: string[];
  /** Unit code → its response's status (and fields). */
  responses?: Record<string, TVcmItemStatus | Partial<typeof vcm_unit_responses.$inferInsert>>;
  /** Qualification code → its status (and fields). */
  qualifications?: Record<
    string,
    TVcmItemStatus | Partial<typeof vcm_professional_qualifications.$inferInsert>
  >;
  approvedAt?: Date | null;
}

/** A VCM written straight to the database, as the educator's app would have left it. */
export async function createVcmRow(db: Database, catalogue: Catalogue, spec: VcmSpec) {
  const instituteId = spec.owner.institute_id;
  const [vcm] = await db
    .insert(vcms)
    .values({
      institute_id: instituteId,
      owner_user_id: spec.owner.id,
      approver_user_id: spec.approver === undefined ? null : (spec.approver?.id ?? null),
      status: spec.status ?? 'in_review',
      revision: spec.revision ?? 1,
      year: spec.year ?? YEAR,
      approved_at: spec.approvedAt ?? null,
      created_at: new Date('2021-01-01T00:00:00Z'),
    })
    .returning();
  const vcmId = vcm!.id;
  for (const code of spec.courses ?? []) {
    await db
      .insert(vcm_courses)
      .values({ institute_id: instituteId, vcm_id: vcmId, course_id: catalogue.courses[code]! });
  }
  for (const [code, value] of Object.entries(spec.responses ?? {})) {
    const fields = typeof value === 'string' ? { status: value } : value;
    const status = fields.status ?? 'in_review';
    await db.insert(vcm_unit_responses).values({
      institute_id: instituteId,
      vcm_id: vcmId,
      unit_id: catalogue.units[code]!,
      has_relevant_study: true,
      study_detail: 'Diploma',
      study_justification: 'Covers it',
      approved_at: status === 'approved' ? new Date() : null,
      ...fields,
      status,
    });
  }
  for (const [code, value] of Object.entries(spec.qualifications ?? {})) {
    const fields = typeof value === 'string' ? { status: value } : value;
    const status = fields.status ?? 'in_review';
    await db.insert(vcm_professional_qualifications).values({
      institute_id: instituteId,
      vcm_id: vcmId,
      professional_qualification_id: catalogue.qualifications[code]!,
      approved_at: status === 'approved' ? new Date() : null,
      ...fields,
      status,
    });
  }
  return vcm!;
}

export async function vcmRow(db: Database, id: number) {
  const [row] = await db.select().from(vcms).where(eq(vcms.id, id));
  return row!;
}

export function historyOf(db: Database, vcmId: number) {
  return db
    .select()
    .from(vcm_history_logs)
    .where(eq(vcm_history_logs.vcm_id, vcmId))
    .orderBy(vcm_history_logs.id);
}

export async function responseRow(db: Database, vcmId: number, unitId: number) {
  const [row] = await db
    .select()
    .from(vcm_unit_responses)
    .where(and(eq(vcm_unit_responses.vcm_id, vcmId), eq(vcm_unit_responses.unit_id, unitId)));
  return row;
}

/** People of the VCM institute, another VCM institute and one with VCM off, each signed in. */
export async function vcmFixture(t: TestApp) {
  const institute = await createInstitute(t.db, {
    name: 'VCM Institute',
    vcm_enabled: true,
    vocational_currency_valid_month_count: 12,
  });
  const other = await createInstitute(t.db, { name: 'Other VCM Institute', vcm_enabled: true });
  const disabled = await createInstitute(t.db, { name: 'VCM Off Institute', vcm_enabled: false });
  const [type] = await t.db
    .insert(employment_types)
    .values({ institute_id: institute.id, name: 'Teacher', vcm_enabled: true })
    .returning();
  const user = (overrides: Parameters<typeof createUser>[2], instituteId = institute.id) =>
    createUser(t.db, instituteId, overrides);
  const people = {
    admin: await user({ is_institute_admin: true }),
    superAdmin: await user({ is_super_admin: true }),
    approver: await user({ is_supervisor: true }),
    supervisor: await user({ is_supervisor: true }),
    facilitator: await user({ is_facilitator: true }),
    otherAdmin: await user({ is_institute_admin: true }, other.id),
    disabledAdmin: await user({ is_institute_admin: true }, disabled.id),
  };
  const educator = await user({
    is_educator: true,
    supervisor_id: people.approver.id,
    employment_type_id: type!.id,
  });
  const cookies = Object.fromEntries(
    await Promise.all(
      Object.entries({ ...people, educator }).map(async ([k, u]) => [k, await loginAs(t.app, u)]),
    ),
  ) as Record<keyof typeof people | 'educator', string>;
  const catalogue = await createCatalogue(t.db, institute.id);
  /** A fresh educator (each VCM its own owner: revisions are per owner and year). */
  const newEducator = () =>
    user({ is_educator: true, supervisor_id: people.approver.id, employment_type_id: type!.id });
  return {
    institute,
    other,
    disabled,
    people: { ...people, educator },
    cookies,
    catalogue,
    newEducator,
    employmentTypeId: type!.id,
  };
}
export type VcmFixture = Awaited<ReturnType<typeof vcmFixture>>;

/**
 * One VCM with an item of each kind in another institute (the generated tests call every VCM route
 * with another institute's ids and expect 404): catalogue, VCM, response, qualification, work
 * experience, supporting document and history line.
 */
export async function seedVcmElsewhere(db: Database, instituteId: number) {
  const catalogue = await createCatalogue(db, instituteId);
  const [owner] = await db
    .insert(users)
    .values({
      institute_id: instituteId,
      email: `vcm-elsewhere-${instituteId}@example.test`,
      given_name: 'Elsewhere',
      family_name: 'Educator',
      unique_identifier: `VCM-ELSEWHERE-${instituteId}`,
      password_hash: 'not-a-hash',
      is_educator: true,
    })
    .returning();
  const vcm = await createVcmRow(db, catalogue, {
    owner: owner!,
    courses: ['C1'],
    responses: { U1: 'in_review' },
    qualifications: { PQ1: 'in_review' },
  });
  const response = (await responseRow(db, vcm.id, catalogue.units.U1!))!;
  await db.insert(vcm_work_experiences).values({
    institute_id: instituteId,
    unit_response_id: response.id,
    employer_name: 'Elsewhere Pty Ltd',
    job_role: 'Technician',
    year_from: 2015,
  });
  await db.insert(vcm_supporting_documents).values({
    institute_id: instituteId,
    vcm_id: vcm.id,
    unit_response_id: response.id,
    response_method: 'relevant_study',
    title: 'Transcript',
    upload_id: `elsewhere-${instituteId}`,
    storage_key: `${instituteId}/elsewheredocument0001.pdf`,
    filename: 'transcript.pdf',
    size: 1,
    mime_type: 'application/pdf',
  });
  await db.insert(vcm_history_logs).values({
    institute_id: instituteId,
    vcm_id: vcm.id,
    event: 'created',
    description: 'Revision 1 created',
  });
  return vcm;
}
