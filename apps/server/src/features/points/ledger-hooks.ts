import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';

/**
 * The hook point of the points ledger (issue 16). Every change to a user's points history made by
 * this domain (external currency added, a vocational or rea row deleted) calls `afterLedgerChange`
 * inside the change's transaction, with the dates of the rows it added or removed.
 *
 * The passports slice plugs in here without touching the history code paths: it calls
 * `onLedgerChange(listener)` once, where its module loads (say, `recomputePassport` for each period
 * the dates fall in). A listener runs in the same transaction, so a failure rolls the change back
 * and a passport is never left out of step with the history.
 */
export interface LedgerChange {
  instituteId: number;
  userId: number;
  /** The `date`s (yyyy-MM-dd) of the history rows added or removed. */
  dates: string[];
}

export type LedgerListener = (tx: Executor, deps: AppDeps, change: LedgerChange) => Promise<void>;

const listeners: LedgerListener[] = [];

/** Registers a listener (once per process); answers a function that removes it (tests). */
export function onLedgerChange(listener: LedgerListener): () => void {
  listeners.push(listener);
  return () => {
    const at = listeners.indexOf(listener);
    if (at >= 0) listeners.splice(at, 1);
  };
}

/** Runs every listener, in registration order, in the caller's transaction. */
export async function afterLedgerChange(
  tx: Executor,
  deps: AppDeps,
  instituteId: number,
  userId: number,
  dates: string[],
): Promise<void> {
  for (const listener of listeners) await listener(tx, deps, { instituteId, userId, dates });
}
