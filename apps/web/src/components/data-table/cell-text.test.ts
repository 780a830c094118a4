import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { WRAP_AFTER_CHARACTERS, cellText, isLongText, isPlainTextColumn } from './cell-text';

describe('cellText', () => {
  it('shows strings, numbers and booleans as text and nothing for null', () => {
    expect(cellText('abc')).toBe('abc');
    expect(cellText(42)).toBe('42');
    expect(cellText(false)).toBe('false');
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText({ a: 1 })).toBe('');
  });
});

describe('isLongText', () => {
  it('wraps only past 30 characters', () => {
    expect(WRAP_AFTER_CHARACTERS).toBe(30);
    expect(isLongText('x'.repeat(30))).toBe(false);
    expect(isLongText('x'.repeat(31))).toBe(true);
  });

  it('is false for empty values', () => {
    expect(isLongText(null)).toBe(false);
    expect(isLongText('')).toBe(false);
  });

  it('measures numbers by their text', () => {
    expect(isLongText(10 ** 31)).toBe(false); // "1e+31"
    expect(isLongText(1234567890123456789012345678901n)).toBe(true);
  });
});

describe('isPlainTextColumn', () => {
  const render = () => null;
  it.each<[GridColDef, boolean]>([
    [{ field: 'name' }, true],
    [{ field: 'name', type: 'string' }, true],
    [{ field: 'count', type: 'number' }, false],
    [{ field: 'at', type: 'dateTime' }, false],
    [{ field: 'actions', type: 'actions', getActions: () => [] }, false],
    [{ field: 'name', renderCell: render }, false],
  ])('%j → %s', (column, expected) => {
    expect(isPlainTextColumn(column)).toBe(expected);
  });
});
