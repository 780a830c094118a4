import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf, sqlArray } from '../../db/sql-rows.js';

/** What an audit pack reads of one educator, from and to calendar days (yyyy-MM-dd) inclusive. */
export interface PackRange {
  from: string;
  to: string;
}

/** The educator a pack is about, with what the policies and the cover read. */
export interface PackOwner {
  id: number;
  institute_id: number;
  is_super_admin: boolean;
  supervisor_id: number | null;
  given_name: string;
  family_name: string;
  unique_identifier: string | null;
  is_institute_admin: boolean;
  is_supervisor: boolean;
  is_facilitator: boolean;
  is_educator: boolean;
  is_guest: boolean;
  employment_type: string | null;
  department: string | null;
}

export async function findPackOwners(db: Executor, instituteId: number, userIds: number[]) {
  return rowsOf<PackOwner>(
    await db.execute(sql`
      select u.id, u.institute_id, u.is_super_admin, u.supervisor_id, u.given_name, u.family_name,
        u.unique_identifier, u.is_institute_admin, u.is_supervisor, u.is_facilitator, u.is_educator,
        u.is_guest, et.name as employment_type, d.name as department
      from users u
      left join employment_types et on et.institute_id = u.institute_id and et.id = u.employment_type_id
      left join departments d on d.institute_id = u.institute_id and d.id = u.department_id
      where u.institute_id = ${instituteId} and u.id = any(${sqlArray(userIds, 'int')})
      order by u.family_name, u.given_name, u.id`),
  );
}

/** The institute's brand and clock, for the PDF. */
export interface PackInstitute {
  name: string;
  primary_color: string;
  logo_key: string | null;
  timezone: string;
  points_anniversary_month: number;
  vcm_enabled: boolean;
}

export async function findPackInstitute(db: Executor, instituteId: number) {
  const [row] = rowsOf<PackInstitute>(
    await db.execute(sql`
      select name, primary_color, logo_key, timezone, points_anniversary_month, vcm_enabled
      from institutes where id = ${instituteId}`),
  );
  return row;
}

/** A points history row with its approval: the request's decision when it came from one. */
export interface LedgerRow {
  id: number;
  user_id: number;
  type: string;
  date: string;
  points: number;
  detail: string;
  unit_codes: string | null;
  point_request_id: number | null;
  approved_by: string | null;
  approved_at: Date | null;
  approval_reason: string | null;
}

export async function listLedgerRows(db: Executor, instituteId: number, userIds: number[], range: PackRange) {
  return rowsOf<LedgerRow>(
    await db.execute(sql`
      select ph.id, ph.user_id, ph.type, ph.date::text as date, ph.points::float8 as points,
        coalesce(p.name, ph.activity_name, '') as detail, ph.unit_codes, pr.id as point_request_id,
        nullif(trim(coalesce(a.given_name, '') || ' ' || coalesce(a.family_name, '')), '') as approved_by,
        coalesce(pr.actioned_at, ph.created_at) as approved_at,
        coalesce(pr.approval_reason, ph.approval_reason) as approval_reason
      from points_histories ph
      left join programs p on p.institute_id = ph.institute_id and p.id = ph.program_id
      left join point_requests pr on pr.institute_id = ph.institute_id and pr.points_history_id = ph.id
      left join users a on a.institute_id = ph.institute_id
        and a.id = coalesce(pr.actioned_by_id, ph.created_by_id)
      where ph.institute_id = ${instituteId} and ph.user_id = any(${sqlArray(userIds, 'int')})
        and ph.date between ${range.from}::date and ${range.to}::date
      order by ph.user_id, ph.date, ph.id`),
  );
}

/** A stored file a pack row refers to (an evidence file, a program's flyer, a VCM document). */
export interface PackFileRow {
  user_id: number;
  /** The ledger row, VCM item or program it supports. */
  row_id: number;
  storage_key: string;
  filename: string;
  size: number;
}

export async function listLedgerEvidence(db: Executor, instituteId: number, historyIds: number[]) {
  return rowsOf<PackFileRow>(
    await db.execute(sql`
      select ph.user_id, e.points_history_id as row_id, e.storage_key, e.filename, e.size
      from points_history_evidences e
      join points_histories ph on ph.institute_id = e.institute_id and ph.id = e.points_history_id
      where e.institute_id = ${instituteId} and e.points_history_id = any(${sqlArray(historyIds, 'int')})
      order by e.points_history_id, e.id`),
  );
}

/** A completed registration with its attendance and the program's flyer. */
export interface ProgramRow {
  user_id: number;
  program_id: number;
  name: string;
  start_date: string | null;
  end_date: string | null;
  workshops: number;
  attended: number;
  flyer_key: string | null;
  flyer_filename: string | null;
}

/**
 * The programs these users completed in the range: by the program's end date, or without one by the
 * day the registration was completed on the institute's clock.
 */
export async function listCompletedPrograms(
  db: Executor,
  instituteId: number,
  userIds: number[],
  range: PackRange,
  timeZone: string,
) {
  return rowsOf<ProgramRow>(
    await db.execute(sql`
      select r.user_id, p.id as program_id, coalesce(p.name, '') as name, p.start_date::text as start_date,
        p.end_date::text as end_date, p.pdf_key as flyer_key, p.pdf_filename as flyer_filename,
        (select count(*)::int from workshops w where w.institute_id = p.institute_id and w.program_id = p.id) as workshops,
        (select count(*)::int from attendances at where at.institute_id = r.institute_id
          and at.registration_id = r.id and at.present) as attended
      from registrations r
      join programs p on p.institute_id = r.institute_id and p.id = r.program_id
      where r.institute_id = ${instituteId} and r.user_id = any(${sqlArray(userIds, 'int')}) and r.completed
        and coalesce(p.end_date, (r.completed_at at time zone ${timeZone})::date) between ${range.from}::date and ${range.to}::date
      order by r.user_id, p.end_date, p.id`),
  );
}

/**
 * VCMs (alias `v`) count while their institute has VCM on: turned off, every VCM route is 404, so no
 * pack prints, ships or chooses educators by one either.
 */
const vcmInUse = sql`exists (select 1 from institutes vi where vi.id = v.institute_id and vi.vcm_enabled)`;

/** The VCMs (alias `v`) of these users for the years the range touches. */
const ownVcms = (userIds: number[], range: PackRange) =>
  sql`v.owner_user_id = any(${sqlArray(userIds, 'int')})
    and v.year between extract(year from ${range.from}::date) and extract(year from ${range.to}::date)
    and ${vcmInUse}`;

/** A unit or qualification claimed in a VCM of a year the range touches. */
export interface VcmItemRow {
  user_id: number;
  vcm_id: number;
  year: number;
  kind: 'unit' | 'qualification';
  item_id: number;
  code: string;
  title: string;
  claim_types: string[];
  status: string;
  reviewer: string | null;
  reviewed_at: Date | null;
}

export async function listVcmItems(db: Executor, instituteId: number, userIds: number[], range: PackRange) {
  return rowsOf<VcmItemRow>(
    await db.execute(sql`
      select v.owner_user_id as user_id, v.id as vcm_id, v.year::int as year, 'unit' as kind, r.id as item_id,
        u.code, u.title,
        array_remove(array[case when r.has_current_unit then 'Current unit' end,
          case when r.has_equivalent_unit then 'Equivalent unit' end,
          case when r.has_relevant_study then 'Relevant study' end,
          case when r.has_work_experience then 'Work experience' end], null) as claim_types,
        r.status, nullif(trim(coalesce(a.given_name, '') || ' ' || coalesce(a.family_name, '')), '') as reviewer,
        coalesce(r.approved_at, r.feedback_at) as reviewed_at
      from vcms v
      join vcm_unit_responses r on r.institute_id = v.institute_id and r.vcm_id = v.id and not r.removed
      join units u on u.institute_id = r.institute_id and u.id = r.unit_id
      left join users a on a.institute_id = r.institute_id and a.id = r.last_approver_user_id
      where v.institute_id = ${instituteId} and ${ownVcms(userIds, range)}
      union all
      select v.owner_user_id, v.id, v.year::int, 'qualification', q.id, pq.code, pq.title, array['Qualification'],
        q.status, nullif(trim(coalesce(a.given_name, '') || ' ' || coalesce(a.family_name, '')), ''),
        coalesce(q.approved_at, q.feedback_at)
      from vcms v
      join vcm_professional_qualifications q on q.institute_id = v.institute_id and q.vcm_id = v.id
      join professional_qualifications pq on pq.institute_id = q.institute_id and pq.id = q.professional_qualification_id
      left join users a on a.institute_id = q.institute_id and a.id = q.last_approver_user_id
      where v.institute_id = ${instituteId} and ${ownVcms(userIds, range)}
      order by 1, 3 desc, 4 desc, 6`),
  );
}

/** A VCM item's supporting documents; `row_id` is the unit response or the VCM qualification. */
export async function listVcmDocuments(db: Executor, instituteId: number, vcmIds: number[]) {
  return rowsOf<PackFileRow & { kind: 'unit' | 'qualification' }>(
    await db.execute(sql`
      select v.owner_user_id as user_id, coalesce(d.unit_response_id, d.vcm_professional_qualification_id) as row_id,
        case when d.unit_response_id is null then 'qualification' else 'unit' end as kind,
        d.storage_key, d.filename, d.size
      from vcm_supporting_documents d
      join vcms v on v.institute_id = d.institute_id and v.id = d.vcm_id
      where d.institute_id = ${instituteId} and d.vcm_id = any(${sqlArray(vcmIds, 'int')}) and ${vcmInUse}
      order by d.vcm_id, d.id`),
  );
}

/** A profile whose period overlaps the range. */
export interface ProfileRow {
  user_id: number;
  period_start: string;
  period_end: string;
  educator_completed_at: Date | null;
  supervisor_completed_at: Date | null;
  completed: boolean;
  educator_answered_count: number;
  supervisor_answered_count: number;
}

export async function listProfiles(db: Executor, instituteId: number, userIds: number[], range: PackRange) {
  return rowsOf<ProfileRow>(
    await db.execute(sql`
      select user_id, period_start::text as period_start, period_end::text as period_end,
        educator_completed_at, supervisor_completed_at, completed, educator_answered_count,
        supervisor_answered_count
      from profiles
      where institute_id = ${instituteId} and user_id = any(${sqlArray(userIds, 'int')})
        and period_start <= ${range.to}::date and period_end >= ${range.from}::date
      order by user_id, period_start`),
  );
}

/** The stored bytes these educators' packs name (evidence and VCM documents), and their count. */
export async function storedBytesOf(db: Executor, instituteId: number, userIds: number[], range: PackRange) {
  const [row] = rowsOf<{ bytes: number; files: number }>(
    await db.execute(sql`
      select coalesce(sum(size), 0)::float8 as bytes, count(*)::int as files from (
        select e.size from points_history_evidences e
        join points_histories ph on ph.institute_id = e.institute_id and ph.id = e.points_history_id
        where e.institute_id = ${instituteId} and ph.user_id = any(${sqlArray(userIds, 'int')})
          and ph.date between ${range.from}::date and ${range.to}::date
        union all
        select d.size from vcm_supporting_documents d
        join vcms v on v.institute_id = d.institute_id and v.id = d.vcm_id
        where d.institute_id = ${instituteId} and ${ownVcms(userIds, range)}
      ) files`),
  );
  return row ?? { bytes: 0, files: 0 };
}

/** The educators a department's, unit code's or institute's packs are made for (active educators). */
export async function educatorsInScope(
  db: Executor,
  instituteId: number,
  scope:
    { kind: 'department'; departmentId: number } | { kind: 'unit'; code: string } | { kind: 'institute' },
): Promise<number[]> {
  const where =
    scope.kind === 'department'
      ? sql`and u.department_id = ${scope.departmentId}`
      : scope.kind === 'unit'
        ? sql`and exists (select 1 from vcms v
            join vcm_unit_responses r on r.institute_id = v.institute_id and r.vcm_id = v.id and not r.removed
            join units un on un.institute_id = r.institute_id and un.id = r.unit_id
            where v.institute_id = u.institute_id and v.owner_user_id = u.id and upper(un.code) = upper(${scope.code})
              and ${vcmInUse})`
        : sql``;
  return rowsOf<{ id: number }>(
    await db.execute(sql`
      select u.id from users u
      where u.institute_id = ${instituteId} and u.is_educator and u.active and not u.is_super_admin ${where}
      order by u.family_name, u.given_name, u.id`),
  ).map((row) => row.id);
}

export async function departmentName(db: Executor, instituteId: number, departmentId: number) {
  const [row] = rowsOf<{ name: string }>(
    await db.execute(
      sql`select name from departments where institute_id = ${instituteId} and id = ${departmentId}`,
    ),
  );
  return row?.name;
}
