import type { TBulkDecisionResult } from '@pdp/contract';
import { AppError } from './errors.js';

/**
 * Decides each item on its own (`decide` runs the single-item service: its own transaction, lock and
 * rules), in order, and reports what became of each: a refusal of one item never stops the others,
 * and an item is never half-applied. `alreadyDecided` is the single-item service's "no longer
 * pending" message, told apart from the other refusals. An unexpected error (the database gone)
 * still fails the request; the items decided before it stay decided.
 */
export async function decideEach<T extends { id: number }>(
  items: readonly T[],
  alreadyDecided: string,
  decide: (item: T) => Promise<void>,
): Promise<TBulkDecisionResult[]> {
  const results: TBulkDecisionResult[] = [];
  for (const item of items) {
    try {
      await decide(item);
      results.push({ id: item.id, outcome: 'decided', message: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const isDecided = error.code === 'bad_request' && error.message === alreadyDecided;
      results.push({
        id: item.id,
        outcome: isDecided ? 'already_decided' : 'refused',
        message: error.message,
      });
    }
  }
  return results;
}
