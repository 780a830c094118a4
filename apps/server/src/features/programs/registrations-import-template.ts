import { namedWorkshopHeader, registrationImportHeaders } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { CsvColumns } from '../../lib/csv.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { findManagedProgram } from './programs-managed.js';
import { listProgramWorkshops } from './registrations-import-repository.js';

/** "12 Mar 2027" as the calendar read in `timeZone`: a month name reads the same in every locale. */
function dayMonthYear(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

/**
 * The import template of a program the signed-in user runs: a header row with a column per workshop
 * in start order, each headed by its name and date (in the institute's time zone), and no rows.
 */
export async function registrationImportTemplate(deps: AppDeps, auth: ResolvedSession, programId: number) {
  const { timezone } = await findManagedProgram(deps.db, auth, programId);
  const workshops = await listProgramWorkshops(deps.db, auth.instituteId, programId);
  const headers = registrationImportHeaders(
    workshops.map((workshop, i) =>
      namedWorkshopHeader(i + 1, { name: workshop.name, date: dayMonthYear(workshop.start_time, timezone) }),
    ),
  );
  const columns: CsvColumns<never> = headers.map((header) => [header, () => '']);
  return { filename: `registrations-${programId}-template.csv`, columns };
}
