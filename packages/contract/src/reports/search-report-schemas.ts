import { z } from 'zod';
import { wholeNumber, ZId } from '../common/values.js';
import { USER_STATUSES } from './filters.js';
import {
  CAPABILITY_GROUP_BYS,
  GROUP_MODES,
  MONTH_KEYS,
  PROGRAM_GROUP_BYS,
  SEARCH_ROW_TYPES,
  type TSearchReport,
} from './search-reports.js';

/** A blank filter (the web's "All") is no filter. */
const blankIsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalId = z.preprocess(blankIsAbsent, ZId.optional());
const listed = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'is not included in the list' });

/** The filters of every search report: whose registrations or profiles count (default active users). */
export const ZSearchFilters = z.object({
  user_status_eq: z.preprocess(blankIsAbsent, listed(USER_STATUSES).optional()),
  division_id_eq: optionalId,
  department_id_eq: optionalId,
  employment_type_id_eq: optionalId,
});
export type TSearchFilters = z.infer<typeof ZSearchFilters>;

/** `year`: the passport year (the calendar year its period starts in); default the current one. */
const ZYear = z.preprocess(blankIsAbsent, wholeNumber({ min: 1900, max: 9998 }).optional());
const ZSorting = z.preprocess(
  blankIsAbsent,
  z.enum(['asc', 'desc'], { error: 'is not asc or desc' }).optional(),
);

function searchParams(report: TSearchReport) {
  const viewBy =
    report === 'profile'
      ? listed(CAPABILITY_GROUP_BYS)
      : report === 'department_engagement'
        ? listed(['department'])
        : listed(PROGRAM_GROUP_BYS);
  return z.object({
    year: ZYear,
    mode: z.preprocess(blankIsAbsent, listed(GROUP_MODES).optional()),
    view_by: z.preprocess(blankIsAbsent, viewBy.optional()),
  });
}

/** `POST reports/{name}`'s body (part 2 §7): pagination is always null (the report is one table). */
export function searchReportBody(report: TSearchReport) {
  return z.object({
    filters: ZSearchFilters.default({}),
    params: searchParams(report).default({}),
    pagination: z.null().optional(),
    sorting: ZSorting,
  });
}
export type TSearchReportBody = z.input<ReturnType<typeof searchReportBody>>;

/** `GET reports/{name}.csv`: the same choices in a query string (`year`, `mode`, `view_by`, `sorting`, `q[...]`). */
export function searchReportQuery(report: TSearchReport) {
  return searchParams(report).extend({
    sorting: ZSorting,
    q: ZSearchFilters.optional(),
  });
}

/** A column of the report: its key in every row and its heading (the CSV's header too). */
export const ZSearchColumn = z.object({ key: z.string(), label: z.string() });
export type TSearchColumn = z.infer<typeof ZSearchColumn>;

const rowBase = { row_type: z.enum(SEARCH_ROW_TYPES), label: z.string() };

/**
 * Profile: averages of the response values (a response label's value) of the period's profiles.
 * `gap` is supervisor − business ideal (negative: rated below what the institute expects).
 */
export const ZProfileReportRow = z.object({
  ...rowBase,
  educator_average: z.number().nullable(),
  supervisor_average: z.number().nullable(),
  business_ideal_average: z.number().nullable(),
  gap: z.number().nullable(),
  profiles: z.number().int(),
});
export type TProfileReportRow = z.infer<typeof ZProfileReportRow>;

/** Program Monthly: the mode's figure per month of the passport year (month_1 its first), and in all. */
const monthShape = Object.fromEntries(MONTH_KEYS.map((key) => [key, z.number().int()])) as Record<
  (typeof MONTH_KEYS)[number],
  z.ZodNumber
>;
export const ZProgramMonthlyRow = z.object({ ...rowBase, ...monthShape, total: z.number().int() });
export type TProgramMonthlyRow = z.infer<typeof ZProgramMonthlyRow>;

/** Program (Employment): the mode's figure per employment type (`employment_type_{id}`) and in all. */
export const ZProgramEmploymentRow = z
  .object({ ...rowBase, total: z.number().int() })
  .catchall(z.number().int());

/** Department Engagement: a department's staff, the mode's figure and that figure per 100 staff. */
export const ZDepartmentEngagementRow = z.object({
  ...rowBase,
  user_count: z.number().int(),
  count: z.number().int(),
  per_100_staff: z.number().nullable(),
});
export type TDepartmentEngagementRow = z.infer<typeof ZDepartmentEngagementRow>;

export const ZSearchReportMeta = z.object({
  columns: z.array(ZSearchColumn),
  period: z.object({ from: z.string(), to: z.string() }),
  year: z.number().int(),
  mode: listed(GROUP_MODES),
  view_by: z.string(),
  sorting: z.enum(['asc', 'desc']),
});
export type TSearchReportMeta = z.infer<typeof ZSearchReportMeta>;

export function searchReportResponse<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row), meta: ZSearchReportMeta });
}

/** The rows the web renders: every search report's row is a label, a type and figures by column key. */
export type TSearchReportRow = {
  row_type: (typeof SEARCH_ROW_TYPES)[number];
  label: string;
  [key: string]: string | number | null;
};
export interface TSearchReportResponse {
  data: TSearchReportRow[];
  meta: TSearchReportMeta;
}
