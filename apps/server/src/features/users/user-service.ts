import {
  EDITABLE_ROLE_FLAGS,
  needsSupervisor,
  USER_MESSAGES,
  type TCreateUserBody,
  type TUserDetail,
  type TUpdateUserBody,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { UserRow } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { queuePasswordInvitations } from '../auth/invitation-service.js';
import { endAllSessions, type ResolvedSession } from '../auth/session-service.js';
import { findInstitute } from '../institutes/service.js';
import { currentPassportOf } from '../points/passports-service.js';
import { userPointsAbilities } from '../points/policies.js';
import { findUserListRow, type UserListRow } from './list-repository.js';
import { canEditUser, canViewUser, userAbilities, type Actor } from './policies.js';
import { recomputeCurrentPassports } from '../points/passports-service.js';
import { presentUser } from './present.js';
import * as repo from './repository.js';
import { checkUser, type UserDraft } from './user-rules.js';

function presentDetail(
  row: UserListRow,
  actor: Actor,
  currentPassport: TUserDetail['current_passport'],
): TUserDetail {
  const user = row;
  const named = (id: number | null, name: string | null) =>
    id !== null && name !== null ? { id, name } : null;
  return {
    ...presentUser(user, row.institute_name),
    supervisor:
      user.supervisor_id !== null && row.supervisor_full_name !== null
        ? { id: user.supervisor_id, full_name: row.supervisor_full_name }
        : null,
    division: named(row.division_id, row.division_name),
    department: named(user.department_id, row.department_name),
    employment_type: named(user.employment_type_id, row.employment_type_name),
    current_passport: currentPassport,
    can: { ...userAbilities(actor, user), ...userPointsAbilities(actor, user) },
  };
}

/** A user of the institute the session acts in, or the signed-in user in their home institute. */
const instituteOf = (auth: ResolvedSession, id: number) =>
  id === auth.user.id ? auth.user.institute_id : auth.instituteId;

/** A user the signed-in user may read (users policies); another institute's user is 404, never 403. */
export async function getUserDetail(deps: AppDeps, auth: ResolvedSession, id: number): Promise<TUserDetail> {
  const instituteId = instituteOf(auth, id);
  // The passport is read beside the user (not after: two round trips fewer) and only answered once
  // the user is found and may be read.
  const passport = currentPassportOf(deps.db, instituteId, id, auth.actingInstitute);
  passport.catch(() => undefined);
  const row = await findUserListRow(deps.db, instituteId, id);
  if (!row) throw AppError.notFound('User');
  if (!canViewUser(auth.user, row)) throw AppError.forbidden();
  return presentDetail(row, auth.user, await passport);
}

/** Anyone but an educator or guest has no supervisor (a stale one is dropped). */
function withSupervisorRule(draft: UserDraft): UserDraft {
  return needsSupervisor(draft) ? draft : { ...draft, supervisor_id: null };
}

/**
 * A unique index that fires after the checks (two admins saving at once) is still a field error; the
 * email's holder may be in another institute, so it is the neutral message.
 */
function asFieldError(error: unknown): never {
  if (isUniqueViolation(error, 'users_email_unique')) {
    throw AppError.validation({ email: [USER_MESSAGES.emailUnusable] }, [], 'The user could not be saved');
  }
  if (isUniqueViolation(error, 'users_institute_id_unique_identifier_index')) {
    throw AppError.validation(
      { unique_identifier: [USER_MESSAGES.taken] },
      [],
      'The user could not be saved',
    );
  }
  throw error;
}

export async function createUser(deps: AppDeps, auth: ResolvedSession, body: TCreateUserBody) {
  const instituteId = auth.instituteId;
  const draft = withSupervisorRule({
    ...body.user,
    employment_type_id: body.user.employment_type_id ?? null,
    department_id: body.user.department_id ?? null,
    supervisor_id: body.user.supervisor_id ?? null,
    custom_1: body.user.custom_1 ?? null,
    custom_2: body.user.custom_2 ?? null,
    is_super_admin: false,
  });
  await checkUser(deps.db, auth, instituteId, draft, undefined);
  const institute = await findInstitute(deps.db, instituteId);
  if (!institute) throw AppError.notFound('Institute');
  const created = await deps.db
    .transaction(async (tx) => {
      const row = await repo.insertUser(tx, { ...draft, institute_id: instituteId, password_hash: null });
      if (body.generate_password && !institute.sso_enabled) {
        await queuePasswordInvitations(tx, deps, [row], institute.name);
      }
      return row;
    })
    .catch(asFieldError);
  return getUserDetail(deps, auth, created.id);
}

function draftOf(row: UserRow): UserDraft {
  return {
    unique_identifier: row.unique_identifier,
    given_name: row.given_name,
    family_name: row.family_name,
    email: row.email.toLowerCase(),
    employment_type_id: row.employment_type_id,
    department_id: row.department_id,
    supervisor_id: row.supervisor_id,
    custom_1: row.custom_1,
    custom_2: row.custom_2,
    active: row.active,
    is_super_admin: row.is_super_admin,
    is_guest: row.is_guest,
    is_educator: row.is_educator,
    is_facilitator: row.is_facilitator,
    is_institute_admin: row.is_institute_admin,
    is_supervisor: row.is_supervisor,
  };
}

/** Saves any subset of the form; deactivating ends the user's sessions in the same transaction. */
export async function updateUser(deps: AppDeps, auth: ResolvedSession, id: number, body: TUpdateUserBody) {
  // A super admin acting in another institute may still edit their own record (home institute).
  const instituteId = instituteOf(auth, id);
  const existing = await repo.findUser(deps.db, instituteId, id);
  if (!existing) throw AppError.notFound('User');
  if (!canEditUser(auth.user, existing)) throw AppError.forbidden();
  const changes = Object.fromEntries(Object.entries(body.user).filter(([, v]) => v !== undefined));
  if (
    existing.is_super_admin &&
    EDITABLE_ROLE_FLAGS.some((f) => f in changes && changes[f] !== existing[f])
  ) {
    throw AppError.validation({}, [USER_MESSAGES.superAdminRoles], 'The user could not be saved');
  }
  const draft = withSupervisorRule({ ...draftOf(existing), ...changes });
  await checkUser(deps.db, auth, instituteId, draft, existing);
  await deps.db
    .transaction(async (tx) => {
      await repo.updateUser(tx, instituteId, id, { ...changes, supervisor_id: draft.supervisor_id });
      if (existing.active && !draft.active) await endAllSessions(tx, instituteId, id);
      // Another employment type means other requirements for this period's passport.
      if (draft.employment_type_id !== existing.employment_type_id)
        await recomputeCurrentPassports(tx, instituteId, [id]);
    })
    .catch(asFieldError);
  return getUserDetail(deps, auth, id);
}
