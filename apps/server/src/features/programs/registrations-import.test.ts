import { registrationImportHeaders } from '@pdp/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/app.js';
import {
  attendances,
  email_outbox,
  institutes,
  points_histories,
  registrations,
} from '../../db/schema/index.js';
import { csvOf, useRegistrationImportFixture } from './registrations-import-test-support.js';
import { createProgram, createRegistration } from './test-support.js';

// Issue 14: POST programs/{id}/registrations/import — Y/N columns, the attendee limit, all or nothing.
const ctx = useRegistrationImportFixture();

const H = registrationImportHeaders(3);
const attendanceRows = (registrationId: number) =>
  ctx.t.db
    .select()
    .from(attendances)
    .where(eq(attendances.registration_id, registrationId))
    .orderBy(attendances.workshop_id);
const registrationOf = async (programId: number, userId: number) =>
  (
    await ctx.t.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.program_id, programId), eq(registrations.user_id, userId)))
  )[0];

describe('POST /api/v1/programs/{id}/registrations/import', () => {
  it('creates and updates registrations with attendance, hurdle, learning journey; the dry run writes nothing', async () => {
    const { program, workshops } = await ctx.f.program();
    const [e1, e2] = ctx.f.educators;
    await createRegistration(ctx.t.db, ctx.f.institute.id, program.id, e2!.id, {}, [workshops[0]!.id]);
    const csv = csvOf(
      H,
      ['E1', 'Y', 'n', '', 'Yes', 'N', 'N'],
      ['E2', 'N', 'Y', 'Y', 'N', 'Y', 'N'],
      ['E3', '', '', '', '', '', ''],
    );
    const before = await ctx.f.stored(program.id);
    const preview = await ctx.f.importCsv(program.id, csv, { dryRun: true });
    expect(preview).toMatchObject({
      dry_run: true,
      errors: [],
      stats: { created: 2, updated: 1, existing: 0 },
    });
    expect(preview.changes.map(({ row, action, record }) => ({ row, action, record }))).toEqual([
      { row: 2, action: 'create', record: 'E1 · Edu1 Zed' },
      { row: 3, action: 'update', record: 'E2 · Edu2 Young' },
      { row: 4, action: 'create', record: 'E3 · Edu3 Xu' },
    ]);
    expect(preview.changes[1]!.fields).toEqual([
      { field: 'Workshop 1', before: 'Yes', after: 'No' },
      { field: 'Workshop 2', before: 'No', after: 'Yes' },
      { field: 'Workshop 3', before: 'No', after: 'Yes' },
      { field: 'Learning Journey', before: 'No', after: 'Yes' },
    ]);
    expect(await ctx.f.stored(program.id)).toEqual(before);

    const result = await ctx.f.importCsv(program.id, csv);
    expect({ ...result, dry_run: true }).toEqual(preview);
    expect(await ctx.f.stored(program.id)).toEqual({ ...before, registrations: 3, present: 3 });
    expect(await registrationOf(program.id, e1!.id)).toMatchObject({
      status: 'approved',
      hurdle: true,
      is_learning_journey: false,
      completed: false,
      created_by_id: ctx.f.admin.id,
    });
    expect(await registrationOf(program.id, e2!.id)).toMatchObject({ is_learning_journey: true });

    // The same file again changes nothing.
    const again = await ctx.f.importCsv(program.id, csv);
    expect(again.stats).toMatchObject({ created: 0, updated: 0, existing: 3 });
  });

  it('writes only the attendance cells that change (not the registration), and turns a row marked absent present', async () => {
    const { program, workshops } = await ctx.f.program();
    const [w1, w2, w3] = workshops.map((w) => w.id);
    const e1 = ctx.f.educators[0]!;
    const registration = await createRegistration(ctx.t.db, ctx.f.institute.id, program.id, e1.id, {}, [
      w2!,
      w3!,
    ]);
    await ctx.t.db.insert(attendances).values({
      institute_id: ctx.f.institute.id,
      registration_id: registration.id,
      workshop_id: w1!,
      present: false,
    });
    const rowsBefore = await attendanceRows(registration.id);
    const registrationBefore = await registrationOf(program.id, e1.id);
    const result = await ctx.f.importCsv(program.id, csvOf(H, ['E1', 'Y', 'Y', 'N', 'N', 'N', 'N']));
    const rowsAfter = await attendanceRows(registration.id);
    // The registration is changed (its attendance) but its own row is left as it was, as marking on
    // the Attendance tab leaves it: no write of unchanged flags.
    expect(result.stats).toMatchObject({ created: 0, updated: 1 });
    expect(await registrationOf(program.id, e1.id)).toEqual(registrationBefore);
    expect(rowsAfter.map((r) => [r.workshop_id, r.present])).toEqual([
      [w1, true],
      [w2, true],
    ]);
    // The rows that stay are the same rows (updated in place or untouched), not deleted and re-added.
    expect(rowsAfter.map((r) => r.id)).toEqual(rowsBefore.slice(0, 2).map((r) => r.id));
  });

  it('lists every row issue with its row number and writes nothing', async () => {
    const { program } = await ctx.f.program();
    await createRegistration(ctx.t.db, ctx.f.institute.id, program.id, ctx.f.educators[0]!.id);
    const before = await ctx.f.stored(program.id);
    const response = await ctx.f.upload(
      program.id,
      csvOf(
        H,
        ['E1', 'Y', 'Y', 'Y', 'Y', 'Y', 'Y'],
        ['E2', 'maybe', '', '', '', '', ''],
        ['NOPE', '', '', '', '', '', ''],
        ['X1', '', '', '', '', '', ''],
        ['S1', '', '', '', '', '', ''],
        ['', 'Y', '', '', '', '', ''],
        ['E1', '', '', '', '', '', ''],
        ['E4', '', '', '', 'x'.repeat(1001), '', ''],
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      dry_run: false,
      stats: { created: 0, updated: 0 },
      changes: [],
    });
    expect(response.json().data.errors).toEqual([
      'Row 3: Workshop 1 must be Y or N',
      'Row 4: Employee Number NOPE is not a user of this institute',
      'Row 5: Employee Number X1 must be an active educator or guest of this institute',
      'Row 6: Employee Number S1 must be an active educator or guest of this institute',
      "Row 7: Employee Number can't be blank",
      'Row 8: Employee Number E1 is also on row 2',
      'Row 9: Hurdle is too long (maximum is 1000 characters)',
      'Row 9: Hurdle must be Y or N',
    ]);
    expect(await ctx.f.stored(program.id)).toEqual(before);
  });

  it('refuses an import over the attendee limit, naming the limit, and admits one that fits', async () => {
    const { program } = await ctx.f.program({ attendee_limit: 3 });
    await createRegistration(ctx.t.db, ctx.f.institute.id, program.id, ctx.f.educators[0]!.id);
    // A refused registration holds no place.
    await createRegistration(ctx.t.db, ctx.f.institute.id, program.id, ctx.f.educators[1]!.id, {
      status: 'incomplete',
    });
    const before = await ctx.f.stored(program.id);
    const three = csvOf(H, ['E3'], ['E4'], ['E5']);
    expect((await ctx.f.importCsv(program.id, three)).errors).toEqual([
      'The import adds 3 registrations to the 1 the program has: 4 is over its attendee limit of 3.',
    ]);
    expect(await ctx.f.stored(program.id)).toEqual(before);
    expect((await ctx.f.importCsv(program.id, csvOf(H, ['E3'], ['E4']))).stats).toMatchObject({ created: 2 });
  });

  it('ignores blank Workshop columns beyond the program’s workshops, refuses a filled one; fewer columns leave the others as they are', async () => {
    const { program, workshops } = await ctx.f.program({}, [{}, {}]);
    const before = await ctx.f.stored(program.id);
    const filled = await ctx.f.importCsv(
      program.id,
      csvOf(
        [...H, 'Workshop 4 – Extra'],
        ['E1', 'Y', 'Y', '', '', '', '', ''],
        ['E2', '', '', 'N', '', '', '', 'Y'],
      ),
    );
    expect(filled.errors).toEqual([
      'Row 3: The file has the column Workshop 3, but this program has 2 workshops (Workshop 1 to Workshop 2).',
      'Row 3: The file has the column Workshop 4, but this program has 2 workshops (Workshop 1 to Workshop 2).',
    ]);
    expect(await ctx.f.stored(program.id)).toEqual(before);
    // The generic template (Workshop 1–3) filled in for a program of two.
    const generic = await ctx.f.importCsv(
      program.id,
      csvOf(H, ['E3', 'Y', 'N', '', '', '', ''], ['E4', 'N', 'Y', '', '', '', '']),
    );
    expect(generic.errors).toEqual([]);
    expect(generic.stats).toMatchObject({ created: 2 });
    expect(await ctx.f.stored(program.id)).toMatchObject({ registrations: 2, present: 2 });
    await createRegistration(
      ctx.t.db,
      ctx.f.institute.id,
      program.id,
      ctx.f.educators[0]!.id,
      { hurdle: true },
      [workshops[1]!.id],
    );
    const narrow = await ctx.f.importCsv(program.id, csvOf(['Employee Number', 'Workshop 1'], ['E1', 'Y']));
    expect(narrow.changes[0]!.fields).toEqual([{ field: 'Workshop 1', before: 'No', after: 'Yes' }]);
    expect(await ctx.f.stored(program.id)).toMatchObject({ registrations: 3, present: 4 });
  });

  it('completing (N → Y) awards the points and emails only that user; uncompleting removes the points', async () => {
    const { program, workshops } = await ctx.f.program();
    const [e1, e2, e3] = ctx.f.educators;
    await createRegistration(ctx.t.db, ctx.f.institute.id, program.id, e2!.id, { completed: true }, [
      workshops[0]!.id,
    ]);
    await createRegistration(ctx.t.db, ctx.f.institute.id, program.id, e3!.id, {}, [workshops[0]!.id]);
    const emailsTo = async (address: string) =>
      (await ctx.t.db.select().from(email_outbox).where(eq(email_outbox.to_address, address))).length;
    const before = {
      e1: await emailsTo(e1!.email),
      e2: await emailsTo(e2!.email),
      e3: await emailsTo(e3!.email),
    };
    const result = await ctx.f.importCsv(
      program.id,
      csvOf(
        H,
        ['E1', 'Y', 'Y', 'N', '', '', 'Y'],
        ['E2', 'Y', '', '', '', '', 'Y'],
        ['E3', 'Y', 'N', '', '', '', 'N'],
      ),
    );
    expect(result.errors).toEqual([]);
    expect(result.stats).toMatchObject({ created: 1, updated: 0, existing: 2, completed: 1 });
    const points = await ctx.t.db
      .select()
      .from(points_histories)
      .where(eq(points_histories.program_id, program.id));
    expect(points.map((p) => ({ user: p.user_id, type: p.type, points: p.points }))).toEqual([
      { user: e1!.id, type: 'PointsProgram', points: 9 },
    ]);
    expect(await emailsTo(e1!.email)).toBe(before.e1 + 1);
    const [notice] = await ctx.t.db
      .select()
      .from(email_outbox)
      .where(eq(email_outbox.to_address, e1!.email))
      .orderBy(desc(email_outbox.id))
      .limit(1);
    expect(notice!.subject).toBe('Program completed: Test Program');
    expect(notice!.text_body).toContain('9 points have been added to your PD Passport.');
    expect(await emailsTo(e2!.email)).toBe(before.e2);
    expect(await emailsTo(e3!.email)).toBe(before.e3);

    // Y → N removes the points row (and sends nothing).
    const undo = await ctx.f.importCsv(program.id, csvOf(['Employee Number', 'Completed'], ['E1', 'N']));
    expect(undo.stats).toMatchObject({ updated: 1, completed: 0 });
    expect(await registrationOf(program.id, e1!.id)).toMatchObject({ completed: false, completed_at: null });
    expect(
      await ctx.t.db.select().from(points_histories).where(eq(points_histories.program_id, program.id)),
    ).toEqual([]);
    expect(await emailsTo(e1!.email)).toBe(before.e1 + 1);
  });

  it('counts only attended workshops when the institute requires attendance for program points', async () => {
    await ctx.t.db
      .update(institutes)
      .set({ program_points_require_workshop_attendance: true })
      .where(eq(institutes.id, ctx.f.institute.id));
    try {
      const { program } = await ctx.f.program({}, [{ points: 2 }, { points: 5 }]);
      await ctx.f.importCsv(
        program.id,
        csvOf(['Employee Number', 'Workshop 2', 'Completed'], ['E4', 'Y', 'Y']),
      );
      const [row] = await ctx.t.db
        .select()
        .from(points_histories)
        .where(eq(points_histories.program_id, program.id));
      expect(row?.points).toBe(5);
    } finally {
      await ctx.t.db
        .update(institutes)
        .set({ program_points_require_workshop_attendance: false })
        .where(eq(institutes.id, ctx.f.institute.id));
    }
  });

  it('keeps a completed registration locked unless the row uncompletes it', async () => {
    const { program } = await ctx.f.program();
    await createRegistration(ctx.t.db, ctx.f.institute.id, program.id, ctx.f.educators[0]!.id, {
      completed: true,
    });
    const locked = await ctx.f.importCsv(program.id, csvOf(H, ['E1', 'Y', '', '', '', '', 'Y']));
    expect(locked.errors).toEqual([
      'Row 2: This registration is completed: uncomplete it first to change its attendance, hurdle or learning journey. (Workshop 1)',
    ]);
    const unlocked = await ctx.f.importCsv(program.id, csvOf(H, ['E1', 'Y', '', '', 'Y', '', 'N']));
    expect(unlocked.errors).toEqual([]);
    expect(unlocked.stats).toMatchObject({ updated: 1 });
  });

  it('imports 500 rows, then the same 500 changed, in one set of writes each', async () => {
    await ctx.t.db.execute(sql`
      insert into users (institute_id, email, given_name, family_name, unique_identifier, is_educator)
      select ${ctx.f.institute.id}, 'bulk' || i || '@registrations.test', 'Bulk', 'Family' || i, 'B' || i, true
      from generate_series(1, 500) i`);
    const { program } = await ctx.f.program();
    const rows = (flip: number) =>
      Array.from({ length: 500 }, (_, i) => [
        `B${i + 1}`,
        i % 2 === flip ? 'Y' : 'N',
        'Y',
        '',
        '',
        '',
        i < 10 && flip ? 'Y' : 'N',
      ]);
    const first = await ctx.f.importCsv(program.id, csvOf(H, ...rows(0)));
    expect(first.stats).toMatchObject({ created: 500, updated: 0, completed: 0 });
    expect(await ctx.f.stored(program.id)).toMatchObject({ registrations: 500, present: 750 });
    const second = await ctx.f.importCsv(program.id, csvOf(H, ...rows(1)));
    expect(second.stats).toMatchObject({ created: 0, updated: 500, completed: 10 });
    expect(await ctx.f.stored(program.id)).toMatchObject({ registrations: 500, present: 750, points: 10 });
  }, 120_000);

  it('answers clear issues, never a 500, for hostile files', async () => {
    const { program } = await ctx.f.program();
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 'a');
    const tooBig = await ctx.f.upload(program.id, big);
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().messages.file[0]).toBe('The file is larger than 5 MB');
    const binary = await ctx.f.importCsv(
      program.id,
      Buffer.from([0xff, 0xfe, 0x00, 0x81]).toString('latin1'),
    );
    expect(binary.errors.length).toBe(1);
    const nul = await ctx.f.upload(program.id, 'Employee Number\nE1\u0000\n');
    expect(nul.json().data.errors).toEqual([
      'The file contains NUL characters, so it is not a CSV text file.',
    ]);
    const bom = await ctx.f.importCsv(program.id, `\uFEFF${csvOf(['Employee Number'], ['E6'])}`);
    expect(bom.stats).toMatchObject({ created: 1 });
    const noColumn = await ctx.f.importCsv(program.id, csvOf(['Name'], ['x']));
    expect(noColumn.errors).toEqual(['The header row is missing the column: Employee Number.']);
    const many = csvOf(['Employee Number'], ...Array.from({ length: 2001 }, (_, i) => [`Z${i}`]));
    expect((await ctx.f.importCsv(program.id, many)).errors[0]).toMatch(/more than 2000 records/);
  });

  it('is for admins and the program’s facilitator: 401, 403, 404', async () => {
    const { program } = await ctx.f.program();
    const csv = csvOf(['Employee Number'], ['E1']);
    expect((await ctx.f.upload(program.id, csv, { cookie: '' })).statusCode).toBe(401);
    expect((await ctx.f.upload(program.id, csv, { cookie: ctx.f.cookies.educator })).statusCode).toBe(403);
    expect((await ctx.f.upload(program.id, csv, { cookie: ctx.f.cookies.otherFacilitator })).statusCode).toBe(
      403,
    );
    expect((await ctx.f.upload(program.id, csv, { cookie: ctx.f.cookies.facilitator })).statusCode).toBe(200);
    const other = await createProgram(ctx.t.db, ctx.f.other.id);
    expect((await ctx.f.upload(other.program.id, csv)).statusCode).toBe(404);
    expect((await ctx.f.upload(program.id, csv, { query: '?dry_run=maybe' })).statusCode).toBe(422);
    const noFile = await apiClient(ctx.t.app, ctx.f.cookies.admin).post(
      `/api/v1/programs/${program.id}/registrations/import`,
    );
    expect(noFile.statusCode).toBe(422);
  });
});
