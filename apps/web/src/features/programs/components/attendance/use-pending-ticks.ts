import type { TRegistration } from '@pdp/contract';
import { useCallback, useMemo, useRef, useState } from 'react';

export type TickField = 'hurdle' | 'is_learning_journey' | 'completed' | `present:${number}`;

export interface Tick {
  value: boolean;
  /** Which click set it: an earlier click's answer must not clear a later one. */
  token: number;
}

export const tickKey = (registrationId: number, field: TickField) => `${registrationId}|${field}`;

/**
 * Ticks shown before the server has answered. A click changes the checkbox in the same render (so
 * it never seems to ignore the click, however busy the server is), and the tick stays until its
 * own request settles; the list read afterwards holds the saved state, and a refusal shows the
 * unchanged value again.
 */
export function usePendingTicks(rows: readonly TRegistration[]) {
  const [ticks, setTicks] = useState<ReadonlyMap<string, Tick>>(new Map());
  const nextToken = useRef(0);

  const begin = useCallback((registrationId: number, field: TickField, value: boolean) => {
    const key = tickKey(registrationId, field);
    const token = (nextToken.current += 1);
    setTicks((current) => new Map(current).set(key, { value, token }));
    return () =>
      setTicks((current) => {
        if (current.get(key)?.token !== token) return current;
        const next = new Map(current);
        next.delete(key);
        return next;
      });
  }, []);

  const shown = useMemo(() => applyTicks(rows, ticks), [rows, ticks]);

  return { rows: shown, begin };
}

/** The rows as shown: each pending tick over the row it belongs to. */
export function applyTicks(
  rows: readonly TRegistration[],
  ticks: ReadonlyMap<string, Pick<Tick, 'value'>>,
): readonly TRegistration[] {
  if (ticks.size === 0) return rows;
  return rows.map((row) => {
    let changed = row;
    for (const [key, tick] of ticks) {
      const [id, field] = key.split('|') as [string, TickField];
      if (Number(id) !== row.id) continue;
      if (field.startsWith('present:')) {
        const workshopId = Number(field.slice('present:'.length));
        changed = {
          ...changed,
          attendances: [
            ...changed.attendances.filter((a) => a.workshop_id !== workshopId),
            { workshop_id: workshopId, present: tick.value },
          ],
        };
      } else {
        changed = { ...changed, [field]: tick.value };
      }
    }
    return changed;
  });
}
