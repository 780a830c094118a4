import { type FastifyInstance } from 'fastify';
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
