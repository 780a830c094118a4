/**
 * The user form (part 2 "User profile", §5): its values, what it sends, and its resolver. The
 * contract is the rule book: `ZCreateUserBody`'s user when creating (everything), `ZUserInput`
 * when editing, over the changed fields only, so a stored value the form cannot fix never blocks
 * a save.
 */
import {
  EDITABLE_ROLE_FLAGS,
  needsSupervisor,
  USER_MESSAGES,
  type TUserDetail,
  type ZUserInput,
} from '@pdp/contract';
import type { Control, FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { lazyResolver } from '../../../../lib/forms/lazy-resolver';
import type { NewUser } from '../../api/create-user';
import type { UserChanges } from '../../api/update-user';

export type RoleFlag = (typeof EDITABLE_ROLE_FLAGS)[number];

/** The supervisor as the form holds it: enough to show the name without another request. */
export interface SupervisorChoice {
  id: number;
  full_name: string;
}

export interface UserFormValues extends Record<RoleFlag, boolean> {
  unique_identifier: string;
  given_name: string;
  family_name: string;
  email: string;
  employment_type_id: number | null;
  department_id: number | null;
  custom_1: string;
  custom_2: string;
  supervisor: SupervisorChoice | null;
}

export interface UserFormMode {
  isNew: boolean;
  /** A super admin's roles are fixed: the form never sends role flags for them. */
  isSuperAdmin: boolean;
}

/** The form's control, as its field components take it. */
export type UserFormControl = Control<UserFormValues, UserFormContext, UserChanges>;

/** What the resolver compares against: the values the form started from (or was last saved as). */
export interface UserFormContext {
  initial: UserFormValues;
}

export type InputField = keyof z.input<typeof ZUserInput>;
export type UserInputDraft = Partial<Record<InputField, unknown>>;

/** The form's field names, and the roles group's, for `applyServerErrors`. */
export const USER_FORM_FIELDS = [
  'unique_identifier',
  'given_name',
  'family_name',
  'email',
  'employment_type_id',
  'department_id',
  'custom_1',
  'custom_2',
  'supervisor',
  'user_roles',
] as const;

/** Server names the `x_id` → `x` rule does not cover (part 2 §5 lists both spellings). */
export const USER_FIELD_MAP: Readonly<Record<string, string>> = {
  department: 'department_id',
  employment_type: 'employment_type_id',
  ...Object.fromEntries(EDITABLE_ROLE_FLAGS.map((flag) => [flag, 'user_roles'])),
};

export const NEW_USER_VALUES: UserFormValues = {
  unique_identifier: '',
  given_name: '',
  family_name: '',
  email: '',
  employment_type_id: null,
  department_id: null,
  custom_1: '',
  custom_2: '',
  supervisor: null,
  is_guest: false,
  is_educator: false,
  is_facilitator: false,
  is_institute_admin: false,
  is_supervisor: false,
};

export function toFormValues(user: TUserDetail): UserFormValues {
  return {
    unique_identifier: user.unique_identifier ?? '',
    given_name: user.given_name,
    family_name: user.family_name,
    email: user.email,
    employment_type_id: user.employment_type_id,
    department_id: user.department_id,
    custom_1: user.custom_1 ?? '',
    custom_2: user.custom_2 ?? '',
    supervisor: user.supervisor ? { id: user.supervisor.id, full_name: user.supervisor.full_name } : null,
    is_guest: user.is_guest,
    is_educator: user.is_educator,
    is_facilitator: user.is_facilitator,
    is_institute_admin: user.is_institute_admin,
    is_supervisor: user.is_supervisor,
  };
}

/** Part 2 §5: only educators and guests have a supervisor (the contract's rule, which the server enforces). */
export const hasSupervisor: (values: Pick<UserFormValues, 'is_educator' | 'is_guest'>) => boolean =
  needsSupervisor;

/** The values in the API's words: the supervisor as `supervisor_id`, role flags unless fixed. */
export function toInputDraft(values: UserFormValues, mode: UserFormMode): UserInputDraft {
  const { supervisor, ...fields } = values;
  const draft: UserInputDraft = {
    ...fields,
    supervisor_id: hasSupervisor(values) ? (supervisor?.id ?? null) : null,
  };
  if (mode.isSuperAdmin) for (const flag of EDITABLE_ROLE_FLAGS) delete draft[flag];
  return draft;
}

// Spaces around a text are trimmed by the schema, so they alone are not a change.
const comparable = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** The fields whose value differs from where the form started. */
export function changedInput(
  values: UserFormValues,
  initial: UserFormValues,
  mode: UserFormMode,
): UserInputDraft {
  const now = toInputDraft(values, mode);
  const before = toInputDraft(initial, mode);
  return Object.fromEntries(
    Object.entries(now).filter(
      ([field, value]) => !Object.is(comparable(value), comparable(before[field as InputField])),
    ),
  );
}

/** The contract's rule "must include at least one role", checked before the request. */
function rolesError(draft: UserInputDraft, mode: UserFormMode): string | null {
  const touchesRoles = mode.isNew || EDITABLE_ROLE_FLAGS.some((flag) => flag in draft);
  if (mode.isSuperAdmin || !touchesRoles) return null;
  return EDITABLE_ROLE_FLAGS.some((flag) => draft[flag] === true) ? null : USER_MESSAGES.noRole;
}

// The contract's schemas (and zod) are fetched on the first validation, not with the profile.
const checkDraft = lazyResolver(() =>
  import('./user-form-schema').then((module) => module.userDraftResolver),
);

/**
 * The contract's check of the draft: the create body's user, or the changed fields of ZUserInput. Its
 * output is the request's `user`. An error on `supervisor_id` is shown on the Supervisor field.
 */
export function userFormResolver(mode: UserFormMode): Resolver<UserFormValues, UserFormContext, UserChanges> {
  return async (values, context, options) => {
    const initial = context?.initial ?? NEW_USER_VALUES;
    const draft = mode.isNew ? toInputDraft(values, mode) : changedInput(values, initial, mode);
    const result = await checkDraft(
      draft,
      { isNew: mode.isNew },
      options as unknown as Parameters<typeof checkDraft>[2],
    );
    const errors = { ...result.errors } as Record<string, FieldErrors[string]>;
    if (errors.supervisor_id) {
      errors.supervisor = errors.supervisor_id;
      delete errors.supervisor_id;
    }
    const roles = rolesError(draft, mode);
    if (roles) errors.user_roles = { type: 'roles', message: roles };
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<UserFormValues> };
    return { values: result.values as UserChanges, errors: {} };
  };
}

/** The create request's `user`, from the resolver's full parse. */
export function toNewUser(parsed: UserChanges): NewUser {
  // In create mode the resolver parsed the whole create body, so every field is there.
  return parsed as NewUser;
}
