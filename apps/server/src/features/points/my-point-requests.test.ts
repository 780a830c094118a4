import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../../test/multipart.js';
import { point_requests } from '../../db/schema/index.js';
import {
  json,
  myPointRequestsWorld,
  myRequest,
  URL,
  type List,
  type One,
} from './my-point-requests-test-support.js';
import { createPointRequest } from './point-requests-test-support.js';
import { uploadEvidence } from './points-test-support.js';

/** GET/POST my/point_requests, GET my/point_requests/{id} and /settings (issue 21). */
let w: Awaited<ReturnType<typeof myPointRequestsWorld>>;
beforeAll(async () => {
  w = await myPointRequestsWorld('My Requests TAFE');
});
afterAll(() => w.t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

async function upload(cookie: string, data: Buffer, filename: string) {
  const form = await multipartFile('file', data, filename);
  return w.t.app.inject({
    method: 'POST',
    url: '/upload',
    payload: form.payload,
    headers: { ...form.headers, 'x-client-app': 'webapp', cookie },
  });
}

describe('GET my/point_requests', () => {
  it('lists only the caller’s requests, every status, with the reason and evidence files', async () => {
    const { institute, educator, other } = w;
    await createPointRequest(w.t.db, institute.id, educator.id, {
      activity_name: 'Returned',
      status: 2,
      reason: 'Attach the certificate',
      updated_at: new Date('2026-02-01T00:00:00Z'),
    });
    await createPointRequest(w.t.db, institute.id, educator.id, {
      activity_name: 'Done',
      status: 1,
      updated_at: new Date('2026-01-01T00:00:00Z'),
    });
    await createPointRequest(w.t.db, institute.id, other.id, { activity_name: 'Not mine' });

    const response = await w.as(w.cookies.educator).get(URL);
    expect(response.statusCode, response.body).toBe(200);
    const body = json<List>(response);
    expect(body.data.map((r) => [r.activity_name, r.status, r.reason, r.can_edit])).toEqual([
      ['Returned', 'incomplete', 'Attach the certificate', true],
      ['Done', 'approved', null, false],
    ]);
    expect(body.data[0]).not.toHaveProperty('actions');
    const pending = await w.as(w.cookies.educator).get(`${URL}?q[status_eq]=incomplete`);
    expect(json<List>(pending).meta.total).toBe(1);
  });

  it('shows one of the caller’s requests; another user’s is 404', async () => {
    const mine = await createPointRequest(w.t.db, w.institute.id, w.educator.id, { activity_name: 'Mine' });
    const theirs = await createPointRequest(w.t.db, w.institute.id, w.other.id);
    const ok = await w.as(w.cookies.educator).get(`${URL}/${mine.id}`);
    expect(json<One>(ok).data).toMatchObject({ id: mine.id, activity_name: 'Mine', status: 'pending' });
    for (const id of [theirs.id, 2 ** 31 - 1]) {
      expect((await w.as(w.cookies.educator).get(`${URL}/${id}`)).statusCode).toBe(404);
    }
    expect((await w.as(w.cookies.educator).get(`${URL}/${2 ** 31}`)).statusCode).toBe(422);
    expect((await w.as('').get(URL)).statusCode).toBe(401);
  });

  it('answers the institute’s point-entry settings', async () => {
    const response = await w.as(w.cookies.educator).get(`${URL}/settings`);
    expect(json(response)).toEqual({
      data: {
        educator_points_entry_enabled: true,
        points_file_attachment_enabled: true,
        file_attachment_required: false,
        vocational_currency_uses_units: false,
      },
    });
  });
});

describe('POST my/point_requests', () => {
  it('creates a pending request with a PDF, seen in the staff panel, and emails the approvers', async () => {
    const file = json<{ id: string }>(await upload(w.cookies.educator, PDF, 'certificate.pdf'));
    const response = await w
      .as(w.cookies.educator)
      .post(URL, myRequest({ evidences_attributes: [{ file_id: file.id }] }));
    expect(response.statusCode, response.body).toBe(201);
    const created = json<One>(response).data;
    expect(created).toMatchObject({
      type: 'VocationalPointRequest',
      status: 'pending',
      points: 3,
      activity_name: 'Industry placement',
      evidence_attached: true,
      can_edit: true,
    });
    expect(created.evidences[0]!.metadata).toMatchObject({
      filename: 'certificate.pdf',
      mime_type: 'application/pdf',
    });
    const staff = await w.as(w.cookies.admin).get(`/api/v1/users/${w.educator.id}/point_requests`);
    const row = json<List>(staff).data.find((r) => r.id === created.id);
    expect(row).toMatchObject({ status: 'pending', created_at: created.created_at });
    const pdf = await w.as(w.cookies.educator).get(created.evidences[0]!.file_url!);
    expect(pdf.statusCode).toBe(200);
    const [notice] = (await w.emailsTo(w.supervisor)).filter((e) =>
      e.text_body.includes('Industry placement'),
    );
    expect(notice!.subject).toBe('Activities submitted for approval (1)');
  });

  it('creates an external professional request: no vocational activity, the learning journey kept', async () => {
    const response = await w.as(w.cookies.educator).post(
      URL,
      myRequest({
        type: 'ReaPointRequest',
        activity_name: 'Conference',
        vocational_activity_id: 99,
        learning_journey_equivalent: true,
        unit_codes: 'U1',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(json<One>(response).data).toMatchObject({
      type_label: 'External Professional Currency',
      vocational_activity_id: null,
      unit_codes: null,
      learning_journey_equivalent: true,
    });
    const [notice] = await w.emailsTo(w.admin);
    expect(notice!.text_body).toContain('Conference (External Professional Currency, 3 points)');
  });

  it('answers field messages (422, code 2) for what the form needs', async () => {
    const response = await w.as(w.cookies.educator).post(URL, {
      point_request: {
        type: 'Bogus',
        points: -1,
        activity_date: '2026-02-30',
        activity_interval: 'fortnights',
        student_benefit: 'x'.repeat(1001),
        activity_name: 'a\u0000b',
      },
    });
    expect(response.statusCode).toBe(422);
    const body = json<{ code: number; messages: Record<string, string[]> }>(response);
    expect(body.code).toBe(2);
    expect(Object.keys(body.messages).sort()).toEqual(
      ['activity_date', 'activity_interval', 'activity_name', 'points', 'student_benefit', 'type'].sort(),
    );
    const blank = await w.as(w.cookies.educator).post(URL, myRequest({ activity_name: '  ' }));
    expect(json(blank)).toMatchObject({ code: 2, messages: { activity_name: ['can’t be blank'] } });
    const activity = await w
      .as(w.cookies.educator)
      .post(URL, myRequest({ vocational_activity_id: 2 ** 31 - 1 }));
    expect(json(activity)).toMatchObject({ messages: { vocational_activity_id: [expect.any(String)] } });
  });

  it('refuses (403) while educator point entry is off, and applies the evidence settings', async () => {
    const count = () =>
      w.t.db
        .select()
        .from(point_requests)
        .where(
          and(eq(point_requests.institute_id, w.institute.id), eq(point_requests.user_id, w.educator.id)),
        )
        .then((rows) => rows.length);
    const before = await count();
    await w.settings({ educator_points_entry_enabled: false });
    const off = await w.as(w.cookies.educator).post(URL, myRequest());
    expect(off.statusCode).toBe(403);
    expect(json(off)).toMatchObject({
      message: 'Submitting point requests is turned off for your institute.',
    });
    await w.settings({ educator_points_entry_enabled: true, file_attachment_required: true });
    const missing = await w.as(w.cookies.educator).post(URL, myRequest());
    expect(json(missing)).toMatchObject({
      code: 2,
      messages: { evidences: ['must include at least one file'] },
    });
    await w.settings({ points_file_attachment_enabled: false, file_attachment_required: false });
    const fileId = await uploadEvidence(w.t.app, w.cookies.educator);
    const disabled = await w
      .as(w.cookies.educator)
      .post(URL, myRequest({ evidences_attributes: [{ file_id: fileId }] }));
    expect(json(disabled)).toMatchObject({
      messages: { evidences: [expect.stringContaining('turned off')] },
    });
    await w.settings({ points_file_attachment_enabled: true });
    expect(await count()).toBe(before);
  });

  it('refuses hostile files: wrong type, too big, and another user’s upload', async () => {
    const exe = await upload(w.cookies.educator, Buffer.from('MZ\x90\x00 not a document'), 'evil.pdf');
    expect(exe.statusCode).toBe(422);
    expect(json(exe)).toMatchObject({ messages: { file: [expect.stringContaining('must be an image')] } });
    const big = await upload(
      w.cookies.educator,
      Buffer.concat([PDF, Buffer.alloc(15 * 1024 * 1024)]),
      'big.pdf',
    );
    expect(json(big)).toMatchObject({ messages: { file: ['The file is larger than 15 MB'] } });
    const theirs = await uploadEvidence(w.t.app, w.cookies.other);
    const stolen = await w
      .as(w.cookies.educator)
      .post(URL, myRequest({ evidences_attributes: [{ file_id: theirs }] }));
    expect(stolen.statusCode).toBe(422);
    expect(json(stolen)).toMatchObject({
      messages: { evidences: [expect.stringContaining('not a file you uploaded')] },
    });
    expect(
      (await w.as(w.cookies.other).post(URL, myRequest({ evidences_attributes: [{ file_id: theirs }] })))
        .statusCode,
    ).toBe(201);
  });
});
