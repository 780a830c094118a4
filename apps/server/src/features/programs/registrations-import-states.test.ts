import { registrationImportHeaders } from '@pdp/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { attendances, email_outbox, points_histories, registrations, users } from '../../db/schema/index.js';
import { csvOf, useRegistrationImportFixture } from './registrations-import-test-support.js';
import { createRegistration } from './test-support.js';

// The registration import keeps the Attendance tab's rules, also when the same file is sent twice at once.
const ctx = useRegistrationImportFixture();
const H = registrationImportHeaders(3);

const registrationOf = async (programId: number, userId: number) =>
  (
    await ctx.t.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.program_id, programId), eq(registrations.user_id, userId)))
  )[0];
const programPoints = (programId: number) =>
  ctx.t.db.select().from(points_histories).where(eq(points_histories.program_id, programId));

describe('POST programs/{id}/registrations/import: completing', () => {
  it('refuses to complete a PENDING registration (the tab answers notApproved)', async () => {
    const { program, workshops } = await ctx.f.program();
    const e1 = ctx.f.educators[0]!;
    await createRegistration(ctx.t.db, ctx.f.institute.id, program.id, e1.id, { status: 'pending' }, [
      workshops[0]!.id,
    ]);
    const result = await ctx.f.importCsv(program.id, csvOf(H, ['E1', 'Y', 'N', 'N', '', '', 'Y']));
    // Correct: an issue for the row, and nothing written.
    expect(result.errors.length).toBeGreaterThan(0);
    expect(await registrationOf(program.id, e1.id)).toMatchObject({ completed: false });
    expect(await programPoints(program.id)).toEqual([]);
  });

  it('refuses to complete a REFUSED (incomplete) registration', async () => {
    const { program, workshops } = await ctx.f.program();
    const e2 = ctx.f.educators[1]!;
    await createRegistration(ctx.t.db, ctx.f.institute.id, program.id, e2.id, { status: 'incomplete' }, [
      workshops[0]!.id,
    ]);
    const result = await ctx.f.importCsv(program.id, csvOf(H, ['E2', 'Y', 'N', 'N', '', '', 'Y']));
    expect(result.errors.length).toBeGreaterThan(0);
    expect(await registrationOf(program.id, e2.id)).toMatchObject({ completed: false });
    expect(await programPoints(program.id)).toEqual([]);
  });
});

describe('POST programs/{id}/registrations/import: a deactivated registrant', () => {
  it('completes their registration and awards the points, but emails them nothing', async () => {
    const { program, workshops } = await ctx.f.program();
    const gone = await createUser(ctx.t.db, ctx.f.institute.id, {
      is_educator: true,
      unique_identifier: 'GONE1',
      email: 'gone1@registrations.test',
    });
    await createRegistration(ctx.t.db, ctx.f.institute.id, program.id, gone.id, {}, [workshops[0]!.id]);
    await ctx.t.db.update(users).set({ active: false }).where(eq(users.id, gone.id));
    const result = await ctx.f.importCsv(program.id, csvOf(['Employee Number', 'Completed'], ['GONE1', 'Y']));
    expect(result.errors).toEqual([]);
    expect(await registrationOf(program.id, gone.id)).toMatchObject({ completed: true });
    expect((await programPoints(program.id)).map((p) => p.user_id)).toEqual([gone.id]);
    // As completing one registration: the "Program completed" email goes to active users only.
    expect(await ctx.t.db.select().from(email_outbox).where(eq(email_outbox.to_address, gone.email))).toEqual(
      [],
    );
  });
});

describe('POST programs/{id}/registrations/import: the same file twice at once', () => {
  it('completes once: one points row and ONE completion email, the second run finding nothing to do', async () => {
    const { program, workshops } = await ctx.f.program();
    const e3 = ctx.f.educators[2]!;
    await createRegistration(ctx.t.db, ctx.f.institute.id, program.id, e3.id, {}, [workshops[0]!.id]);
    const emailsTo = async () =>
      (await ctx.t.db.select().from(email_outbox).where(eq(email_outbox.to_address, e3.email))).length;
    const before = await emailsTo();
    const csv = csvOf(H, ['E3', 'Y', 'N', 'N', '', '', 'Y']);
    const results = await Promise.all([ctx.f.importCsv(program.id, csv), ctx.f.importCsv(program.id, csv)]);
    const completedCounts = results.map((r) => (r.errors.length ? 0 : (r.stats.completed ?? 0)));
    expect(await programPoints(program.id)).toHaveLength(1);
    expect(await emailsTo()).toBe(before + 1);
    expect(completedCounts.reduce((a, b) => a + b, 0)).toBe(1);
  });
});

describe('POST programs/{id}/registrations/import: a draft or closed program', () => {
  it('a draft takes no new registrations (as Add users), but its registered people update', async () => {
    const { program, workshops } = await ctx.f.program({ published: false, published_at: null });
    const [e1, e2] = [ctx.f.educators[0]!, ctx.f.educators[1]!];
    await createRegistration(ctx.t.db, ctx.f.institute.id, program.id, e1.id, {}, []);

    const refused = await ctx.f.importCsv(program.id, csvOf(H, ['E1', 'Y', 'N', 'N'], ['E2', 'Y', 'N', 'N']));
    expect(refused.errors).toEqual([
      'Row 3: Employee Number E2 is not registered, and a draft program takes no new registrations: publish it first',
    ]);
    expect(await registrationOf(program.id, e2.id)).toBeUndefined();

    const updated = await ctx.f.importCsv(program.id, csvOf(H, ['E1', 'Y', 'N', 'N']));
    expect(updated.errors).toEqual([]);
    expect(updated.stats).toMatchObject({ updated: 1 });
    const present = await ctx.t.db
      .select()
      .from(attendances)
      .where(eq(attendances.workshop_id, workshops[0]!.id));
    expect(present.map((a) => [a.registration_id, a.present])).toEqual([
      [(await registrationOf(program.id, e1.id))!.id, true],
    ]);
  });

  it('closed registrations do not stop it: the import records attendance after the event', async () => {
    const { program } = await ctx.f.program({ registrations_open: false });
    const e4 = ctx.f.educators[3]!;
    const result = await ctx.f.importCsv(program.id, csvOf(H, ['E4', 'Y', 'N', 'N']));
    expect(result.errors).toEqual([]);
    expect(await registrationOf(program.id, e4.id)).toMatchObject({ status: 'approved' });
  });
});
