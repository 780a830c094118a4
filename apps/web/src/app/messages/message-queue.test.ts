import { describe, expect, it } from 'vitest';
import { cutShortAfter, enqueueMessage, MIN_VISIBLE_MS, type QueuedMessage } from './message-queue';

let key = 0;
const message = (text: string, severity: QueuedMessage['severity'] = 'success'): QueuedMessage => ({
  message: text,
  severity,
  durationMs: 5000,
  key: ++key,
});

const texts = (queue: QueuedMessage[]) => queue.map((queued) => queued.message);

describe('enqueueMessage', () => {
  it('keeps only the newest of several waiting saves', () => {
    let queue: QueuedMessage[] = [];
    for (const text of ['Saved 1', 'Saved 2', 'Saved 3', 'Saved 4']) {
      queue = enqueueMessage(queue, message(text), message('Saved 0'));
    }
    expect(texts(queue)).toEqual(['Saved 4']);
  });

  it('never drops a waiting error', () => {
    let queue = enqueueMessage([], message('Could not save', 'error'), message('Saved'));
    queue = enqueueMessage(queue, message('Saved again'), null);
    expect(texts(queue)).toEqual(['Could not save', 'Saved again']);
  });

  it('does not queue the message that is showing again', () => {
    expect(
      enqueueMessage([], message('Something went wrong', 'error'), message('Something went wrong', 'error')),
    ).toEqual([]);
  });

  it('does not queue the same error twice', () => {
    let queue = enqueueMessage([], message('Something went wrong', 'error'), null);
    queue = enqueueMessage(queue, message('Something went wrong', 'error'), null);
    expect(texts(queue)).toEqual(['Something went wrong']);
  });

  it('queues the same words again when something else waits in between', () => {
    const queue = enqueueMessage([message('Could not save', 'error')], message('Saved'), message('Saved'));
    expect(texts(queue)).toEqual(['Could not save', 'Saved']);
  });
});

describe('cutShortAfter', () => {
  it('leaves what is left of the minimum time', () => {
    expect(cutShortAfter(message('Saved'), 400)).toBe(MIN_VISIBLE_MS - 400);
    expect(cutShortAfter(message('Saved'), 3000)).toBe(0);
  });

  it('never extends a message beyond its own duration', () => {
    expect(cutShortAfter({ ...message('Sent'), durationMs: 1000 }, 0)).toBe(1000);
  });
});
