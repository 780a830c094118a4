import type { TUserImportColumn } from '@pdp/contract';
import type { ImportRow } from '../../lib/csv-import.js';
import type { ExistingUser } from './import-plan.js';

/** A supervisor cell holding an @ names the supervisor by email (any case), otherwise by employee number. */
const keyOf = (cell: string) => (cell.includes('@') ? cell.toLowerCase() : cell);

/**
 * The supervisors the user import's rows may name, in file order: the institute's active supervisors,
 * then each earlier row that creates one. A row names its supervisor by employee number or by email
 * within the institute (so an admin need not look the number up); either resolves to the employee
 * number, which the import writes as the supervisor's id.
 */
export function importSupervisors(existing: Iterable<ExistingUser>, rows: ImportRow<TUserImportColumn>[]) {
  const numberOf = new Map<string, string>();
  const add = (identifier: string, email: string) => {
    numberOf.set(identifier, identifier);
    if (email) numberOf.set(email.toLowerCase(), identifier);
  };
  for (const user of existing) if (user.is_supervisor && user.active) add(user.unique_identifier, user.email);
  const rowOf = new Map<string, number>();
  for (const { row, cells } of rows) {
    rowOf.set(cells.unique_identifier, row);
    if (cells.email) rowOf.set(cells.email.toLowerCase(), row);
  }

  return {
    /** A row that creates a supervisor, or gives one a new email: later rows may name them. */
    add,
    /** A row that deactivates a supervisor: later rows may no longer name them. */
    remove(identifier: string, email: string) {
      numberOf.delete(identifier);
      if (email) numberOf.delete(email.toLowerCase());
    },
    /** The employee number `cell` names on `row`, or why it names no supervisor. */
    resolve(cell: string, row: number): { identifier: string } | { problem: string } {
      const identifier = numberOf.get(keyOf(cell));
      if (identifier) return { identifier };
      const later = rowOf.get(keyOf(cell));
      return {
        problem:
          later && later > row
            ? `Supervisor ${cell} is on row ${later}: supervisors must come before their educators`
            : `Supervisor ${cell} does not match an active supervisor’s employee number or email`,
      };
    },
  };
}
