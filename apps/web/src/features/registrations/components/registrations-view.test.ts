import { describe, expect, it } from 'vitest';
import { parseListState, toListParams, writeListState } from '../../../components/data-table';
import {
  QUEUE_LIST_OPTIONS,
  STATISTICS_LIST_OPTIONS,
  decisionButtonLabels,
  decisionFailure,
  emptyQueueText,
  programTypeLabel,
  readView,
  withView,
} from './registrations-view';

const search = (text: string) => new URLSearchParams(text);

describe('the view in the address', () => {
  it('is the queue unless ?view=statistics', () => {
    expect(readView(search(''))).toBe('queue');
    expect(readView(search('view=statistics'))).toBe('statistics');
    expect(readView(search('view=nonsense'))).toBe('queue');
  });

  it('switching keeps the filters of both views', () => {
    const next = withView(search('q[user_name_cont]=ann&stats.q[program_type_eq]=elective'), 'statistics');
    expect(next.toString()).toBe(
      'q%5Buser_name_cont%5D=ann&stats.q%5Bprogram_type_eq%5D=elective&view=statistics',
    );
    expect(withView(next, 'queue').has('view')).toBe(false);
  });
});

describe('the queue filters', () => {
  it('a fresh visit asks for pending registrations by family name', () => {
    const params = toListParams(parseListState(search(''), QUEUE_LIST_OPTIONS));
    expect(params.q).toEqual({ status_eq: 'pending', s: 'user_family_name asc' });
  });

  it('"All" statuses is an explicit blank in the address, and nothing is sent', () => {
    const state = parseListState(search(''), QUEUE_LIST_OPTIONS);
    const written = writeListState(search(''), { ...state, filters: { status_eq: '' } }, QUEUE_LIST_OPTIONS);
    expect(written.toString()).toBe('q%5Bstatus_eq%5D=');
    expect(toListParams(parseListState(written, QUEUE_LIST_OPTIONS)).q).toEqual({
      s: 'user_family_name asc',
    });
  });

  it('reads date ranges and the supervisor from the address as the API keys', () => {
    const state = parseListState(
      search('q[created_at_gteq]=2026-01-01&q[program_start_date_lteq]=2026-12-31&q[supervisor_id_eq]=7'),
      QUEUE_LIST_OPTIONS,
    );
    expect(toListParams(state).q).toMatchObject({
      status_eq: 'pending',
      created_at_gteq: '2026-01-01',
      program_start_date_lteq: '2026-12-31',
      supervisor_id_eq: '7',
    });
  });

  it('the statistics filters are their own, under stats.', () => {
    const state = parseListState(
      search('q[user_name_cont]=ann&stats.q[created_at_gteq]=2026-07-01'),
      STATISTICS_LIST_OPTIONS,
    );
    expect(state.filters).toEqual({ created_at_gteq: '2026-07-01' });
  });
});

describe('the words of the screen', () => {
  const row = { user_name: 'Ann Lee', program_name: 'First Aid' };

  it('names whose registration each button decides', () => {
    expect(decisionButtonLabels(row)).toEqual({
      approve: 'Approve registration of Ann Lee for First Aid',
      incomplete: 'Mark registration of Ann Lee for First Aid incomplete',
    });
    expect(decisionButtonLabels({ user_name: 'Bo', program_name: null }).approve).toBe(
      'Approve registration of Bo for Unnamed Program',
    );
  });

  it('says the queue is empty, or that nothing matches the filters', () => {
    expect(emptyQueueText({ status_eq: 'pending' })).toBe('No registrations are waiting for approval.');
    expect(emptyQueueText({ status_eq: 'pending', user_name_cont: ' ' })).toBe(
      'No registrations are waiting for approval.',
    );
    expect(emptyQueueText({ status_eq: 'pending', user_name_cont: 'zed' })).toBe(
      'No registrations match these filters.',
    );
    expect(emptyQueueText({ status_eq: '' })).toBe('No registrations match these filters.');
  });

  it('labels program types', () => {
    expect(programTypeLabel('elective')).toBe('Elective');
    expect(programTypeLabel(null)).toBe('No type');
  });
});

describe('decisionFailure (part 2 §8: code 1 one message, code 2 field messages, on 400 or 422)', () => {
  it('a code-1 refusal is one message', () => {
    const notPending = 'This registration is no longer pending: it has already been approved or declined.';
    expect(decisionFailure({ status: 400, code: 1, message: notPending, messages: {}, base: [] })).toEqual({
      message: notPending,
    });
  });

  it('a 422 on the reason goes under the field', () => {
    expect(
      decisionFailure({ status: 422, code: 2, messages: { reason: ["can't be blank"] }, base: [] }),
    ).toEqual({ reason: "can't be blank" });
  });

  it('a 400 with code 2 is read the same way, and other fields become sentences', () => {
    expect(
      decisionFailure({
        status: 400,
        code: 2,
        messages: { reason: ['is too long (maximum is 1000 characters)'], notify_user: ['is invalid'] },
        base: ['This program is full.'],
      }),
    ).toEqual({
      reason: 'is too long (maximum is 1000 characters)',
      message: 'This program is full. Notify user is invalid.',
    });
  });

  it('a server failure never shows its details', () => {
    expect(decisionFailure({ status: 500, message: 'boom' })).toEqual({ message: 'Something went wrong' });
  });
});
