import { TransactionRollbackError } from 'drizzle-orm';
import type { Database, Transaction } from './client.js';

/**
 * An import's writes, in one transaction (all or nothing). A dry run performs every write too, so it
 * meets every constraint, trigger and lookup a real import meets, then rolls the transaction back:
 * no record, audit event, email or job is left behind. (Ids drawn from sequences stay used, as after
 * any rollback.) Answers what `write` answered.
 */
export async function importTransaction<T>(
  db: Database,
  options: { dryRun: boolean },
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
  return outcome!.value;
}
