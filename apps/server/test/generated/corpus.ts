/**
 * The fixed corpus of bad input the fuzz test sends to every route (issue 12 §6): wrong types, nulls
 * and missing keys; 1 MB strings, deep nesting and NUL; out-of-range numbers and impossible dates;
 * malformed JSON and wrong content types; nested and unknown list filters, sorts on unknown or secret
 * fields, and paging out of range.
 */

export interface Bad {
  label: string;
  value: unknown;
}

const MEGABYTE_TEXT = 'x'.repeat(1_000_000);
const nested = (depth: number): unknown => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** Out of PostgreSQL's integer range, not a number, or a date JavaScript accepts and PostgreSQL does not. */
const BAD_TEXTS: Bad[] = [
  { label: 'above int4', value: '2147483648' },
  { label: 'below int4', value: '-2147483649' },
  { label: 'exponent', value: '1e10' },
  { label: 'fraction', value: '1.5' },
  { label: 'negative', value: '-1' },
  { label: 'not a number', value: 'abc' },
  { label: 'NUL', value: 'a\u0000b' },
  { label: 'impossible date', value: '2020-02-30' },
  { label: 'year zero', value: '0000-01-01' },
  { label: 'offset out of range', value: '2026-01-01T09:30+99:00' },
];

/** Every field of a JSON body gets each of these in turn, the rest of the body staying valid. */
export const BAD_VALUES: Bad[] = [
  { label: 'missing', value: undefined },
  { label: 'null', value: null },
  { label: 'object', value: { x: 1 } },
  { label: 'boolean', value: true },
  { label: 'above int4 number', value: 2147483648 },
  { label: 'below int4 number', value: -2147483649 },
  { label: '1e10 number', value: 1e10 },
  { label: 'fraction number', value: 1.5 },
  { label: '1 MB string', value: MEGABYTE_TEXT },
  { label: 'deep nesting', value: nested(1000) },
  ...BAD_TEXTS.filter((bad) =>
    ['above int4', 'NUL', 'impossible date', 'year zero', 'offset out of range'].includes(bad.label),
  ),
];

/** Each path parameter gets each of these (the others stay valid). */
export const BAD_PATH_VALUES: string[] = [
  ...BAD_TEXTS.map((bad) => String(bad.value)),
  '0',
  '9'.repeat(30),
  '%',
  'x'.repeat(90),
];

/** Each declared query parameter gets each of these. */
export const BAD_QUERY_VALUES: Bad[] = [
  { label: 'empty', value: '' },
  { label: '1 MB string', value: MEGABYTE_TEXT },
  { label: 'array', value: ['a', 'b'] },
  { label: 'object', value: { x: { y: '1' } } },
  ...BAD_TEXTS,
];

/** Query strings sent to every route that declares a query (a list route reads them all). */
export const BAD_QUERIES: string[] = [
  'q[x][y]=1',
  'q[s]=no_such_field+asc',
  'q[s]=password_hash+desc',
  'q[s]=id+sideways',
  'q[s][][x]=1',
  'q[constructor_eq]=1',
  'q[__proto__][x]=1',
  'q[no_such_field_cont]=1',
  'per_page=100000',
  'per_page=abc',
  'page=-1',
  'page=0',
  'page=2147483648',
  'page=1e10',
  'page=9007199254740993',
  'named_filter=constructor',
  'named_filter=%00',
  `named_filter=${'n'.repeat(5000)}`,
  'a[b][c][d][e][f][g][h]=1',
];

/**
 * Put into every filter a list route declares (found from its 400 answer to an unknown one): each bad
 * value with the predicates that pass it to PostgreSQL.
 */
export const BAD_FILTERS: [predicate: string, value: string][] = [
  ['_eq', '2147483648'],
  ['_eq', '1e10'],
  ['_in', '-2147483649'],
  ['_gteq', '2147483648'],
  ['_eq', 'a\u0000b'],
  ['_cont', 'a\u0000b'],
  ['_gteq', '2020-02-30'],
  ['_lteq', '0000-01-01'],
  ['_gteq', '2026-01-01T00:00+99:00'],
  ['_lteq', '2026-01-01T00:00-16:00'],
  ['_eq', 'abc'],
];

/** Whole bodies: malformed JSON, other content types, the wrong JSON shape, too deep, too large. */
export const BAD_BODIES: { label: string; raw: string; contentType: string }[] = [
  { label: 'malformed JSON', raw: '{"a":', contentType: 'application/json' },
  { label: 'empty JSON', raw: '', contentType: 'application/json' },
  { label: 'JSON null', raw: 'null', contentType: 'application/json' },
  { label: 'JSON array', raw: '[]', contentType: 'application/json' },
  { label: 'JSON string', raw: '"text"', contentType: 'application/json' },
  {
    label: 'deeply nested JSON',
    raw: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    contentType: 'application/json',
  },
  {
    label: 'over the body limit',
    raw: JSON.stringify({ x: 'y'.repeat(1_100_000) }),
    contentType: 'application/json',
  },
  { label: 'plain text', raw: 'hello', contentType: 'text/plain' },
  { label: 'form encoded', raw: 'a=1&user[email]=%00', contentType: 'application/x-www-form-urlencoded' },
  { label: 'multipart without boundary', raw: 'x', contentType: 'multipart/form-data' },
  { label: 'unknown type', raw: '<a/>', contentType: 'application/xml' },
];
