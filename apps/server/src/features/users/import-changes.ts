import type { TImportChange, TImportFieldChange, TUserImportColumn } from '@pdp/contract';
import type { ExistingUser, ImportedUserUpdate, NewImportedUser } from './import-plan.js';

/** How the plan shows ids: the department's code and the employment type's name, as the file has them. */
export interface ChangeLabels {
  columns: Record<TUserImportColumn, string>;
  departmentCodeById: Map<number, string>;
  employmentTypeNameById: Map<number, string>;
}

const ROLES = [
  ['is_educator', 'Educator'],
  ['is_supervisor', 'Supervisor'],
  ['is_facilitator', 'Facilitator'],
  ['is_institute_admin', 'Institute Admin'],
  ['is_guest', 'Guest'],
] as const;

type Shown = Pick<
  ImportedUserUpdate,
  'given_name' | 'family_name' | 'email' | 'department_id' | 'employment_type_id' | 'custom_1' | 'custom_2'
>;

/** The fields both a new and an updated user have, by their column headers, as shown in the plan. */
function shownFields(user: Shown, labels: ChangeLabels): [string, string | null][] {
  const { columns } = labels;
  return [
    [columns.given_name, user.given_name],
    [columns.family_name, user.family_name],
    [columns.email, user.email],
    [columns.department_code, labels.departmentCodeById.get(user.department_id ?? -1) ?? null],
    [columns.employment_type, labels.employmentTypeNameById.get(user.employment_type_id ?? -1) ?? null],
    [columns.custom_1, user.custom_1],
    [columns.custom_2, user.custom_2],
  ];
}

const recordOf = (identifier: string, user: { given_name: string; family_name: string }) =>
  `${identifier} · ${user.given_name} ${user.family_name}`;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** A row that creates a user: every value it sets. */
export function createdChange(row: number, user: NewImportedUser, labels: ChangeLabels): TImportChange {
  const fields: TImportFieldChange[] = shownFields(user, labels)
    .filter(([, after]) => after !== null)
    .map(([field, after]) => ({ field, before: null, after }));
  if (user.supervisor_identifier) {
    fields.push({
      field: labels.columns.supervisor_unique_identifier,
      before: null,
      after: user.supervisor_identifier,
    });
  }
  const roles = ROLES.filter(([key]) => user[key]).map(([, name]) => name);
  fields.push({ field: 'Roles', before: null, after: roles.join(', ') });
  if (!user.active) fields.push({ field: 'Active', before: null, after: 'No' });
  return {
    row,
    action: 'create',
    record: recordOf(user.unique_identifier, user),
    record_id: null,
    fields,
  };
}

/** A row that matches an existing user: the fields that change, and whether it deactivates them. */
export function existingChange(
  row: number,
  existing: ExistingUser,
  next: ImportedUserUpdate,
  labels: ChangeLabels,
): TImportChange {
  const before = new Map(shownFields(existing, labels));
  const fields: TImportFieldChange[] = shownFields(next, labels)
    .filter(([field, after]) =>
      field === labels.columns.email
        ? after !== existing.email.toLowerCase()
        : after !== (before.get(field) ?? null),
    )
    .map(([field, after]) => ({ field, before: before.get(field) ?? null, after }));
  if (next.active !== existing.active) {
    fields.push({ field: 'Active', before: yesNo(existing.active), after: yesNo(next.active) });
  }
  const deactivates = existing.active && !next.active;
  return {
    row,
    action: deactivates ? 'deactivate' : fields.length ? 'update' : 'unchanged',
    record: recordOf(existing.unique_identifier, existing),
    record_id: existing.id,
    fields,
  };
}
