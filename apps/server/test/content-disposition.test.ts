import { validateHeaderValue } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_TEMPLATES } from '../src/features/templates/templates.js';
import { DEMO_DELIVERED_QUALIFICATION, DEMO_DELIVERED_UNIT } from '../src/db/seed/demo-unit-deliverers.js';
import { contentDisposition, sanitizeFilename } from '../src/lib/filenames.js';
import type { RouteEntry } from '../src/plugins/auth.js';
import { createTestApp, type TestApp } from './app.js';
import { mapLimit, routeName, send } from './generated/calls.js';
import { exampleInput, jsonSchemaOf } from './generated/examples.js';
import { createWorld, rowsOf, type World } from './generated/world.js';

/**
 * Every download's Content-Disposition (lib/filenames.ts `contentDisposition`) with names people use:
 * Node must accept the header, the ASCII `filename` must hold no quote, backslash or control
 * character, and `filename*` must decode to the sanitized name. Every stored file name is set to one
 * of these names and every GET route is called, so a download added later is checked as it is.
 */

const NAMES = [
  'Flyer – 2026.pdf', // en dash
  'Educator’s guide.pdf', // curly apostrophe
  '研修計画 2026.pdf', // CJK
  'Report 📄 final.pdf', // emoji, outside the BMP
  'שלום\u200F.pdf', // right-to-left mark
  'invoice\u202Efdp.exe', // right-to-left override: shown as "invoiceexe.pdf"
  'say "hi" \\ (1)\r\n.pdf', // quotes, a backslash, parentheses, a line break
];
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const SHAPE =
  /^(inline|attachment)(?:; filename="([^"\\]*)"; filename\*=UTF-8''([A-Za-z0-9!#$&+.^_`|~%-]*))?$/;

/** The API and the routes that serve a record's file (not the web app's own scripts and icons). */
const isData = (route: RouteEntry) => route.url.startsWith('/api/') || route.url.includes(':');

/** What is wrong with a Content-Disposition header, if anything. */
function problemWith(header: string): string | undefined {
  try {
    validateHeaderValue('content-disposition', header);
  } catch (error) {
    return `Node refuses it: ${(error as Error).message}`;
  }
  const match = SHAPE.exec(header);
  if (!match) return `not the one shape (kind; filename="…"; filename*=UTF-8''…): ${header}`;
  const [, , ascii, extended] = match;
  if (ascii === undefined || extended === undefined) return undefined;
  if (!/^[\x20-\x7e]*$/.test(ascii)) return `filename is not printable ASCII: ${header}`;
  const name = decodeURIComponent(extended);
  if (name !== sanitizeFilename(name) || BIDI.test(name)) return `filename* is not sanitized: ${name}`;
  if (ascii !== name.replace(/[^\x20-\x7e]|["\\]/g, '_')) return `filename differs from filename*: ${header}`;
  return undefined;
}

describe('contentDisposition', () => {
  it.each(NAMES)('makes a valid header of %j, filename* decoding to the sanitized name', (name) => {
    for (const kind of ['inline', 'attachment'] as const) {
      const header = contentDisposition(kind, name);
      expect(problemWith(header)).toBeUndefined();
      const extended = /filename\*=UTF-8''(.*)$/.exec(header)![1]!;
      expect(decodeURIComponent(extended)).toBe(sanitizeFilename(name));
    }
  });

  it('strips bidirectional controls from stored names', () => {
    expect(sanitizeFilename('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(sanitizeFilename('\u2066a\u2069\u061cb\u200e\u200fc\u202a\u202b\u202c\u202dd.pdf')).toBe(
      'abcd.pdf',
    );
  });
});

describe('Content-Disposition of every download route', () => {
  let t: TestApp;
  let world: World;
  let evidenceId: string;
  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t);
    await nameEveryStoredFile(t);
    const [evidence] = await rowsOf<{ upload_id: string }>(
      t.db,
      sql`select upload_id from points_history_evidences where institute_id = ${world.instituteId} order by id limit 1`,
    );
    evidenceId = evidence!.upload_id;
  });
  afterAll(() => t.close());

  it('is valid on every GET route, with stored names people use', async () => {
    const failures: string[] = [];
    const named: string[] = [];
    const routes = t.app.routeTable.filter((route) => route.method === 'GET');
    await mapLimit(routes, 4, async (route: RouteEntry) => {
      const input = await exampleInput(world, route, 'own');
      // Values the example cannot guess: a template's name, an evidence file's public id, a catalogue's
      // year, a unit code.
      const url = input.url
        .replace(/^\/templates\/fuzz$/, `/templates/${Object.keys(IMPORT_TEMPLATES)[0]}`)
        .replace(/\/evidence_files\/fuzz$/, `/evidence_files/${evidenceId}`);
      if ('year' in (jsonSchemaOf(route, 'querystring')?.properties ?? {}))
        input.query.year = String(new Date().getFullYear());
      // The demo unit and qualification with claimants (db/seed/demo-unit-deliverers.ts).
      if (route.url.startsWith('/api/v1/reports/unit_deliverers'))
        input.query.q = { ...(input.query.q as object), unit_code_eq: DEMO_DELIVERED_UNIT[0] };
      if (route.url.startsWith('/api/v1/reports/qualification_deliverers'))
        input.query.q = {
          ...(input.query.q as object),
          qualification_code_eq: DEMO_DELIVERED_QUALIFICATION.code,
        };
      const cookie = await world.cookieFor('super_admin');
      const response = await send(t.app, { method: 'GET', url, query: input.query, cookie });
      const name = routeName(route);
      const header = response.headers['content-disposition'];
      const type = String(response.headers['content-type'] ?? '');
      const produces = (route.schema as { produces?: string[] } | undefined)?.produces;
      if (response.statusCode >= 500) failures.push(`${name}: answered ${response.statusCode}`);
      else if (typeof header === 'string') {
        const problem = problemWith(header);
        if (problem) failures.push(`${name}: ${problem}`);
        if (/[^\x20-\x7e]/.test(decodeURIComponent(header.split("UTF-8''")[1] ?? ''))) named.push(name);
      } else if (produces?.length) {
        failures.push(`${name} produces ${produces.join()} but answered ${response.statusCode} without one`);
      } else if (isData(route) && response.statusCode === 200 && type && !/json|html/.test(type)) {
        failures.push(`${name}: a ${type} download without a Content-Disposition`);
      }
    });
    expect(failures).toEqual([]);
    // The downloads named by users, not by the server: a flyer, an evidence file, a VCM document.
    expect(named).toEqual(
      expect.arrayContaining([
        'GET /api/v1/programs/:id/pdf',
        'GET /api/v1/evidence_files/:file_id',
        'GET /api/v1/vcms/:id/supporting_documents/:document_id',
      ]),
    );
  }, 180_000);
});

/**
 * Every stored file's name (`filename`, `<field>_filename`) becomes one of NAMES, and a record
 * without its file gets another record's, so each file route has something to download.
 */
async function nameEveryStoredFile(t: TestApp) {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    t.db,
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and column_name ~ '(^|_)filename$'`,
  );
  const names = sql.join(
    NAMES.map((name) => sql`${name}`),
    sql`, `,
  );
  for (const { table_name: table, column_name: column } of columns) {
    const keyColumn = column === 'filename' ? 'storage_key' : column.replace(/filename$/, 'key');
    const [t1, name, key] = [sql.identifier(table), sql.identifier(column), sql.identifier(keyColumn)];
    await t.db.execute(
      sql`update ${t1} set ${key} = coalesce(${key}, (select ${key} from ${t1} where ${key} is not null limit 1))`,
    );
    await t.db.execute(
      sql`update ${t1} set ${name} = (array[${names}])[1 + id % ${NAMES.length}] where ${key} is not null`,
    );
  }
}
