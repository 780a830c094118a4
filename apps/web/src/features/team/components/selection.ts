import { useState } from 'react';

/** The ticked rows of a waiting list: toggle one, all or none; only ids still listed count. */
export function useSelection(ids: readonly number[]) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const selected = ids.filter((id) => ticked.has(id));
  return {
    selected,
    isSelected: (id: number) => ticked.has(id),
    isAll: ids.length > 0 && selected.length === ids.length,
    toggle: (id: number) =>
      setTicked((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: () => setTicked(selected.length === ids.length ? new Set() : new Set(ids)),
    clear: () => setTicked(new Set()),
  };
}
