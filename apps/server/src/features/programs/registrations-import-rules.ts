import {
  counted,
  LIMITS,
  REGISTRATION_IMPORT_COLUMNS,
  REGISTRATION_MESSAGES,
  workshopHeader,
} from '@pdp/contract';
import { yesNo, type ImportRow } from '../../lib/csv-import.js';
import {
  registrationChange,
  shownValues,
  type ExistingRegistration,
  type ImportProgram,
  type ImportUser,
  type RegistrationImportPlan,
} from './registrations-import-plan.js';

export type WorkshopKey = `workshop_${number}`;
export type RegistrationImportKey = keyof typeof REGISTRATION_IMPORT_COLUMNS | WorkshopKey;
export const workshopKey = (n: number): WorkshopKey => `workshop_${n}`;

export interface RegistrationImportContext {
  program: ImportProgram;
  /** Registrations that hold a place (pending or approved; a refused one does not). */
  placesTaken: number;
  registrationByUserId: Map<number, ExistingRegistration>;
  userByIdentifier: Map<string, ImportUser>;
}

const FLAGS = [
  ['hurdle', 'hurdle'],
  ['learning_journey', 'is_learning_journey'],
  ['completed', 'completed'],
] as const;

/**
 * A Workshop column beyond the program's workshops is refused only when a row fills it: the generic
 * template's three columns, left blank, fit a program of two.
 */
export function checkWorkshopColumns(
  rows: ImportRow<RegistrationImportKey>[],
  program: ImportProgram,
  max: number,
) {
  const count = program.workshopIds.length;
  const has = count ? `${counted(count, 'workshop')} (Workshop 1 to Workshop ${count})` : 'no workshops';
  const issues: string[] = [];
  for (let n = count + 1; n <= max; n++) {
    const key = workshopKey(n);
    const filled = rows[0]?.has(key) ? rows.find(({ cells }) => cells[key] !== '') : undefined;
    if (filled)
      issues.push(
        `Row ${filled.row}: The file has the column ${workshopHeader(n)}, but this program has ${has}.`,
      );
  }
  return issues;
}

/**
 * The registration import's rules (part 2 §5), applied to every row so every issue comes back at once
 * ("Row N: …"). A column the file lacks leaves that value as it is (a new registration: No); a blank
 * cell is No. A completed registration keeps its attendance, hurdle and learning journey unless the
 * same row uncompletes it (the rule of the Attendance tab). Rows create registrations (approved, as
 * when an admin adds a user) for active educators and guests only, and only on a published program
 * (a draft's existing ones are updated); the import records attendance after the event, so neither
 * _Registrations open_ nor the cut-off applies to it.
 */
export function planRegistrationImport(
  rows: ImportRow<RegistrationImportKey>[],
  context: RegistrationImportContext,
): { issues: string[]; plan: RegistrationImportPlan } {
  const { program } = context;
  const issues: string[] = [];
  const plan: RegistrationImportPlan = {
    created: [],
    updated: [],
    attendance: [],
    completedUserIds: [],
    uncompletedIds: [],
    unchanged: 0,
    changes: [],
  };
  const rowOfIdentifier = new Map<string, number>();
  const label = (key: RegistrationImportKey) =>
    key.startsWith('workshop_')
      ? workshopHeader(Number(key.slice(9)))
      : REGISTRATION_IMPORT_COLUMNS[key as keyof typeof REGISTRATION_IMPORT_COLUMNS];

  for (const { row, cells, has } of rows) {
    const problems: string[] = [];
    const identifier = cells.employee_number;
    for (const [key, value] of Object.entries(cells) as [RegistrationImportKey, string][]) {
      if (value.length > LIMITS.importTextMax)
        problems.push(`${label(key)} is too long (maximum is ${LIMITS.importTextMax} characters)`);
    }
    const read = (key: RegistrationImportKey): boolean | undefined => {
      if (!has(key)) return undefined;
      const value = yesNo(cells[key] ?? '');
      if (value === 'invalid') {
        problems.push(`${label(key)} must be Y or N`);
        return undefined;
      }
      return value ?? false;
    };
    const flags = Object.fromEntries(FLAGS.map(([column, field]) => [field, read(column)]));
    const presence = program.workshopIds.map((_, i) => read(workshopKey(i + 1)));

    const user = identifier ? context.userByIdentifier.get(identifier) : undefined;
    const existing = user ? context.registrationByUserId.get(user.id) : undefined;
    const firstRow = identifier ? rowOfIdentifier.get(identifier) : undefined;
    if (!identifier) problems.push(`${REGISTRATION_IMPORT_COLUMNS.employee_number} can't be blank`);
    else if (firstRow) problems.push(`Employee Number ${identifier} is also on row ${firstRow}`);
    else if (!user) problems.push(`Employee Number ${identifier} is not a user of this institute`);
    else if (!existing && !(user.active && (user.is_educator || user.is_guest)))
      problems.push(`Employee Number ${identifier} ${REGISTRATION_MESSAGES.notRegistrant}`);
    else if (!existing && !program.published)
      problems.push(`Employee Number ${identifier} ${REGISTRATION_MESSAGES.draftImport}`);
    if (identifier && !firstRow) rowOfIdentifier.set(identifier, row);

    const before = existing ?? { hurdle: false, is_learning_journey: false, completed: false, presentAt: [] };
    const next = {
      hurdle: flags.hurdle ?? before.hurdle,
      is_learning_journey: flags.is_learning_journey ?? before.is_learning_journey,
      completed: flags.completed ?? before.completed,
    };
    const presentBefore = new Set(before.presentAt);
    const presentAt = program.workshopIds.filter((id, i) => presence[i] ?? presentBefore.has(id));
    const beforeShown = shownValues(before, before.presentAt, program.workshopIds);
    const afterShown = shownValues(next, presentAt, program.workshopIds);
    // As on the Attendance tab: only an approved registration is completed (a pending or refused
    // one would be awarded its points).
    if (existing && existing.status !== 'approved' && next.completed && !before.completed)
      problems.push(REGISTRATION_MESSAGES.notApproved);
    if (existing?.completed && next.completed) {
      const locked = [...afterShown.keys()].filter(
        (field) =>
          field !== REGISTRATION_IMPORT_COLUMNS.completed && afterShown.get(field) !== beforeShown.get(field),
      );
      if (locked.length) problems.push(`${REGISTRATION_MESSAGES.completedLocked} (${locked.join(', ')})`);
    }
    issues.push(...problems.map((problem) => `Row ${row}: ${problem}`));
    if (problems.length || !user) continue;

    const change = registrationChange(row, user, existing && beforeShown, afterShown, existing?.id ?? null);
    plan.changes.push(change);
    if (next.completed && !before.completed) plan.completedUserIds.push(user.id);
    if (!existing) {
      plan.created.push({ ...next, user_id: user.id, presentAt });
      continue;
    }
    if (change.action === 'unchanged') plan.unchanged += 1;
    else {
      const flagsChanged = FLAGS.some(([, field]) => next[field] !== before[field]);
      plan.updated.push({ ...next, id: existing.id, flagsChanged });
    }
    if (existing.completed && !next.completed) plan.uncompletedIds.push(existing.id);
    const attendanceChanges = program.workshopIds.some((id, i) => {
      const present = presence[i];
      return present !== undefined && present !== presentBefore.has(id);
    });
    if (attendanceChanges)
      plan.attendance.push({ registration_id: existing.id, presentAt, before: before.presentAt });
  }

  const limit = program.attendee_limit;
  const total = context.placesTaken + plan.created.length;
  if (limit !== null && plan.created.length && total > limit) {
    issues.push(
      `The import adds ${plan.created.length} registrations to the ${context.placesTaken} the program has: ` +
        `${total} is over its attendee limit of ${limit}.`,
    );
  }
  return { issues, plan };
}
