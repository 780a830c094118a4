import type { MessageEventDetail } from '../../lib/messages';

export interface QueuedMessage extends Required<MessageEventDetail> {
  key: number;
}

/**
 * How long a message stays up at the least once a newer one is waiting: long enough to read a
 * short sentence, short enough that the bar never lags behind what the user just did.
 */
export const MIN_VISIBLE_MS = 1500;

/**
 * The waiting line after `incoming` arrives. Messages still show one at a time, but a newer message
 * supersedes waiting ones: after five quick saves the bar names the last save, not the first.
 * Errors are never dropped (each says something went wrong that the user has not yet seen), and a
 * message already waiting or showing with the same words and severity is not queued twice.
 */
export function enqueueMessage(
  waiting: readonly QueuedMessage[],
  incoming: QueuedMessage,
  showing: QueuedMessage | null,
): QueuedMessage[] {
  const same = (message: QueuedMessage) =>
    message.message === incoming.message && message.severity === incoming.severity;
  const kept = waiting.filter((message) => message.severity === 'error' && !same(message));
  if (showing && same(showing) && kept.length === 0) return kept;
  return [...kept, incoming];
}

/**
 * How much longer the showing message stays once a newer one waits: whatever is left of
 * MIN_VISIBLE_MS, and never longer than its own duration.
 */
export function cutShortAfter(showing: QueuedMessage, shownForMs: number): number {
  return Math.max(0, Math.min(showing.durationMs, MIN_VISIBLE_MS) - shownForMs);
}
