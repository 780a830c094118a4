import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { multipartFile, multipartFileSplit, TINY_PNG } from '../../test/multipart.js';
import {
  declareFile,
  declareNamedFiles,
  readUpload,
  readUploadFirst,
  uploadOf,
  type UploadDeclaration,
} from './read-upload.js';

/**
 * The one multipart reader, on routes of its own: each declares its upload as a real route does, and
 * answers what the reader handed it (or the reader's 422/400 in the spec's error body).
 */
const LIMIT = 1000;
const SMALL = 10;
const PDF_MESSAGE = 'must be a PDF';
const TOO_LARGE = 'is larger than 1000 bytes';

const PLAIN: UploadDeclaration = {
  files: [declareFile('file', LIMIT, { tooLarge: TOO_LARGE })],
  missing: { field: 'file', message: 'must be sent as file', title: 'No file' },
};
const STRICT: UploadDeclaration = {
  files: [
    declareFile('doc[pdf]', LIMIT, {
      field: 'pdf',
      isEmptyRefused: true,
      types: { accepted: ['pdf'], message: PDF_MESSAGE },
    }),
  ],
  missing: { field: 'pdf', message: 'must be sent as doc[pdf]' },
};
const TWO_LIMITS: UploadDeclaration = {
  files: [declareFile('small', SMALL), declareFile('large', LIMIT)],
  missing: { field: 'small', message: 'must be sent as small or large' },
};
const WITH_TEXTS: UploadDeclaration = {
  files: [declareFile('file', LIMIT)],
  missing: { field: 'file', message: 'must be sent as file' },
  texts: {
    isTaken: (name) => name === 'year',
    max: 1,
    maxBytes: 64,
    tooMany: { field: 'year', message: 'must be sent once' },
  },
};
const NAMED = declareNamedFiles('thing', [declareFile('thing[icon]', LIMIT, { field: 'icon' })]);
const NAMED_BY_PATH = declareNamedFiles(
  'thing',
  [declareFile('thing[icon]', LIMIT, { field: 'icon' })],
  'icon',
);

function addRoutes(app: FastifyInstance) {
  const echo = ({ file, texts }: Awaited<ReturnType<typeof readUpload>>) => ({
    field: file.field,
    size: file.data.length,
    filename: file.filename,
    type: file.type ?? null,
    texts,
  });
  const routes = { plain: PLAIN, strict: STRICT, 'two-limits': TWO_LIMITS, texts: WITH_TEXTS };
  for (const [name, upload] of Object.entries(routes))
    app.post(`/test/read-upload/${name}`, { config: { upload } }, async (request) =>
      echo(await readUpload(request)),
    );
  app.post(
    '/test/read-upload/named',
    { config: { upload: NAMED }, preValidation: readUploadFirst },
    async (request) => (request.upload ? echo(request.upload) : { json: request.body }),
  );
  app.post(
    '/test/read-upload/named-by-path',
    { config: { upload: NAMED_BY_PATH }, preValidation: readUploadFirst },
    async (request) => echo(uploadOf(request)),
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { beforeReady: addRoutes });
});
afterAll(() => t.close());

type Part = [name: string, value: string | { data: Buffer | string; filename: string }];

/** A multipart body of these parts, in this order, as a browser's FormData would send it. */
async function formOf(parts: Part[]) {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([Buffer.from(value.data)]), value.filename);
  }
  const request = new Request('http://localhost', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

const post = (route: string, body: { payload: unknown; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: `/test/read-upload/${route}`,
    payload: body.payload as Buffer,
    headers: body.headers,
  });

const send = async (route: string, part: string, data: Buffer | string, filename = 'a.pdf') =>
  post(route, await multipartFile(part, data, filename));

const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);

/** The spec's 422 body with one message on one field. */
const refused = (field: string, message: string, title = 'The file could not be uploaded') => ({
  title,
  code: 2,
  messages: { [field]: [message] },
  base: [],
});

describe('readUpload: size', () => {
  it('takes a file of exactly its limit, whole', async () => {
    const response = await send('plain', 'file', pdfOf(LIMIT));
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ field: 'file', size: LIMIT });
  });

  it('refuses a file one byte over its limit with a 422 in the spec’s body', async () => {
    const response = await send('plain', 'file', pdfOf(LIMIT + 1));
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual(refused('file', TOO_LARGE));
  });

  it('refuses a file over its limit however it arrives: split at the limit, or cut by the parser (truncated)', async () => {
    const split = await multipartFileSplit('file', pdfOf(LIMIT + 1), 'over.pdf', LIMIT);
    const response = await post('plain', { payload: split.payload(), headers: split.headers });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual(refused('file', TOO_LARGE));
    const farOver = await send('plain', 'file', pdfOf(LIMIT * 3));
    expect([farOver.statusCode, json(farOver)]).toEqual([422, refused('file', TOO_LARGE)]);
  });

  it('judges each declared file by its own limit, not the largest', async () => {
    expect(json(await send('two-limits', 'small', 'x'.repeat(SMALL)))).toMatchObject({ size: SMALL });
    const over = await send('two-limits', 'small', 'x'.repeat(SMALL + 1));
    expect(over.statusCode).toBe(422);
    expect(json(over)).toEqual(refused('small', 'The file is larger than 0 MB'));
    expect(json(await send('two-limits', 'large', 'x'.repeat(SMALL + 1)))).toMatchObject({ field: 'large' });
  });
});

describe('readUpload: count and names of parts', () => {
  it('refuses two files where one is allowed', async () => {
    const two = await formOf([
      ['file', { data: 'one', filename: 'one.csv' }],
      ['file', { data: 'two', filename: 'two.csv' }],
    ]);
    const response = await post('plain', two);
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual(refused('file', 'must be one file'));
  });

  it('answers the declared 422 for a file under another name, no file, or a body that is not multipart', async () => {
    const missing = refused('file', 'must be sent as file', 'No file');
    const misnamed = await send('plain', 'upload', 'a,b');
    expect([misnamed.statusCode, json(misnamed)]).toEqual([422, missing]);
    const textOnly = await post('plain', await formOf([['note', 'hello']]));
    expect([textOnly.statusCode, json(textOnly)]).toEqual([422, missing]);
    const jsonBody = await t.app.inject({
      method: 'POST',
      url: '/test/read-upload/plain',
      payload: { file: 'x' },
    });
    expect([jsonBody.statusCode, json(jsonBody)]).toEqual([422, missing]);
  });

  it('answers 400 for a multipart body it cannot read', async () => {
    const response = await post('plain', {
      payload: 'garbage',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 1 });
  });
});

describe('readUpload: text parts', () => {
  it('hands over the text parts the route takes, in either order', async () => {
    const body = await formOf([
      ['year', '2026'],
      ['file', { data: 'a,b', filename: 'c.csv' }],
    ]);
    expect(json(await post('texts', body))).toMatchObject({ texts: [['year', '2026']], size: 3 });
  });

  it('refuses a text part the route does not take, on its name, and one too many', async () => {
    const unknown = await post(
      'texts',
      await formOf([
        ['file', { data: 'a,b', filename: 'c.csv' }],
        ['notify_user', '1'],
      ]),
    );
    expect([unknown.statusCode, json(unknown)]).toEqual([
      422,
      refused('notify_user', 'is not a field of this import'),
    ]);
    const twice = await post(
      'texts',
      await formOf([
        ['year', '2026'],
        ['year', '2027'],
        ['file', { data: 'a,b', filename: 'c.csv' }],
      ]),
    );
    expect([twice.statusCode, json(twice)]).toEqual([422, refused('year', 'must be sent once')]);
  });

  it('ignores text parts on a route that takes none', async () => {
    const body = await formOf([
      ['note', 'hello'],
      ['file', { data: 'a,b', filename: 'c.csv' }],
    ]);
    expect(json(await post('plain', body))).toMatchObject({ size: 3, texts: [] });
  });
});

describe('readUpload: hostile file names', () => {
  it.each([
    ['Flyer – 2026.pdf', 'Flyer – 2026.pdf'],
    ['../../x', 'x'],
    ['..\\..\\windows\\x.pdf', 'x.pdf'],
    ['re\u0000port\u0007.pdf', 're_port_.pdf'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['<name>|x?.pdf', '_name__x_.pdf'],
    ['../', ''],
    [`${'a'.repeat(300)}.pdf`, `${'a'.repeat(251)}.pdf`],
  ])('stores %j as %j', async (sent, stored) => {
    const response = await send('plain', 'file', pdfOf(20), sent);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ filename: stored });
  });
});

describe('readUpload: empty files and types', () => {
  it('refuses an empty file where declared, and hands one over where not', async () => {
    const empty = await send('strict', 'doc[pdf]', '');
    expect([empty.statusCode, json(empty)]).toEqual([422, refused('pdf', 'is empty')]);
    expect(json(await send('plain', 'file', ''))).toMatchObject({ size: 0 });
  });

  it('judges the type by content: a PNG named .pdf is refused, a PDF named .png is a PDF', async () => {
    const png = await send('strict', 'doc[pdf]', TINY_PNG, 'scan.pdf');
    expect([png.statusCode, json(png)]).toEqual([422, refused('pdf', PDF_MESSAGE)]);
    const pdf = await send('strict', 'doc[pdf]', pdfOf(20), 'scan.png');
    expect(json(pdf)).toMatchObject({ type: 'pdf', filename: 'scan.png' });
  });

  it('leaves the type unjudged where the route declares none', async () => {
    expect(json(await send('plain', 'file', TINY_PNG, 'a.png'))).toMatchObject({ type: null });
  });
});

describe('readUploadFirst and declareNamedFiles: a file or a JSON body', () => {
  it('reads `<singular>[<field>]` before validation, and refuses another field of the same form', async () => {
    expect(json(await send('named', 'thing[icon]', TINY_PNG, 'i.png'))).toMatchObject({
      field: 'icon',
      size: TINY_PNG.length,
    });
    const other = await send('named', 'thing[logo]', TINY_PNG, 'i.png');
    expect([other.statusCode, json(other)]).toEqual([422, refused('file', 'must be sent as thing[icon]')]);
  });

  it('lets a JSON body through untouched', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/read-upload/named',
      payload: { thing: { name: 'x' } },
    });
    expect(json(response)).toEqual({ json: { thing: { name: 'x' } } });
  });

  it('takes any part name when the path names the field, and says "can’t be blank" without a file', async () => {
    expect(json(await send('named-by-path', 'upload', TINY_PNG, 'i.png'))).toMatchObject({ field: 'icon' });
    const blank = await t.app.inject({ method: 'POST', url: '/test/read-upload/named-by-path', payload: {} });
    expect([blank.statusCode, json(blank)]).toEqual([422, refused('icon', "can't be blank")]);
    const wrong = await send('named-by-path', 'thing[logo]', TINY_PNG, 'i.png');
    expect([wrong.statusCode, json(wrong)]).toEqual([422, refused('icon', 'must be sent as thing[icon]')]);
  });
});
