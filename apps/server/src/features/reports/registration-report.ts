import { PROGRAM_TYPE_LABELS, REGISTRATION_STATUS_LABELS, type TRegistrationReportRow } from '@pdp/contract';
import { csvLabel, type CsvColumns } from '../../lib/csv.js';
import type { DatedReport } from './dated-report-service.js';
import * as repo from './registration-report-repository.js';

/**
 * `reports/registrations` (+ `.csv`; part 2 §3 "Program registration report row", issue 17): the
 * registrations of the users in scope to programs starting within the period, by family name.
 */

export function presentRegistrationRow(row: repo.RegistrationReportRow): TRegistrationReportRow {
  const { total: _total, ...fields } = row;
  return fields;
}

export const REGISTRATION_REPORT: DatedReport<repo.RegistrationReportRow, TRegistrationReportRow> = {
  name: 'program_registration',
  resource: repo.registrationReportResource,
  hasUserFilters: true,
  rows: repo.listRegistrationReportRows,
  count: repo.countRegistrationReportRows,
  present: presentRegistrationRow,
};

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function registrationReportColumns(): CsvColumns<TRegistrationReportRow> {
  return [
    ['Given Name', (r) => r.user_given_name],
    ['Family Name', (r) => r.user_family_name],
    ['Program', (r) => r.program_name],
    ['Program Type', (r) => csvLabel(PROGRAM_TYPE_LABELS, r.program_type)],
    ['Domain', (r) => r.domain_display_name],
    ['Start Date', (r) => r.program_start_date],
    ['End Date', (r) => r.program_end_date],
    ['Workshops', (r) => r.workshops_count],
    ['Workshops Attended', (r) => r.workshops_attended_count],
    ['Total Program Points', (r) => r.total_program_points],
    ['Points Awarded', (r) => r.program_points],
    ['Hurdle Complete', (r) => yesNo(r.hurdle_complete)],
    ['Learning Journey Achieved', (r) => yesNo(r.learning_journey_achieved)],
    ['Completed', (r) => yesNo(r.completed)],
    ['Status', (r) => csvLabel(REGISTRATION_STATUS_LABELS, r.status)],
    ['Status Code', (r) => r.status],
  ];
}
