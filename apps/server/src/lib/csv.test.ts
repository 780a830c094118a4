import { describe, expect, it } from 'vitest';
import { csvCell } from './csv.js';

describe('csvCell', () => {
  it.each(['=1+2', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x","y")'])(
    'prefixes %j with a single quote',
    (value) => {
      expect(csvCell(value)).toBe(`'${value}`);
    },
  );

  it('leaves other text alone, including formula characters later in the cell', () => {
    expect(csvCell('Ada')).toBe('Ada');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(" 'quoted")).toBe(" 'quoted");
    expect(csvCell('')).toBe('');
  });

  it('writes null and undefined as empty, numbers and booleans as text', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3)).toBe("'-3");
    expect(csvCell(true)).toBe('true');
  });
});
