import { z } from 'zod';
import { dataResponse } from '../common/list.js';
import { text, ZId } from '../common/values.js';
import { ZCalendarDate } from '../points/points-histories.js';
import {
  AUDIT_PACK_MAX_RANGE_DAYS,
  AUDIT_PACK_MESSAGES,
  AUDIT_PACK_SCOPES,
  AUDIT_PACK_STATUSES,
} from './labels.js';

/**
 * Audit packs (issue 40 §3; docs/using-compliance.md "Audit packs"): one educator's passport per
 * period, VCM matrix, points ledger, programs and profiling as a PDF, or a ZIP of it with every file
 * it names and a manifest; a department's, unit code's or institute's, one per educator, made by a job.
 */

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** A range of calendar days, both ends included; `to` on or after `from`, at most ten years. */
const withRange = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    const days = daysBetween(value.from, value.to);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: AUDIT_PACK_MESSAGES.toBeforeFrom });
    else if (days > AUDIT_PACK_MAX_RANGE_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: AUDIT_PACK_MESSAGES.tooLong });
  });

/** `users/{id}/audit_pack.pdf|zip?from=&to=`. */
export const ZAuditPackQuery = withRange(z.object({ from: ZCalendarDate, to: ZCalendarDate }));
export type TAuditPackQuery = z.infer<typeof ZAuditPackQuery>;

/** POST audit_packs: whose packs, and the range. */
export const ZCreateAuditPackBody = z.object({
  audit_pack: withRange(
    z.object({
      scope: z.enum(AUDIT_PACK_SCOPES),
      department_id: ZId.optional(),
      unit_code: text().max(50).optional(),
      from: ZCalendarDate,
      to: ZCalendarDate,
    }),
  ).superRefine((value, ctx) => {
    if (value.scope === 'department' && value.department_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['department_id'], message: AUDIT_PACK_MESSAGES.required });
    if (value.scope === 'unit' && !value.unit_code?.trim())
      ctx.addIssue({ code: 'custom', path: ['unit_code'], message: AUDIT_PACK_MESSAGES.required });
  }),
});
export type TCreateAuditPackBody = z.infer<typeof ZCreateAuditPackBody>;
export type TCreateAuditPackInput = z.input<typeof ZCreateAuditPackBody>;

/** A pack being made or made: its progress, and the download while it is kept. */
export const ZAuditPackRun = z.object({
  id: z.number().int(),
  scope: z.enum(['user', ...AUDIT_PACK_SCOPES]),
  /** What the scope names in words: the department's name, the unit code, the educator. */
  scope_label: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.enum(AUDIT_PACK_STATUSES),
  educators_total: z.number().int(),
  educators_done: z.number().int(),
  missing_files: z.number().int(),
  size: z.number().int().nullable(),
  sha256: z.string().nullable(),
  requested_by: z.string(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  /** Why it failed, in words. */
  error: z.string().nullable(),
});
export type TAuditPackRun = z.infer<typeof ZAuditPackRun>;
export const ZAuditPackRunResponse = dataResponse(ZAuditPackRun);
export const ZAuditPackRunListResponse = z.object({ data: z.array(ZAuditPackRun) });
