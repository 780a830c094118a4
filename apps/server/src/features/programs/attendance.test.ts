import { REGISTRATION_MESSAGES } from '@pdp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { attendances } from '../../db/schema/index.js';
import { createProgram, createRegistration } from './test-support.js';

type Client = ReturnType<typeof apiClient>;

describe('POST /api/v1/attendances/mark', () => {
  let t: TestApp;
  let instituteId: number;
  let facilitatorId: number;
  let facilitator: Client;
  let admin: Client;
  const mark = (client: Client, registration_id: number, workshop_id: number, present = true) =>
    client.post('/api/v1/attendances/mark', { attendance: { registration_id, workshop_id, present } });
  const educator = () => createUser(t.db, instituteId, { is_educator: true });

  beforeAll(async () => {
    t = await createTestApp();
    instituteId = (await createInstitute(t.db)).id;
    const user = await createUser(t.db, instituteId, { is_facilitator: true });
    facilitatorId = user.id;
    facilitator = apiClient(t.app, await loginAs(t.app, user));
    admin = apiClient(
      t.app,
      await loginAs(t.app, await createUser(t.db, instituteId, { is_institute_admin: true })),
    );
  });
  afterAll(() => t.close());

  it('marks present, then absent, in one row per registration and workshop', async () => {
    const { program, workshops } = await createProgram(t.db, instituteId, { facilitator_id: facilitatorId }, [
      {},
      {},
    ]);
    const registration = await createRegistration(t.db, instituteId, program.id, (await educator()).id);
    const workshopId = workshops[1]!.id;
    const response = await mark(facilitator, registration.id, workshopId);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({
      data: { registration_id: registration.id, workshop_id: workshopId, present: true },
    });
    expect(json(await mark(facilitator, registration.id, workshopId, false))).toMatchObject({
      data: { present: false },
    });
    const rows = await t.db
      .select()
      .from(attendances)
      .where(eq(attendances.registration_id, registration.id));
    expect(rows).toMatchObject([{ workshop_id: workshopId, present: false }]);

    const list = await admin.get(`/api/v1/programs/${program.id}/registrations`);
    expect(json<{ data: { attendances: unknown[] }[] }>(list).data[0]!.attendances).toEqual([
      { workshop_id: workshops[0]!.id, present: false },
      { workshop_id: workshopId, present: false },
    ]);
  });

  it('answers 400 for a completed registration and leaves its attendance alone', async () => {
    const { program, workshops } = await createProgram(t.db, instituteId);
    const registration = await createRegistration(t.db, instituteId, program.id, (await educator()).id, {
      completed: true,
    });
    const response = await mark(admin, registration.id, workshops[0]!.id);
    expect(response.statusCode).toBe(400);
    expect(json<{ message: string }>(response).message).toBe(REGISTRATION_MESSAGES.completedLocked);
    expect(
      await t.db.select().from(attendances).where(eq(attendances.registration_id, registration.id)),
    ).toEqual([]);
  });

  it('answers 404 for a workshop of another program, or another institute’s registration or workshop', async () => {
    const { program } = await createProgram(t.db, instituteId);
    const { workshops: otherProgramWorkshops } = await createProgram(t.db, instituteId);
    const registration = await createRegistration(t.db, instituteId, program.id, (await educator()).id);
    expect((await mark(admin, registration.id, otherProgramWorkshops[0]!.id)).statusCode).toBe(404);

    const otherInstitute = (await createInstitute(t.db)).id;
    const theirs = await createProgram(t.db, otherInstitute);
    const stranger = await createUser(t.db, otherInstitute, { is_educator: true });
    const theirRegistration = await createRegistration(t.db, otherInstitute, theirs.program.id, stranger.id);
    expect((await mark(admin, theirRegistration.id, theirs.workshops[0]!.id)).statusCode).toBe(404);
    expect((await mark(admin, registration.id, theirs.workshops[0]!.id)).statusCode).toBe(404);
  });

  it('answers 401, 403 (supervisor, another program’s facilitator) and 422', async () => {
    const { program, workshops } = await createProgram(t.db, instituteId);
    const registration = await createRegistration(t.db, instituteId, program.id, (await educator()).id);
    expect((await mark(apiClient(t.app), registration.id, workshops[0]!.id)).statusCode).toBe(401);
    expect((await mark(facilitator, registration.id, workshops[0]!.id)).statusCode).toBe(403);
    const supervisor = apiClient(
      t.app,
      await loginAs(t.app, await createUser(t.db, instituteId, { is_supervisor: true })),
    );
    expect((await mark(supervisor, registration.id, workshops[0]!.id)).statusCode).toBe(403);
    const bad = await admin.post('/api/v1/attendances/mark', {
      attendance: { registration_id: registration.id, workshop_id: 'x', present: 'yes' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json<{ messages: object }>(bad).messages).sort()).toEqual(['present', 'workshop_id']);
  });
});
