import { TransactionRollbackError } from 'drizzle-orm';
import { analyzeChangedTablesSoon } from './bulk-writes.js';
import type { Database, Transaction } from './client.js';

/**
 * An import's writes, in one transaction (all or nothing). A dry run performs every write too, so it
 * meets every constraint, trigger and lookup a real import meets, then rolls the transaction back:
 * no record, audit event, email or job is left behind. (Ids drawn from sequences stay used, as after
 * any rollback.) Answers what `write` answered.
 *
 * `written`: the rows the import writes per table. Once a real import commits, the tables it changed
 * by a meaningful share are analysed (after the answer), so the pages that read them next are planned
 * on their rows.
 */
export async function importTransaction<T>(
  db: Database,
  options: { dryRun: boolean; written?: Record<string, number> },
  write: (tx: Transaction) => Promise<T>,
): Promise<T> {
  let outcome: { value: T } | undefined;
  try {
    await db.transaction(async (tx) => {
      outcome = { value: await write(tx) };
      if (options.dryRun) tx.rollback();
    });
  } catch (error) {
    if (!(options.dryRun && outcome && error instanceof TransactionRollbackError)) throw error;
  }
  if (!options.dryRun && options.written) analyzeChangedTablesSoon(db, options.written);
  return outcome!.value;
}
