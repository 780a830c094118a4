import {
  REGISTRATION_IMPORT_COLUMNS,
  workshopHeader,
  type TImportChange,
  type TImportFieldChange,
} from '@pdp/contract';

/** What the import reads of the program: its limit and its workshops in start order. */
export interface ImportProgram {
  id: number;
  name: string | null;
  attendee_limit: number | null;
  /** A draft takes no new registrations (as Add users on the Attendance tab); existing ones update. */
  published: boolean;
  workshopIds: number[];
}

/** A stored registration of the program, with the workshops it was present at. */
export interface ExistingRegistration {
  id: number;
  user_id: number;
  status: 'pending' | 'approved' | 'incomplete';
  completed: boolean;
  hurdle: boolean;
  is_learning_journey: boolean;
  presentAt: number[];
}

/** A user of the institute an Employee Number names. */
export interface ImportUser {
  id: number;
  unique_identifier: string;
  given_name: string;
  family_name: string;
  email: string;
  active: boolean;
  is_educator: boolean;
  is_guest: boolean;
}

export interface RegistrationFlags {
  hurdle: boolean;
  is_learning_journey: boolean;
  completed: boolean;
}

/** Everything a valid file changes, written set by set in one transaction. */
export interface RegistrationImportPlan {
  created: (RegistrationFlags & { user_id: number; presentAt: number[] })[];
  /** Existing registrations the file changes; `flagsChanged` when the registration's own flags do (else only its attendance). */
  updated: (RegistrationFlags & { id: number; flagsChanged: boolean })[];
  /** Existing registrations whose attendance changes: the workshops they are now and were present at. */
  attendance: { registration_id: number; presentAt: number[]; before: number[] }[];
  /** Users whose registration becomes completed (N → Y): awarded points and emailed. */
  completedUserIds: number[];
  /** Registrations that stop being completed (Y → N): their points row goes. */
  uncompletedIds: number[];
  unchanged: number;
  changes: TImportChange[];
}

export const importStats = (plan: RegistrationImportPlan) => ({
  created: plan.created.length,
  updated: plan.updated.length,
  existing: plan.unchanged,
  completed: plan.completedUserIds.length,
});

const shown = (value: boolean) => (value ? 'Yes' : 'No');
const recordOf = (user: ImportUser) => `${user.unique_identifier} · ${user.given_name} ${user.family_name}`;

/** A registration's values by column header: each workshop's presence, then the flags. */
export function shownValues(flags: RegistrationFlags, presentAt: number[], workshopIds: number[]) {
  const present = new Set(presentAt);
  return new Map<string, boolean>([
    ...workshopIds.map((id, i) => [workshopHeader(i + 1), present.has(id)] as const),
    [REGISTRATION_IMPORT_COLUMNS.hurdle, flags.hurdle],
    [REGISTRATION_IMPORT_COLUMNS.learning_journey, flags.is_learning_journey],
    [REGISTRATION_IMPORT_COLUMNS.completed, flags.completed],
  ]);
}

/** The plan's row: a create lists what it sets to Yes; an update, what changes. */
export function registrationChange(
  row: number,
  user: ImportUser,
  before: Map<string, boolean> | undefined,
  after: Map<string, boolean>,
  recordId: number | null,
): TImportChange {
  const fields: TImportFieldChange[] = [];
  for (const [field, value] of after) {
    if (!before && value) fields.push({ field, before: null, after: shown(value) });
    if (before && before.get(field) !== value)
      fields.push({ field, before: shown(before.get(field) ?? false), after: shown(value) });
  }
  const action = !before ? 'create' : fields.length ? 'update' : 'unchanged';
  return { row, action, record: recordOf(user), record_id: recordId, fields };
}
