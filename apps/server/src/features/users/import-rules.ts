import {
  isOneLine,
  LIMITS,
  needsSupervisor,
  ONE_LINE_MESSAGE,
  USER_MESSAGES,
  type TUserImportColumn,
} from '@pdp/contract';
import { yesNo, type ImportRow } from '../../lib/csv-import.js';
import { createdChange, existingChange, type ChangeLabels } from './import-changes.js';
import { importSupervisors } from './import-supervisors.js';
import type { ExistingUser, NewImportedUser, UserImportPlan } from './import-plan.js';
import { canDeactivateUser, canEditUser, type Actor } from './policies.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ROLE_COLUMNS = [
  'is_educator',
  'is_supervisor',
  'is_facilitator',
  'is_institute_admin',
  'is_guest',
] as const;
const LENGTHS: Partial<Record<TUserImportColumn, number>> = {
  unique_identifier: LIMITS.employeeNumberMax,
  given_name: LIMITS.nameMax,
  family_name: LIMITS.nameMax,
  email: LIMITS.emailMax,
  custom_1: LIMITS.customUserFieldMax,
  custom_2: LIMITS.customUserFieldMax,
};

/** What the rules need to know about the institute, looked up once before the rows are checked. */
export interface UserImportContext extends ChangeLabels {
  actor: Actor;
  existingByIdentifier: Map<string, ExistingUser>;
  /** Lower-cased email → the user holding it, in any institute (sign-in is by email). */
  emailOwners: Map<string, { institute_id: number; id: number }>;
  /** Lower-cased code → id: codes (and names) are unique in the institute whatever their case. */
  departmentIdByCode: Map<string, number>;
  employmentTypeIdByName: Map<string, number>;
  instituteId: number;
}

/**
 * The user import's rules (part 2 §5), applied to every row so the whole list of issues comes back
 * at once. Answers the issues (each "Row N: …") or, when there are none, the plan to write.
 */
export function planUserImport(rows: ImportRow<TUserImportColumn>[], context: UserImportContext) {
  const label = (key: TUserImportColumn) => context.columns[key];
  const issues: string[] = [];
  const plan: UserImportPlan = {
    created: [],
    updated: [],
    unchanged: 0,
    deactivatedIds: [],
    employmentTypeChangedIds: [],
    changes: [],
  };
  const rowOfIdentifier = new Map<string, number>();
  const rowOfEmail = new Map<string, number>();
  const supervisors = importSupervisors(context.existingByIdentifier.values(), rows);
  const departmentCodes = validValues('Department codes', context.departmentCodeById, 'Divisions');
  const employmentTypes = validValues('Employment types', context.employmentTypeNameById, 'Employment Types');

  for (const { row, cells } of rows) {
    const problems: string[] = [];
    const problem = (text: string) => problems.push(text);
    for (const key of ['unique_identifier', 'given_name', 'family_name', 'email'] as const) {
      if (!cells[key]) problem(`${label(key)} can't be blank`);
    }
    for (const [key, max] of Object.entries(LENGTHS) as [TUserImportColumn, number][]) {
      if (cells[key].length > max) problem(`${label(key)} is too long (maximum is ${max} characters)`);
      else if (!isOneLine(cells[key])) problem(`${label(key)} ${ONE_LINE_MESSAGE}`);
    }
    const email = cells.email.toLowerCase();
    if (email && !EMAIL.test(email)) problem(`Email ${cells.email} is not an email address`);

    const flags: Partial<Record<(typeof ROLE_COLUMNS)[number] | 'deactivate', boolean>> = {};
    for (const key of [...ROLE_COLUMNS, 'deactivate'] as const) {
      const value = yesNo(cells[key]);
      if (value === 'invalid') problem(`${label(key)} must be Y or N`);
      else if (value !== undefined) flags[key] = value;
    }

    const identifier = cells.unique_identifier;
    const firstRow = identifier ? rowOfIdentifier.get(identifier) : undefined;
    if (firstRow) problem(`Employee Number ${identifier} is also on row ${firstRow}`);
    else if (identifier) rowOfIdentifier.set(identifier, row);
    const emailRow = email ? rowOfEmail.get(email) : undefined;
    if (emailRow) problem(`Email ${cells.email} is also on row ${emailRow}`);
    else if (email) rowOfEmail.set(email, row);

    const existing = identifier ? context.existingByIdentifier.get(identifier) : undefined;
    const owner = email ? context.emailOwners.get(email) : undefined;
    if (owner && !(existing && owner.institute_id === context.instituteId && owner.id === existing.id)) {
      // The admin sees their own institute's users; of another institute's, nothing is said.
      problem(
        owner.institute_id === context.instituteId
          ? `Email ${cells.email} is already used by another user of this institute`
          : `Email ${cells.email} ${USER_MESSAGES.emailUnusable}`,
      );
    }
    const departmentId = cells.department_code
      ? context.departmentIdByCode.get(cells.department_code.toLowerCase())
      : null;
    if (departmentId === undefined)
      problem(`Department Code ${cells.department_code} does not exist. ${departmentCodes}`);
    const employmentTypeId = cells.employment_type
      ? context.employmentTypeIdByName.get(cells.employment_type.toLowerCase())
      : null;
    if (employmentTypeId === undefined)
      problem(`Employment Type ${cells.employment_type} does not exist. ${employmentTypes}`);

    const fields = {
      given_name: cells.given_name,
      family_name: cells.family_name,
      email,
      department_id: departmentId ?? null,
      employment_type_id: employmentTypeId ?? null,
      custom_1: cells.custom_1 || null,
      custom_2: cells.custom_2 || null,
    };
    if (existing) {
      checkExistingRow(existing, flags.deactivate === true, context, problem);
      if (!problems.length)
        addUpdate(plan, { row, existing, fields, deactivate: flags.deactivate === true }, context);
      // Later rows name a supervisor as this row leaves them: deactivated, or by a new email.
      if (flags.deactivate === true) supervisors.remove(existing.unique_identifier, existing.email);
      else if (existing.is_supervisor && existing.active && email)
        supervisors.add(existing.unique_identifier, email);
    } else {
      const supervisorCell = cells.supervisor_unique_identifier;
      for (const key of ['department_code', 'employment_type'] as const) {
        if (!cells[key]) problem(`${label(key)} is required for a new user`);
      }
      for (const key of ['is_educator', 'is_supervisor'] as const) {
        if (!cells[key]) problem(`${label(key)} is required for a new user (Y or N)`);
      }
      if (!ROLE_COLUMNS.some((key) => flags[key])) problem('A new user needs at least one role (Y)');
      const hasSupervisor = needsSupervisor({
        is_educator: flags.is_educator ?? false,
        is_guest: flags.is_guest ?? false,
      });
      const supervisor = supervisorCell ? supervisors.resolve(supervisorCell, row) : null;
      if (hasSupervisor && !supervisor) {
        problem(`${label('supervisor_unique_identifier')} is required for a new educator or guest`);
      } else if (supervisor && 'problem' in supervisor) {
        problem(supervisor.problem);
      }
      if (!problems.length) {
        const user: NewImportedUser = {
          ...fields,
          unique_identifier: identifier,
          supervisor_identifier:
            hasSupervisor && supervisor && 'identifier' in supervisor ? supervisor.identifier : null,
          active: flags.deactivate !== true,
          is_educator: flags.is_educator ?? false,
          is_supervisor: flags.is_supervisor ?? false,
          is_facilitator: flags.is_facilitator ?? false,
          is_institute_admin: flags.is_institute_admin ?? false,
          is_guest: flags.is_guest ?? false,
        };
        plan.created.push(user);
        plan.changes.push(createdChange(row, user, context));
      }
      if (flags.is_supervisor && flags.deactivate !== true && identifier) supervisors.add(identifier, email);
    }
    for (const text of problems) issues.push(`Row ${row}: ${text}`);
  }
  return { issues, plan };
}

/** How many valid values an issue lists; the settings screen it names has them all. */
const LISTED_VALUES = 20;

/**
 * "Department codes: ENG, PLB" for an issue about an unknown value, so the admin need not look them up:
 * at most LISTED_VALUES in alphabetical order, then "and N more (see … in the institute settings)".
 */
function validValues(what: string, values: Map<number, string>, settings: string) {
  const where = `see ${settings} in the institute settings`;
  const all = [...values.values()].sort((a, b) => a.localeCompare(b));
  if (!all.length) return `The institute has none yet (${where}).`;
  const more = all.length - LISTED_VALUES;
  return `${what}: ${all.slice(0, LISTED_VALUES).join(', ')}${more > 0 ? ` and ${more} more (${where})` : ''}`;
}

function checkExistingRow(
  existing: ExistingUser,
  deactivate: boolean,
  context: UserImportContext,
  problem: (text: string) => void,
) {
  const user = { ...existing, institute_id: context.instituteId };
  if (!canEditUser(context.actor, user)) {
    problem(
      `Employee Number ${existing.unique_identifier} is a super admin, who only a super admin can change`,
    );
  } else if (deactivate && existing.active && !canDeactivateUser(context.actor, user)) {
    problem('You cannot deactivate your own account');
  }
}

/** Existing users: names, email, department, employment type and custom fields; never roles or supervisor. */
function addUpdate(
  plan: UserImportPlan,
  {
    row,
    existing,
    fields,
    deactivate,
  }: {
    row: number;
    existing: ExistingUser;
    fields: Omit<NewImportedUser, 'unique_identifier' | 'supervisor_identifier' | 'active' | `is_${string}`>;
    deactivate: boolean;
  },
  labels: ChangeLabels,
) {
  const next = {
    id: existing.id,
    given_name: fields.given_name,
    family_name: fields.family_name,
    email: fields.email,
    // Blank optional cells keep what is stored.
    department_id: fields.department_id ?? existing.department_id,
    employment_type_id: fields.employment_type_id ?? existing.employment_type_id,
    custom_1: fields.custom_1 ?? existing.custom_1,
    custom_2: fields.custom_2 ?? existing.custom_2,
    active: deactivate ? false : existing.active,
  };
  const changed = (Object.keys(next) as (keyof typeof next)[]).some((key) =>
    key === 'email' ? next.email !== existing.email.toLowerCase() : next[key] !== existing[key],
  );
  if (deactivate && existing.active) plan.deactivatedIds.push(existing.id);
  if (next.employment_type_id !== existing.employment_type_id)
    plan.employmentTypeChangedIds.push(existing.id);
  if (changed) plan.updated.push(next);
  else plan.unchanged += 1;
  plan.changes.push(existingChange(row, existing, next, labels));
}
