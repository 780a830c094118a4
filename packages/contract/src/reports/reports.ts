import { can, type RoleFlags, type TPermission } from '../permissions.js';

/**
 * The Reports area (part 2 §2 "Reports", §6, issue 17): `/reports/{report_name}`, one tab per report
 * in this order. Profiling, Programs Monthly, Programs (Employment), Department Engagement,
 * Notification, Demand and Rating Calibration are for admins only (`reports.view_admin`); the rest
 * for everyone with `reports.view` (admins and supervisors). The server enforces the same permission
 * on each report's endpoints.
 */
export const REPORT_NAMES = [
  'passports',
  'user_points',
  'profiling',
  'points_history',
  'point_request',
  'program_registration',
  'programs_monthly',
  'programs_employment',
  'department_engagement',
  'notification',
  // Beyond the spec's tabs, after them: the currency forecast (docs/using-compliance.md).
  'forecast',
  // Who may deliver a unit on a day (docs/using-compliance.md).
  'unit_deliverers',
  // The planners' reports (docs/using-planning.md).
  'demand',
  'calibration',
] as const;
export type TReportName = (typeof REPORT_NAMES)[number];

export const REPORT_LABELS: Record<TReportName, string> = {
  passports: 'Passports',
  user_points: 'User Points',
  forecast: 'Currency Forecast',
  unit_deliverers: 'Who May Deliver',
  demand: 'Demand',
  calibration: 'Rating Calibration',
  profiling: 'Profiling',
  points_history: 'Points History',
  point_request: 'Point Request',
  program_registration: 'Program Registration',
  programs_monthly: 'Programs Monthly',
  programs_employment: 'Programs (Employment)',
  department_engagement: 'Department Engagement',
  notification: 'Notification',
};

/** The tabs only institute admins and super admins see (part 2 §6). */
export const ADMIN_ONLY_REPORTS: ReadonlySet<TReportName> = new Set<TReportName>([
  'profiling',
  'programs_monthly',
  'programs_employment',
  'department_engagement',
  'notification',
  'demand',
  'calibration',
]);

/** The permission a report's tab and endpoints need. */
export function reportPermission(name: TReportName): TPermission {
  return ADMIN_ONLY_REPORTS.has(name) ? 'reports.view_admin' : 'reports.view';
}

export const isReportName = (name: string): name is TReportName =>
  (REPORT_NAMES as readonly string[]).includes(name);

/** The reports built on VCM claims: not offered, and 404, while the institute has VCM off. */
export const VCM_REPORTS: ReadonlySet<TReportName> = new Set<TReportName>(['unit_deliverers']);

/** Whether an institute offers a report at all (whoever asks). */
export const isReportOffered = (name: TReportName, institute: { vcm_enabled: boolean }) =>
  institute.vcm_enabled || !VCM_REPORTS.has(name);

/** The tabs a user sees, in order. */
export function reportsFor(user: RoleFlags, institute: { vcm_enabled: boolean }): TReportName[] {
  return REPORT_NAMES.filter((name) => can(user, reportPermission(name)) && isReportOffered(name, institute));
}

/** The report a name selects: itself when known and allowed, else the first tab (the page logs a warning). */
export function selectedReport(
  user: RoleFlags,
  institute: { vcm_enabled: boolean },
  name: string,
): { name: TReportName; isKnown: boolean } {
  const allowed = reportsFor(user, institute);
  const isKnown = isReportName(name) && allowed.includes(name);
  return { name: isKnown ? name : (allowed[0] ?? REPORT_NAMES[0]), isKnown };
}

/**
 * A notification log row's kind in words: educator_notification → "Educator notification". The kinds
 * are the senders' own names (a reminder job adds its kind), so they are worded by rule, not listed.
 */
export const notificationTypeLabel = (type: string) =>
  type.charAt(0).toUpperCase() + type.slice(1).replaceAll('_', ' ');
