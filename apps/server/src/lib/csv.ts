import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Spreadsheet programs run a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell, safe to open in a spreadsheet: a formula-like text gets a leading single quote. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The columns of a CSV export: each header and how a row gives its cell. */
export type CsvColumns<T> = [
  header: string,
  value: (row: T) => string | number | boolean | null | undefined,
][];

/**
 * Answers with `rows` as a CSV download: one header row, then a line per row, streamed as the rows
 * arrive (a large export never sits in memory), each cell made safe by `csvCell`. A failure part-way
 * is logged and cuts the download short.
 */
export function sendCsv<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { filename: string; columns: CsvColumns<T> },
  rows: AsyncIterable<T>,
) {
  const csv = stringify({ header: true, columns: file.columns.map(([header]) => header) });
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) yield file.columns.map(([, value]) => csvCell(value(row)));
    })(),
  );
  records.on('error', (error) => {
    request.log.error({ err: error }, `${file.filename} export failed`);
    csv.destroy(error);
  });
  records.pipe(csv);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(csv);
}
