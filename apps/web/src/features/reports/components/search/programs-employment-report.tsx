import { SearchReportView, type SearchTabProps } from './search-report-view';

/** The Programs (Employment) tab (issue 17): a column per employment type (employment_type_*) per program group. */
export function ProgramsEmploymentReport(props: SearchTabProps) {
  return <SearchReportView {...props} report="program_employment" kind="programs" />;
}
