import { LIMITS, PROGRAM_MESSAGES, type TProgram } from '@pdp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { loginAs } from '../../../test/factories.js';
import { multipartFile } from '../../../test/multipart.js';
import { programs } from '../../db/schema/index.js';
import { seedProgramsWorld, type ProgramsWorld } from './programs-test-support.js';
import { createProgram } from './test-support.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('POST and GET programs/{id}/pdf, and PUT with pdf null', () => {
  let t: TestApp;
  let w: ProgramsWorld;
  let programId: number;
  let adminCookie: string;

  const upload = async (
    data: Buffer,
    filename = 'flyer.pdf',
    field = 'program[pdf]',
    cookie = adminCookie,
  ) => {
    const body = await multipartFile(field, data, filename);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/programs/${programId}/pdf`,
      payload: body.payload,
      headers: { ...body.headers, cookie, 'x-client-app': 'webapp' },
    });
  };
  const stored = async () => (await t.db.select().from(programs).where(eq(programs.id, programId)))[0]!;

  beforeAll(async () => {
    t = await createTestApp();
    w = await seedProgramsWorld(t);
    programId = (await createProgram(t.db, w.home.id, { domain_id: w.domain.id })).program.id;
    adminCookie = await loginAs(t.app, w.users.admin);
  });
  afterAll(() => t.close());

  it('stores the PDF and serves it to whoever sees the program', async () => {
    const response = await upload(PDF);
    expect(response.statusCode, response.body).toBe(200);
    const program = json<{ data: TProgram }>(response).data;
    expect(program.pdf_filename).toBe('flyer.pdf');
    expect(program.pdf_url).toBe(`/api/v1/programs/${programId}/pdf`);
    const file = await w.as.eddie.get(program.pdf_url!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('flyer.pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // Not through the public uploads route.
    expect((await w.as.anonymous.get(`/uploads/${(await stored()).pdf_key}`)).statusCode).toBe(404);
  });

  it.each([
    ['Flyer – 2026.pdf', 'Flyer – 2026.pdf', 'Flyer _ 2026.pdf'],
    ['Educator’s guide.pdf', 'Educator’s guide.pdf', 'Educator_s guide.pdf'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe.pdf', 'invoicefdp.exe.pdf'],
  ])('serves a flyer named %j under its name (stored as %j, ASCII %j)', async (name, stored, ascii) => {
    const response = await upload(PDF, name);
    expect(json<{ data: TProgram }>(response).data.pdf_filename).toBe(stored);
    const file = await w.as.eddie.get(`/api/v1/programs/${programId}/pdf`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(stored).replace(/'/g, '%27')}`,
    );
  });

  it('refuses a file over 10 MB with the spec message, and a file that is not a PDF', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(LIMITS.programPdfBytes + 1 - PDF.length, 0x20)]);
    const tooLarge = await upload(big);
    expect(tooLarge.statusCode).toBe(422);
    expect(json(tooLarge).messages).toEqual({ pdf: [PROGRAM_MESSAGES.pdfTooLarge] });
    const exact = Buffer.concat([PDF, Buffer.alloc(LIMITS.programPdfBytes - PDF.length, 0x20)]);
    expect((await upload(exact, 'exact.pdf')).statusCode).toBe(200);
    const notPdf = await upload(Buffer.from('<html>not a pdf</html>'), 'fake.pdf');
    expect(notPdf.statusCode).toBe(422);
    expect(json(notPdf).messages).toEqual({ pdf: [PROGRAM_MESSAGES.pdfNotPdf] });
    expect((await stored()).pdf_filename).toBe('exact.pdf');
  });

  it('only editors upload; another institute gets 404', async () => {
    const frank = await loginAs(t.app, w.users.frank);
    expect((await upload(PDF, 'x.pdf', 'program[pdf]', frank)).statusCode).toBe(403);
    const other = await loginAs(t.app, w.users.otherAdmin);
    expect((await upload(PDF, 'x.pdf', 'program[pdf]', other)).statusCode).toBe(404);
  });

  it('removes the PDF and its stored file with pdf null', async () => {
    const key = (await stored()).pdf_key!;
    expect(await t.app.deps.storage.get(key)).toBeDefined();
    const response = await w.as.admin.put(`/api/v1/programs/${programId}`, { program: { pdf: null } });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: TProgram }>(response).data.pdf_url).toBeNull();
    expect(await t.app.deps.storage.get(key)).toBeUndefined();
    expect((await w.as.admin.get(`/api/v1/programs/${programId}/pdf`)).statusCode).toBe(404);
  });
});
