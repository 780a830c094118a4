import { useEffect } from 'react';
import { useParams } from 'react-router';
import { AreaPlaceholder } from '../../lib/area-placeholder';

// The Reports area (part 2 §2), one tab per report. The reports issue replaces this placeholder.

/** Report names in tab order, with their tab labels. */
const REPORT_LABELS: Record<string, string> = {
  passports: 'Passports',
  user_points: 'User Points',
  profiling: 'Profiling',
  points_history: 'Points History',
  point_request: 'Point Request',
  program_registration: 'Program Registration',
  programs_monthly: 'Programs Monthly',
  programs_employment: 'Programs (Employment)',
  department_engagement: 'Department Engagement',
  notification: 'Notification',
};

export function ReportPage() {
  const { reportName = '' } = useParams();
  const label = REPORT_LABELS[reportName];
  // The spec: an unknown report name logs a warning (and the real page selects the first tab).
  useEffect(() => {
    if (!label) console.warn(`Unknown report "${reportName}"`);
  }, [label, reportName]);
  return <AreaPlaceholder title="Reports" detail={`Report: ${label ?? 'Passports'}`} />;
}
