import {
  PASSPORT_STATUS_LABELS,
  POINTS_HISTORY_TYPE_LABELS,
  rolesOf,
  ROLE_LABELS,
  VCM_ITEM_STATUS_LABELS,
  type TPointsHistoryType,
  type TVcmItemStatus,
} from '@pdp/contract';
import { calendarDate, createReport, MUTED, type PdfCell } from '../../lib/pdf/index.js';
import type { PackData } from './pack-data-service.js';
import type { PackInstitute } from './pack-data-repository.js';

const none: PdfCell = { text: '—', color: MUTED };
const orNone = (text: string | null | undefined): PdfCell => (text ? text : none);
const round = (n: number) => String(Math.round(n * 100) / 100);
export const fullName = (owner: { given_name: string; family_name: string }) =>
  `${owner.given_name} ${owner.family_name}`;

/**
 * Industry currency of a unit: the latest vocational currency row in the range that names its code
 * (the row's unit codes), so the matrix says when the educator last kept up with that unit's industry.
 */
function industryCurrency(pack: PackData, code: string): string | null {
  const dates = pack.ledger
    .filter(
      (row) =>
        row.type === 'PointsVocational' && (row.unit_codes ?? '').toUpperCase().includes(code.toUpperCase()),
    )
    .map((row) => row.date);
  return dates.length ? dates[dates.length - 1]! : null;
}

/**
 * One educator's audit pack as a PDF (issue 40 §3): a cover, the passport per period as at its end,
 * the VCM matrix, the points ledger with approvals, the programs completed and the profiling summary.
 */
export async function renderPackPdf(
  institute: PackInstitute,
  logo: Buffer | null,
  pack: PackData,
  generatedAt: Date,
): Promise<Buffer> {
  const { owner, range } = pack;
  const name = fullName(owner);
  const report = await createReport({
    brand: { name: institute.name, primaryColor: institute.primary_color, logo },
    title: 'Audit pack',
    runningTitle: `Audit pack — ${name}`,
    timeZone: institute.timezone,
    generatedAt,
  });
  // Raw rows carry timestamps as the driver gives them (text).
  const when = (date: Date | string | null) => (date ? report.dateTime(new Date(date)) : null);
  report.titleBlock('Audit pack', name);
  report.details(
    [
      ['Name', name],
      ['Employee number', owner.unique_identifier ?? '—'],
      [
        'Roles',
        rolesOf(owner)
          .map((role) => ROLE_LABELS[role])
          .join(', ') || '—',
      ],
    ],
    [
      ['Employment type', owner.employment_type ?? '—'],
      ['Department', owner.department ?? '—'],
      ['Date range', `${calendarDate(range.from)} – ${calendarDate(range.to)}`],
    ],
  );
  report.table({
    heading: { text: 'Passport per period', note: 'status as at each period’s end (or today)' },
    columns: [
      { header: 'Period', width: 100 },
      { header: 'As at', width: 60 },
      { header: 'Status', width: 80 },
      { header: 'Professional', width: 70, align: 'right' },
      { header: 'Vocational', width: 70, align: 'right' },
      { header: 'Learning journeys', width: '*', align: 'right' },
    ],
    rows: pack.passports.map((p) => [
      `${calendarDate(p.period.start)} – ${calendarDate(p.period.end)}`,
      calendarDate(p.as_at),
      PASSPORT_STATUS_LABELS[p.status],
      `${round(p.achieved.professional_points)} / ${round(p.requirements?.professional_points ?? 0)}`,
      `${round(p.achieved.vocational_points)} / ${round(p.requirements?.vocational_points ?? 0)}`,
      `${p.achieved.learning_journeys} / ${p.requirements?.num_lj_required ?? 0}`,
    ]),
    emptyText: 'No passport period of the range has begun.',
  });
  if (institute.vcm_enabled)
    report.table({
      heading: { text: 'VCM matrix', note: 'units and qualifications claimed' },
      columns: [
        { header: 'Year', width: 34 },
        { header: 'Unit / qualification', width: '*' },
        { header: 'Claim types', width: 90 },
        { header: 'Review', width: 62 },
        { header: 'Reviewed by', width: 80 },
        { header: 'Industry currency', width: 62 },
      ],
      rows: pack.vcm.map((item) => {
        const currency = item.kind === 'unit' ? industryCurrency(pack, item.code) : null;
        return [
          String(item.year),
          `${item.code} ${item.title}`,
          item.claim_types.join(', ') || '—',
          VCM_ITEM_STATUS_LABELS[item.status as TVcmItemStatus] ?? item.status,
          item.reviewer ? `${item.reviewer}, ${when(item.reviewed_at) ?? ''}` : none,
          currency ? calendarDate(currency) : none,
        ];
      }),
      emptyText: 'No VCM for the years of the range.',
    });
  report.table({
    heading: { text: 'Points ledger', note: 'each row with its approval' },
    columns: [
      { header: 'Date', width: 48 },
      { header: 'Kind', width: 70 },
      { header: 'Activity', width: '*' },
      { header: 'Points', width: 40, align: 'right' },
      { header: 'Approved by, when', width: 100 },
      { header: 'Reason', width: 80 },
    ],
    rows: pack.ledger.map((row) => [
      calendarDate(row.date),
      POINTS_HISTORY_TYPE_LABELS[row.type as TPointsHistoryType] ?? row.type,
      row.detail || '—',
      round(row.points),
      row.approved_by ? `${row.approved_by}, ${when(row.approved_at) ?? ''}` : orNone(when(row.approved_at)),
      orNone(row.approval_reason),
    ]),
    emptyText: 'No points in the range.',
  });
  report.table({
    heading: { text: 'Programs completed' },
    columns: [
      { header: 'Program', width: '*' },
      { header: 'Dates', width: 110 },
      { header: 'Workshops attended', width: 110, align: 'right' },
    ],
    rows: pack.programs.map((p) => [
      p.name || '—',
      p.start_date && p.end_date ? `${calendarDate(p.start_date)} – ${calendarDate(p.end_date)}` : '—',
      `${p.attended} of ${p.workshops}`,
    ]),
    emptyText: 'No program completed in the range.',
  });
  report.table({
    heading: { text: 'Profiling summary' },
    columns: [
      { header: 'Period', width: 110 },
      { header: 'Educator', width: '*' },
      { header: 'Supervisor', width: '*' },
      { header: 'Completed', width: 70 },
    ],
    rows: pack.profiles.map((p) => [
      `${calendarDate(p.period_start)} – ${calendarDate(p.period_end)}`,
      p.educator_completed_at
        ? `Submitted ${when(p.educator_completed_at)}`
        : `${p.educator_answered_count} answered`,
      p.supervisor_completed_at
        ? `Rated ${when(p.supervisor_completed_at)}`
        : `${p.supervisor_answered_count} answered`,
      p.completed ? 'Yes' : 'No',
    ]),
    emptyText: 'No profile in the range.',
  });
  return report.end();
}
