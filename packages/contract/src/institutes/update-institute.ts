import { z } from 'zod';
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

/** PUT /api/v1/institutes/{id} (the generic update): `{institute: {...any editable fields}}`. */
export const ZUpdateInstituteBody = z.object({ institute: ZInstituteInput.partial() });
export type TUpdateInstituteBody = z.infer<typeof ZUpdateInstituteBody>;

const ZOptionList = z.array(
  z.object({ value: z.string(), label: z.string(), description: z.string().optional() }),
);
export const ZInstituteMetadata = z.object({
  data: z.object({ options: z.record(z.string(), ZOptionList) }),
});
