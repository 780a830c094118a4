// The audit packs' scopes, statuses, limits and messages, without zod: the screens that start or list
// packs, and the profile's audit pack button, read only these, and a module that declares schemas
// builds them all when it is evaluated (docs/performance.md, "First load"). The schemas import them.

export const AUDIT_PACK_SCOPES = ['department', 'unit', 'institute'] as const;
export type TAuditPackScope = (typeof AUDIT_PACK_SCOPES)[number];
export const AUDIT_PACK_SCOPE_LABELS: Record<TAuditPackScope | 'user', string> = {
  user: 'Educator',
  department: 'Department',
  unit: 'Unit code',
  institute: 'Whole institute',
};

export const AUDIT_PACK_STATUSES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export type TAuditPackStatus = (typeof AUDIT_PACK_STATUSES)[number];
export const AUDIT_PACK_STATUS_LABELS: Record<TAuditPackStatus, string> = {
  queued: 'Queued',
  running: 'Making',
  ready: 'Ready',
  failed: 'Failed',
  expired: 'Expired',
};

/** How long a finished pack can be downloaded. */
export const AUDIT_PACK_KEPT_DAYS = 7;
/** The longest range a pack covers: ten years. */
export const AUDIT_PACK_MAX_RANGE_DAYS = 3660;

/** The scopes an institute offers: by unit code only while it uses VCMs (their claims pick the educators). */
export const auditPackScopesOf = (institute: { vcm_enabled: boolean }) =>
  AUDIT_PACK_SCOPES.filter((scope) => scope !== 'unit' || institute.vcm_enabled);

export const AUDIT_PACK_MESSAGES = {
  toBeforeFrom: 'must be on or after the start',
  tooLong: `must be at most ${AUDIT_PACK_MAX_RANGE_DAYS} days after the start`,
  required: 'is required',
  unitWithoutVcm: 'is not available: this institute does not use VCMs',
} as const;
