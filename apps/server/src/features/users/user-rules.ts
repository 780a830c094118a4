import { EDITABLE_ROLE_FLAGS, needsSupervisor, USER_MESSAGES, type TUserInput } from '@pdp/contract';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { FieldErrors } from '../../lib/errors.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { organisationLists } from '../settings/service.js';
import { canDeactivateUser, isSelf } from './policies.js';
import * as repo from './repository.js';

/** The user as it would be saved: the stored row (none when creating) with the body's fields over it. */
export type UserDraft = TUserInput & { is_super_admin: boolean };

/**
 * The user form's rules (part 2 §5), checked together so every problem is answered at once:
 * at least one role; educators need a department and an employment type; educators and guests a
 * supervisor; references belong to the institute; the supervisor is another supervisor of the
 * institute; email (all institutes) and employee number (this institute) are unique; nobody locks
 * themselves out (users policies).
 */
export async function checkUser(
  db: Executor,
  auth: ResolvedSession,
  instituteId: number,
  draft: UserDraft,
  existing: UserRow | undefined,
): Promise<void> {
  // Only what changes is checked, so toggling `active` never trips over an older record's gaps.
  const changed = (...fields: (keyof UserDraft)[]) =>
    !existing || fields.some((field) => draft[field] !== existing[field]);
  const errors = new FieldErrors();
  const base: string[] = [];
  if (changed('unique_identifier') && !draft.unique_identifier && !draft.is_super_admin) {
    errors.add('unique_identifier', USER_MESSAGES.blank);
  }
  const hasRole = draft.is_super_admin || EDITABLE_ROLE_FLAGS.some((flag) => draft[flag]);
  if (changed(...EDITABLE_ROLE_FLAGS) && !hasRole) errors.add('user_roles', USER_MESSAGES.noRole);
  const educatorFieldsChanged = changed('is_educator', 'department_id', 'employment_type_id');
  if (educatorFieldsChanged && draft.is_educator && draft.department_id === null) {
    errors.add('department_id', USER_MESSAGES.departmentForEducator);
  }
  if (educatorFieldsChanged && draft.is_educator && draft.employment_type_id === null) {
    errors.add('employment_type_id', USER_MESSAGES.employmentTypeForEducator);
  }

  if (changed('department_id', 'employment_type_id')) {
    const lists = await organisationLists(db, instituteId);
    if (draft.department_id !== null && !lists.departments.some((d) => d.id === draft.department_id)) {
      errors.add('department_id', USER_MESSAGES.notFound);
    }
    if (
      draft.employment_type_id !== null &&
      !lists.employmentTypes.some((t) => t.id === draft.employment_type_id)
    ) {
      errors.add('employment_type_id', USER_MESSAGES.notFound);
    }
  }
  if (
    changed('is_educator', 'is_guest', 'supervisor_id') &&
    needsSupervisor(draft) &&
    draft.supervisor_id === null
  ) {
    errors.add('supervisor_id', USER_MESSAGES.supervisorForEducator);
  }
  await checkSupervisor(db, instituteId, draft, existing, errors);

  const emailChanged = !existing || existing.email.toLowerCase() !== draft.email;
  const [emailOwner, identifierTaken] = await Promise.all([
    emailChanged ? repo.findOtherEmailOwner(db, draft.email, existing) : undefined,
    changed('unique_identifier') &&
      draft.unique_identifier !== null &&
      repo.isIdentifierTaken(db, instituteId, draft.unique_identifier, existing?.id),
  ]);
  // The admin sees their own institute's users; of another institute's, nothing is said.
  if (emailOwner)
    errors.add(
      'email',
      emailOwner.institute_id === instituteId ? USER_MESSAGES.taken : USER_MESSAGES.emailUnusable,
    );
  if (identifierTaken) errors.add('unique_identifier', USER_MESSAGES.taken);

  if (existing?.active && !draft.active && !canDeactivateUser(auth.user, existing)) {
    base.push(USER_MESSAGES.selfDeactivate);
  }
  if (existing && isSelf(auth.user, existing) && existing.is_institute_admin && !draft.is_institute_admin) {
    base.push(USER_MESSAGES.selfAdmin);
  }
  errors.throwIfAny('The user could not be saved', base);
}

async function checkSupervisor(
  db: Executor,
  instituteId: number,
  draft: UserDraft,
  existing: UserRow | undefined,
  errors: FieldErrors,
) {
  // An unchanged supervisor is kept even if they have since been deactivated.
  if (draft.supervisor_id === null || draft.supervisor_id === existing?.supervisor_id) return;
  if (existing && draft.supervisor_id === existing.id) {
    errors.add('supervisor_id', USER_MESSAGES.supervisorSelf);
    return;
  }
  const supervisor = await repo.findUser(db, instituteId, draft.supervisor_id);
  if (!supervisor?.is_supervisor || !supervisor.active) {
    errors.add('supervisor_id', USER_MESSAGES.supervisorNotSupervisor);
  }
}
