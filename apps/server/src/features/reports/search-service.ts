import {
  DEFAULT_USER_STATUS,
  passportPeriodOfYear,
  SEARCH_REPORT_DEFAULTS,
  SEARCH_REPORT_VIEW_BYS,
  type TCapabilityGroupBy,
  type TGroupMode,
  type TProgramGroupBy,
  type TSearchFilters,
  type TSearchReport,
  type TSearchReportMeta,
  type TSearchReportRow,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { getCurrentInstitute } from '../institutes/service.js';
import { currentPeriodOf } from '../points/period-service.js';
import { buildDepartmentEngagement } from './search-department-rows.js';
import { buildProfileReport } from './search-profile-rows.js';
import { buildProgramReport } from './search-program-rows.js';
import type { SearchChoices, SearchReport } from './search-rows.js';

/**
 * The search reports (part 2 §2, §7 "Search calls", §9; issue 17): profile, program_monthly,
 * program_employment and department_engagement. One function answers the table (`POST
 * reports/{name}`) and the CSV (`GET reports/{name}.csv`), so the export's rows are the table's
 * (docs/using-reports.md, "Search reports").
 */

/** What a report is asked for, from the body or the CSV's query string (both parsed by the contract). */
export interface SearchInput {
  filters?: TSearchFilters;
  params?: { year?: number; mode?: TGroupMode; view_by?: string };
  sorting?: 'asc' | 'desc';
}

async function resolve(
  deps: AppDeps,
  auth: ResolvedSession,
  report: TSearchReport,
  input: SearchInput,
): Promise<SearchChoices> {
  const institute = await getCurrentInstitute(deps.db, auth);
  const month = institute.points_anniversary_month;
  const year = input.params?.year ?? Number(currentPeriodOf(institute).start.slice(0, 4));
  const period = passportPeriodOfYear(month, year);
  const filters = input.filters ?? {};
  return {
    instituteId: auth.instituteId,
    year,
    period: { from: period.start, to: period.end },
    mode: input.params?.mode ?? SEARCH_REPORT_DEFAULTS.mode,
    viewBy: input.params?.view_by ?? SEARCH_REPORT_VIEW_BYS[report][0]!,
    sorting: input.sorting ?? SEARCH_REPORT_DEFAULTS.sorting,
    filters: {
      user_status: filters.user_status_eq ?? DEFAULT_USER_STATUS,
      division_id: filters.division_id_eq,
      department_id: filters.department_id_eq,
      employment_type_id: filters.employment_type_id_eq,
    },
  };
}

function build(deps: AppDeps, report: TSearchReport, choices: SearchChoices): Promise<SearchReport> {
  switch (report) {
    case 'profile':
      return buildProfileReport(deps.db, choices, choices.viewBy as TCapabilityGroupBy);
    case 'program_monthly':
    case 'program_employment':
      return buildProgramReport(deps.db, choices, report, choices.viewBy as TProgramGroupBy);
    case 'department_engagement':
      return buildDepartmentEngagement(deps.db, choices);
  }
}

/** A search report's rows and columns for the body's (or query string's) choices. */
export async function runSearchReport(
  deps: AppDeps,
  auth: ResolvedSession,
  report: TSearchReport,
  input: SearchInput,
): Promise<{ data: TSearchReportRow[]; meta: TSearchReportMeta }> {
  const choices = await resolve(deps, auth, report, input);
  const { columns, rows } = await build(deps, report, choices);
  return {
    data: rows,
    meta: {
      columns,
      period: choices.period,
      year: choices.year,
      mode: choices.mode,
      view_by: choices.viewBy,
      sorting: choices.sorting,
    },
  };
}
