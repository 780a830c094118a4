import { sql, TransactionRollbackError } from 'drizzle-orm';
import { vacuumChangedTablesSoon } from './bulk-writes.js';
import type { Database, Transaction } from './client.js';

/**
 * An import's writes, in one transaction (all or nothing). A dry run performs every write too, so it
 * meets every constraint, trigger and lookup a real import meets, then rolls the transaction back:
 * no record, audit event, email or job is left behind. (Ids drawn from sequences stay used, as after
 * any rollback.) Answers what `write` answered.
 *
 * `written`: the rows the import writes per table. Once a real import commits, the tables it changed
 * by a meaningful share are vacuumed and analysed (after the answer), so the pages that read them next
 * are planned on their rows and read them through their indexes alone.
 */
export async function importTransaction<T>(
  db: Database,
  options: { dryRun: boolean; written?: Record<string, number> },
  write: (tx: Transaction) => Promise<T>,
): Promise<T> {
  let outcome: { value: T } | undefined;
  try {
    await db.transaction(async (tx) => {
      // Committed to disk before the import is reported done, even on a server that commits
      // asynchronously; and the vacuum that follows can then mark its rows visible to all at once.
      if (!options.dryRun) await tx.execute(sql`set local synchronous_commit = on`);
      outcome = { value: await write(tx) };
      if (options.dryRun) tx.rollback();
    });
  } catch (error) {
    if (!(options.dryRun && outcome && error instanceof TransactionRollbackError)) throw error;
  }
  if (!options.dryRun && options.written) vacuumChangedTablesSoon(db, options.written);
  return outcome!.value;
}
