/**
 * The registration import's file (docs/using-programs.md "Import Registrations"): the registrant's
 * Employee Number, then Y/N columns. "Workshop N" is the program's Nth workshop in start order, so
 * the same layout serves every program; the registrations.csv export uses the same headers, so an
 * exported list can be edited and imported back.
 */
export const REGISTRATION_IMPORT_COLUMNS = {
  employee_number: 'Employee Number',
  hurdle: 'Hurdle',
  learning_journey: 'Learning Journey',
  completed: 'Completed',
} as const;

export const workshopHeader = (n: number) => `Workshop ${n}`;

/** Workshop columns are read up to this number, so that a filled one beyond the program's count is reported. */
export const MAX_WORKSHOP_COLUMNS = 100;

/**
 * A program template's workshop header, "Workshop 1 – Kick-off (12 Mar 2027)", so people know which
 * workshop a column is; the import reads it by its leading "Workshop N" (`workshopNumberOf`), so a
 * workshop renamed or moved after the download still matches.
 */
export function namedWorkshopHeader(n: number, workshop: { name: string | null; date: string }): string {
  const name = workshop.name?.trim().replace(/\s+/g, ' ');
  return `${workshopHeader(n)}${name ? ` – ${name}` : ''} (${workshop.date})`;
}

const WORKSHOP_HEADER = /^workshop (\d+)(?:$|[\s:(–—-])/i;

/** The workshop a header names: "Workshop 2" and "Workshop 2 – Kick-off (12 Mar 2027)" are 2. */
export function workshopNumberOf(header: string): number | undefined {
  const match = WORKSHOP_HEADER.exec(header.trim().replace(/\s+/g, ' '));
  const n = match ? Number(match[1]) : 0;
  return n >= 1 && n <= MAX_WORKSHOP_COLUMNS ? n : undefined;
}

/**
 * An import header row: Employee Number, a column per workshop, then the flags. `workshops` is the
 * workshop headers, or how many plain "Workshop N" columns (the generic template has three).
 */
export function registrationImportHeaders(workshops: number | readonly string[] = 3): string[] {
  const { employee_number, hurdle, learning_journey, completed } = REGISTRATION_IMPORT_COLUMNS;
  const named =
    typeof workshops === 'number'
      ? Array.from({ length: workshops }, (_, i) => workshopHeader(i + 1))
      : workshops;
  return [employee_number, ...named, hurdle, learning_journey, completed];
}
