import { z } from 'zod';
import { LIMITS } from '../limits.js';
import type { TPermission } from '../permissions.js';
import { optionalText } from '../settings/fields.js';
import { instituteShape } from './institute-fields.js';

/** Every editable institute field (institute-fields.ts). Updates send any subset. */
export const ZInstituteInput = z.object({
  ...instituteShape('input'),
  /** Write-only: stored encrypted; null clears it; the API answers only `sso_client_secret_set`. */
  sso_client_secret: optionalText(1000),
});

/**
 * Fields that need a permission of their own besides `institutes.manage` (part 1 §6: super admins
 * only). The server's institutes policy and the console's Institute Details read the same permission.
 */
export const INSTITUTE_FIELD_PERMISSIONS = {
  from_email_address: 'institutes.edit_from_email',
  vcm_enabled: 'institutes.enable_vcm',
} as const satisfies Record<string, TPermission>;

/**
 * Every single sign-on setting: edited together (Institute Details, Single Sign-on) and never copied
 * to a new institute, since each institute signs in through its own identity provider.
 */
export const SSO_FIELDS = [
  'sso_enabled',
  'sso_domain_name',
  'sso_user_pool',
  'sso_issuer_url',
  'sso_client_id',
  'sso_client_secret',
  'sso_email_claim',
  'sso_groups_claim',
  'sso_role_mappings',
] as const satisfies readonly (keyof z.infer<typeof ZInstituteInput>)[];

/**
 * The SSO settings that decide who can sign in through the institute's provider: which addresses go
 * there (the domain), which provider and which of its app registrations vouch for them (issuer, client
 * id), which claim names the person, and whether SSO is on at all. Changing one needs a super admin
 * (`institutes.assign_sso`) or the admin's own password again (`current_password`, docs/sso.md). The
 * client secret, the user pool and the role mappings are not among them: a wrong secret only stops
 * sign-ins, and the roles a mapping gives are roles the admin can give anyway.
 */
export const SSO_SIGN_IN_FIELDS = [
  'sso_enabled',
  'sso_domain_name',
  'sso_issuer_url',
  'sso_client_id',
  'sso_email_claim',
] as const satisfies readonly (keyof z.infer<typeof ZInstituteInput>)[];

/**
 * PUT /api/v1/institutes/{id} (the generic update): `{institute: {...any editable fields}}`, and the
 * signed-in admin's `current_password` when a field of SSO_SIGN_IN_FIELDS changes (not needed by a
 * super admin).
 */
export const ZUpdateInstituteBody = z.object({
  institute: ZInstituteInput.partial(),
  current_password: z.string().max(LIMITS.passwordMaxLength).optional(),
});
export type TUpdateInstituteBody = z.infer<typeof ZUpdateInstituteBody>;

const ZOptionList = z.array(
  z.object({ value: z.string(), label: z.string(), description: z.string().optional() }),
);
export const ZInstituteMetadata = z.object({
  data: z.object({ options: z.record(z.string(), ZOptionList) }),
});
