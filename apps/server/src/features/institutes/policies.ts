import {
  can,
  INSTITUTE_FIELD_PERMISSIONS,
  type RoleFlags,
  type TInstitute,
  type TUpdateInstituteBody,
} from '@pdp/contract';
import { defineFieldVisibility } from '../../lib/field-visibility.js';

/**
 * The institutes domain's record-level rules (docs/ARCHITECTURE.md "Record-level rules"). Which
 * fields an admin may change depends on their role alone, so the permission is the one source of
 * truth: the console reads it from `/me` (`institutes.edit_from_email`, `institutes.enable_vcm`).
 */

export type InstituteField = keyof TUpdateInstituteBody['institute'];

/** Whether the actor may change this field of an institute they manage. */
export function canEditInstituteField(actor: RoleFlags, field: InstituteField): boolean {
  const permission = Object.hasOwn(INSTITUTE_FIELD_PERMISSIONS, field)
    ? INSTITUTE_FIELD_PERMISSIONS[field as keyof typeof INSTITUTE_FIELD_PERMISSIONS]
    : 'institutes.manage';
  return can(actor, permission);
}

/**
 * Reading an institute: a super admin any (they may switch to it); anyone else only the one their
 * session acts in. Another is answered 404, as if it did not exist.
 */
export function canReadInstitute(
  actor: RoleFlags,
  session: { instituteId: number },
  instituteId: number,
): boolean {
  return can(actor, 'institutes.switch') || instituteId === session.instituteId;
}

/** How a reader stands to the institute, for the fields only some may read: whether they manage it. */
export type InstituteRelation = 'manager';

export function instituteRelations(reader: RoleFlags): ReadonlySet<InstituteRelation> {
  return new Set<InstituteRelation>(can(reader, 'institutes.manage') ? ['manager'] : []);
}

const MANAGERS = ['manager'] as const;

/**
 * Who reads which fields of an institute. Everyone reads its settings (the screens that follow them:
 * point entry, programs, the shell), but its single sign-on configuration is for its admins (part 1
 * §6): which groups of the provider make an institute admin, and the provider, app registration and
 * claims a phishing page would imitate. `sso_enabled` stays readable: the shell hides Change Password
 * by it. Everyone else reads these as null.
 */
export const INSTITUTE_FIELD_READERS = defineFieldVisibility<TInstitute, InstituteRelation>({
  sso_domain_name: MANAGERS,
  sso_user_pool: MANAGERS,
  sso_issuer_url: MANAGERS,
  sso_client_id: MANAGERS,
  sso_client_secret_set: MANAGERS,
  sso_email_claim: MANAGERS,
  sso_groups_claim: MANAGERS,
  sso_role_mappings: MANAGERS,
});

/**
 * Changing who can sign in through SSO (SSO_SIGN_IN_FIELDS) takes a super admin, or an institute
 * admin who types their password again: a stolen session, or an admin's unattended browser, must
 * not be enough to send the institute's staff to another provider (docs/sso.md "Who may change it").
 */
export function needsPasswordToChangeSsoSignIn(actor: RoleFlags): boolean {
  return !can(actor, 'institutes.assign_sso');
}

/** Who has addresses of an email domain: users of other institutes, and this institute's active users. */
export interface DomainUsage {
  isUsedElsewhere: boolean;
  active: number;
  onDomain: number;
}

/**
 * Whether the actor may make a domain the institute's SSO domain (docs/sso.md "Whose domain"). An
 * email domain belongs to the institute whose users have it: never one that users of another
 * institute have (whoever asks, or their sign-ins and password resets would go to this institute's
 * provider). Otherwise a super admin assigns it, and an institute admin proves it: most of the
 * institute's active users have addresses on it.
 */
export function ssoDomainClaim(
  actor: RoleFlags,
  usage: DomainUsage,
): 'allowed' | 'used_elsewhere' | 'unproven' {
  if (usage.isUsedElsewhere) return 'used_elsewhere';
  if (can(actor, 'institutes.assign_sso')) return 'allowed';
  return usage.onDomain * 2 > usage.active ? 'allowed' : 'unproven';
}
