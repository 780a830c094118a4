import { REGISTRATION_IMPORT_COLUMNS as IMPORT, workshopHeader } from '@pdp/contract';
import type { CsvColumns } from '../../lib/csv.js';
import type { ResolvedSession } from '../auth/session-service.js';
import type { AppDeps } from '../../app-deps.js';
import { findManagedProgram } from './programs-managed.js';
import { listProgramWorkshops } from './registrations-import-repository.js';
import { listSheetRows, type SheetRow } from './registrations-sheets-repository.js';

const yn = (value: boolean) => (value ? 'Y' : 'N');
const STATUS = { pending: 'Pending', approved: 'Approved', incomplete: 'Incomplete' } as const;

/**
 * The columns of registrations.csv: who, then the import's own Y/N columns under the import's headers
 * (Employee Number, Workshop 1…, Hurdle, Learning Journey, Completed), so the file can be edited and
 * imported back; the other columns are ignored by the import.
 */
export function registrationCsvColumns(workshopIds: number[]): CsvColumns<SheetRow> {
  return [
    ['Family Name', (r) => r.family_name],
    ['Given Name', (r) => r.given_name],
    [IMPORT.employee_number, (r) => r.unique_identifier],
    ['Department', (r) => r.department],
    ['Status', (r) => STATUS[r.status]],
    ...workshopIds.map((id, i): CsvColumns<SheetRow>[number] => [
      workshopHeader(i + 1),
      (r) => yn(r.presentAt.includes(id)),
    ]),
    [IMPORT.hurdle, (r) => yn(r.hurdle)],
    [IMPORT.learning_journey, (r) => yn(r.is_learning_journey)],
    [IMPORT.completed, (r) => yn(r.completed)],
    ['Points', (r) => r.points],
  ];
}

/** registrations.csv of a program the signed-in user runs: its file name, columns and rows. */
export async function exportRegistrations(deps: AppDeps, auth: ResolvedSession, programId: number) {
  await findManagedProgram(deps.db, auth, programId);
  const [workshops, rows] = await Promise.all([
    listProgramWorkshops(deps.db, auth.instituteId, programId),
    listSheetRows(deps.db, auth.instituteId, programId),
  ]);
  return {
    filename: `registrations-${programId}.csv`,
    columns: registrationCsvColumns(workshops.map((w) => w.id)),
    rows,
  };
}
