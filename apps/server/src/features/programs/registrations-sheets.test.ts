import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/app.js';
import { createDivisionWithDepartments } from '../../../test/factories.js';
import { points_histories, users } from '../../db/schema/index.js';
import { renderAttendanceSheet } from './attendance-pdf.js';
import { useRegistrationImportFixture } from './registrations-import-test-support.js';
import { createProgram, createRegistration, daysFromNow } from './test-support.js';

// Issue 14: GET programs/{id}/registrations.csv and attendance.pdf, and the registrations.csv template.
const ctx = useRegistrationImportFixture();

async function pdfText(pdf: Buffer) {
  const parser = new PDFParse({ data: pdf });
  try {
    return await parser.getText();
  } finally {
    await parser.destroy();
  }
}

/** A program with E1 (completed, 6 points, present at workshop 1), E4 (hurdle) and E5 (refused). */
async function programWithRegistrations() {
  const { program, workshops } = await ctx.f.program({ name: 'Welding Basics' }, [{}, {}]);
  const [e1, , , e4, e5] = ctx.f.educators;
  const done = await createRegistration(
    ctx.t.db,
    ctx.f.institute.id,
    program.id,
    e1!.id,
    { completed: true },
    [workshops[0]!.id],
  );
  await ctx.t.db.insert(points_histories).values({
    institute_id: ctx.f.institute.id,
    user_id: e1!.id,
    type: 'PointsProgram',
    date: '2026-01-01',
    points: 6,
    program_id: program.id,
    registration_id: done.id,
  });
  await createRegistration(ctx.t.db, ctx.f.institute.id, program.id, e4!.id, { hurdle: true });
  await createRegistration(ctx.t.db, ctx.f.institute.id, program.id, e5!.id, { status: 'incomplete' });
  return program;
}

describe('GET /api/v1/programs/{id}/registrations.csv', () => {
  it('lists the registrations by family name with the import’s Y/N columns and the points', async () => {
    const { departments } = await createDivisionWithDepartments(ctx.t.db, ctx.f.institute.id, 'Trades', [
      'WLD',
    ]);
    await ctx.t.db
      .update(users)
      .set({ department_id: departments[0]!.id })
      .where(eq(users.id, ctx.f.educators[3]!.id));
    const program = await programWithRegistrations();
    const response = await apiClient(ctx.t.app, ctx.f.cookies.facilitator).get(
      `/api/v1/programs/${program.id}/registrations.csv`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="registrations-${program.id}.csv"; filename*=UTF-8''registrations-${program.id}.csv`,
    );
    expect(response.body.trim().split('\n')).toEqual([
      'Family Name,Given Name,Employee Number,Department,Status,Workshop 1,Workshop 2,Hurdle,Learning Journey,Completed,Points',
      'Able,Edu5,E5,,Incomplete,N,N,N,N,N,',
      'Brown,Edu4,E4,WLD department,Approved,N,N,Y,N,N,',
      'Zed,Edu1,E1,,Approved,Y,N,N,N,Y,6',
    ]);
  });

  it('can be imported back as it is', async () => {
    const program = await programWithRegistrations();
    const csv = (
      await apiClient(ctx.t.app, ctx.f.cookies.admin).get(`/api/v1/programs/${program.id}/registrations.csv`)
    ).body;
    const result = await ctx.f.importCsv(program.id, csv, { dryRun: true });
    expect(result.errors).toEqual([]);
    expect(result.stats).toMatchObject({ created: 0, updated: 0, existing: 3 });
  });
});

describe('GET /api/v1/programs/{id}/attendance.pdf', () => {
  it('is a PDF sign-in sheet: the program, a row per registrant not refused, a column per workshop', async () => {
    const program = await programWithRegistrations();
    const response = await apiClient(ctx.t.app, ctx.f.cookies.admin).get(
      `/api/v1/programs/${program.id}/attendance.pdf`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('Attendance sheet');
    expect(text).toContain('Welding Basics');
    expect(text).toContain('Zed, Edu1');
    expect(text).toContain('Brown, Edu4');
    expect(text).not.toContain('Able, Edu5');
    expect(text).toContain('Workshop 2');
  });

  it('continues workshops beyond four on another page', async () => {
    const pdf = await renderAttendanceSheet({
      institute: { name: 'Institute', primaryColor: '#1f4e79', logo: null },
      timeZone: 'Australia/Melbourne',
      program: {
        name: 'Long Program',
        startDate: '2026-03-02',
        endDate: '2026-03-13',
        locations: ['Room A'],
      },
      workshops: Array.from({ length: 12 }, (_, i) => ({ name: `W${i}`, start_time: daysFromNow(i) })),
      registrants: [{ name: 'Able, Ann', employeeNumber: 'E9' }],
    });
    const { text, total } = await pdfText(pdf);
    expect(total).toBe(3);
    expect(text).toContain('Workshops 1–4');
    expect(text).toContain('Workshops 9–12');
    expect(text).toContain('Workshop 12');
  });
});

describe('who may read the registrations sheets', () => {
  it('admins and the program’s facilitator: 401, 403 for others, 404 for another institute', async () => {
    const { program } = await ctx.f.program();
    const other = await createProgram(ctx.t.db, ctx.f.other.id);
    for (const file of ['registrations.csv', 'attendance.pdf']) {
      const url = `/api/v1/programs/${program.id}/${file}`;
      expect((await apiClient(ctx.t.app).get(url)).statusCode).toBe(401);
      expect((await apiClient(ctx.t.app, ctx.f.cookies.educator).get(url)).statusCode).toBe(403);
      expect((await apiClient(ctx.t.app, ctx.f.cookies.otherFacilitator).get(url)).statusCode).toBe(403);
      expect((await apiClient(ctx.t.app, ctx.f.cookies.facilitator).get(url)).statusCode).toBe(200);
      const otherUrl = `/api/v1/programs/${other.program.id}/${file}`;
      expect((await apiClient(ctx.t.app, ctx.f.cookies.admin).get(otherUrl)).statusCode).toBe(404);
    }
  });
});

describe('GET /templates/registrations.csv', () => {
  it('is the header row of the import, with three workshops', async () => {
    const response = await apiClient(ctx.t.app, ctx.f.cookies.admin).get('/templates/registrations.csv');
    expect(response.statusCode).toBe(200);
    expect(response.body.trim()).toBe(
      'Employee Number,Workshop 1,Workshop 2,Workshop 3,Hurdle,Learning Journey,Completed',
    );
  });
});
