import type { ListParams } from '../../../components/data-table/list-query';
import { useReportSummary } from './get-report-summary';

/**
 * GET /api/v1/reports/passport/summary: the Passports report's rows counted by department and
 * passport status (its chart), for the table's filters.
 */
export const usePassportSummary = (params: ListParams) => useReportSummary('passport', params);
