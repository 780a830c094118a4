import { POINT_REQUEST_STATUSES, type TListQuery, type TReportName } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { summarizeDatedReport, type DatedReport } from './dated-report-service.js';
import { POINT_REQUEST_REPORT } from './point-request-report.js';
import { summarizePointRequestReport } from './point-request-report-repository.js';
import { POINTS_HISTORY_REPORT } from './points-history-report.js';
import { summarizePointsHistoryReport } from './points-history-report-repository.js';
import { REGISTRATION_REPORT } from './registration-report.js';
import { summarizeRegistrationReport } from './registration-report-repository.js';

export interface ReportSummary {
  report: TReportName;
  summarize: (deps: AppDeps, auth: ResolvedSession, query: TListQuery) => Promise<unknown>;
}

/** A dated report's summary: the repository's groups of the report's rows, each presented. */
const summaryOf = <Row extends { total: number }, T, S>(
  report: DatedReport<Row, T>,
  summarize: Parameters<typeof summarizeDatedReport<Row, T, S>>[4],
  present: (row: S) => unknown = (row) => row,
): ReportSummary => ({
  report: report.name,
  summarize: async (deps, auth, query) => {
    const summary = await summarizeDatedReport(deps, auth, report, query, summarize);
    return { ...summary, data: summary.data.map(present) };
  },
});

/** The dated reports' chart summaries, by the report's path. */
export const REPORT_SUMMARIES = {
  points_history: summaryOf(POINTS_HISTORY_REPORT, summarizePointsHistoryReport),
  // The stored status is the spec's number (pending 0, approved 1, incomplete 2).
  point_request: summaryOf(POINT_REQUEST_REPORT, summarizePointRequestReport, (row) => ({
    ...row,
    status: POINT_REQUEST_STATUSES[row.status] ?? 'pending',
  })),
  registrations: summaryOf(REGISTRATION_REPORT, summarizeRegistrationReport),
} satisfies Record<string, ReportSummary>;
