import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from './filenames.js';
import { localMinute } from './today.js';

const CSV_CHUNK_ROWS = 500;

/** Spreadsheet programs run a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A plain decimal number ("-0.42", "+3", "1e-7"): a spreadsheet reads it as that number, never as a
 * formula, so it is written as it is and can still be summed. Anything more ("-2+3", "-1+cmd|…") is
 * not a plain number and is escaped.
 */
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?$/;

declare const escaped: unique symbol;
/**
 * A cell `csvCell` made safe. `csvLines` writes nothing else, so no export (header or row, stream or
 * template) can write a cell that skipped the escaping.
 */
export type CsvCell = string & { readonly [escaped]: true };

/** A value a CSV cell is made from. */
export type CsvValue = string | number | boolean | null | undefined;

/**
 * One CSV cell, safe to open in a spreadsheet: a text that a spreadsheet would run as a formula gets
 * a leading single quote. Only text is escaped: a finite number, a boolean, and a text that is a plain
 * decimal number stay numbers.
 */
export function csvCell(value: CsvValue): CsvCell {
  if (value === null || value === undefined) return '' as CsvCell;
  const text = String(value);
  const isNumber = typeof value === 'number' ? Number.isFinite(value) : PLAIN_NUMBER.test(text);
  return (FORMULA_START.test(text) && !isNumber ? `'${text}` : text) as CsvCell;
}

/**
 * The text a cell of one of our CSV files stands for: without the quote `csvCell` put before a
 * formula-like text (an import reads back its own template or export; a spreadsheet drops the quote
 * itself when it saves).
 */
export const csvUncell = (cell: string) =>
  cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;

const NEEDS_QUOTES = /[",\r\n]/;
const QUOTE = /"/g;

/**
 * CSV lines exactly as csv-stringify writes them with its defaults (RFC 4180: a cell with a comma,
 * quote or line break is quoted and its quotes doubled; each line ends with \n). Written here
 * because csv-stringify took ~100 ms of a 20,000-row export, four times this loop
 * (docs/performance.md, "Reports"); a property test holds it to csv-stringify's bytes.
 */
export function csvLines(lines: readonly (readonly CsvCell[])[]): string {
  let out = '';
  for (const cells of lines) {
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i]!;
      if (i > 0) out += ',';
      out += NEEDS_QUOTES.test(cell) ? `"${cell.replace(QUOTE, '""')}"` : cell;
    }
    out += '\n';
  }
  return out;
}

/** The columns of a CSV export: each header and how a row gives its cell. */
export type CsvColumns<T> = [header: string, value: (row: T) => CsvValue][];

/**
 * Starts every CSV download: without it Excel reads the UTF-8 bytes in the system's code page and
 * shows "−" and "’" as "âˆ’" and "â€™". The imports read a file with or without it (csv-import.ts).
 */
export const CSV_BOM = '\uFEFF';

/**
 * An instant as a CSV cell: "2026-11-20 14:07" on the institute's clock, which sorts as text and
 * reads the same in every locale (docs/decisions.md, "CSV exports"). Null stays empty.
 */
export function csvDateTime(value: string | Date | null | undefined, timeZone: string): string | null {
  if (value === null || value === undefined) return null;
  return localMinute(new Date(value), timeZone).replace('T', ' ');
}

/**
 * A code in the words people read, from its label map beside the enum in packages/contract (the
 * console shows the same words). Null stays empty; a code the map lacks is written as it is.
 */
export function csvLabel(labels: Readonly<Record<string, string>>, code: string | null | undefined) {
  if (code === null || code === undefined) return null;
  return Object.hasOwn(labels, code) ? labels[code] : code;
}

/** A column of instants, headed with the zone they are written in: "Registered At (Australia/Melbourne)". */
export function csvDateTimeColumn<T>(
  header: string,
  timeZone: string,
  value: (row: T) => string | Date | null | undefined,
): CsvColumns<T>[number] {
  return [`${header} (${timeZone})`, (row) => csvDateTime(value(row), timeZone)];
}

/**
 * Answers with `rows` as a CSV download: one header row, then a line per row, streamed as the rows
 * arrive (a large export never sits in memory), each cell, the headers too (an admin names custom
 * fields and employment types), made safe by `csvCell`; the file starts with `CSV_BOM`. A failure part-way
 * is logged and cuts the download short.
 */
export function sendCsv<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { filename: string; columns: CsvColumns<T> },
  rows: AsyncIterable<T> = (async function* () {})(),
) {
  // Lines are written CSV_CHUNK_ROWS at a time: a stream chunk per row (csv-stringify's stream) made
  // the 20,000-row passport export 2.0–3.7 s instead of 1.3–1.6 s, all of it stream bookkeeping and
  // garbage (docs/performance.md, "Reports"). The bytes are the same.
  const csv = Readable.from(
    (async function* () {
      yield CSV_BOM + csvLines([file.columns.map(([header]) => csvCell(header))]);
      let lines: CsvCell[][] = [];
      for await (const row of rows) {
        lines.push(file.columns.map(([, value]) => csvCell(value(row))));
        if (lines.length === CSV_CHUNK_ROWS) {
          yield csvLines(lines);
          lines = [];
        }
      }
      if (lines.length > 0) yield csvLines(lines);
    })(),
    { objectMode: false },
  );
  csv.on('error', (error) => request.log.error({ err: error }, `${file.filename} export failed`));
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition('attachment', file.filename))
    .send(csv);
}
