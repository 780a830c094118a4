import { ACTIVITY_INTERVAL_LABELS, type TPointsHistoryRow, type TWorkshopAttendance } from '@pdp/contract';
import type { Executor } from '../../db/client.js';
import type { PointsHistoryRowRecord } from '../../db/points-history-row.js';
import type { InstituteRow, PointsHistoryEvidenceRow } from '../../db/schema/index.js';
import { csvLabel, type CsvColumns } from '../../lib/csv.js';
import { calendarDate, type PdfTableSpec } from '../../lib/pdf/index.js';
import { HISTORY_EVIDENCES, listEvidencesOf } from './evidence-repository.js';
import { listRegistrationWorkshops } from './points-histories-repository.js';
import { groupBy } from './points-histories-detail.js';

/**
 * A points history row as every list of them presents it (part 2 §3 "Points history row"): the
 * user's Points History and the Points History report read the rows of db/points-history-row.ts,
 * load their files and workshops here, present the fields they share here, and export them with
 * these CSV columns and this PDF table. Each adds only its own fields.
 */

export type WorkshopRow = Awaited<ReturnType<typeof listRegistrationWorkshops>>[number];
export type PointsHistoryRecord = PointsHistoryRowRecord & {
  evidences: PointsHistoryEvidenceRow[];
  workshops: WorkshopRow[];
};

/** Whether the institute counts a workshop's points only when attended. */
type WorkshopRule = Pick<InstituteRow, 'program_points_require_workshop_attendance'>;

/**
 * The rows with their evidence files and (a program row's) workshops with attendance: two statements
 * over just these rows, whatever their number.
 */
export async function withHistoryDetails<R extends PointsHistoryRowRecord>(
  db: Executor,
  instituteId: number,
  rows: R[],
): Promise<(R & PointsHistoryRecord)[]> {
  if (!rows.length) return [];
  const registrationIds = rows.flatMap((r) =>
    r.history.type === 'PointsProgram' && r.history.registration_id !== null
      ? [r.history.registration_id]
      : [],
  );
  const [evidences, workshops] = await Promise.all([
    listEvidencesOf(
      db,
      HISTORY_EVIDENCES,
      instituteId,
      rows.map((r) => r.history.id),
    ),
    listRegistrationWorkshops(db, instituteId, registrationIds),
  ]);
  const evidencesOf = groupBy(evidences, (e) => e.points_history_id);
  const workshopsOf = groupBy(workshops, (w) => w.registration_id);
  return rows.map((row) => ({
    ...row,
    evidences: evidencesOf.get(row.history.id) ?? [],
    workshops: workshopsOf.get(row.history.registration_id ?? -1) ?? [],
  }));
}

/** Whether the row is a program's (with its program), which carries the program's detail. */
export const isProgramRow = (row: PointsHistoryRowRecord) =>
  row.history.type === 'PointsProgram' && row.history.program_id !== null;

/** A program row's workshops: a workshop counts when attended, or always when attendance is not required. */
function workshopAttendances(workshops: WorkshopRow[], rule: WorkshopRule): TWorkshopAttendance[] {
  return workshops.map((w) => ({
    workshop_id: w.workshop_id,
    name: w.name,
    attended: w.present,
    eligible_points: w.present || !rule.program_points_require_workshop_attendance ? w.points : 0,
  }));
}

/** The fields every list of points history rows answers alike. */
export function presentHistoryRow(row: PointsHistoryRecord, rule: WorkshopRule): TPointsHistoryRow {
  const h = row.history;
  const isProgram = isProgramRow(row);
  return {
    id: h.id,
    user_id: h.user_id,
    type: h.type,
    type_label: row.type_label,
    date: h.date,
    points: h.points,
    user_given_name: row.user_given_name,
    user_family_name: row.user_family_name,
    detail: row.detail,
    approval_reason: h.approval_reason,
    evidence_attached: row.evidences.length > 0,
    domain_name: row.domain_name,
    activity_date: h.activity_date,
    activity_duration: h.activity_duration,
    activity_interval: h.activity_interval,
    inform_teaching_practice: h.inform_teaching_practice,
    related_to_units: h.related_to_units,
    student_benefit: h.student_benefit,
    notes: h.notes,
    unit_codes: h.unit_codes,
    learning_journey_equivalent: h.learning_journey_equivalent,
    summary: isProgram ? row.program_summary : null,
    // A program row without a registration (an award kept from before registrations) says it itself.
    learning_journey_achieved: !isProgram
      ? null
      : h.registration_id === null
        ? h.learning_journey_equivalent
        : Boolean(row.registration_completed && row.registration_is_learning_journey),
    workshop_attendances:
      isProgram && h.registration_id !== null ? workshopAttendances(row.workshops, rule) : null,
  };
}

const yesNo = (value: boolean | null) => (value === null ? null : value ? 'Yes' : 'No');

/** The CSV column of each field (each export picks its columns and their order). */
export const POINTS_HISTORY_CSV_COLUMNS = {
  date: ['Date', (r) => r.date],
  user_given_name: ['Given Name', (r) => r.user_given_name],
  user_family_name: ['Family Name', (r) => r.user_family_name],
  type_label: ['Type', (r) => r.type_label],
  detail: ['Detail', (r) => r.detail],
  domain_name: ['Domain', (r) => r.domain_name],
  points: ['Points', (r) => r.points],
  evidence_attached: ['Evidence Attached', (r) => yesNo(r.evidence_attached)],
  approval_reason: ['Approval Reason', (r) => r.approval_reason],
  summary: ['Program Summary', (r) => r.summary],
  learning_journey_achieved: ['Learning Journey Achieved', (r) => yesNo(r.learning_journey_achieved)],
  /** A program row's workshops in one cell: "name (attended, 2 points); …". */
  workshop_attendances: [
    'Workshops',
    (r) =>
      r.workshop_attendances
        ?.map(
          (w) =>
            `${w.name ?? 'Workshop'} (${w.attended ? 'attended' : 'not attended'}, ${w.eligible_points} points)`,
        )
        .join('; ') ?? null,
  ],
} satisfies Record<string, CsvColumns<TPointsHistoryRow>[number]>;

/** The activity's detail, in the order both exports give it. */
export const POINTS_HISTORY_ACTIVITY_CSV_COLUMNS: CsvColumns<TPointsHistoryRow> = [
  ['Activity Date', (r) => r.activity_date],
  ['Activity Duration', (r) => r.activity_duration],
  ['Activity Interval', (r) => csvLabel(ACTIVITY_INTERVAL_LABELS, r.activity_interval)],
  ['How It Informs Teaching Practice', (r) => r.inform_teaching_practice],
  ['Related Units or Courses', (r) => r.related_to_units],
  ['Student Benefit', (r) => r.student_benefit],
  ['Notes', (r) => r.notes],
  ['Unit Codes', (r) => r.unit_codes],
  ['Learning Journey Equivalent', (r) => yesNo(r.learning_journey_equivalent)],
];

/**
 * The PDF's table of rows: date, the user's name (when the rows are of several users), type, detail,
 * whether evidence is attached, points.
 */
export function pointsHistoryPdfTable(
  rows: TPointsHistoryRow[],
  options: { hasNames: boolean },
): PdfTableSpec {
  const { hasNames } = options;
  return {
    columns: [
      { header: 'Date', width: 55 },
      ...(hasNames ? [{ header: 'Name', width: 105 }] : []),
      { header: 'Type', width: 95 },
      { header: 'Detail', width: '*' },
      { header: 'Evidence', width: 50 },
      { header: 'Points', width: 45, align: 'right' },
    ],
    rows: rows.map((r) => [
      calendarDate(r.date),
      ...(hasNames ? [`${r.user_given_name} ${r.user_family_name}`] : []),
      r.type_label,
      r.detail || '—',
      r.evidence_attached ? 'Yes' : 'No',
      String(r.points),
    ]),
    emptyText: 'No points in this period.',
  };
}
