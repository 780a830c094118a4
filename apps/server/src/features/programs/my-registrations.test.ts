import { INT_MAX, MY_PROGRAM_MESSAGES, REGISTRATION_MESSAGES, type TMyRegistration } from '@pdp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { institutes, registrations } from '../../db/schema/index.js';
import { createProgram, createRegistration, daysFromNow } from './test-support.js';

type Client = ReturnType<typeof apiClient>;
type ValidationBody = { code: number; base: string[]; messages: Record<string, string[]> };

describe('the educator registers, cancels and lists their registrations (/api/v1/my)', () => {
  let t: TestApp;
  let instituteId: number;
  let admin: Client;
  const educator = async () => {
    const user = await createUser(t.db, instituteId, { is_educator: true });
    return { user, client: apiClient(t.app, await loginAs(t.app, user)) };
  };
  const registerUrl = (programId: number) => `/api/v1/my/programs/${programId}/registrations`;
  const setApproval = (enabled: boolean) =>
    t.db
      .update(institutes)
      .set({
        registrations_require_approval_enabled: enabled,
        learning_journey_registrations_require_approval: true,
        elective_registrations_require_approval: false,
      })
      .where(eq(institutes.id, instituteId));
  const storedStatus = async (programId: number, userId: number) => {
    const rows = await t.db
      .select({ status: registrations.status })
      .from(registrations)
      .where(and(eq(registrations.program_id, programId), eq(registrations.user_id, userId)));
    return rows.map((r) => r.status);
  };

  beforeAll(async () => {
    t = await createTestApp();
    instituteId = (await createInstitute(t.db, { timezone: 'Australia/Melbourne' })).id;
    admin = apiClient(
      t.app,
      await loginAs(t.app, await createUser(t.db, instituteId, { is_institute_admin: true })),
    );
  });
  afterAll(() => t.close());

  it('is pending when the institute requires approval for the type, approved otherwise', async () => {
    await setApproval(true);
    const { user, client } = await educator();
    const journey = await createProgram(t.db, instituteId, { program_type: 'learning_journey' });
    const elective = await createProgram(t.db, instituteId, { program_type: 'elective' });
    const pending = await client.post(registerUrl(journey.program.id));
    expect(pending.statusCode).toBe(201);
    expect(json<{ data: TMyRegistration }>(pending).data).toMatchObject({
      program_id: journey.program.id,
      status: 'pending',
      state: 'pending',
      can_cancel: true,
    });
    expect(await storedStatus(journey.program.id, user.id)).toEqual(['pending']);
    const approved = await client.post(registerUrl(elective.program.id));
    expect(json<{ data: TMyRegistration }>(approved).data.state).toBe('registered');
    await setApproval(false);
    const other = await createProgram(t.db, instituteId, { program_type: 'learning_journey' });
    expect(
      json<{ data: TMyRegistration }>(await client.post(registerUrl(other.program.id))).data.status,
    ).toBe('approved');
  });

  it('refuses a second registration, a closed program, a full one and one past the cut-off (422)', async () => {
    const { client } = await educator();
    const expectRefused = async (programId: number, message: string) => {
      const response = await client.post(registerUrl(programId));
      expect(response.statusCode).toBe(422);
      const body = json<ValidationBody>(response);
      expect(body.code).toBe(2);
      expect(body.base).toEqual([message]);
    };
    const { program } = await createProgram(t.db, instituteId);
    expect((await client.post(registerUrl(program.id))).statusCode).toBe(201);
    await expectRefused(program.id, MY_PROGRAM_MESSAGES.already);

    const closed = await createProgram(t.db, instituteId, { registrations_open: false });
    await expectRefused(closed.program.id, REGISTRATION_MESSAGES.closed);

    const full = await createProgram(t.db, instituteId, { attendee_limit: 1 });
    await createRegistration(t.db, instituteId, full.program.id, (await educator()).user.id, {
      status: 'pending',
    });
    await expectRefused(full.program.id, REGISTRATION_MESSAGES.full);

    // Five business days before a start two days ahead is already past.
    await t.db.update(institutes).set({ registration_cutoff_days: 5 }).where(eq(institutes.id, instituteId));
    const soon = await createProgram(t.db, instituteId, {}, [{ start_time: daysFromNow(2, 3) }]);
    await expectRefused(soon.program.id, REGISTRATION_MESSAGES.cutOff);
    const later = await createProgram(t.db, instituteId, {}, [{ start_time: daysFromNow(20, 3) }]);
    expect((await client.post(registerUrl(later.program.id))).statusCode).toBe(201);
    await t.db.update(institutes).set({ registration_cutoff_days: 0 }).where(eq(institutes.id, instituteId));
  });

  it('refuses staff who are not educators or guests (422), drafts and other institutes (404)', async () => {
    const { program } = await createProgram(t.db, instituteId);
    const refused = await admin.post(registerUrl(program.id));
    expect(refused.statusCode).toBe(422);
    expect(json<ValidationBody>(refused).base).toEqual([MY_PROGRAM_MESSAGES.notRegistrant]);
    const { client } = await educator();
    const draft = await createProgram(t.db, instituteId, { published: false });
    const foreign = await createProgram(t.db, (await createInstitute(t.db)).id);
    for (const id of [draft.program.id, foreign.program.id, INT_MAX])
      expect((await client.post(registerUrl(id))).statusCode).toBe(404);
    for (const id of ['0', 'x', String(2 ** 31), '-5'])
      expect((await client.post(registerUrl(id as never))).statusCode).toBe(422);
    expect((await apiClient(t.app).post(registerUrl(program.id))).statusCode).toBe(401);
  });

  it('a guest (no educator role) sees Register open and registers (201), under the approval rules', async () => {
    await setApproval(true);
    const guest = await createUser(t.db, instituteId, { is_guest: true });
    expect(guest.is_educator).toBe(false);
    const client = apiClient(t.app, await loginAs(t.app, guest));
    const { program } = await createProgram(t.db, instituteId, { program_type: 'learning_journey' });
    const details = json<{ data: { can_register: boolean; register_blocked_reason: string | null } }>(
      await client.get(`/api/v1/my/programs/${program.id}`),
    ).data;
    expect(details).toMatchObject({ can_register: true, register_blocked_reason: null });
    const response = await client.post(registerUrl(program.id));
    expect(response.statusCode).toBe(201);
    expect(json<{ data: TMyRegistration }>(response).data).toMatchObject({
      program_id: program.id,
      status: 'pending',
      state: 'pending',
    });
    expect(await storedStatus(program.id, guest.id)).toEqual(['pending']);
    const mine = json<{ data: TMyRegistration[] }>(await client.get('/api/v1/my/registrations')).data;
    expect(mine.map((r) => [r.program_id, r.state])).toEqual([[program.id, 'pending']]);
    await setApproval(false);
  });

  it('two educators racing for the last place: one 201, one 422 (this program is full)', async () => {
    const { program } = await createProgram(t.db, instituteId, { attendee_limit: 2 });
    await createRegistration(t.db, instituteId, program.id, (await educator()).user.id);
    const [a, b] = [await educator(), await educator()];
    const responses = await Promise.all([
      a.client.post(registerUrl(program.id)),
      b.client.post(registerUrl(program.id)),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const loser = responses.find((r) => r.statusCode === 422)!;
    expect(json<ValidationBody>(loser).base).toEqual([REGISTRATION_MESSAGES.full]);
    const rows = await t.db.select().from(registrations).where(eq(registrations.program_id, program.id));
    expect(rows).toHaveLength(2);
  });

  it('the same educator registering twice at once gets one place', async () => {
    const { program } = await createProgram(t.db, instituteId);
    const { user, client } = await educator();
    const responses = await Promise.all([
      client.post(registerUrl(program.id)),
      client.post(registerUrl(program.id)),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(await storedStatus(program.id, user.id)).toHaveLength(1);
  });

  it('cancels a registration that is not completed, freeing the place; refuses completed and declined', async () => {
    const { program } = await createProgram(t.db, instituteId, { attendee_limit: 1 });
    const { user, client } = await educator();
    const { data } = json<{ data: TMyRegistration }>(await client.post(registerUrl(program.id)));
    const second = await educator();
    expect((await second.client.post(registerUrl(program.id))).statusCode).toBe(422);
    expect((await client.delete(`/api/v1/my/registrations/${data.id}`)).statusCode).toBe(204);
    expect(await storedStatus(program.id, user.id)).toEqual([]);
    expect((await second.client.post(registerUrl(program.id))).statusCode).toBe(201);

    const completed = await createProgram(t.db, instituteId);
    const done = await createRegistration(t.db, instituteId, completed.program.id, user.id, {
      completed: true,
    });
    const refused = await client.delete(`/api/v1/my/registrations/${done.id}`);
    expect(refused.statusCode).toBe(422);
    expect(json<ValidationBody>(refused).base).toEqual([MY_PROGRAM_MESSAGES.cancelCompleted]);
    const declinedProgram = await createProgram(t.db, instituteId);
    const declined = await createRegistration(t.db, instituteId, declinedProgram.program.id, user.id, {
      status: 'incomplete',
      rejection_reason: 'Not this term',
    });
    expect((await client.delete(`/api/v1/my/registrations/${declined.id}`)).statusCode).toBe(422);
  });

  it('another user’s registration is 404 to cancel; odd ids 422; no session 401', async () => {
    const { program } = await createProgram(t.db, instituteId);
    const owner = await educator();
    const registration = await createRegistration(t.db, instituteId, program.id, owner.user.id);
    const { client } = await educator();
    expect((await client.delete(`/api/v1/my/registrations/${registration.id}`)).statusCode).toBe(404);
    expect((await client.delete(`/api/v1/my/registrations/${INT_MAX}`)).statusCode).toBe(404);
    expect((await client.delete('/api/v1/my/registrations/abc')).statusCode).toBe(422);
    expect((await apiClient(t.app).delete(`/api/v1/my/registrations/${registration.id}`)).statusCode).toBe(
      401,
    );
    expect(await storedStatus(program.id, owner.user.id)).toEqual(['approved']);
  });

  it('lists only the caller’s registrations with their states, reason and points', async () => {
    const { user, client } = await educator();
    const other = await educator();
    const states = [
      { status: 'pending' as const },
      { status: 'approved' as const },
      { status: 'incomplete' as const, rejection_reason: 'Full this term' },
      { status: 'approved' as const, completed: true },
    ];
    for (const [i, overrides] of states.entries()) {
      const { program } = await createProgram(t.db, instituteId, { name: `Mine ${i}` }, [
        { start_time: daysFromNow(40 - i) },
      ]);
      await createRegistration(t.db, instituteId, program.id, user.id, overrides);
      await createRegistration(t.db, instituteId, program.id, other.user.id);
    }
    const response = await client.get('/api/v1/my/registrations');
    expect(response.statusCode).toBe(200);
    const { data, meta } = json<{ data: TMyRegistration[]; meta: { total: number } }>(response);
    expect(meta.total).toBe(4);
    expect(data.map((r) => [r.program_name, r.state, r.can_cancel])).toEqual([
      ['Mine 0', 'pending', true],
      ['Mine 1', 'registered', true],
      ['Mine 2', 'declined', false],
      ['Mine 3', 'completed', false],
    ]);
    expect(data[2]!.rejection_reason).toBe('Full this term');
    const pending = json<{ data: TMyRegistration[] }>(
      await client.get('/api/v1/my/registrations?q[status_eq]=pending'),
    );
    expect(pending.data.map((r) => r.program_name)).toEqual(['Mine 0']);
    expect((await apiClient(t.app).get('/api/v1/my/registrations')).statusCode).toBe(401);
  });

  it('the staff calls of this workflow stay staff-only: 403 to an educator', async () => {
    const { program, workshops } = await createProgram(t.db, instituteId);
    const { user, client } = await educator();
    const registration = await createRegistration(t.db, instituteId, program.id, user.id, {
      status: 'pending',
    });
    const calls = [
      client.get(`/api/v1/programs/${program.id}/registrations`),
      client.post(`/api/v1/programs/${program.id}/registrations`, { registration: { user_id: user.id } }),
      client.put(`/api/v1/programs/${program.id}/registrations/${registration.id}`, {
        registration: { completed: true },
      }),
      client.delete(`/api/v1/programs/${program.id}/registrations/${registration.id}`),
      client.post('/api/v1/attendances/mark', {
        attendance: { registration_id: registration.id, workshop_id: workshops[0]!.id, present: true },
      }),
      client.get('/api/v2/registrations'),
      client.put(`/api/v2/registrations/${registration.id}/approve`, { notify_user: false }),
      client.put(`/api/v1/programs/${program.id}`, { program: { name: 'Mine now' } }),
    ];
    const statuses = (await Promise.all(calls)).map((response) => response.statusCode);
    expect(statuses).toEqual(calls.map(() => 403));
    expect(await storedStatus(program.id, user.id)).toEqual(['pending']);
  });
});
