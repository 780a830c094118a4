import { z } from 'zod';
import { listResponse } from '../common/list.js';
import { PROFILE_STATUSES } from './labels.js';

export {
  PROFILE_NAMED_FILTERS,
  PROFILE_STATUSES,
  PROFILE_STATUS_LABELS,
  type TProfileNamedFilter,
  type TProfileStatus,
} from './labels.js';

/** A profile: one per educator per passport period (docs/decisions.md, "Profiling"). */
export const ZProfile = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  educator_full_name: z.string(),
  supervisor_id: z.number().int().nullable(),
  supervisor_full_name: z.string().nullable(),
  period_start: z.string(),
  period_end: z.string(),
  status: z.enum(PROFILE_STATUSES),
  educator_completed: z.boolean(),
  educator_completed_at: z.string().nullable(),
  /** How many capability statements the educator answered. */
  educator_completed_count: z.number().int(),
  /** Whether the educator's employment type needs the supervisor's rating to complete the profile. */
  requires_supervisor_step: z.boolean(),
  supervisor_completed: z.boolean(),
  supervisor_completed_at: z.string().nullable(),
  supervisor_completed_percent: z.number().int(),
  completed: z.boolean(),
  completed_at: z.string().nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;
export const ZProfileListResponse = listResponse(ZProfile);

/** `PUT /profiles/{id}`: the supervisor submits their rating. */
export const ZProfileUpdateBody = z.object({
  profile: z.object({ supervisor_completed: z.literal(true, { error: 'must be true' }) }),
});

/** `GET /profiles/check`: what the shell's badges poll (every 90 s, supervisors only). */
export const ZProfileCheck = z.object({
  open_count: z.number().int(),
  pending_registrations_count: z.number().int(),
});

/** A domain of a profile (`GET /profiles/{id}/domains.json`), with how far each side has answered it. */
export const ZProfileDomain = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  summary: z.string().nullable(),
  svg_icon_url: z.string().nullable(),
  display_order: z.number().int(),
  capabilities_count: z.number().int(),
  educator_answered_count: z.number().int(),
  supervisor_answered_count: z.number().int(),
});
export type TProfileDomain = z.infer<typeof ZProfileDomain>;

export const ZCapabilityItem = z.object({
  id: z.number().int(),
  statement: z.string(),
  display_order: z.number().int(),
  /** 1-based, in display order within the domain: the number the form shows. */
  number: z.number().int(),
});

/** One domain with its active capabilities (`GET /profiles/{id}/domains/{domain_id}`, `GET /domains/{id}`). */
export const ZDomainWithCapabilities = ZProfileDomain.omit({
  capabilities_count: true,
  educator_answered_count: true,
  supervisor_answered_count: true,
}).extend({ active: z.boolean(), capabilities: z.array(ZCapabilityItem) });
export type TDomainWithCapabilities = z.infer<typeof ZDomainWithCapabilities>;
