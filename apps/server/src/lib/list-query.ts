import { INT_MAX, type TListQuery } from '@pdp/contract';
import {
  and,
  asc,
  Column,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  is,
  lte,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { AppError } from './errors.js';

/**
 * The generic list of the spec (ransack-style): q[field_predicate], `_or_` combinations,
 * named_filter, q[s]=field+asc|desc, page and per_page. Every field is allow-listed per resource,
 * so a request can never reach a column (or raw SQL) the resource did not declare.
 */
export type FieldType = 'text' | 'number' | 'boolean' | 'date';

export interface ListField {
  /** A column, or any SQL expression (say, a joined column or a concatenation). */
  expression: SQLWrapper;
  type: FieldType;
  filterable?: boolean;
  sortable?: boolean;
  /**
   * A filter no single column answers (say, "has a workshop at this location"): `_eq` builds its
   * condition from the checked value, and the field takes no other predicate.
   */
  matches?: (value: unknown) => SQL;
  /**
   * A join the expression needs beyond the resource's own table (say `departments`), reported in
   * `CompiledList.joins` when a filter or sort uses the field, so a query joins only what it needs.
   */
  join?: string;
  /**
   * An indexed, lower-cased text that contains this field's text lower-cased: the field itself,
   * or a longer one such as "given family number". A `_cont` also filters on it with `LIKE` (implied,
   * so the answer is the same), which lets the index find the candidates instead of a scan of every
   * row, and makes a scan (a fragment under 3 letters) cheaper than `ILIKE`.
   */
  searchIndex?: SQLWrapper;
  /**
   * The institute's index keys a text holding the fragment must have (schema/users.ts `userSearchKeys`):
   * a `_cont` of 3 characters or more also filters on them, so a GIN index finds the candidates among
   * the institute's rows alone. Needs the institute (`compileListQuery`'s `scope`).
   */
  searchKeys?: (instituteId: number, fragment: string) => SQL;
  /** A stored lower-cased copy of this field's text: a `_cont` is a plain `LIKE` on it, not `ILIKE`. */
  lowered?: SQLWrapper;
}

export interface ListResource {
  name: string;
  fields: Record<string, ListField>;
  namedFilters?: Record<string, SQL>;
  defaultSort: SQL[];
}

export interface CompiledList {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  page: number;
  per_page: number;
  /** The `join`s of the fields that the filters and sorts use. */
  joins: string[];
  /**
   * Whether a `_cont` of 3 or more characters goes through a search index (its keys are 3 characters): its
   * matches are best found first and then sorted, rather than by walking the sort order and testing each row.
   */
  isIndexedSearch: boolean;
}

const PREDICATES = ['_gteq', '_lteq', '_false', '_true', '_cont', '_eq', '_in'] as const;
type Predicate = (typeof PREDICATES)[number];

const isBlank = (value: string | string[]) =>
  Array.isArray(value) ? value.length === 0 : value.trim() === '';
const TRUTHY = new Set(['1', 'true', 't', 'yes']);
const FALSY = new Set(['0', 'false', 'f', 'no']);

/** A resource may declare an `a_or_b` field itself (one indexed expression); otherwise `_or_` splits. */
function splitKey(resource: ListResource, key: string): { fields: string[]; predicate: Predicate } {
  const predicate = PREDICATES.find((p) => key.endsWith(p) && key.length > p.length);
  if (!predicate) {
    throw AppError.badRequest(`Unknown filter "${key}": a filter ends with one of ${PREDICATES.join(', ')}.`);
  }
  const name = key.slice(0, -predicate.length);
  return { fields: Object.hasOwn(resource.fields, name) ? [name] : name.split('_or_'), predicate };
}

/** A numeric or real column takes fractions; every other number field is an `integer` column or id. */
function takesFractions(expression: SQLWrapper): boolean {
  return is(expression, Column) && /Numeric|Real|Double/.test(expression.columnType);
}

// yyyy-mm-dd (what the console's date filters send), optionally with an ISO time and zone.
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-](\d{2})(?::?(\d{2}))?)?)?$/;

/**
 * Whether PostgreSQL takes the date as written. JavaScript's Date.parse rolls 2020-02-30 over into
 * March and reads year 0; PostgreSQL refuses both, and a UTC offset past ±15:59, which would fail
 * the whole query.
 */
function isRealDate(raw: string): boolean {
  const parts = DATE_TIME.exec(raw);
  if (!parts) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, offsetHours = 0, offsetMinutes = 0] =
    parts.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  const isLeap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const daysInMonth = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  const isRealOffset = offsetHours <= 15 && offsetMinutes < 60;
  return (
    year >= 1 && day >= 1 && day <= daysInMonth && hour < 24 && minute < 60 && second < 60 && isRealOffset
  );
}

function coerce(resource: ListResource, field: string, spec: ListField, raw: string): unknown {
  const invalid = () =>
    AppError.badRequest(`Invalid value "${raw}" for filter field "${field}" of ${resource.name}.`);
  switch (spec.type) {
    case 'number': {
      // Beyond the column's range (or a fraction for a whole-number column) PostgreSQL refuses the value.
      const n = Number(raw);
      const fits = Number.isFinite(n) && Math.abs(n) <= INT_MAX;
      if (raw.trim() === '' || !fits || (!Number.isInteger(n) && !takesFractions(spec.expression)))
        throw invalid();
      return n;
    }
    case 'boolean': {
      const lowered = raw.toLowerCase();
      if (TRUTHY.has(lowered)) return true;
      if (FALSY.has(lowered)) return false;
      throw invalid();
    }
    case 'date': {
      if (!isRealDate(raw)) throw invalid();
      return raw;
    }
    default:
      return raw;
  }
}

function lookupField(resource: ListResource, field: string, usage: 'filterable' | 'sortable'): ListField {
  // Own properties only: "constructor" or "toString" must not reach Object.prototype.
  const spec = Object.hasOwn(resource.fields, field) ? resource.fields[field] : undefined;
  if (!spec || spec[usage] === false) {
    const allowed = Object.entries(resource.fields)
      .filter(([, f]) => f[usage] !== false)
      .map(([name]) => name);
    const verb = usage === 'filterable' ? 'filter' : 'sort';
    throw AppError.badRequest(
      `Cannot ${verb} ${resource.name} by "${field}". Allowed: ${allowed.join(', ')}.`,
    );
  }
  return spec;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** What compiling the filters and sorts found out, beside the SQL. */
interface Usage {
  joins: Set<string>;
  isIndexedSearch: boolean;
  /** The institute whose rows are listed: a field's `searchKeys` need it. */
  instituteId: number | undefined;
}

function condition(
  resource: ListResource,
  field: string,
  predicate: Predicate,
  raw: string | string[],
  usage: Usage,
): SQL {
  const spec = lookupField(resource, field, 'filterable');
  if (spec.join) usage.joins.add(spec.join);
  const expr = spec.expression;
  // A date is bound as the checked text for PostgreSQL to cast: a timestamp column's encoder wants a Date object.
  const bind = (value: unknown) => (spec.type === 'date' ? sql.param(value) : value);
  const single = () => coerce(resource, field, spec, Array.isArray(raw) ? (raw[0] ?? '') : raw);
  if (spec.matches) {
    if (predicate !== '_eq')
      throw AppError.badRequest(`Filter "${field}" of ${resource.name} takes only _eq.`);
    return spec.matches(single());
  }
  switch (predicate) {
    case '_eq':
      return eq(expr, bind(single()));
    case '_cont': {
      const text = String(single());
      const pattern = `%${escapeLike(text)}%`;
      const lowerLike = (lowered: SQLWrapper) => sql`${lowered} like lower(${pattern})`;
      const own = spec.lowered ? lowerLike(spec.lowered) : ilike(sql`(${expr})::text`, pattern);
      // The search index's keys are 3 characters: a shorter fragment scans, and the implied filter would only cost.
      if (!spec.searchIndex || [...text].length < 3) return own;
      usage.isIndexedSearch = true;
      const keys = spec.searchKeys ? searchKeys(resource, spec.searchKeys, usage, text) : undefined;
      if (spec.searchIndex === spec.lowered) return keys ? (and(keys, own) as SQL) : own;
      return and(keys, lowerLike(spec.searchIndex), own) as SQL;
    }
    case '_gteq':
      return gte(expr, bind(single()));
    case '_lteq':
      return lte(expr, bind(single()));
    case '_in':
      return inArray(
        expr,
        (Array.isArray(raw) ? raw : raw.split(',')).map((v) => bind(coerce(resource, field, spec, v))),
      );
    case '_true':
    case '_false': {
      const flagValue = coerce(resource, field, { ...spec, type: 'boolean' }, String(single()));
      const wanted = predicate === '_true' ? flagValue : !flagValue;
      // Like ransack, "q[x_true]=0" means "not true": false or null.
      return wanted ? eq(expr, true) : (or(ne(expr, true), sql`${expr} is null`) as SQL);
    }
  }
}

function searchKeys(
  resource: ListResource,
  keys: NonNullable<ListField['searchKeys']>,
  usage: Usage,
  fragment: string,
): SQL {
  if (usage.instituteId === undefined) {
    throw new Error(
      `${resource.name}: a search through its keys needs the institute (compileListQuery's scope).`,
    );
  }
  return keys(usage.instituteId, fragment);
}

function compileSort(resource: ListResource, sort: string | string[] | undefined, usage: Usage): SQL[] {
  const entries = (Array.isArray(sort) ? sort : sort ? [sort] : []).filter((s) => s.trim() !== '');
  if (entries.length === 0) return resource.defaultSort;
  return entries.map((entry) => {
    const [field = '', direction = 'asc'] = entry.trim().split(/\s+/);
    if (direction !== 'asc' && direction !== 'desc') {
      throw AppError.badRequest(`Invalid sort direction "${direction}" for "${field}": use asc or desc.`);
    }
    const spec = lookupField(resource, field, 'sortable');
    if (spec.join) usage.joins.add(spec.join);
    return direction === 'asc' ? asc(spec.expression) : desc(spec.expression);
  });
}

/** `scope.instituteId`: the institute whose rows are listed, for fields searched through `searchKeys`. */
export function compileListQuery(
  resource: ListResource,
  query: TListQuery,
  scope: { instituteId?: number } = {},
): CompiledList {
  const { s: sort, ...filters } = query.q ?? {};
  const conditions: SQL[] = [];
  const usage: Usage = { joins: new Set(), isIndexedSearch: false, instituteId: scope.instituteId };
  for (const [key, value] of Object.entries(filters)) {
    if (isBlank(value)) continue;
    const { fields, predicate } = splitKey(resource, key);
    const parts = fields.map((field) => condition(resource, field, predicate, value, usage));
    conditions.push(parts.length === 1 ? parts[0]! : (or(...parts) as SQL));
  }
  if (query.named_filter) {
    const namedFilters = resource.namedFilters ?? {};
    const named = Object.hasOwn(namedFilters, query.named_filter)
      ? namedFilters[query.named_filter]
      : undefined;
    if (!named) {
      const known = Object.keys(namedFilters);
      throw AppError.badRequest(
        `Unknown named_filter "${query.named_filter}" for ${resource.name}.` +
          (known.length ? ` Known: ${known.join(', ')}.` : ''),
      );
    }
    conditions.push(named);
  }
  return {
    where: conditions.length ? and(...conditions) : undefined,
    orderBy: compileSort(resource, sort, usage),
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
    page: query.page,
    per_page: query.per_page,
    joins: [...usage.joins],
    isIndexedSearch: usage.isIndexedSearch,
  };
}

export function listMeta(compiled: CompiledList, total: number) {
  return { total, page: compiled.page, per_page: compiled.per_page };
}
