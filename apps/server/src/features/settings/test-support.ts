import { and, eq, getTableColumns } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { apiClient, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import type { Row, SettingsTable } from '../../lib/settings-resource/table-store.js';
import { SETTINGS_BINDINGS } from './resources.js';

/** Shared setup of the settings API tests (not a test file itself). */

export type Body = Record<string, unknown>;
export type ValidationBody = {
  title: string;
  code: number;
  messages: Record<string, string[]>;
  base: string[];
};
export type ErrorBody = { title: string; message: string; code?: number };

export function bindingOf(plural: string) {
  const binding = SETTINGS_BINDINGS.find((b) => b.resource.plural === plural);
  if (!binding) throw new Error(`No settings binding for ${plural}`);
  return binding;
}

/** An institute with an institute admin and a supervisor signed in, as API clients. */
export async function instituteWithStaff(t: TestApp) {
  const institute = await createInstitute(t.db);
  const admin = apiClient(
    t.app,
    await loginAs(t.app, await createUser(t.db, institute.id, { is_institute_admin: true })),
  );
  const supervisor = apiClient(
    t.app,
    await loginAs(t.app, await createUser(t.db, institute.id, { is_supervisor: true })),
  );
  return { id: institute.id, admin, supervisor, anonymous: apiClient(t.app) };
}
export type Staff = Awaited<ReturnType<typeof instituteWithStaff>>;

/** Inserts a row straight into a settings table, inside an institute (and parent, when nested). */
export async function insertRow(
  t: TestApp,
  plural: string,
  instituteId: number,
  values: Body,
  parentId?: number,
): Promise<Row> {
  const { table, resource } = bindingOf(plural);
  const row: Body = { ...values, institute_id: instituteId };
  if (resource.parent) row[resource.parent.key] = parentId;
  const [inserted] = (await t.db
    .insert(table as never)
    .values(row as never)
    .returning()) as Row[];
  return inserted!;
}

/** The row as stored, or undefined when it is gone. */
export async function storedRow(t: TestApp, plural: string, id: number): Promise<Row | undefined> {
  const table: SettingsTable = bindingOf(plural).table;
  const [row] = (await t.db
    .select()
    .from(table as never)
    .where(eq(table.id, id))) as Row[];
  return row;
}

/** Every stored row of an institute (and parent), by display order when the table has one, else by id. */
export async function storedRows(
  t: TestApp,
  plural: string,
  instituteId: number,
  parentId?: number,
): Promise<Row[]> {
  const { table, resource } = bindingOf(plural);
  const columns = getTableColumns(table) as Record<string, never>;
  const parent = resource.parent ? columns[resource.parent.key] : undefined;
  const rows = (await t.db
    .select()
    .from(table as never)
    .where(
      and(
        eq(table.institute_id, instituteId),
        parent && parentId !== undefined ? eq(parent, parentId) : undefined,
      ),
    )) as Row[];
  const order = (r: Row) => (r.display_order as number | undefined) ?? 0;
  return rows.sort((a, b) => order(a) - order(b) || a.id - b.id);
}

export const dataOf = <T = Body>(response: LightMyRequestResponse) => json<{ data: T }>(response).data;
export const messagesOf = (response: LightMyRequestResponse) => json<ValidationBody>(response).messages;
