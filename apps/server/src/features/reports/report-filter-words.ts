import {
  DEFAULT_USER_STATUS,
  REPORT_AS_AT_KEY,
  USER_STATUS_LABELS,
  userImportColumns,
  type TListQuery,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { InstituteRow } from '../../db/schema/index.js';
import { csvLabel } from '../../lib/csv.js';
import { filterWords, type FilterWording } from '../../lib/filter-words.js';
import type { PdfFilter } from '../../lib/pdf/index.js';
import { findFilterNames } from './filter-names-repository.js';

const idOf = (value: unknown) => {
  const id = typeof value === 'string' ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * A user report's filters in words for its PDF ("User status: Active; Department: Hospitality"): the
 * user status its table applies (active when none is chosen), the division, department, employment
 * type and supervisor by name, the custom fields under the institute's names, then the report's own
 * (`own`). The period and the as-at day are left out: the report prints them itself.
 */
export async function reportFilterWords(
  deps: AppDeps,
  institute: InstituteRow,
  query: TListQuery,
  own: Record<string, FilterWording> = {},
): Promise<PdfFilter[]> {
  const q: NonNullable<TListQuery['q']> = { user_status_eq: DEFAULT_USER_STATUS, ...query.q };
  const names = await findFilterNames(deps.db, institute.id, {
    division: idOf(q.division_id_eq),
    department: idOf(q.department_id_eq),
    employmentType: idOf(q.employment_type_id_eq),
    supervisor: idOf(q.supervisor_id_eq),
  });
  const custom = userImportColumns(institute);
  return filterWords(
    q,
    {
      user_status_eq: { label: 'User status', value: (v) => csvLabel(USER_STATUS_LABELS, v) ?? undefined },
      user_full_name_cont: { label: 'Name contains' },
      division_id_eq: { label: 'Division', value: () => names.division },
      department_id_eq: { label: 'Department', value: () => names.department },
      employment_type_id_eq: { label: 'Employment type', value: () => names.employmentType },
      supervisor_id_eq: { label: 'Supervisor', value: () => names.supervisor },
      custom_1_cont: { label: `${custom.custom_1} contains` },
      custom_2_cont: { label: `${custom.custom_2} contains` },
      ...own,
    },
    ['date_from_eq', 'date_to_eq', REPORT_AS_AT_KEY],
  );
}
