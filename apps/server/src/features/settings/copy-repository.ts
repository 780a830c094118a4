import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import {
  banners,
  capabilities,
  categories,
  departments,
  divisions,
  domains,
  employment_types,
  locations,
  response_labels,
  video_resources,
  vocational_activities,
} from '../../db/schema/index.js';
import type { SettingsTable } from '../../lib/settings-resource/table-store.js';

type Row = Record<string, unknown> & { id: number };
type Rewrite = (row: Row) => Promise<Record<string, unknown>> | Record<string, unknown>;

/**
 * Copies every row of one settings table from an institute into another, in the caller's
 * transaction, and answers old id → new id so child tables can follow their parents.
 */
async function copyRows(
  tx: Transaction,
  table: SettingsTable,
  fromId: number,
  toId: number,
  rewrite?: Rewrite,
) {
  const t = table as never;
  const rows = (await tx.select().from(t).where(eq(table.institute_id, fromId))) as Row[];
  const ids = new Map<number, number>();
  if (rows.length === 0) return ids;
  const values = await Promise.all(
    rows.map(async (row) => {
      const { id: _id, created_at: _c, updated_at: _u, ...rest } = row;
      return { ...rest, ...(rewrite ? await rewrite(row) : {}), institute_id: toId };
    }),
  );
  const inserted = (await tx
    .insert(t)
    .values(values as never)
    .returning({ id: table.id })) as { id: number }[];
  rows.forEach((row, i) => ids.set(row.id, inserted[i]!.id));
  return ids;
}

/** Duplicates an uploaded file for the copy, so deleting one institute's file never breaks the other's. */
export type CopyFile = (key: string | null | undefined) => Promise<string | null>;

/** Copies all settings data of an institute (users are never copied). */
export async function copySettingsRows(tx: Transaction, fromId: number, toId: number, copyFile: CopyFile) {
  const divisionIds = await copyRows(tx, divisions, fromId, toId);
  await copyRows(tx, departments, fromId, toId, (row) => ({
    division_id: divisionIds.get(row.division_id as number),
  }));
  await copyRows(tx, employment_types, fromId, toId);
  await copyRows(tx, locations, fromId, toId);
  await copyRows(tx, categories, fromId, toId);
  await copyRows(tx, vocational_activities, fromId, toId);
  await copyRows(tx, response_labels, fromId, toId);
  const domainIds = await copyRows(tx, domains, fromId, toId, async (row) => ({
    svg_icon_key: await copyFile(row.svg_icon_key as string | null),
    icon_key: await copyFile(row.icon_key as string | null),
  }));
  await copyRows(tx, capabilities, fromId, toId, (row) => ({
    domain_id: domainIds.get(row.domain_id as number),
  }));
  await copyRows(tx, banners, fromId, toId, async (row) => ({
    desktop_image_key: await copyFile(row.desktop_image_key as string | null),
    mobile_image_key: await copyFile(row.mobile_image_key as string | null),
  }));
  await copyRows(tx, video_resources, fromId, toId, async (row) => ({
    thumbnail_image_key: await copyFile(row.thumbnail_image_key as string | null),
  }));
}

/** The profiling tool's response labels every new institute starts with (only their text is editable). */
export const DEFAULT_RESPONSE_LABELS = [
  { value: 1, text: 'Not yet' },
  { value: 2, text: 'Developing' },
  { value: 3, text: 'Capable' },
  { value: 4, text: 'Highly capable' },
];

export async function insertDefaultResponseLabels(tx: Transaction, instituteId: number) {
  await tx
    .insert(response_labels)
    .values(DEFAULT_RESPONSE_LABELS.map((label) => ({ ...label, institute_id: instituteId })));
}
