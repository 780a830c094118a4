import { PROFILE_STATUSES, PROGRAM_NOTIFICATION_TYPES, SEARCH_ROW_TYPES, VCM_STATUSES } from '@pdp/contract';
import { parse } from 'csv-parse/sync';
import { is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.js';
import { IMPORT_TEMPLATES } from '../src/features/templates/templates.js';
import type { RouteEntry } from '../src/plugins/auth.js';
import { createTestApp, type TestApp } from './app.js';
import { mapLimit, routeName, send, type Call } from './generated/calls.js';
import { exampleInput } from './generated/examples.js';
import { createWorld, rowsOf, type World } from './generated/world.js';

/**
 * Every CSV export (every GET route of the route table that produces text/csv), downloaded after every
 * free-text column of the database was given a formula-like value: no cell of any line, the header
 * included, may start with = + - @, a tab or a CR unless it is a plain number, and no number may come
 * escaped. Every export must show at least one seeded value, so a route that exports nothing proves
 * nothing and fails. A CSV route or a free-text column added later is covered as it is.
 */

/** Text columns that hold no free text (addresses, keys, files, the app's own codes and states), by name. */
const NOT_FREE_TEXT =
  /^(.*_)?(email|address|key|url|color|filename|mime_type|upload_id|status|kind|type|event|timezone|hash|ip|user_agent|request_id|table_name|search_text|full_name_search|last_error|html_body|text_body)$|^sso_/;

const FORMULAS = [
  '=HYPERLINK("http://evil.example","x")',
  '+1+2',
  "-2+3+cmd|' /C calc'!A0",
  '@SUM(1)',
  '\t=1+2',
  '\r=1+2',
  '-1',
];
const MARKER = 'HOSTILE';

/** Every free-text column of every table (Drizzle's schema): plain text, not an enum, not generated. */
function freeTextColumns() {
  const tables: { name: string; columns: string[]; hasId: boolean }[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const config = getTableConfig(table);
    const columns = config.columns
      .filter(
        (c) =>
          c.columnType === 'PgText' && !c.enumValues?.length && !c.generated && !NOT_FREE_TEXT.test(c.name),
      )
      .map((c) => c.name);
    if (columns.length)
      tables.push({ name: config.name, columns, hasId: config.columns.some((c) => c.name === 'id') });
  }
  return tables;
}

/** Gives every row's free text a formula, its table and column, and the row's id (names stay unique). */
async function seedHostileText(t: TestApp) {
  let n = 0;
  for (const table of freeTextColumns()) {
    const sets = table.columns.map((column) => {
      const value = `${FORMULAS[n++ % FORMULAS.length]} ${MARKER} ${table.name}.${column} `;
      return sql`${sql.identifier(column)} = ${value} || ${table.hasId ? sql`id::text` : sql`''`}`;
    });
    await t.db.execute(sql`update ${sql.identifier(table.name)} set ${sql.join(sets, sql`, `)}`);
  }
}

const FORMULA_START = /^[=+\-@\t\r]/;
/** A number as a spreadsheet reads one: sign, digits, a fraction, an exponent; nothing else. */
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/** The cells a spreadsheet would run as a formula, and the numbers written as text. */
function problemsOf(csv: string): string[] {
  const lines = parse(csv, { relax_column_count: true, bom: true }) as string[][];
  return lines.flatMap((cells, line) =>
    cells.flatMap((cell, column) => {
      const at = `line ${line + 1} column ${column + 1}`;
      if (FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell))
        return [`${at}: formula ${JSON.stringify(cell)}`];
      if (cell.startsWith("'") && PLAIN_NUMBER.test(cell.slice(1)))
        return [`${at}: a number escaped as text ${JSON.stringify(cell)}`];
      return [];
    }),
  );
}

/**
 * The codes the app stores for its kinds and states (each text enum of the schema, and the contract's
 * lists that no column declares): an export writes their words, and a code only in a column headed
 * "… Code" (docs/using-reports.md, "CSV exports").
 */
function storedCodes(): Set<string> {
  const codes = new Set<string>([
    ...PROFILE_STATUSES,
    ...SEARCH_ROW_TYPES,
    ...Object.values(PROGRAM_NOTIFICATION_TYPES),
    ...VCM_STATUSES,
  ]);
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    for (const column of getTableConfig(table).columns)
      for (const code of column.enumValues ?? []) codes.add(code);
  }
  return codes;
}
const CODE_COLUMN = /\bcode$/i;
/** A snake_case name, as the app names kinds no enum lists (notification types); the audit's Table is one. */
const SNAKE_CASE = /^[a-z]+(_[a-z]+)+$/;
const NAME_COLUMNS = new Set(['Table']);
/** An instant as JSON writes it (UTC): an export writes the institute's clock instead. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Cells that show a stored code or a UTC instant to people, and a file without the byte-order mark. */
function wordingProblemsOf(csv: string, codes: Set<string>): string[] {
  if (!csv.startsWith('\uFEFF')) return ['no UTF-8 byte-order mark'];
  const [headers = [], ...lines] = parse(csv, { relax_column_count: true, bom: true }) as string[][];
  return lines.flatMap((cells, line) =>
    cells.flatMap((cell, column) => {
      const header = headers[column] ?? '';
      const at = `line ${line + 2} column "${header}"`;
      const isCode = codes.has(cell) || (SNAKE_CASE.test(cell) && !NAME_COLUMNS.has(header));
      if (isCode && !CODE_COLUMN.test(header)) return [`${at}: a code ${JSON.stringify(cell)}`];
      if (ISO_INSTANT.test(cell)) return [`${at}: a UTC instant ${JSON.stringify(cell)}`];
      return [];
    }),
  );
}

/**
 * The records an export is called with where the generic example would pick one without data: the
 * own institute's user with the most history, program with the most registrations, catalogue year
 * with the most rows; every template.
 */
async function callsOf(t: TestApp, world: World, route: RouteEntry, cookie: string): Promise<Call[]> {
  const one = async (query: SQL) => (await rowsOf<{ id: number }>(t.db, query))[0]?.id;
  const own = world.instituteId;
  if (route.url === '/templates/:file')
    return Object.keys(IMPORT_TEMPLATES).map((file) => ({
      method: 'GET',
      url: `/templates/${file}`,
      cookie,
    }));
  const input = await exampleInput(world, route, 'own');
  const call: Call = { method: 'GET', url: input.url, query: input.query, cookie };
  if (route.url.endsWith('/users/:id/points_histories.csv')) {
    const id = await one(sql`select user_id as id from points_histories where institute_id = ${own}
      and user_id in (select id from users where not is_super_admin)
      group by user_id order by count(*) desc limit 1`);
    return [{ ...call, url: route.url.replace(':id', String(id)) }];
  }
  if (route.url.endsWith('/programs/:id/registrations.csv')) {
    const id = await one(sql`select program_id as id from registrations where institute_id = ${own}
      group by program_id order by count(*) desc limit 1`);
    return [{ ...call, url: route.url.replace(':id', String(id)) }];
  }
  if (route.url.endsWith('/reports/unit_deliverers.csv')) {
    const code = (
      await rowsOf<{ code: string }>(
        t.db,
        sql`select un.code from vcm_unit_responses ur join units un
          on un.institute_id = ur.institute_id and un.id = ur.unit_id
          where ur.institute_id = ${own} and ur.status <> 'unsubmitted'
          group by un.code order by count(*) desc, un.code limit 1`,
      )
    )[0]?.code;
    return [{ ...call, query: { q: { unit_code_eq: code } } }];
  }
  if (route.url.endsWith('/reports/qualification_deliverers.csv')) {
    const code = (
      await rowsOf<{ code: string }>(
        t.db,
        sql`select c.code from courses c
          join course_units cu on cu.institute_id = c.institute_id and cu.course_id = c.id
          join units un on un.institute_id = cu.institute_id and un.id = cu.unit_id
          join units claimed on claimed.institute_id = un.institute_id and claimed.code = un.code
          join vcm_unit_responses ur on ur.institute_id = claimed.institute_id and ur.unit_id = claimed.id
          where c.institute_id = ${own} and ur.status <> 'unsubmitted'
          group by c.code order by count(*) desc, c.code limit 1`,
      )
    )[0]?.code;
    return [{ ...call, query: { q: { qualification_code_eq: code } } }];
  }
  const catalogue = /\/(course_units|professional_qualifications)\.csv$/.exec(route.url)?.[1];
  if (catalogue) {
    const table = catalogue === 'course_units' ? 'units' : 'professional_qualifications';
    const year = await one(sql`select year as id from ${sql.identifier(table)} where institute_id = ${own}
      group by year order by count(*) desc limit 1`);
    return [{ ...call, query: { ...input.query, year } }];
  }
  return [call];
}

describe('CSV exports: no cell a spreadsheet would run as a formula; words, local times and a BOM', () => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t);
    await seedHostileText(t);
  }, 120_000);
  afterAll(() => t.close());

  it('seeds the free text that reaches exports', () => {
    const seeded = freeTextColumns().flatMap((table) => table.columns.map((c) => `${table.name}.${c}`));
    expect(seeded).toEqual(
      expect.arrayContaining([
        'institutes.custom_user_field_1',
        'institutes.requirement_1_name',
        'employment_types.name',
        'divisions.name',
        'departments.name',
        'departments.code',
        'programs.name',
        'workshops.name',
        'users.given_name',
        'users.custom_1',
        'points_histories.activity_name',
      ]),
    );
  });

  it('escapes every header and text cell of every CSV export, leaves numbers as numbers, writes words and local times after a BOM', async () => {
    const routes = t.app.routeTable.filter(
      (route) =>
        route.method === 'GET' &&
        ((route.schema as { produces?: string[] } | undefined)?.produces ?? []).includes('text/csv'),
    );
    expect(routes.length).toBeGreaterThanOrEqual(20);
    // A .csv route that does not declare what it produces would slip past this test.
    const undeclared = t.app.routeTable.filter(
      (route) => route.method === 'GET' && route.url.endsWith('.csv') && !routes.includes(route),
    );
    expect(undeclared.map(routeName)).toEqual([]);
    const cookie = await world.cookieFor('super_admin');
    const codes = storedCodes();
    const failures: string[] = [];
    await mapLimit(routes, 3, async (route) => {
      let showsSeededText = false;
      for (const call of await callsOf(t, world, route, cookie)) {
        const response = await send(t.app, call);
        const name = `${routeName(route)} (${call.url})`;
        if (response.statusCode !== 200 || !String(response.headers['content-type']).startsWith('text/csv')) {
          failures.push(`${name}: answered ${response.statusCode} ${response.body.slice(0, 200)}`);
          continue;
        }
        showsSeededText ||= response.body.includes(MARKER);
        failures.push(...problemsOf(response.body).map((problem) => `${name} ${problem}`));
        failures.push(...wordingProblemsOf(response.body, codes).map((problem) => `${name} ${problem}`));
      }
      if (!showsSeededText) failures.push(`${routeName(route)}: shows none of the seeded text`);
    });
    expect(failures).toEqual([]);
  }, 300_000);
});
