import {
  FORECAST_STATUS_LABELS,
  PASSPORT_STATUS_LABELS,
  PROFILE_STATUS_LABELS,
  userImportColumns,
  VCM_STATUS_LABELS,
  type TForecastReportRow,
  type TPassportReportRow,
  type TUnitDeliverer,
  type TUserPointsReportRow,
} from '@pdp/contract';
import type { InstituteRow } from '../../db/schema/index.js';
import { csvDateTimeColumn, csvLabel, type CsvColumns } from '../../lib/csv.js';
import type { QualificationDelivererCsvRow } from './qualification-deliverers-service.js';

/**
 * The reports' CSV columns: the table's columns in its order, the custom fields under the
 * institute's names for them (as the users export heads them) and the reporting requirements under
 * theirs.
 */
type Names = Pick<
  InstituteRow,
  'custom_user_field_1' | 'custom_user_field_2' | 'requirement_1_name' | 'requirement_2_name'
>;

const customHeaders = (institute: Names) => userImportColumns(institute);

export function passportReportColumns(institute: Names): CsvColumns<TPassportReportRow> {
  const headers = customHeaders(institute);
  return [
    ['Passport Status', (r) => csvLabel(PASSPORT_STATUS_LABELS, r.passport_status)],
    ['Passport Status Code', (r) => r.passport_status],
    ['Name', (r) => r.user_full_name],
    ['Department', (r) => r.department_name],
    ['Employment Type', (r) => r.employment_type_name],
    [headers.custom_1, (r) => r.custom_1],
    [headers.custom_2, (r) => r.custom_2],
    ['Professional Points', (r) => r.professional_points_combined],
    ['Vocational Points', (r) => r.vocational_points_combined],
    ['Learning Journeys', (r) => r.learning_journeys_combined],
    ['Vocational Learning Journeys', (r) => r.vocational_learning_journeys_combined],
    ['VCM Status', (r) => csvLabel(VCM_STATUS_LABELS, r.vcm_status)],
    ['Profile Status', (r) => csvLabel(PROFILE_STATUS_LABELS, r.profile_status)],
  ];
}

export function userPointsReportColumns(institute: Names): CsvColumns<TUserPointsReportRow> {
  const headers = customHeaders(institute);
  return [
    ['Name', (r) => r.user_full_name],
    ['Division', (r) => r.division_name],
    ['Department', (r) => r.department_name],
    ['Employment Type', (r) => r.employment_type_name],
    ['Professional Points', (r) => r.professional_points],
    ['Vocational Points', (r) => r.vocational_points],
    [institute.requirement_1_name?.trim() || 'Requirement 1', (r) => r.requirement_1],
    [institute.requirement_2_name?.trim() || 'Requirement 2', (r) => r.requirement_2],
    [headers.custom_1, (r) => r.custom_1],
    [headers.custom_2, (r) => r.custom_2],
  ];
}

export function forecastReportColumns(): CsvColumns<TForecastReportRow> {
  return [
    ['Name', (r) => r.user_full_name],
    ['Department', (r) => r.department_name],
    ['Employment Type', (r) => r.employment_type_name],
    ['Supervisor', (r) => r.supervisor_full_name],
    ['Forecast', (r) => csvLabel(FORECAST_STATUS_LABELS, r.forecast)],
    ['Professional Points', (r) => r.professional_points],
    ['Professional Points Required', (r) => r.required_professional_points],
    ['Pending Professional Points', (r) => r.pending_professional_points],
    ['Vocational Points', (r) => r.vocational_points],
    ['Vocational Points Required', (r) => r.required_vocational_points],
    ['Pending Vocational Points', (r) => r.pending_vocational_points],
    ['Learning Journeys', (r) => r.learning_journeys],
    ['Learning Journeys Required', (r) => r.required_learning_journeys],
    ['Vocational Learning Journeys', (r) => r.vocational_learning_journeys],
    ['Vocational Learning Journeys Required', (r) => r.required_vocational_learning_journeys],
    ['Pending Requests', (r) => r.pending_requests],
    ['Registered Programs', (r) => r.registered_programs],
    ['Expiring VCM Units', (r) => r.expiring_units],
    ['Days Left', (r) => r.days_left],
  ];
}

/** Who may deliver a unit: one row per claimant, those who qualify first, the reasons in words. */
export function unitDeliverersColumns(institute: Pick<InstituteRow, 'timezone'>): CsvColumns<TUnitDeliverer> {
  return [
    ['Name', (r) => r.user_full_name],
    ['Department', (r) => r.department_name],
    ['Employment Type', (r) => r.employment_type_name],
    ['Qualifies', (r) => (r.qualifies ? 'Yes' : 'No')],
    ['Reasons', (r) => r.reasons.map((reason) => reason.text).join('; ')],
    csvDateTimeColumn('Claim Approved At', institute.timezone, (r) => r.claim_approved_at),
    ['Currency Expires On', (r) => r.currency_expires_on],
    ['Passport Status', (r) => csvLabel(PASSPORT_STATUS_LABELS, r.passport_status)],
  ];
}

/** Who may deliver a qualification's units: a row per educator and unit, in the search's order. */
export function qualificationDeliverersColumns(
  institute: Pick<InstituteRow, 'timezone'>,
): CsvColumns<QualificationDelivererCsvRow> {
  return [
    ['Name', (r) => r.user_full_name],
    ['Department', (r) => r.department_name],
    ['Employment Type', (r) => r.employment_type_name],
    ['Summary', (r) => r.summary],
    ['Unit', (r) => r.unit.code],
    ['Unit Title', (r) => r.unit.title],
    ['Qualifies', (r) => (r.unit.qualifies ? 'Yes' : 'No')],
    ['Reasons', (r) => r.unit.reasons.map((reason) => reason.text).join('; ')],
    csvDateTimeColumn('Claim Approved At', institute.timezone, (r) => r.unit.claim_approved_at),
    ['Currency Expires On', (r) => r.unit.currency_expires_on],
    ['Passport Status', (r) => csvLabel(PASSPORT_STATUS_LABELS, r.passport_status)],
  ];
}
