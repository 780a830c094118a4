import type { TRegistration } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import { applyTicks, tickKey } from './use-pending-ticks';

const row = (id: number, present: number[] = []) =>
  ({
    id,
    hurdle: false,
    completed: false,
    attendances: present.map((workshop_id) => ({ workshop_id, present: true })),
  }) as unknown as TRegistration;

describe('applyTicks', () => {
  it('shows pending ticks over their own rows only', () => {
    const rows = [row(1, [10]), row(2)];
    const ticks = new Map([
      [tickKey(1, 'present:10'), { value: false }],
      [tickKey(1, 'present:11'), { value: true }],
      [tickKey(2, 'completed'), { value: true }],
    ]);
    const [first, second] = applyTicks(rows, ticks);
    expect(first?.attendances).toEqual([
      { workshop_id: 10, present: false },
      { workshop_id: 11, present: true },
    ]);
    expect(first?.completed).toBe(false);
    expect(second?.completed).toBe(true);
    expect(second?.attendances).toEqual([]);
  });

  it('hands back the same rows when nothing is pending', () => {
    const rows = [row(1)];
    expect(applyTicks(rows, new Map())).toBe(rows);
  });
});
