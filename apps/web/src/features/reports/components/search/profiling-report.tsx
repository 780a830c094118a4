import type { TSearchReportResponse } from '@pdp/contract';
import { useTheme } from '@mui/material/styles';
import { ChartFigure } from '../../../../components/charts';
import { SearchReportView, type SearchTabProps } from './search-report-view';

const figure = (value: string | number | null | undefined) => (typeof value === 'number' ? value : null);

/** Per domain (or department), the supervisors' average rating against the business ideal. */
function ProfileGapChart({ report }: { report: TSearchReportResponse | undefined }) {
  const { palette } = useTheme();
  const headers = report?.data.filter((row) => row.row_type === 'HEADER') ?? [];
  const supervisor = headers.map((row) => figure(row.supervisor_average));
  const ideal = headers.map((row) => figure(row.business_ideal_average));
  const hasRatings = [...supervisor, ...ideal].some((value) => value !== null);
  const byDepartment = report?.meta.view_by === 'department';
  return (
    <ChartFigure
      title={
        byDepartment
          ? 'Supervisor rating against the business ideal, by department'
          : 'Supervisor rating against the business ideal, by domain'
      }
      description="Average answers of the passport year's profiles; follows the filters."
      categoryLabel={byDepartment ? 'Department' : 'Domain'}
      data={
        report && {
          categories: headers.map((row) => row.label),
          series: [
            { label: 'Supervisor rating', data: supervisor, color: palette.primary.main },
            { label: 'Business ideal', data: ideal, color: palette.secondary.main },
          ],
          valueLabel: 'Average answer',
        }
      }
      emptyText={report && !hasRatings && 'No ratings in this year.'}
    />
  );
}

/** The Profiling tab (issue 17): the capability report, and the gap between supervisor ratings and the business ideal. */
export function ProfilingReport(props: SearchTabProps) {
  return (
    <SearchReportView
      {...props}
      report="profile"
      kind="profile"
      chart={(report) => <ProfileGapChart report={report} />}
    />
  );
}
