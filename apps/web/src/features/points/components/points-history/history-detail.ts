import {
  ACTIVITY_INTERVAL_LABELS,
  counted,
  PROGRAM_TYPE_LABELS,
  type TPointsHistory,
  type TProgramType,
  type TWorkshopAttendance,
} from '@pdp/contract';
import { formatDate, formatDateTime, parseDate } from '../../../../lib/dates';

/** One line of a history row's detail: a label and its text, or links (the attachments). */
export interface HistoryDetailItem {
  label: string;
  text?: string;
  links?: { href: string; label: string }[];
  /** The program's page (part 2 §2: a program row goes to /programs/{id}). */
  programId?: number;
}

const isProgramType = (value: string): value is TProgramType => Object.hasOwn(PROGRAM_TYPE_LABELS, value);

/** "3 hours", "1.5 days", or the number alone when the interval is missing. */
export function formatDuration(
  duration: number | null,
  interval: TPointsHistory['activity_interval'],
): string | null {
  if (duration === null) return null;
  return interval ? `${duration} ${ACTIVITY_INTERVAL_LABELS[interval].toLowerCase()}` : String(duration);
}

/** A program's length in days, counting both ends ("1 day" for a one-day program). */
export function programDays(start: string | null, end: string | null): string | null {
  const from = parseDate(start);
  const to = parseDate(end);
  if (!from || !to) return null;
  const days = Math.round((to.getTime() - from.getTime()) / 86_400_000) + 1;
  if (days < 1) return null;
  return counted(days, 'day');
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const pointsText = (points: number) => counted(points, 'point');

/** "Induction: attended, 2 points" per workshop, one a line; "None" for a program without workshops. */
export function workshopAttendancesText(workshops: TWorkshopAttendance[]): string {
  if (!workshops.length) return 'None';
  return workshops
    .map(
      (w) =>
        `${w.name?.trim() || 'Workshop'}: ${w.attended ? 'attended' : 'not attended'}, ${pointsText(w.eligible_points)}`,
    )
    .join('\n');
}

/**
 * The expandable detail of a points history row (part 2 §3 "Points history row": type, program
 * name/type/dates/duration/domain and summary, activity name/date/duration/interval, the text areas,
 * unit codes, attachments, the program's flyer, learning journey equivalent/achieved, workshop
 * attendances with their eligible points, the institute's requirement flags). Fields the row does not
 * have are left out.
 */
export function historyDetailItems(row: TPointsHistory): HistoryDetailItem[] {
  const items: (HistoryDetailItem | null)[] = [{ label: 'Type', text: row.type_label }];
  const add = (label: string, text: string | null | undefined) =>
    items.push(text === null || text === undefined || text.trim() === '' ? null : { label, text });

  if (row.program) {
    const { program } = row;
    items.push({ label: 'Program', text: program.name ?? `Program ${program.id}`, programId: program.id });
    add(
      'Program type',
      program.program_type && isProgramType(program.program_type)
        ? PROGRAM_TYPE_LABELS[program.program_type]
        : program.program_type,
    );
    const dates = [program.start_date, program.end_date].filter(Boolean).map(formatDate);
    add('Program dates', dates.length ? [...new Set(dates)].join(' – ') : null);
    add('Program duration', programDays(program.start_date, program.end_date));
    add('Summary', row.summary);
  } else {
    add('Activity', row.activity_name);
  }
  add('Domain', row.domain_name);
  add('Activity date', row.activity_date ? formatDate(row.activity_date) : null);
  add('Activity duration', formatDuration(row.activity_duration, row.activity_interval));
  add('How it informs teaching practice', row.inform_teaching_practice);
  add('Related units or courses', row.related_to_units);
  add('Student benefit', row.student_benefit);
  add('Unit codes', row.unit_codes);
  add('Notes', row.notes);
  add('Approval reason', row.approval_reason);
  items.push({
    label: 'Attachments',
    text: row.evidences.length ? undefined : 'None',
    links: row.evidences.flatMap((evidence) =>
      evidence.file_url ? [{ href: evidence.file_url, label: evidence.metadata.filename }] : [],
    ),
  });
  if (row.program_flyer)
    items.push({
      label: 'Program flyer',
      links: [{ href: row.program_flyer.url, label: row.program_flyer.filename }],
    });
  if (row.type === 'PointsRea') add('Learning journey equivalent', yesNo(row.learning_journey_equivalent));
  if (row.learning_journey_achieved !== null)
    add('Learning journey achieved', yesNo(row.learning_journey_achieved));
  if (row.workshop_attendances)
    add('Workshop attendances', workshopAttendancesText(row.workshop_attendances));
  for (const flag of row.requirement_flags ?? [])
    add(flag.name, flag.value === null ? 'Not recorded' : yesNo(flag.value));
  add('Added', formatDateTime(row.created_at));
  return items.filter((item): item is HistoryDetailItem => item !== null);
}
