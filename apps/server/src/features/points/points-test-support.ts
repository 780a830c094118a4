import { and, eq, sql } from 'drizzle-orm';
import { type FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { audit_events } from '../../db/schema/index.js';
import { json } from '../../../test/app.js';
import { multipartFile, TINY_PNG } from '../../../test/multipart.js';

/** Uploads a file (a tiny PNG by default) as the signed-in user (POST /upload): answers its upload id. */
export async function uploadEvidence(
  app: FastifyInstance,
  cookie: string,
  file: { data: Buffer; filename: string } = { data: TINY_PNG, filename: 'evidence.png' },
): Promise<string> {
  const form = await multipartFile('file', file.data, file.filename);
  const response = await app.inject({
    method: 'POST',
    url: '/upload',
    payload: form.payload,
    headers: { ...form.headers, 'x-client-app': 'webapp', cookie },
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return json<{ id: string }>(response).id;
}

/** A complete Add External Vocational Currency entry ("other" activity). */
export const vocationalEntry = (overrides: Record<string, unknown> = {}) => ({
  points: 2.5,
  vocational_activity_id: null,
  activity_name: 'Industry placement',
  activity_date: '2026-03-14',
  activity_duration: 3,
  activity_interval: 'days',
  inform_teaching_practice: 'Brings current industry practice to class',
  related_to_units: 'Unit A',
  student_benefit: 'Up-to-date examples',
  notes: 'Hosted by a local firm',
  ...overrides,
});

/**
 * Makes an audited change (`change`, an update of `table` as the settings screens make it), then dates
 * its audit events back to noon of `day` in `timeZone`: a settings history that spans past days, for
 * the passports as at a day.
 */
export async function changeOnDay(
  db: Database,
  day: string,
  timeZone: string,
  table: 'institutes' | 'employment_types',
  change: () => Promise<unknown>,
) {
  const [before] = await db.select({ n: sql<number>`coalesce(max(id), 0)` }).from(audit_events);
  await change();
  await db
    .update(audit_events)
    .set({ created_at: sql`(${day}::date + time '12:00') at time zone ${timeZone}` })
    .where(and(eq(audit_events.table_name, table), sql`${audit_events.id} > ${before?.n ?? 0}`));
}
