import { describe, expect, it } from 'vitest';
import { canMove, displayOrder, movedOrder, withOrders } from './order';

const rows = [
  { id: 1, active: true, display_order: 2 },
  { id: 2, active: false, display_order: 1 },
  { id: 3, active: true, display_order: 1 },
  { id: 4, active: true, display_order: 3 },
];

describe('displayOrder', () => {
  it('puts active rows first, each group by display_order', () => {
    expect(displayOrder(rows).map((r) => r.id)).toEqual([3, 1, 4, 2]);
  });

  it('keeps the given order of rows without display_order or active', () => {
    expect(displayOrder([{ id: 5 }, { id: 2 }, { id: 9 }]).map((r) => r.id)).toEqual([5, 2, 9]);
  });
});

describe('canMove', () => {
  it('is false at the top and the bottom', () => {
    expect(canMove(rows, 3, 'up')).toBe(false);
    expect(canMove(rows, 3, 'down')).toBe(true);
    expect(canMove(rows, 4, 'up')).toBe(true);
  });

  it('does not move an active row below a deactivated one, or the other way', () => {
    expect(canMove(rows, 4, 'down')).toBe(false);
    expect(canMove(rows, 2, 'up')).toBe(false);
  });

  it('is false for an unknown row', () => {
    expect(canMove(rows, 42, 'up')).toBe(false);
  });
});

describe('movedOrder', () => {
  it('swaps the row with its neighbour and renumbers the whole list from 1', () => {
    expect(movedOrder(rows, 1, 'up')).toEqual([
      { id: 1, display_order: 1 },
      { id: 3, display_order: 2 },
      { id: 4, display_order: 3 },
      { id: 2, display_order: 4 },
    ]);
    expect(movedOrder(rows, 1, 'down').map((o) => o.id)).toEqual([3, 4, 1, 2]);
  });

  it('only renumbers when the move is not allowed', () => {
    expect(movedOrder(rows, 3, 'up').map((o) => o.id)).toEqual([3, 1, 4, 2]);
  });
});

describe('withOrders', () => {
  it('applies the new orders by id', () => {
    const moved = withOrders(rows, movedOrder(rows, 1, 'up'));
    expect(displayOrder(moved).map((r) => r.id)).toEqual([1, 3, 4, 2]);
  });
});
