/**
 * The reports' filters (part 2 §4 "Report filters", §5, §9), sent in the generic list query's
 * `q[...]` (ZListQuery) by the table, its `.csv` export and the web's filter panel alike:
 *
 * - `q[user_status_eq]`: active (the default when absent), inactive or all.
 * - `q[date_from_eq]` / `q[date_to_eq]`: the period, yyyy-MM-dd (the report periods' from and to,
 *   `GET institutes/report_periods`). The passport-based reports (passport, user_points) read the
 *   stored passports of the passport period containing `date_from`; the default is the institute's
 *   current period (the latest period not in the future).
 * - `q[division_id_eq]`, `q[department_id_eq]`, `q[employment_type_id_eq]`, `q[supervisor_id_eq]`.
 * - `q[user_full_name_cont]`, `q[custom_1_cont]`, `q[custom_2_cont]`.
 * - passport only: `q[passport_status_eq|_in]`, `q[profile_status_eq|_in]`.
 * - passport and user_points: `q[as_at_eq]` (yyyy-MM-dd, not after today in the institute's time
 *   zone; a later one is a 422 naming `as_at`): the passports as at the end of that day, from the
 *   points history dated on or before it, under the period and requirement settings in force then
 *   (server: features/points/passport-as-at-service.ts). It chooses the period (the one containing it); the default is the
 *   stored passports, which equal the passports as at today.
 *
 * Sorts: `q[s]=field asc|desc` on the row's columns that the server's list resource of the report
 * declares sortable (the routes' descriptions name them).
 */
export const USER_STATUSES = ['active', 'inactive', 'all'] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_LABELS: Record<TUserStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  all: 'All',
};

/** Part 2 §9: reports show active users unless the filter says otherwise. */
export const DEFAULT_USER_STATUS: TUserStatus = 'active';

/** The filter keys of the period (yyyy-MM-dd), as the spec names them for the notification log. */
export const REPORT_PERIOD_KEYS = { from: 'date_from_eq', to: 'date_to_eq' } as const;

/** The as-at filter's key of the passport-based reports (a report-level filter, like the period). */
export const REPORT_AS_AT_KEY = 'as_at_eq';

/** The filters every passport-based report takes (their `q[...]` keys). */
export const REPORT_USER_FILTER_KEYS = [
  'user_status_eq',
  REPORT_PERIOD_KEYS.from,
  REPORT_PERIOD_KEYS.to,
  'division_id_eq',
  'department_id_eq',
  'employment_type_id_eq',
  'supervisor_id_eq',
  'user_full_name_cont',
  'custom_1_cont',
  'custom_2_cont',
] as const;
