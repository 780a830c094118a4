import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvError, parse, type Info } from 'csv-parse';
import { csvUncell } from './csv.js';

/**
 * One data record: its row number in the file (the header is row 1) and its cells by column key. The
 * columns the file has are the cells' own keys (what `Object.entries` walks); every other column
 * reads as ''.
 */
export interface ImportRow<K extends string> {
  row: number;
  cells: Record<K, string>;
  /** The columns the file has (a missing optional column reads as blank). */
  has: (key: K) => boolean;
}

export type ParsedImport<K extends string> =
  { rows: ImportRow<K>[]; errors: [] } | { rows: []; errors: string[] };

export const CSV_IMPORT_MESSAGES = {
  empty: 'The file is empty. The first row must hold the column headers.',
  notUtf8: 'The file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.',
  noRecords: 'The file has a header row but no records.',
  nul: 'The file contains NUL characters, so it is not a CSV text file.',
} as const;

/**
 * Characters handed to the parser at a time; the event loop gets a turn between slices. With these
 * options the parser takes up to ~40 µs a record, so even a slice of one-character lines (512
 * records) blocks for ~20 ms at most; a legitimate row is 100+ characters, a few per slice.
 */
const SLICE = 1024;
/** No legitimate record is longer; a hostile file with one endless field stops here. */
const MAX_RECORD_CHARS = 64 * 1024;

interface CsvRecord {
  record: string[];
  info: Info;
}

/**
 * The file's records, parsed slice by slice: the caller may stop early (at the record limit) without
 * the rest of the file being parsed, and other requests are served between slices. The parser is fed
 * by hand rather than piped, because a pipe reads ahead and would parse slices nobody asked for.
 */
async function* streamRecords(text: string): AsyncGenerator<CsvRecord> {
  const parser = parse({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    info: true,
    max_record_size: MAX_RECORD_CHARS,
  });
  let failure: Error | undefined;
  parser.on('error', (error: Error) => (failure ??= error));
  function* parsed() {
    for (let record = parser.read() as CsvRecord | null; record; record = parser.read() as CsvRecord | null)
      yield record;
  }
  try {
    for (let at = 0; at < text.length; at += SLICE) {
      parser.write(text.slice(at, at + SLICE));
      yield* parsed();
      await nextTurn();
      if (failure) throw failure;
    }
    parser.end();
    await new Promise<void>((resolve) => parser.once('finish', resolve).once('error', () => resolve()));
    if (failure) throw failure;
    yield* parsed();
  } finally {
    parser.destroy();
  }
}

const normalise = (header: string) => header.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Reads an import file (the specification's "CSV imports (general)"): UTF-8 (a BOM is fine), the
 * first row holds the headers, matched to `columns` case-insensitively and ignoring surrounding spaces
 * (then by `keyOfHeader`); extra columns are ignored; blank lines are skipped; at most `maxRecords`
 * records, and parsing stops at the first one too many, so a hostile file costs no more than a
 * legitimate one. Every problem with the file itself comes back as an issue, never as an exception.
 */
export async function parseImportCsv<K extends string>(
  data: Buffer,
  columns: Record<K, string>,
  options: {
    required: readonly K[];
    maxRecords: number;
    /** The column a header stands for when it is none of `columns`' labels (it gets the normalised header). */
    keyOfHeader?: (header: string) => K | undefined;
  },
): Promise<ParsedImport<K>> {
  const fail = (...errors: string[]): ParsedImport<K> => ({ rows: [], errors });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return fail(CSV_IMPORT_MESSAGES.notUtf8);
  }
  if (/^\uFEFF?\s*$/.test(text)) return fail(CSV_IMPORT_MESSAGES.empty);
  if (text.includes('\u0000')) return fail(CSV_IMPORT_MESSAGES.nul);

  // A row holds the file's columns as its own; any other column reads as blank through this prototype.
  // (The registration import knows 100 workshop columns: giving every row all of them took ~55 ms of a
  // 2000-row import, and every check that walks a row's cells walked them all.)
  const blank = Object.fromEntries(Object.keys(columns).map((key) => [key, ''])) as Record<K, string>;
  const positions = new Map<K, number>();
  const has = (key: K) => positions.has(key);
  const rows: ImportRow<K>[] = [];
  let isHeader = true;
  try {
    for await (const { record, info } of streamRecords(text)) {
      if (isHeader) {
        isHeader = false;
        // A template's header is escaped like every cell (a custom field may be named "=x"), and a
        // spreadsheet saves it back without the quote: either reads as the column.
        const headerCells = record.map((cell) => normalise(csvUncell(cell)));
        for (const [key, label] of Object.entries(columns) as [K, string][]) {
          const index = headerCells.indexOf(normalise(label));
          if (index >= 0) positions.set(key, index);
        }
        headerCells.forEach((header, index) => {
          const key = options.keyOfHeader?.(header);
          if (key !== undefined && !positions.has(key)) positions.set(key, index);
        });
        const missing = options.required.filter((key) => !positions.has(key)).map((key) => columns[key]);
        if (missing.length) {
          return fail(
            `The header row is missing the column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`,
          );
        }
        continue;
      }
      if (!record.some((cell) => cell.trim() !== '')) continue;
      if (rows.length === options.maxRecords) {
        return fail(
          `The file has more than ${options.maxRecords} records; at most ${options.maxRecords} can be imported at once. Split it into smaller files.`,
        );
      }
      const cells = Object.create(blank) as Record<K, string>;
      // Our templates and exports quote a formula-like cell (lib/csv.ts `csvCell`): read back, the
      // quote goes, so a file re-imports as it was downloaded and changes nothing.
      for (const [key, index] of positions) cells[key] = csvUncell((record[index] ?? '').trim());
      // The row a spreadsheet shows: records so far (the header's too) and the blank rows skipped,
      // so a cell with a line break inside it does not move the rows after it.
      rows.push({ row: info.records + info.empty_lines, cells, has });
    }
  } catch (error) {
    if (error instanceof CsvError) return fail(`The file is not a valid CSV file: ${error.message}`);
    throw error;
  }
  if (rows.length === 0) return fail(CSV_IMPORT_MESSAGES.noRecords);
  return { rows, errors: [] };
}

/** A Y/N cell: Y/Yes/N/No in any case; blank is `undefined` (the caller decides the default). */
export function yesNo(cell: string): boolean | undefined | 'invalid' {
  const value = cell.trim().toLowerCase();
  if (value === '') return undefined;
  if (value === 'y' || value === 'yes') return true;
  if (value === 'n' || value === 'no') return false;
  return 'invalid';
}
