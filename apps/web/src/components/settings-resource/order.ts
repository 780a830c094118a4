import type { SettingsRow } from './types';

/**
 * The order a list is shown in (part 1 §2.5, §4): active rows first, deactivated rows at the bottom,
 * each group by `display_order`. Unordered lists keep the server's order (its default sort).
 */
export function displayOrder<Row extends SettingsRow>(rows: readonly Row[]): Row[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        Number(b.row.active ?? true) - Number(a.row.active ?? true) ||
        (a.row.display_order ?? a.index) - (b.row.display_order ?? b.index) ||
        a.index - b.index,
    )
    .map(({ row }) => row);
}

export type MoveDirection = 'up' | 'down';

/**
 * Whether a row can move: not past the top or bottom of its group. Active and deactivated rows are
 * separate groups, since a deactivated row always sits below every active one.
 */
export function canMove<Row extends SettingsRow>(rows: readonly Row[], id: number, direction: MoveDirection) {
  const ordered = displayOrder(rows);
  const index = ordered.findIndex((row) => row.id === id);
  if (index < 0) return false;
  const neighbour = ordered[direction === 'up' ? index - 1 : index + 1];
  return neighbour !== undefined && (neighbour.active ?? true) === (ordered[index]!.active ?? true);
}

/**
 * The bulk order body's list after moving one row: every row of the list, renumbered from 1 in the
 * new order (the server renumbers the same way, in one transaction).
 */
export function movedOrder<Row extends SettingsRow>(
  rows: readonly Row[],
  id: number,
  direction: MoveDirection,
): { id: number; display_order: number }[] {
  const ordered = displayOrder(rows);
  if (canMove(rows, id, direction)) {
    const index = ordered.findIndex((row) => row.id === id);
    const other = direction === 'up' ? index - 1 : index + 1;
    [ordered[index], ordered[other]] = [ordered[other]!, ordered[index]!];
  }
  return ordered.map((row, index) => ({ id: row.id, display_order: index + 1 }));
}

/** The rows with the display orders of `orders` applied (for the screen, before the server answers). */
export function withOrders<Row extends SettingsRow>(
  rows: readonly Row[],
  orders: readonly { id: number; display_order: number }[],
): Row[] {
  const byId = new Map(orders.map((order) => [order.id, order.display_order]));
  return rows.map((row) => (byId.has(row.id) ? { ...row, display_order: byId.get(row.id) } : row));
}
