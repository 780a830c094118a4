import { REGISTRATION_MESSAGES, type TRegistration } from '@pdp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { institutes, points_histories, registrations } from '../../db/schema/index.js';
import { todayIn } from '../../lib/today.js';
import { lockProgramForRegistration, register } from './registrations-service.js';
import { createProgram, createRegistration, daysFromNow } from './test-support.js';

type Client = ReturnType<typeof apiClient>;
type ErrorBody = { title: string; code: number; message?: string; messages: Record<string, string[]> };

describe('a program’s registrations: list, add, hurdle/learning journey/completion, remove', () => {
  let t: TestApp;
  let instituteId: number;
  let admin: Client;
  let facilitatorClient: Client;
  let otherFacilitator: Client;
  let supervisor: Client;
  let educatorClient: Client;
  let anonymous: Client;
  let facilitatorId: number;
  let adminId: number;
  let n = 0;
  const educator = async (overrides: Parameters<typeof createUser>[2] = {}) =>
    createUser(t.db, instituteId, { is_educator: true, family_name: `Zed${++n}`, ...overrides });

  beforeAll(async () => {
    t = await createTestApp();
    const institute = await createInstitute(t.db, { timezone: 'Australia/Melbourne' });
    instituteId = institute.id;
    const facilitator = await createUser(t.db, instituteId, { is_facilitator: true });
    facilitatorId = facilitator.id;
    const adminUser = await createUser(t.db, instituteId, { is_institute_admin: true });
    adminId = adminUser.id;
    admin = apiClient(t.app, await loginAs(t.app, adminUser));
    facilitatorClient = apiClient(t.app, await loginAs(t.app, facilitator));
    otherFacilitator = apiClient(
      t.app,
      await loginAs(t.app, await createUser(t.db, instituteId, { is_facilitator: true })),
    );
    supervisor = apiClient(
      t.app,
      await loginAs(t.app, await createUser(t.db, instituteId, { is_supervisor: true })),
    );
    educatorClient = apiClient(t.app, await loginAs(t.app, await educator()));
    anonymous = apiClient(t.app);
  });
  afterAll(() => t.close());

  const url = (programId: number, registrationId?: number) =>
    `/api/v1/programs/${programId}/registrations${registrationId ? `/${registrationId}` : ''}`;

  it('lists registrations by family name with attendance per workshop and points', async () => {
    const { program, workshops } = await createProgram(t.db, instituteId, { facilitator_id: facilitatorId }, [
      { points: 2 },
      { points: 3 },
    ]);
    const brown = await educator({ family_name: 'Brown', given_name: 'Bea' });
    const adams = await educator({ family_name: 'adams', given_name: 'Al' });
    const guest = await createUser(t.db, instituteId, { is_guest: true, family_name: 'Carter' });
    await createRegistration(t.db, instituteId, program.id, brown.id, {}, [workshops[1]!.id]);
    await createRegistration(t.db, instituteId, program.id, adams.id, { status: 'pending' });
    const done = await createRegistration(t.db, instituteId, program.id, guest.id, { completed: true });
    await t.db.insert(points_histories).values({
      institute_id: instituteId,
      user_id: guest.id,
      type: 'PointsProgram',
      date: '2026-01-01',
      points: 5,
      program_id: program.id,
      registration_id: done.id,
    });

    const response = await facilitatorClient.get(url(program.id));
    expect(response.statusCode, response.body).toBe(200);
    const body = json<{ data: TRegistration[]; meta: { total: number } }>(response);
    expect(body.meta.total).toBe(3);
    expect(body.data.map((r) => r.user_family_name)).toEqual(['adams', 'Brown', 'Carter']);
    const [a, b, c] = body.data;
    expect(a).toMatchObject({ status: 'pending', completed: false, points: null, user_active: true });
    expect(b!.attendances).toEqual([
      { workshop_id: workshops[0]!.id, present: false },
      { workshop_id: workshops[1]!.id, present: true },
    ]);
    expect(c).toMatchObject({ completed: true, points: 5, user_given_name: guest.given_name });
    // What each row offers (programs policies): a pending one is not completed yet; a completed one
    // is locked but uncompleted.
    expect(a!.can).toEqual({ edit: true, complete: false, remove: true });
    expect(b!.can).toEqual({ edit: true, complete: true, remove: true });
    expect(c!.can).toEqual({ edit: false, complete: true, remove: false });
    expect(b!.user_unique_identifier).toBe(brown.unique_identifier);
    // created_at is written by the database in toISOString's format (UTC, milliseconds).
    const [stored] = await t.db
      .select({ created_at: registrations.created_at })
      .from(registrations)
      .where(eq(registrations.id, done.id));
    expect(c!.created_at).toBe(stored!.created_at.toISOString());
  });

  it('answers 401 signed out, 403 to a supervisor, an educator and another program’s facilitator', async () => {
    const { program } = await createProgram(t.db, instituteId, { facilitator_id: facilitatorId });
    expect((await anonymous.get(url(program.id))).statusCode).toBe(401);
    expect((await supervisor.get(url(program.id))).statusCode).toBe(403);
    expect((await educatorClient.get(url(program.id))).statusCode).toBe(403);
    expect((await otherFacilitator.get(url(program.id))).statusCode).toBe(403);
    const user = await educator();
    expect(
      (await otherFacilitator.post(url(program.id), { registration: { user_id: user.id } })).statusCode,
    ).toBe(403);
    expect((await supervisor.post(url(program.id), { registration: { user_id: user.id } })).statusCode).toBe(
      403,
    );
    expect(await t.db.select().from(registrations).where(eq(registrations.program_id, program.id))).toEqual(
      [],
    );
  });

  it('answers 404 for another institute’s program and registration', async () => {
    const other = await createInstitute(t.db);
    const { program } = await createProgram(t.db, other.id);
    const stranger = await createUser(t.db, other.id, { is_educator: true });
    const registration = await createRegistration(t.db, other.id, program.id, stranger.id);
    expect((await admin.get(url(program.id))).statusCode).toBe(404);
    expect((await admin.post(url(program.id), { registration: { user_id: stranger.id } })).statusCode).toBe(
      404,
    );
    expect(
      (await admin.put(url(program.id, registration.id), { registration: { hurdle: true } })).statusCode,
    ).toBe(404);
    expect((await admin.delete(url(program.id, registration.id))).statusCode).toBe(404);
    // Their registration under one of our programs is not found either.
    const { program: ours } = await createProgram(t.db, instituteId);
    expect((await admin.delete(url(ours.id, registration.id))).statusCode).toBe(404);
  });

  it('registers an educator as approved (even when approval is required) and answers 201', async () => {
    await t.db
      .update(institutes)
      .set({ registrations_require_approval_enabled: true, elective_registrations_require_approval: true })
      .where(eq(institutes.id, instituteId));
    const { program } = await createProgram(t.db, instituteId, { facilitator_id: facilitatorId });
    const user = await educator();
    const response = await facilitatorClient.post(url(program.id), {
      registration: { user_id: user.id, status: 'pending' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(json<{ data: TRegistration }>(response).data).toMatchObject({
      program_id: program.id,
      user_id: user.id,
      status: 'approved',
      completed: false,
      user_family_name: user.family_name,
    });
    await t.db
      .update(institutes)
      .set({ registrations_require_approval_enabled: false })
      .where(eq(institutes.id, instituteId));
  });

  it('answers 422 on user_id for a user who is not an active educator or guest, or is already registered', async () => {
    const { program } = await createProgram(t.db, instituteId);
    const inactive = await educator({ active: false });
    const staff = await createUser(t.db, instituteId, { is_supervisor: true });
    const stranger = await createUser(t.db, (await createInstitute(t.db)).id, { is_educator: true });
    for (const user of [inactive, staff, stranger]) {
      const response = await admin.post(url(program.id), { registration: { user_id: user.id } });
      expect(response.statusCode).toBe(422);
      expect(json<ErrorBody>(response).messages).toEqual({ user_id: [REGISTRATION_MESSAGES.notRegistrant] });
    }
    const user = await educator();
    expect((await admin.post(url(program.id), { registration: { user_id: user.id } })).statusCode).toBe(201);
    const again = await admin.post(url(program.id), { registration: { user_id: user.id } });
    expect(again.statusCode).toBe(422);
    expect(json<ErrorBody>(again).messages).toEqual({ user_id: [REGISTRATION_MESSAGES.already] });
    const bad = await admin.post(url(program.id), { registration: { user_id: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(json<ErrorBody>(bad).messages.user_id).toBeDefined();
  });

  it('answers 400 when the program is closed, a draft, past the cut-off or full', async () => {
    const user = await educator();
    const post = (programId: number) => admin.post(url(programId), { registration: { user_id: user.id } });
    const expect400 = async (programId: number, message: string) => {
      const response = await post(programId);
      expect(response.statusCode, response.body).toBe(400);
      expect(json<ErrorBody>(response)).toMatchObject({ code: 1, message });
    };
    const closed = await createProgram(t.db, instituteId, { registrations_open: false });
    await expect400(closed.program.id, REGISTRATION_MESSAGES.closed);
    const draft = await createProgram(t.db, instituteId, { published: false });
    await expect400(draft.program.id, REGISTRATION_MESSAGES.closed);

    // Three business days before a start 2 days ahead is already past.
    await t.db.update(institutes).set({ registration_cutoff_days: 3 }).where(eq(institutes.id, instituteId));
    const soon = await createProgram(t.db, instituteId, {}, [{ start_time: daysFromNow(2, 3) }]);
    await expect400(soon.program.id, REGISTRATION_MESSAGES.cutOff);
    const later = await createProgram(t.db, instituteId, {}, [{ start_time: daysFromNow(30, 3) }]);
    expect((await post(later.program.id)).statusCode).toBe(201);
    await t.db
      .update(institutes)
      .set({ registration_cutoff_days: null })
      .where(eq(institutes.id, instituteId));

    const full = await createProgram(t.db, instituteId, { attendee_limit: 1 });
    await createRegistration(t.db, instituteId, full.program.id, (await educator()).id);
    await expect400(full.program.id, REGISTRATION_MESSAGES.full);
    // A refused registration does not hold a place.
    const refused = await createProgram(t.db, instituteId, { attendee_limit: 1 });
    await createRegistration(t.db, instituteId, refused.program.id, (await educator()).id, {
      status: 'incomplete',
    });
    expect((await post(refused.program.id)).statusCode).toBe(201);
  });

  it('sets hurdle and learning journey, and locks them once completed', async () => {
    const { program } = await createProgram(t.db, instituteId, { facilitator_id: facilitatorId });
    const registration = await createRegistration(t.db, instituteId, program.id, (await educator()).id);
    const put = (body: unknown) => facilitatorClient.put(url(program.id, registration.id), body);
    const response = await put({ registration: { hurdle: true, is_learning_journey: true } });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: TRegistration }>(response).data).toMatchObject({
      hurdle: true,
      is_learning_journey: true,
    });

    expect((await put({ registration: { completed: true }, notify_user: false })).statusCode).toBe(200);
    const locked = await put({ registration: { hurdle: false } });
    expect(locked.statusCode).toBe(400);
    expect(json<ErrorBody>(locked).message).toBe(REGISTRATION_MESSAGES.completedLocked);
    expect((await put({ registration: { is_learning_journey: false } })).statusCode).toBe(400);
    // Sending the values it already has is no change.
    expect((await put({ registration: { hurdle: true } })).statusCode).toBe(200);

    const removal = await facilitatorClient.delete(url(program.id, registration.id));
    expect(removal.statusCode).toBe(400);
    expect(json<ErrorBody>(removal).message).toBe(REGISTRATION_MESSAGES.completedRemove);

    // Uncompleting unlocks it, in the same call as a change.
    const reopened = await put({ registration: { completed: false, hurdle: false } });
    expect(json<{ data: TRegistration }>(reopened).data).toMatchObject({ completed: false, hurdle: false });
    expect((await facilitatorClient.delete(url(program.id, registration.id))).statusCode).toBe(204);
    expect(await t.db.select().from(registrations).where(eq(registrations.id, registration.id))).toEqual([]);
    expect((await put({ registration: { hurdle: true } })).statusCode).toBe(404);
  });

  it('completing writes one PointsProgram row with the workshops’ points; uncompleting removes it', async () => {
    const { program, workshops } = await createProgram(
      t.db,
      instituteId,
      { name: 'Pointy', facilitator_id: facilitatorId },
      [{ points: 2 }, { points: 3.5 }],
    );
    const user = await educator();
    const registration = await createRegistration(
      t.db,
      instituteId,
      program.id,
      user.id,
      { is_learning_journey: true },
      [workshops[0]!.id],
    );
    const ledger = () =>
      t.db.select().from(points_histories).where(eq(points_histories.registration_id, registration.id));
    const put = (body: unknown) => admin.put(url(program.id, registration.id), body);

    const response = await put({ registration: { completed: true }, notify_user: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: TRegistration }>(response).data).toMatchObject({ completed: true, points: 5.5 });
    const [row, ...rest] = await ledger();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      type: 'PointsProgram',
      user_id: user.id,
      points: 5.5,
      program_id: program.id,
      learning_journey_equivalent: true,
      date: todayIn('Australia/Melbourne'),
      created_by_id: adminId,
    });
    // Completing again changes nothing.
    expect((await put({ registration: { completed: true } })).statusCode).toBe(200);
    expect(await ledger()).toHaveLength(1);

    const undone = await put({ registration: { completed: false } });
    expect(json<{ data: TRegistration }>(undone).data).toMatchObject({ completed: false, points: null });
    expect(await ledger()).toEqual([]);

    // With the attendance setting, only the attended workshop counts.
    await t.db
      .update(institutes)
      .set({ program_points_require_workshop_attendance: true })
      .where(eq(institutes.id, instituteId));
    await put({ registration: { completed: true }, notify_user: false });
    expect((await ledger())[0]?.points).toBe(2);
    await t.db
      .update(institutes)
      .set({ program_points_require_workshop_attendance: false })
      .where(eq(institutes.id, instituteId));
    const [stored] = await t.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.id, registration.id), eq(registrations.completed, true)));
    expect(stored?.completed_at).toBeInstanceOf(Date);
  });

  it('refuses to complete a pending registration', async () => {
    const { program } = await createProgram(t.db, instituteId);
    const registration = await createRegistration(t.db, instituteId, program.id, (await educator()).id, {
      status: 'pending',
    });
    const response = await admin.put(url(program.id, registration.id), { registration: { completed: true } });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).message).toBe(REGISTRATION_MESSAGES.notApproved);
  });

  it("an educator's own registration is pending when the institute requires approval for the type", async () => {
    const setApproval = (enabled: boolean) =>
      t.db
        .update(institutes)
        .set({
          registrations_require_approval_enabled: enabled,
          learning_journey_registrations_require_approval: true,
          elective_registrations_require_approval: false,
        })
        .where(eq(institutes.id, instituteId));
    const selfRegister = async (programType: 'learning_journey' | 'elective') => {
      const { program } = await createProgram(t.db, instituteId, { program_type: programType });
      const user = await educator();
      return t.db.transaction(async (tx) => {
        const locked = await lockProgramForRegistration(tx, instituteId, program.id);
        return register(tx, t.app.deps, user, locked, user.id, { byStaff: false });
      });
    };
    await setApproval(true);
    expect((await selfRegister('learning_journey')).status).toBe('pending');
    expect((await selfRegister('elective')).status).toBe('approved');
    await setApproval(false);
    expect((await selfRegister('learning_journey')).status).toBe('approved');
  });
});
