import {
  ACTIVITY_DURATION_MAX,
  ACTIVITY_INTERVALS,
  isOneLine,
  LIMITS,
  ONE_LINE_MESSAGE,
  POINT_ACTIVITY_NAME_MAX,
  POINT_TEXT_MAX,
  POINTS_IMPORT_COLUMNS as COLUMNS,
  POINTS_IMPORT_TYPES,
  POINTS_MAX,
  type TActivityInterval,
  type TImportChange,
  type TPointsImportColumn,
  type TPointsImportType,
} from '@pdp/contract';
import { yesNo, type ImportRow } from '../../lib/csv-import.js';

/** A user of the institute a row may name, by Employee Number or Email. */
export interface PointsImportUser {
  id: number;
  unique_identifier: string | null;
  email: string;
  given_name: string;
  family_name: string;
  active: boolean;
  is_super_admin: boolean;
}

export interface PointsImportContext {
  userByIdentifier: Map<string, PointsImportUser>;
  /** Lower-cased email → user. */
  userByEmail: Map<string, PointsImportUser>;
  /** Unit Codes apply to vocational currency only when the institute uses units. */
  usesUnits: boolean;
  /** Point requests are for active users only; a history row may be for a user who has left. */
  activeUsersOnly: boolean;
}

/** One valid row: what the history row or the point request stores. */
export interface PointsImportEntry {
  row: number;
  user_id: number;
  type: TPointsImportType;
  activity_date: string;
  /** Decimal text as written (at most 2 places), so no float rounding reaches the numeric column. */
  points: string;
  activity_name: string;
  activity_duration: string | null;
  activity_interval: TActivityInterval | null;
  notes: string | null;
  inform_teaching_practice: string | null;
  related_to_units: string | null;
  student_benefit: string | null;
  learning_journey_equivalent: boolean;
  unit_codes: string | null;
}

const TEXT_LIMITS: Partial<Record<TPointsImportColumn, number>> = {
  activity_name: POINT_ACTIVITY_NAME_MAX,
  notes: POINT_TEXT_MAX,
  inform_teaching_practice: POINT_TEXT_MAX,
  related_to_units: POINT_TEXT_MAX,
  student_benefit: POINT_TEXT_MAX,
  unit_codes: POINT_TEXT_MAX,
};
const DECIMAL = /^\d{1,9}(\.\d{1,2})?$/;
const typeByLabel = new Map(
  Object.entries(POINTS_IMPORT_TYPES).map(([label, type]) => [label.toLowerCase(), type]),
);
const labelOfType = new Map(Object.entries(POINTS_IMPORT_TYPES).map(([label, type]) => [type, label]));

/** A date cell, YYYY-MM-DD or dd/mm/YYYY (part 2 §5), as yyyy-MM-dd; undefined when neither or no real day. */
export function importDate(cell: string): string | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(cell);
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(cell);
  const [year, month, day] = iso
    ? [iso[1]!, iso[2]!, iso[3]!]
    : dmy
      ? [dmy[3]!, dmy[2]!.padStart(2, '0'), dmy[1]!.padStart(2, '0')]
      : [];
  if (!year || Number(year) < 1900 || Number(year) > 2100) return undefined;
  const value = `${year}-${month}-${day}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

/** A number cell: 0 or more, at most 2 decimal places, at most `max`. */
function decimal(cell: string, max: number): string | 'invalid' | 'too large' {
  if (!DECIMAL.test(cell)) return 'invalid';
  return Number(cell) > max ? 'too large' : cell;
}

const recordOf = (user: PointsImportUser) =>
  `${user.unique_identifier ?? user.email} · ${user.given_name} ${user.family_name}`;

/** The user a row names: by Employee Number, by Email, or both (then the same user). */
function rowUser(
  cells: Record<TPointsImportColumn, string>,
  context: PointsImportContext,
  problems: string[],
): PointsImportUser | undefined {
  const identifier = cells.employee_number;
  const email = cells.email;
  if (!identifier && !email) {
    problems.push(`${COLUMNS.employee_number} or ${COLUMNS.email} is required`);
    return undefined;
  }
  const byIdentifier = identifier ? context.userByIdentifier.get(identifier) : undefined;
  const byEmail = email ? context.userByEmail.get(email.toLowerCase()) : undefined;
  if (identifier && !byIdentifier)
    problems.push(`Employee Number ${identifier} is not a user of this institute`);
  if (email && !byEmail) problems.push(`Email ${email} is not a user of this institute`);
  if (byIdentifier && byEmail && byIdentifier.id !== byEmail.id)
    problems.push(`Employee Number ${identifier} and Email ${email} are different users`);
  const user = byIdentifier ?? byEmail;
  if (!user || (identifier && !byIdentifier) || (email && !byEmail)) return undefined;
  if (user.is_super_admin) problems.push(`${recordOf(user)} is a super admin, who has no points`);
  else if (context.activeUsersOnly && !user.active) problems.push(`${recordOf(user)} is inactive`);
  return user;
}

/**
 * The activity imports' rules (part 2 §5), applied to every row so every issue comes back at once
 * ("Row N: …"). Answers the issues, or the entries to write and the plan row by row.
 */
export function planPointsImport(rows: ImportRow<TPointsImportColumn>[], context: PointsImportContext) {
  const issues: string[] = [];
  const entries: PointsImportEntry[] = [];
  const changes: TImportChange[] = [];
  for (const { row, cells } of rows) {
    const problems: string[] = [];
    for (const [key, value] of Object.entries(cells) as [TPointsImportColumn, string][]) {
      const max = TEXT_LIMITS[key] ?? LIMITS.importTextMax;
      if (value.length > max) problems.push(`${COLUMNS[key]} is too long (maximum is ${max} characters)`);
    }
    const user = rowUser(cells, context, problems);
    const type = typeByLabel.get(cells.points_type.toLowerCase());
    if (!type)
      problems.push(`${COLUMNS.points_type} must be ${Object.keys(POINTS_IMPORT_TYPES).join(' or ')}`);
    if (!cells.activity_name) problems.push(`${COLUMNS.activity_name} can't be blank`);
    else if (!isOneLine(cells.activity_name)) problems.push(`${COLUMNS.activity_name} ${ONE_LINE_MESSAGE}`);
    const date = importDate(cells.activity_date);
    if (!cells.activity_date) problems.push(`${COLUMNS.activity_date} can't be blank`);
    else if (!date) problems.push(`${COLUMNS.activity_date} must be a date as YYYY-MM-DD or dd/mm/YYYY`);
    const points = cells.points ? decimal(cells.points, POINTS_MAX) : undefined;
    if (points === undefined) problems.push(`${COLUMNS.points} can't be blank`);
    else if (points === 'invalid')
      problems.push(`${COLUMNS.points} must be a number, 0 or more, with at most 2 decimal places`);
    else if (points === 'too large') problems.push(`${COLUMNS.points} must be ${POINTS_MAX} or less`);
    const duration = cells.activity_duration ? decimal(cells.activity_duration, ACTIVITY_DURATION_MAX) : null;
    if (duration === 'invalid')
      problems.push(
        `${COLUMNS.activity_duration} must be a number, 0 or more, with at most 2 decimal places`,
      );
    else if (duration === 'too large')
      problems.push(`${COLUMNS.activity_duration} must be ${ACTIVITY_DURATION_MAX} or less`);
    const interval = cells.activity_interval.toLowerCase() as TActivityInterval;
    if (cells.activity_interval && !ACTIVITY_INTERVALS.includes(interval))
      problems.push(`${COLUMNS.activity_interval} must be one of ${ACTIVITY_INTERVALS.join(', ')}`);
    const learningJourney = yesNo(cells.learning_journey_equivalent);
    if (learningJourney === 'invalid') problems.push(`${COLUMNS.learning_journey_equivalent} must be Y or N`);
    else if (learningJourney && type === 'vocational')
      problems.push(`${COLUMNS.learning_journey_equivalent} applies to External Professional Currency only`);
    if (cells.unit_codes && (type === 'professional' || (type && !context.usesUnits)))
      problems.push(
        type === 'professional'
          ? `${COLUMNS.unit_codes} apply to Vocational Currency only`
          : `${COLUMNS.unit_codes} cannot be set: this institute does not use units for vocational currency`,
      );
    issues.push(...problems.map((problem) => `Row ${row}: ${problem}`));
    if (problems.length || !user || !type || !date || !points || points === 'invalid') continue;

    const orNull = (value: string) => value || null;
    const entry: PointsImportEntry = {
      row,
      user_id: user.id,
      type,
      activity_date: date,
      points,
      activity_name: cells.activity_name,
      activity_duration: typeof duration === 'string' && duration !== 'invalid' ? duration : null,
      activity_interval: cells.activity_interval ? interval : null,
      notes: orNull(cells.notes),
      inform_teaching_practice: orNull(cells.inform_teaching_practice),
      related_to_units: orNull(cells.related_to_units),
      student_benefit: orNull(cells.student_benefit),
      learning_journey_equivalent: learningJourney === true,
      unit_codes: orNull(cells.unit_codes),
    };
    entries.push(entry);
    changes.push(entryChange(entry, user));
  }
  return { issues, entries, changes };
}

/** The plan's row for an entry: a create with the values it sets, as the file has them. */
function entryChange(entry: PointsImportEntry, user: PointsImportUser): TImportChange {
  const shown: [TPointsImportColumn, string | null][] = [
    ['points_type', labelOfType.get(entry.type)!],
    ['activity_name', entry.activity_name],
    ['activity_date', entry.activity_date],
    ['activity_duration', entry.activity_duration],
    ['activity_interval', entry.activity_interval],
    ['points', entry.points],
    ['notes', entry.notes],
    ['inform_teaching_practice', entry.inform_teaching_practice],
    ['related_to_units', entry.related_to_units],
    ['student_benefit', entry.student_benefit],
    [
      'learning_journey_equivalent',
      entry.type === 'professional' ? (entry.learning_journey_equivalent ? 'Yes' : 'No') : null,
    ],
    ['unit_codes', entry.unit_codes],
  ];
  return {
    row: entry.row,
    action: 'create',
    record: recordOf(user),
    record_id: null,
    fields: shown
      .filter(([, value]) => value !== null)
      .map(([key, value]) => ({ field: COLUMNS[key], before: null, after: value })),
  };
}

/** The counts of an import's entries. */
export const pointsImportStats = (entries: PointsImportEntry[]) => ({
  created: entries.length,
  vocational: entries.filter((e) => e.type === 'vocational').length,
  professional: entries.filter((e) => e.type === 'professional').length,
  users: new Set(entries.map((e) => e.user_id)).size,
});
