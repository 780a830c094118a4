import {
  isReportOffered,
  REPORT_LABELS,
  REPORT_NAMES,
  reportPermission,
  type TReportName,
} from '@pdp/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useDeferredValue, useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { useSignedInMe } from '../../../lib/me';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useReportPeriods } from '../api/get-report-periods';
import { CalibrationReport } from './calibration-report';
import { DemandReport } from './demand-report';
import { ForecastReport } from './forecast-report';
import { NotificationReport } from './notification-report';
import { PassportReport } from './passport-report';
import { PointRequestReport } from './point-request-report';
import { PointsHistoryReport } from './points-history-report';
import { ProgramRegistrationReport } from './program-registration-report';
import { DepartmentEngagementReport } from './search/department-engagement-report';
import { ProfilingReport } from './search/profiling-report';
import { ProgramsEmploymentReport } from './search/programs-employment-report';
import { ProgramsMonthlyReport } from './search/programs-monthly-report';
import { UnitDeliverersReport } from './unit-deliverers-report';
import { UserPointsReport } from './user-points-report';
import { LinkTabs } from '../../../components/link-tabs';

/** The tabs built so far; the others say they are coming. */
const TABLES: Partial<
  Record<TReportName, typeof PassportReport | typeof UserPointsReport | typeof UnitDeliverersReport>
> = {
  passports: PassportReport,
  user_points: UserPointsReport,
  forecast: ForecastReport,
  demand: DemandReport,
  calibration: CalibrationReport,
  points_history: PointsHistoryReport,
  point_request: PointRequestReport,
  program_registration: ProgramRegistrationReport,
  notification: NotificationReport,
  profiling: ProfilingReport,
  programs_monthly: ProgramsMonthlyReport,
  programs_employment: ProgramsEmploymentReport,
  department_engagement: DepartmentEngagementReport,
  unit_deliverers: UnitDeliverersReport,
};

const NO_PERIODS: never[] = [];

/**
 * The tabs the signed-in user may open, in the spec's order (admin-only ones need reports.view_admin;
 * Who May Deliver needs the institute's VCM on).
 */
function useVisibleReports(): TReportName[] {
  const { permissions, institute } = useSignedInMe();
  const vcmEnabled = institute.vcm_enabled;
  return useMemo(
    () =>
      REPORT_NAMES.filter(
        (name) =>
          permissions.includes(reportPermission(name)) && isReportOffered(name, { vcm_enabled: vcmEnabled }),
      ),
    [permissions, vcmEnabled],
  );
}

/** The reports' tab strip: a link per report, rendered again only when the tab or the tabs change. */
const ReportTabs = memo(function ReportTabs({
  visible,
  selected,
}: {
  visible: TReportName[];
  selected: TReportName;
}) {
  const tabs = useMemo(
    () => visible.map((name) => ({ key: name, label: REPORT_LABELS[name], to: paths.report.to(name) })),
    [visible],
  );
  return <LinkTabs tabs={tabs} selected={selected} aria-label="Reports" />;
});

/**
 * /reports/{report_name} (part 2 §2 "Reports", issue 17): one tab per report; an unknown (or not
 * allowed) name logs a warning and selects the first tab; "Loading..." until the period dates arrive.
 */
export function ReportPage() {
  const me = useSignedInMe();
  const { reportName = '' } = useParams();
  const visible = useVisibleReports();
  const isKnown = (visible as string[]).includes(reportName);
  const selected = isKnown ? (reportName as TReportName) : (visible[0] ?? 'passports');
  const periods = useReportPeriods();
  // The report (its filters, chart and table) is the page's largest render. When the periods arrive
  // after the page's first render, the query's update renders at once, in one task; deferred, the
  // report mounts in a transition, whose render yields to the browser between components.
  const shownPeriods = useDeferredValue(periods.isPending ? undefined : (periods.data ?? NO_PERIODS));
  const Table = TABLES[selected];
  useDocumentTitle(`${REPORT_LABELS[selected]} report`);
  useEffect(() => {
    if (!isKnown) console.warn(`Unknown report "${reportName}": showing ${selected}`);
  }, [isKnown, reportName, selected]);

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="overline" component="p" color="primary">
          {me.institute.name}
        </Typography>
        <Typography variant="h1">Reports</Typography>
      </Box>
      <ReportTabs visible={visible} selected={selected} />
      {shownPeriods === undefined ? (
        <Typography>Loading...</Typography>
      ) : (
        <div role="tabpanel" aria-label={REPORT_LABELS[selected]}>
          {Table ? (
            <Table
              key={selected}
              institute={me.institute}
              periods={shownPeriods}
              canPickSupervisor={me.permissions.includes('users.manage')}
            />
          ) : (
            <Typography color="text.secondary">
              The {REPORT_LABELS[selected]} report is coming with the rest of the Reports area.
            </Typography>
          )}
        </div>
      )}
    </Stack>
  );
}
