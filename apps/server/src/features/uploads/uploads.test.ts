import { LIMITS } from '@pdp/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { multipartFile } from '../../../test/multipart.js';
import { cached_uploads } from '../../db/schema/index.js';
import { sanitizeFilename } from '../../lib/filenames.js';
import { CONTENT_TYPES_BOMB, DOCX_BOMB, EVIDENCE_SAMPLES, SPOOFED_SAMPLES } from './test-support.js';

/** POST /upload (issue 16): the evidence upload service at the site root. */
let t: TestApp;
let cookie: string;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  const institute = await createInstitute(t.db);
  // An educator: the mobile app uploads evidence for the educator's own requests.
  const educator = await createUser(t.db, institute.id);
  userId = educator.id;
  cookie = await loginAs(t.app, educator);
});
afterAll(() => t.close());

async function upload(
  data: Buffer | string,
  filename: string,
  options: { headers?: Record<string, string>; url?: string; field?: string; session?: string | null } = {},
) {
  const form = await multipartFile(options.field ?? 'file', data, filename);
  const session = options.session === undefined ? cookie : options.session;
  return t.app.inject({
    method: 'POST',
    url: options.url ?? '/upload',
    payload: form.payload,
    headers: {
      ...form.headers,
      'x-client-app': 'webapp',
      ...(session ? { cookie: session } : {}),
      ...options.headers,
    },
  });
}

const rowsOf = async () =>
  (
    await t.db.select({ n: count() }).from(cached_uploads).where(eq(cached_uploads.uploaded_by_id, userId))
  )[0]!.n;

interface Uploaded {
  id: string;
  storage: string;
  metadata: { filename: string; size: number; mime_type: string };
}

describe('POST /upload', () => {
  it.each(Object.entries(EVIDENCE_SAMPLES))(
    'caches a %s file and answers 201 with its detected type',
    async (_, sample) => {
      const response = await upload(sample.data, sample.filename);
      expect(response.statusCode).toBe(201);
      const body = json<Uploaded>(response);
      expect(body).toEqual({
        id: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
        storage: 'cache',
        metadata: { filename: sample.filename, size: sample.data.length, mime_type: sample.mimeType },
      });
      const [row] = await t.db.select().from(cached_uploads).where(eq(cached_uploads.upload_id, body.id));
      expect(row).toMatchObject({ uploaded_by_id: userId, mime_type: sample.mimeType });
      expect(row!.storage_key).toMatch(/^cache\/\d+\//);
      expect(await t.app.deps.storage.get(row!.storage_key)).toEqual(sample.data);
    },
  );

  it('stores the detected type, whatever the client claimed', async () => {
    const form = await multipartFile('file', EVIDENCE_SAMPLES.png.data, 'scan.pdf');
    const payload = form.payload.toString('latin1').replace('application/octet-stream', 'application/pdf');
    const response = await t.app.inject({
      method: 'POST',
      url: '/upload',
      payload: Buffer.from(payload, 'latin1'),
      headers: { ...form.headers, cookie, 'x-client-app': 'webapp' },
    });
    expect(response.statusCode).toBe(201);
    expect(json<Uploaded>(response).metadata).toMatchObject({ filename: 'scan.pdf', mime_type: 'image/png' });
  });

  it('accepts a file of exactly 15 MB and refuses 15 MB + 1 byte with a 422 on file, storing nothing', async () => {
    const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);
    const exact = await upload(pdfOf(LIMITS.evidenceFileBytes), 'big.pdf');
    expect(exact.statusCode).toBe(201);
    const before = await rowsOf();
    const over = await upload(pdfOf(LIMITS.evidenceFileBytes + 1), 'bigger.pdf');
    expect(over.statusCode).toBe(422);
    expect(json(over)).toMatchObject({ code: 2, messages: { file: ['The file is larger than 15 MB'] } });
    expect(await rowsOf()).toBe(before);
  });

  it.each(Object.entries(SPOOFED_SAMPLES))(
    'refuses %s with a 422 naming the accepted types',
    async (_, sample) => {
      const before = await rowsOf();
      const response = await upload(sample.data, sample.filename);
      expect(response.statusCode).toBe(422);
      expect(json(response)).toMatchObject({
        messages: { file: ['must be an image (PNG, JPEG, GIF or WebP), a PDF or a Word document'] },
      });
      expect(await rowsOf()).toBe(before);
    },
  );

  it('recognises a .docx zip bomb from its [Content_Types].xml without expanding the document', async () => {
    const started = Date.now();
    const response = await upload(DOCX_BOMB, 'bomb.docx');
    expect(response.statusCode).toBe(201);
    expect(json<Uploaded>(response).metadata.size).toBe(DOCX_BOMB.length);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a zip whose [Content_Types].xml is the bomb, without expanding it', async () => {
    const started = Date.now();
    const before = await rowsOf();
    const response = await upload(CONTENT_TYPES_BOMB, 'bomb.docx');
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({
      messages: { file: ['must be an image (PNG, JPEG, GIF or WebP), a PDF or a Word document'] },
    });
    expect(await rowsOf()).toBe(before);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses an empty file, a missing file and a file under another field name with a 422 on file', async () => {
    expect(json(await upload('', 'empty.pdf'))).toMatchObject({ messages: { file: ['is empty'] } });
    const other = await upload(EVIDENCE_SAMPLES.pdf.data, 'a.pdf', { field: 'evidence' });
    expect(other.statusCode).toBe(422);
    expect(json(other)).toMatchObject({ messages: { file: [expect.stringContaining("can't be blank")] } });
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/upload',
      payload: {},
      headers: { cookie, 'x-client-app': 'webapp' },
    });
    expect(noFile.statusCode).toBe(422);
    expect(json(noFile)).toMatchObject({
      code: 2,
      messages: { file: [expect.stringContaining("can't be blank")] },
    });
  });

  it('answers a multipart body without a boundary with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/upload',
      payload: 'x',
      headers: { cookie, 'x-client-app': 'webapp', 'content-type': 'multipart/form-data' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ title: expect.any(String) });
  });

  it('sanitises the file name: no path, NUL, control characters or quotes, at most 255 characters', async () => {
    const named = async (filename: string) =>
      json<Uploaded>(await upload(EVIDENCE_SAMPLES.pdf.data, filename)).metadata.filename;
    expect(await named('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(await named('C:\\Users\\eve\\cert.pdf')).toBe('cert.pdf');
    expect(await named('a\u0000b\u0007c\u001fd.pdf')).toBe('a_b_c_d.pdf');
    // A browser's FormData escapes quotes itself; a hand-written request may not.
    expect(sanitizeFilename('say "hi"\r\n.pdf')).toBe('say _hi___.pdf');
    expect(sanitizeFilename('../..')).toBe('file');
    const long = await named(`${'x'.repeat(400)}.pdf`);
    expect(long).toHaveLength(255);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('answers 401 without a session, storing nothing', async () => {
    const before = await t.db.select({ n: count() }).from(cached_uploads);
    const response = await upload(EVIDENCE_SAMPLES.pdf.data, 'a.pdf', { session: null });
    expect(response.statusCode).toBe(401);
    expect(await t.db.select({ n: count() }).from(cached_uploads)).toEqual(before);
  });

  it.each(['/upload', '/%75pload', '/%2575pload', '/UPLOAD'])(
    'refuses a cookie-authenticated post to %s without X-Client-App, storing nothing',
    async (url) => {
      const before = await rowsOf();
      const response = await upload(EVIDENCE_SAMPLES.pdf.data, 'a.pdf', {
        url,
        headers: { 'x-client-app': '' },
      });
      expect([403, 404]).toContain(response.statusCode);
      expect(await rowsOf()).toBe(before);
    },
  );

  it('refuses an upload from another site even with the header, and accepts the same origin', async () => {
    const before = await rowsOf();
    const evil = await upload(EVIDENCE_SAMPLES.pdf.data, 'a.pdf', {
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.statusCode).toBe(403);
    const crossSite = await upload(EVIDENCE_SAMPLES.pdf.data, 'a.pdf', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await rowsOf()).toBe(before);
    const encoded = await upload(EVIDENCE_SAMPLES.pdf.data, 'a.pdf', { url: '/%75pload' });
    expect(encoded.statusCode).toBe(201);
  });

  it('appears in the API documentation with its multipart body and 201 answer', async () => {
    const docs = json<{ paths: Record<string, { post?: Record<string, unknown> }> }>(
      await t.app.inject({ method: 'GET', url: '/api/docs/json' }),
    );
    const post = docs.paths['/upload']?.post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
      responses: Record<string, unknown>;
    };
    expect(post.requestBody.content['multipart/form-data']?.schema.properties.file).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['201', '401', '422']));
  });
});
