import { z } from 'zod';
import { instituteShape } from './institute-fields.js';

/**
 * An institute as the API answers with it: every field of part 1 §3 (institute-fields.ts) and its logo.
 * Its single sign-on configuration (every SSO field but `sso_enabled`) is for those who manage the
 * institute: anyone else reads those fields as null (the server's institutes policy).
 */
export const ZInstitute = z.object({
  id: z.number().int(),
  logo_url: z.string().nullable(),
  logo_filename: z.string().nullable(),
  ...instituteShape('output'),
  /** Whether an SSO client secret is stored; the secret itself never leaves the server. */
  sso_client_secret_set: z.boolean().nullable(),
});
export type TInstitute = z.infer<typeof ZInstitute>;

/** What the shell needs of the current institute. */
export const ZInstituteSummary = ZInstitute.pick({
  id: true,
  name: true,
  /** Every date and time the web shows is on this zone's clock. */
  timezone: true,
  logo_url: true,
  primary_color: true,
  primary_light_color: true,
  secondary_color: true,
  vcm_enabled: true,
  sso_enabled: true,
  elective_registrations_require_approval: true,
  learning_journey_registrations_require_approval: true,
  vocational_elective_registrations_require_approval: true,
  vocational_learning_journey_registrations_require_approval: true,
  custom_user_field_1: true,
  custom_user_field_1_enabled: true,
  custom_user_field_2: true,
  custom_user_field_2_enabled: true,
});
export type TInstituteSummary = z.infer<typeof ZInstituteSummary>;
