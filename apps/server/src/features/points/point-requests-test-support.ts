import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { point_request_evidences, point_requests } from '../../db/schema/index.js';

type NewRequest = Partial<typeof point_requests.$inferInsert>;

/** A pending request as an import or the mobile app leaves it ("other" activity, complete). */
export async function createPointRequest(
  db: Database,
  instituteId: number,
  userId: number,
  row: NewRequest = {},
) {
  const [inserted] = await db
    .insert(point_requests)
    .values({
      institute_id: instituteId,
      user_id: userId,
      type: 'VocationalPointRequest',
      points: 2,
      activity_name: 'Industry placement',
      activity_date: '2026-03-14',
      activity_duration: 3,
      activity_interval: 'days',
      inform_teaching_practice: 'Current practice',
      related_to_units: 'Unit A',
      student_benefit: 'Examples',
      ...row,
    })
    .returning();
  return inserted!;
}

/** An evidence row of a request (its file need not exist for the list). */
export async function addRequestEvidence(
  db: Database,
  instituteId: number,
  requestId: number,
  uploadId: string,
) {
  const [inserted] = await db
    .insert(point_request_evidences)
    .values({
      institute_id: instituteId,
      point_request_id: requestId,
      upload_id: uploadId,
      storage_key: `${instituteId}/${uploadId}.png`,
      filename: `${uploadId}.png`,
      size: 10,
      mime_type: 'image/png',
    })
    .returning();
  return inserted!;
}

export const requestRow = (db: Database, instituteId: number, id: number) =>
  db
    .select()
    .from(point_requests)
    .where(and(eq(point_requests.institute_id, instituteId), eq(point_requests.id, id)))
    .then((rows) => rows[0]!);
