import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  csvCell,
  csvDateTime,
  csvDateTimeColumn,
  csvLabel,
  csvLines,
  csvUncell,
  type CsvCell,
} from './csv.js';

describe('csvCell', () => {
  it.each([
    '=1+2',
    '+1+1',
    '-1+2',
    '+3 apples',
    "-2+3+cmd|' /C calc'!A0",
    '-',
    '-Infinity',
    '@SUM(A1)',
    '\tx',
    '\t1',
    '\rx',
    '=HYPERLINK("http://x","y")',
  ])('prefixes %j with a single quote', (value) => {
    expect(csvCell(value)).toBe(`'${value}`);
  });

  it('leaves other text alone, including formula characters later in the cell', () => {
    expect(csvCell('Ada')).toBe('Ada');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(" 'quoted")).toBe(" 'quoted");
    expect(csvCell('')).toBe('');
  });

  it('writes null and undefined as empty, numbers and booleans as they are, a negative number too', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(-0.42)).toBe('-0.42');
    expect(csvCell(-1e-7)).toBe('-1e-7');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(-Infinity)).toBe("'-Infinity");
  });

  it.each(['-0.42', '+3', '-3', '-.5', '-1e-7', '+2.5E3'])(
    'leaves %j alone: a plain decimal number, which a spreadsheet sums',
    (value) => {
      expect(csvCell(value)).toBe(value);
    },
  );
});

describe('csvUncell', () => {
  it('gives back the text of every cell csvCell wrote', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', '1', '.', '=', '+', '-', '@', '\t', '\r', "'") }),
        (text) => {
          fc.pre(!/^'[=+\-@\t\r]/.test(text));
          expect(csvUncell(csvCell(text))).toBe(text);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('csvLines', () => {
  it('quotes cells with a comma, a quote or a line break, and doubles their quotes', () => {
    expect(
      csvLines(
        [
          ['a', 'b,c', 'say "hi"', 'two\nlines', 'cr\r', ''],
          ['x', 'y'],
        ].map((row) => row.map(csvCell)),
      ),
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
      fc.property(table, (values) => {
        // csvLines takes only escaped cells (CsvCell); csv-stringify gets the same cells.
        const rows: CsvCell[][] = values.map((row) => row.map(csvCell));
        const text = csvLines(rows);
        expect(text).toBe(stringify(rows));
        expect(parse(text)).toEqual(rows);
      }),
      { numRuns: 500 },
    );
  });
});

describe('csvDateTime', () => {
  it('writes an instant on the institute’s clock, daylight saving included, as yyyy-MM-dd HH:mm', () => {
    expect(csvDateTime('2026-01-15T03:07:00.000Z', 'Australia/Melbourne')).toBe('2026-01-15 14:07');
    expect(csvDateTime('2026-07-15T03:07:00.000Z', 'Australia/Melbourne')).toBe('2026-07-15 13:07');
    expect(csvDateTime(new Date('2026-07-15T23:30:00Z'), 'Australia/Perth')).toBe('2026-07-16 07:30');
    expect(csvDateTime('2026-07-15T00:05:00Z', 'America/New_York')).toBe('2026-07-14 20:05');
    expect(csvDateTime(null, 'Australia/Melbourne')).toBeNull();
  });

  it('heads its column with the zone', () => {
    const [header, value] = csvDateTimeColumn<{ at: string }>('Updated At', 'Pacific/Auckland', (r) => r.at);
    expect(header).toBe('Updated At (Pacific/Auckland)');
    expect(value({ at: '2026-11-20T01:07:00Z' })).toBe('2026-11-20 14:07');
  });
});

describe('csvLabel', () => {
  it('gives a code its words, keeps an unknown code and leaves null empty', () => {
    const labels = { incomplete: 'Incomplete' };
    expect(csvLabel(labels, 'incomplete')).toBe('Incomplete');
    expect(csvLabel(labels, 'toString')).toBe('toString');
    expect(csvLabel(labels, null)).toBeNull();
  });
});
