import type { TReportName } from './reports.js';

/**
 * The search reports (part 2 §2 "Reports", §7 "Search calls", §9, issue 17): `POST reports/{name}`
 * with `{filters, params: {year, mode, view_by}, pagination: null, sorting}` answers `data`, the
 * table's rows, each carrying `row_type` HEADER (a block's heading, with the block's figures),
 * SECTION (a row of figures) or TOTAL (the whole report); `GET reports/{name}.csv` exports the same
 * rows. Constants only (no zod) so the web's reports chunk can read them; the schemas are in
 * search-report-schemas.ts.
 */
export const SEARCH_REPORTS = [
  'profile',
  'program_monthly',
  'program_employment',
  'department_engagement',
] as const;
export type TSearchReport = (typeof SEARCH_REPORTS)[number];

/** The tab each search report is shown on (all four are admin only: reports.view_admin). */
export const SEARCH_REPORT_TABS: Record<TSearchReport, TReportName> = {
  profile: 'profiling',
  program_monthly: 'programs_monthly',
  program_employment: 'programs_employment',
  department_engagement: 'department_engagement',
};

export const SEARCH_ROW_TYPES = ['HEADER', 'SECTION', 'TOTAL'] as const;
export type TSearchRowType = (typeof SEARCH_ROW_TYPES)[number];
export const SEARCH_ROW_TYPE_LABELS: Record<TSearchRowType, string> = {
  HEADER: 'Heading',
  SECTION: 'Detail',
  TOTAL: 'Total',
};

/** Part 2 §9 group calculation modes, the default first. */
export const GROUP_MODES = ['registrations', 'registrants', 'completions'] as const;
export type TGroupMode = (typeof GROUP_MODES)[number];
export const GROUP_MODE_LABELS: Record<TGroupMode, string> = {
  registrations: 'Registrations',
  registrants: 'Unique Registrants',
  completions: 'Unique Completions',
};
export const GROUP_MODE_TOOLTIPS: Record<TGroupMode, string> = {
  registrations: 'The number of registrations made',
  registrants: 'The number of distinct users who registered',
  completions: 'The number of distinct users who registered and were marked complete',
};

/** Part 2 §9 "Group By (programs)", the default (name) second as the spec lists them. */
export const PROGRAM_GROUP_BYS = ['code', 'name', 'program_type', 'domain_id'] as const;
export type TProgramGroupBy = (typeof PROGRAM_GROUP_BYS)[number];
export const PROGRAM_GROUP_BY_LABELS: Record<TProgramGroupBy, string> = {
  code: 'Reporting Code',
  name: 'Name',
  program_type: 'Program Type',
  domain_id: 'Domain',
};

/** Part 2 §9 "Capability report group by". */
export const CAPABILITY_GROUP_BYS = ['capabilityStatement', 'department'] as const;
export type TCapabilityGroupBy = (typeof CAPABILITY_GROUP_BYS)[number];
export const CAPABILITY_GROUP_BY_LABELS: Record<TCapabilityGroupBy, string> = {
  capabilityStatement: 'Capability Statement',
  department: 'Department',
};

export const SEARCH_REPORT_DEFAULTS = {
  mode: 'registrations',
  programViewBy: 'name',
  capabilityViewBy: 'capabilityStatement',
  sorting: 'asc',
} as const satisfies {
  mode: TGroupMode;
  programViewBy: TProgramGroupBy;
  capabilityViewBy: TCapabilityGroupBy;
  sorting: 'asc' | 'desc';
};

/** The view_by values a report accepts, the default first. */
export const SEARCH_REPORT_VIEW_BYS: Record<TSearchReport, readonly string[]> = {
  profile: ['capabilityStatement', 'department'],
  program_monthly: ['name', 'code', 'program_type', 'domain_id'],
  program_employment: ['name', 'code', 'program_type', 'domain_id'],
  department_engagement: ['department'],
};

/** The filters the search reports take (`filters` in the body, `q[...]` in the CSV's query string). */
export const SEARCH_FILTER_KEYS = [
  'user_status_eq',
  'division_id_eq',
  'department_id_eq',
  'employment_type_id_eq',
] as const;

/** The year list (part 2 §9): 11 years, from next year back, the current year the default. */
export function searchReportYears(currentYear: number): number[] {
  return Array.from({ length: 11 }, (_, index) => currentYear + 1 - index);
}

/** Program Monthly's month columns: month_1 is the passport year's first month. */
export const MONTH_KEYS = Array.from({ length: 12 }, (_, index) => `month_${index + 1}` as const);
export const EMPLOYMENT_TYPE_KEY_PREFIX = 'employment_type_';
/** Program (Employment)'s column for registrants without an employment type. */
export const NO_EMPLOYMENT_TYPE_KEY = 'employment_type_none';
