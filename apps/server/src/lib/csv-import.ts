import { CsvError, parse } from 'csv-parse/sync';

/** One data record: its row number in the file (the header is row 1) and its cells by column key. */
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
} as const;

const normalise = (header: string) => header.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Reads an import file (part 2 §5, "CSV imports (general)"): UTF-8 (a BOM is fine), the first row
 * holds the headers, matched to `columns` case-insensitively and ignoring surrounding spaces; extra
 * columns are ignored; blank lines are skipped; at most `maxRecords` records. Every problem with the
 * file itself comes back as an issue, never as an exception.
 */
export function parseImportCsv<K extends string>(
  data: Buffer,
  columns: Record<K, string>,
  options: { required: readonly K[]; maxRecords: number },
): ParsedImport<K> {
  const fail = (...errors: string[]): ParsedImport<K> => ({ rows: [], errors });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return fail(CSV_IMPORT_MESSAGES.notUtf8);
  }
  if (text.replace(/^\uFEFF/, '').trim() === '') return fail(CSV_IMPORT_MESSAGES.empty);

  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) return fail(`The file is not a valid CSV file: ${error.message}`);
    throw error;
  }

  const [header, ...body] = records;
  const positions = new Map<K, number>();
  const headerCells = (header?.record ?? []).map(normalise);
  for (const [key, label] of Object.entries(columns) as [K, string][]) {
    const index = headerCells.indexOf(normalise(label));
    if (index >= 0) positions.set(key, index);
  }
  const missing = options.required.filter((key) => !positions.has(key)).map((key) => columns[key]);
  if (missing.length) {
    return fail(
      `The header row is missing the column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`,
    );
  }

  const filled = body.filter(({ record }) => record.some((cell) => cell.trim() !== ''));
  if (filled.length === 0) return fail(CSV_IMPORT_MESSAGES.noRecords);
  if (filled.length > options.maxRecords) {
    return fail(
      `The file has ${filled.length} records; at most ${options.maxRecords} can be imported at once. Split it into smaller files.`,
    );
  }
  const has = (key: K) => positions.has(key);
  const rows = filled.map(({ record, info }) => {
    const cells = {} as Record<K, string>;
    for (const key of Object.keys(columns) as K[]) {
      const index = positions.get(key);
      cells[key] = index === undefined ? '' : (record[index] ?? '').trim();
    }
    return { row: info.lines, cells, has };
  });
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
