import { LIMITS, reminderDaysProblems, type TUpdateInstituteBody, type UploadRule } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { InstituteRow } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { acceptUpload, newStorageKey, uploadUrl } from '../../lib/uploads.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { canEditInstituteField, type InstituteField } from './policies.js';
import * as repo from './repository.js';
import { getInstitute } from './service.js';
import {
  checkSsoSettings,
  confirmSsoSignInChange,
  sealSsoSecret,
  SSO_SETTINGS_MESSAGES,
} from './sso-settings-service.js';

export const LOGO_RULE: UploadRule = {
  kinds: ['png'],
  maxBytes: 1024 * 1024,
  hint: 'PNG, transparent, non-interlaced, 70 to 200 px high',
  maxSide: LIMITS.logoMaxSide,
};

/**
 * The generic institute save. Admins edit the institute they act in; a field the institutes policy
 * keeps from them (the from-email address, the VCM switch: super admins only) answers 403. A change of
 * who can sign in through SSO needs a super admin or the admin's password (sso-settings-service.ts).
 * A reminder left on without its days is a 422 on the days field.
 */
export async function updateInstitute(
  deps: AppDeps,
  auth: ResolvedSession,
  id: number,
  body: TUpdateInstituteBody,
): Promise<InstituteRow> {
  await getInstitute(deps.db, auth, id);
  const changes = body.institute;
  const fields = Object.keys(changes) as InstituteField[];
  const restricted = fields.filter((field) => !canEditInstituteField(auth.user, field));
  if (restricted.length) {
    throw AppError.forbidden(`Only a super admin can change ${restricted.join(' and ')}.`);
  }
  const before = (await repo.findInstituteById(deps.db, id))!;
  // A reminder switched on without its number of days never sends (the contract's REMINDER_DAYS):
  // checked on the institute as the save would leave it, for the reminders the save touches.
  const reminderProblems = reminderDaysProblems({ ...before, ...changes }, fields);
  if (Object.keys(reminderProblems).length > 0)
    throw AppError.validation(reminderProblems, [], 'Institute could not be saved');
  await confirmSsoSignInChange(deps, auth, before, body);
  await checkSsoSettings(deps, auth, before, changes);
  try {
    return (await repo.updateInstituteFields(deps.db, id, sealSsoSecret(deps, changes)))!;
  } catch (error) {
    if (isUniqueViolation(error, 'institutes_name_unique')) {
      throw AppError.validation({ name: ['has already been taken'] }, [], 'Institute could not be saved');
    }
    // Two institutes taking the same domain at once: the unique index decides.
    if (isUniqueViolation(error, 'institutes_sso_domain_name_unique')) {
      throw AppError.validation(
        { sso_domain_name: [SSO_SETTINGS_MESSAGES.domainTaken] },
        [],
        'Institute could not be saved',
      );
    }
    throw error;
  }
}

/** Stores a new logo (PNG, checked by content) and drops the one it replaces. */
export async function uploadInstituteLogo(
  deps: AppDeps,
  auth: ResolvedSession,
  id: number,
  file: { data: Buffer; filename: string },
): Promise<InstituteRow> {
  const before = await getInstitute(deps.db, auth, id);
  const accepted = await acceptUpload('logo', file.data, LOGO_RULE);
  const key = newStorageKey(id, accepted.kind);
  await deps.storage.put(key, accepted.data);
  const updated = await repo.updateInstituteFields(deps.db, id, {
    logo_key: key,
    logo_url: uploadUrl(key),
    logo_filename: file.filename || 'logo.png', // sanitised as read: at most 255 characters
  });
  if (before.logo_key) await deps.storage.delete(before.logo_key);
  return updated!;
}
