import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLines } from './csv.js';

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

describe('csvLines', () => {
  it('quotes cells with a comma, a quote or a line break, and doubles their quotes', () => {
    expect(
      csvLines([
        ['a', 'b,c', 'say "hi"', 'two\nlines', 'cr\r', ''],
        ['x', 'y'],
      ]),
    ).toBe('a,"b,c","say ""hi""","two\nlines","cr\r",\nx,y\n');
  });

  it('writes the same bytes as csv-stringify, and csv-parse reads the cells back', () => {
    const cell = fc.oneof(
      fc.string({ unit: fc.constantFrom('a', ',', '"', '\n', '\r', ' ', "'", '=', 'é', '😀') }),
      fc.string({ unit: 'grapheme' }),
    );
    const table = fc
      .integer({ min: 2, max: 6 })
      .chain((width) =>
        fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 8 }),
      );
    fc.assert(
      fc.property(table, (rows) => {
        const text = csvLines(rows);
        expect(text).toBe(stringify(rows));
        expect(parse(text)).toEqual(rows);
      }),
      { numRuns: 500 },
    );
  });
});
