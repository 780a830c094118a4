import type { TPointRequest } from '@pdp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { institutes, type UserRow } from '../../db/schema/index.js';
import { uploadEvidence } from './points-test-support.js';
import { TINY_PNG } from '../../../test/multipart.js';
import { createPointRequest, requestRow } from './point-requests-test-support.js';

/** Point requests (issue 16): the edges — CSRF, bounds, evidence settings and who downloads a file. */
let t: TestApp;
let instituteId: number;
let supervisor: UserRow;
let educator: UserRow;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  instituteId = (await createInstitute(t.db, { points_file_attachment_enabled: true })).id;
  supervisor = await createUser(t.db, instituteId, { is_supervisor: true });
  educator = await createUser(t.db, instituteId, { is_educator: true, supervisor_id: supervisor.id });
  adminCookie = await loginAs(t.app, await createUser(t.db, instituteId, { is_institute_admin: true }));
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
// An OLE2 compound file holding a "WordDocument" stream: what a Word 97–2003 file is, by its content.
const WORD = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(56),
  Buffer.from('WordDocument', 'utf16le'),
]);

const base = (userId: number, id: number) => `/api/v1/users/${userId}/point_requests/${id}`;

describe('point requests: edges', () => {
  it('refuses a cookie call without the web app header (CSRF) before acting', async () => {
    const request = await createPointRequest(t.db, instituteId, educator.id);
    const response = await t.app.inject({
      method: 'PUT',
      url: `${base(educator.id, request.id)}/approve`,
      payload: {},
      headers: { cookie: adminCookie },
    });
    expect(response.statusCode).toBe(403);
    expect((await requestRow(t.db, instituteId, request.id)).status).toBe(0);
  });

  it('bounds the approval reason at 1000 characters and ids at the integer range', async () => {
    const request = await createPointRequest(t.db, instituteId, educator.id);
    const client = apiClient(t.app, adminCookie);
    const long = await client.put(`${base(educator.id, request.id)}/approve`, {
      approval_reason: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(422);
    expect(json(long)).toMatchObject({ messages: { approval_reason: [expect.stringContaining('1000')] } });
    const huge = await client.put(`${base(educator.id, 2 ** 31)}/approve`, {});
    expect(huge.statusCode).toBe(422);
    const nul = await client.put(`${base(educator.id, request.id)}/reject`, { reason: 'a\u0000b' });
    expect(nul.statusCode).toBe(422);
    expect((await requestRow(t.db, instituteId, request.id)).status).toBe(0);
  });

  it('refuses new files while the institute has attachments off, keeping those already there', async () => {
    const request = await createPointRequest(t.db, instituteId, educator.id);
    const fileId = await uploadEvidence(t.app, adminCookie);
    await t.db
      .update(institutes)
      .set({ points_file_attachment_enabled: false })
      .where(eq(institutes.id, instituteId));
    const response = await apiClient(t.app, adminCookie).put(base(educator.id, request.id), {
      point_request: { evidences_attributes: [{ file_id: fileId }] },
    });
    const plain = await apiClient(t.app, adminCookie).put(base(educator.id, request.id), {
      point_request: { points: 1 },
    });
    await t.db
      .update(institutes)
      .set({ points_file_attachment_enabled: true })
      .where(eq(institutes.id, instituteId));
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({
      messages: { evidences: [expect.stringContaining('turned off')] },
    });
    expect(plain.statusCode).toBe(200);
  });

  it('serves a request’s file to whoever may read the user’s history, and 404 to others', async () => {
    const request = await createPointRequest(t.db, instituteId, educator.id);
    const fileId = await uploadEvidence(t.app, adminCookie);
    const saved = await apiClient(t.app, adminCookie).put(base(educator.id, request.id), {
      point_request: { evidences_attributes: [{ file_id: fileId }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const url = `/api/v1/evidence_files/${fileId}`;
    expect((await apiClient(t.app, await loginAs(t.app, supervisor)).get(url)).statusCode).toBe(200);
    expect((await apiClient(t.app, await loginAs(t.app, educator)).get(url)).statusCode).toBe(200);
    const otherSupervisor = await createUser(t.db, instituteId, { is_supervisor: true });
    expect((await apiClient(t.app, await loginAs(t.app, otherSupervisor)).get(url)).statusCode).toBe(404);
    const other = await createInstitute(t.db);
    const foreignAdmin = await createUser(t.db, other.id, { is_institute_admin: true });
    expect((await apiClient(t.app, await loginAs(t.app, foreignAdmin)).get(url)).statusCode).toBe(404);
  });

  it('lists a pending request’s files as links; images and PDFs open inline for preview, a Word file downloads', async () => {
    const request = await createPointRequest(t.db, instituteId, educator.id);
    const files = [
      { data: TINY_PNG, filename: 'photo.png', type: 'image/png', disposition: 'inline' },
      { data: PDF, filename: 'certificate.pdf', type: 'application/pdf', disposition: 'inline' },
      { data: WORD, filename: 'notes.doc', type: 'application/msword', disposition: 'attachment' },
    ];
    const fileIds = await Promise.all(files.map((file) => uploadEvidence(t.app, adminCookie, file)));
    const saved = await apiClient(t.app, adminCookie).put(base(educator.id, request.id), {
      point_request: { evidences_attributes: fileIds.map((file_id) => ({ file_id })) },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // The pending list (Activities Submitted for Approval) carries each file and where to fetch it.
    const supervisorCookie = await loginAs(t.app, supervisor);
    const list = await apiClient(t.app, supervisorCookie).get(`/api/v1/users/${educator.id}/point_requests`);
    const row = json<{ data: TPointRequest[] }>(list).data.find((r) => r.id === request.id)!;
    expect(row.evidence_attached).toBe(true);
    expect(row.evidences.map((e) => [e.metadata.filename, e.metadata.mime_type, e.file_url])).toEqual(
      files.map((file, i) => [file.filename, file.type, `/api/v1/evidence_files/${fileIds[i]}`]),
    );

    for (const [i, file] of files.entries()) {
      const download = await apiClient(t.app, supervisorCookie).get(row.evidences[i]!.file_url!);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe(file.type);
      expect(download.headers['content-disposition']).toMatch(
        new RegExp(`^${file.disposition}; filename="${file.filename}"`),
      );
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.rawPayload).toEqual(file.data);
    }
  });

  it('lets the history row of an approval be deleted: the request stays approved, without its row', async () => {
    const request = await createPointRequest(t.db, instituteId, educator.id);
    const client = apiClient(t.app, adminCookie);
    expect(
      (await client.put(`${base(educator.id, request.id)}/approve`, { notify_user: false })).statusCode,
    ).toBe(204);
    const { points_history_id: historyId } = await requestRow(t.db, instituteId, request.id);
    const deleted = await client.delete(`/api/v1/users/${educator.id}/points_histories/${historyId}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await requestRow(t.db, instituteId, request.id)).toMatchObject({
      status: 1,
      points_history_id: null,
      institute_id: instituteId,
    });
  });
});
