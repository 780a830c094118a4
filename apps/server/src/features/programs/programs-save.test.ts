import { PROGRAM_MESSAGES, type TProgram } from '@pdp/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { createUser } from '../../../test/factories.js';
import { attendances, programs, registrations, workshops } from '../../db/schema/index.js';
import { seedProgramsWorld, type ProgramsWorld } from './programs-test-support.js';
import { createProgram, createRegistration, daysFromNow } from './test-support.js';

type ErrorBody = { title: string; code: number; message: string; messages: Record<string, string[]> };
type Saved = { data: TProgram };

const workshop = (extra: Record<string, unknown> = {}) => ({
  name: 'Session',
  start_time: '2027-03-01T09:30',
  end_time: '2027-03-01T12:00',
  points: 2,
  ...extra,
});

describe('POST and PUT programs: saving a program with its workshops', () => {
  let t: TestApp;
  let w: ProgramsWorld;
  const create = async (program: Record<string, unknown>, client = w.as.admin) => {
    const response = await client.post('/api/v1/programs', { program });
    expect(response.statusCode, response.body).toBe(201);
    return json<Saved>(response).data;
  };
  const workshopsOf = (programId: number) =>
    t.db.select().from(workshops).where(eq(workshops.program_id, programId)).orderBy(workshops.start_time);

  beforeAll(async () => {
    t = await createTestApp();
    w = await seedProgramsWorld(t);
  });
  afterAll(() => t.close());

  it('creates a draft with the default contact and combines local times in the institute time zone', async () => {
    const program = await create({
      name: 'New Program',
      program_type: 'elective',
      domain_id: w.domain.id,
      category_id: w.category.id,
      facilitator_id: w.users.fiona.id,
      registrations_open: true,
      published: false,
      contact_name: null,
      contact_phone: '03 9000 0000',
      workshops: [
        workshop({ location_id: w.north.id, presenter: 'Amy' }),
        // Melbourne is on daylight time (UTC+11) in January, standard time (UTC+10) in July.
        workshop({ start_time: '2027-07-01T09:00', end_time: '2027-07-01T10:00' }),
      ],
    });
    expect(program).toMatchObject({
      name: 'New Program',
      status: 'draft',
      contact_name: 'Pat Contact',
      contact_email: 'pat@example.test',
      contact_phone: '03 9000 0000',
      facilitator_full_name: 'Fiona Fac',
      domain_name: 'Teaching',
      location_names: 'North Campus',
      start_date: '2027-03-01',
      end_date: '2027-07-01',
      num_registrations: 0,
    });
    expect(program.workshops.map((x) => [x.start_time, x.start_local])).toEqual([
      ['2027-02-28T22:30:00.000Z', '2027-03-01T09:30'],
      ['2027-06-30T23:00:00.000Z', '2027-07-01T09:00'],
    ]);
    const rows = await workshopsOf(program.id);
    expect(rows.map((r) => r.start_time.toISOString())).toEqual([
      '2027-02-28T22:30:00.000Z',
      '2027-06-30T23:00:00.000Z',
    ]);
    const [row] = await t.db.select().from(programs).where(eq(programs.id, program.id));
    expect(row!.starts_at!.toISOString()).toBe('2027-02-28T22:30:00.000Z');
    expect(row!.created_by_id).toBe(w.users.admin.id);
  });

  it('updates, adds and removes workshops in one save', async () => {
    const program = await create({ name: 'Edit me', workshops: [workshop(), workshop({ name: 'Gone' })] });
    const [first, gone] = program.workshops;
    const response = await w.as.admin.put(`/api/v1/programs/${program.id}`, {
      program: {
        description: 'Now described',
        workshops: [
          workshop({
            id: first!.id,
            name: 'Renamed',
            start_time: '2027-03-02T08:00',
            end_time: '2027-03-02T09:00',
          }),
          // A removal needs only the id.
          { id: gone!.id, _destroy: true },
          workshop({ name: 'Added', start_time: '2027-03-05T13:00', end_time: '2027-03-05T15:00' }),
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = json<Saved>(response).data;
    expect(saved.description).toBe('Now described');
    expect(saved.workshops.map((x) => x.name)).toEqual(['Renamed', 'Added']);
    expect(saved.workshops[0]!.id).toBe(first!.id);
    expect(saved.end_date).toBe('2027-03-05');
    expect((await workshopsOf(program.id)).map((x) => x.name)).toEqual(['Renamed', 'Added']);
  });

  it('refuses an end before the start, and saves nothing', async () => {
    const response = await w.as.admin.post('/api/v1/programs', {
      program: { name: 'Backwards', workshops: [workshop(), workshop({ end_time: '2027-03-01T09:00' })] },
    });
    expect(response.statusCode).toBe(422);
    expect(json<ErrorBody>(response).messages).toEqual({
      'workshops.1.end_time': ['must be after the start time'],
    });
    expect((await t.db.select().from(programs).where(eq(programs.name, 'Backwards'))).length).toBe(0);
  });

  it('requires the times of a workshop that stays', async () => {
    const response = await w.as.admin.post('/api/v1/programs', {
      program: { name: 'Timeless', workshops: [{ name: 'No times' }] },
    });
    expect(response.statusCode).toBe(422);
    expect(json<ErrorBody>(response).messages).toEqual({
      'workshops.0.start_time': ["can't be blank"],
      'workshops.0.end_time': ["can't be blank"],
    });
  });

  it.each([
    ['name', { name: 'x'.repeat(151) }],
    ['description', { description: 'x'.repeat(2001) }],
    ['summary_description', { summary_description: 'x'.repeat(1001) }],
    ['workshops.0.name', { workshops: [workshop({ name: 'x'.repeat(151) })] }],
    ['workshops.0.description', { workshops: [workshop({ description: 'x'.repeat(2001) })] }],
    [
      'workshops.0.approved_attendee_information',
      { workshops: [workshop({ approved_attendee_information: 'x'.repeat(2001) })] },
    ],
    [
      'workshops.0.pre_workshop_communication_subject',
      { workshops: [workshop({ pre_workshop_communication_subject: 'x'.repeat(201) })] },
    ],
    [
      'workshops.0.post_workshop_communication_message',
      { workshops: [workshop({ post_workshop_communication_message: 'x'.repeat(1001) })] },
    ],
    [
      'workshops.0.pre_workshop_communication_send_days_before',
      { workshops: [workshop({ pre_workshop_communication_send_days_before: 0 })] },
    ],
    [
      'workshops.0.post_workshop_communication_send_days_after',
      { workshops: [workshop({ post_workshop_communication_send_days_after: 0 })] },
    ],
    ['workshops.0.start_time', { workshops: [workshop({ start_time: '2027-02-30T09:00' })] }],
    // PostgreSQL refuses an offset past ±15:59, and a year-1 instant (local mean time, not a whole
    // minute from UTC) cannot be read back by JavaScript: both were 500s.
    ['workshops.0.start_time', { workshops: [workshop({ start_time: '2027-03-01T09:30+99:00' })] }],
    ['workshops.0.start_time', { workshops: [workshop({ start_time: '2027-03-01T09:30-16:00' })] }],
    ['workshops.0.start_time', { workshops: [workshop({ start_time: '0001-01-01T09:00' })] }],
    // 02:30 on the morning Melbourne's clocks go from 02:00 to 03:00: it would be saved as 03:30.
    [
      'workshops.0.start_time',
      { workshops: [workshop({ start_time: '2026-10-04T02:30', end_time: '2026-10-04T04:00' })] },
    ],
    ['domain_id', { domain_id: 999_999 }],
    ['category_id', { category_id: 999_999 }],
    ['facilitator_id', { facilitator_id: 999_999 }],
    ['workshops.0.location_id', { workshops: [workshop({ location_id: 999_999 })] }],
  ])('422 on %s', async (field, program) => {
    const response = await w.as.admin.post('/api/v1/programs', { program });
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(json<ErrorBody>(response).messages)).toEqual([field]);
  });

  it('refuses references into another institute and a facilitator without the role', async () => {
    const response = await w.as.admin.post('/api/v1/programs', {
      program: {
        domain_id: w.otherDomain.id,
        facilitator_id: w.users.eddie.id,
        workshops: [workshop({ location_id: w.otherLocation.id })],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(json<ErrorBody>(response).messages).sort()).toEqual([
      'domain_id',
      'facilitator_id',
      'workshops.0.location_id',
    ]);
  });

  it('publishing needs a name, a type, a domain and a workshop; unpublish moves it back', async () => {
    const draft = await create({ published: false });
    const refused = await w.as.admin.put(`/api/v1/programs/${draft.id}`, { program: { published: true } });
    expect(refused.statusCode).toBe(422);
    expect(json<ErrorBody>(refused).messages).toEqual({
      name: ["can't be blank"],
      program_type: ["can't be blank"],
      domain_id: ["can't be blank"],
      workshops: [PROGRAM_MESSAGES.publishNeedsWorkshop],
    });
    const published = await w.as.admin.put(`/api/v1/programs/${draft.id}`, {
      program: {
        name: 'Ready',
        program_type: 'elective',
        domain_id: w.domain.id,
        published: true,
        workshops: [workshop()],
      },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(json<Saved>(published).data.status).toBe('live');
    const unpublished = await w.as.admin.put(`/api/v1/programs/${draft.id}`, {
      program: { published: false },
    });
    expect(json<Saved>(unpublished).data.status).toBe('draft');
  });

  it('only admins create; a facilitator edits their own program but not another', async () => {
    expect((await w.as.sam.post('/api/v1/programs', { program: { name: 'No' } })).statusCode).toBe(403);
    expect((await w.as.fiona.post('/api/v1/programs', { program: { name: 'No' } })).statusCode).toBe(403);
    expect((await w.as.anonymous.post('/api/v1/programs', { program: { name: 'No' } })).statusCode).toBe(401);
    const { program } = await createProgram(t.db, w.home.id, {
      facilitator_id: w.users.fiona.id,
      domain_id: w.domain.id,
    });
    const own = await w.as.fiona.put(`/api/v1/programs/${program.id}`, { program: { name: 'Mine now' } });
    expect(own.statusCode, own.body).toBe(200);
    expect(json<Saved>(own).data.can.update).toBe(true);
    expect(
      (await w.as.frank.put(`/api/v1/programs/${program.id}`, { program: { name: 'X' } })).statusCode,
    ).toBe(403);
    expect(
      (await w.as.eddie.put(`/api/v1/programs/${program.id}`, { program: { name: 'X' } })).statusCode,
    ).toBe(403);
  });

  it('refuses removing a workshop a completed registration attended', async () => {
    const {
      program,
      workshops: [ws],
    } = await createProgram(t.db, w.home.id, { domain_id: w.domain.id }, [{}, {}]);
    const user = await createUser(t.db, w.home.id, { is_educator: true });
    await createRegistration(t.db, w.home.id, program.id, user.id, { completed: true }, [ws!.id]);
    const response = await w.as.admin.put(`/api/v1/programs/${program.id}`, {
      program: { workshops: [{ ...workshop(), id: ws!.id, _destroy: true }] },
    });
    expect(response.statusCode).toBe(400);
    expect((await workshopsOf(program.id)).length).toBe(2);
  });
});

describe('GET, DELETE and duplicate programs', () => {
  let t: TestApp;
  let w: ProgramsWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await seedProgramsWorld(t);
  });
  afterAll(() => t.close());

  it('reads a program with its workshops in order', async () => {
    const { program } = await createProgram(t.db, w.home.id, { domain_id: w.domain.id, attendee_limit: 10 }, [
      { start_time: daysFromNow(20), name: 'Second', location_id: w.south.id },
      { start_time: daysFromNow(10), name: 'First', location_id: w.north.id },
    ]);
    const response = await w.as.eddie.get(`/api/v1/programs/${program.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = json<Saved>(response).data;
    expect(body.workshops.map((x) => x.name)).toEqual(['First', 'Second']);
    expect(body).toMatchObject({
      status: 'live',
      domain_color: '#123456',
      location_names: 'North Campus, South Campus',
    });
    expect(body.can).toEqual({ update: false, delete: false, view_attendance: false, register_users: false });
    expect(body.registration_closes_on).toBe(body.start_date);
  });

  it('404 for another institute, an unknown id, and a draft an educator cannot see', async () => {
    const { program: elsewhere } = await createProgram(t.db, w.other.id);
    const { program: draft } = await createProgram(t.db, w.home.id, { published: false });
    expect((await w.as.admin.get(`/api/v1/programs/${elsewhere.id}`)).statusCode).toBe(404);
    expect(
      (await w.as.admin.put(`/api/v1/programs/${elsewhere.id}`, { program: { name: 'X' } })).statusCode,
    ).toBe(404);
    expect((await w.as.admin.delete(`/api/v1/programs/${elsewhere.id}`)).statusCode).toBe(404);
    expect((await w.as.admin.post('/api/v1/programs/duplicate', { id: elsewhere.id })).statusCode).toBe(404);
    expect((await w.as.admin.get(`/api/v1/programs/${elsewhere.id}/pdf`)).statusCode).toBe(404);
    expect((await w.as.admin.get('/api/v1/programs/999999')).statusCode).toBe(404);
    expect((await w.as.eddie.get(`/api/v1/programs/${draft.id}`)).statusCode).toBe(404);
    expect((await w.as.admin.get(`/api/v1/programs/${draft.id}`)).statusCode).toBe(200);
  });

  it('deletes a draft with everything under it; refuses a live one with the message', async () => {
    const { program: live } = await createProgram(t.db, w.home.id);
    const refused = await w.as.admin.delete(`/api/v1/programs/${live.id}`);
    expect(refused.statusCode).toBe(400);
    expect(json<ErrorBody>(refused).message).toBe(PROGRAM_MESSAGES.deletePublished);
    const {
      program: draft,
      workshops: [ws],
    } = await createProgram(t.db, w.home.id, { published: false });
    const user = await createUser(t.db, w.home.id, { is_educator: true });
    const registration = await createRegistration(t.db, w.home.id, draft.id, user.id, {}, [ws!.id]);
    expect((await w.as.frank.delete(`/api/v1/programs/${draft.id}`)).statusCode).toBe(403);
    expect((await w.as.admin.delete(`/api/v1/programs/${draft.id}`)).statusCode).toBe(204);
    const left = async (table: typeof programs | typeof workshops | typeof registrations) =>
      (await t.db.select({ n: count() }).from(table).where(eq(table.institute_id, w.home.id)))[0]!.n;
    expect((await t.db.select().from(programs).where(eq(programs.id, draft.id))).length).toBe(0);
    expect(
      (await t.db.select().from(registrations).where(eq(registrations.id, registration.id))).length,
    ).toBe(0);
    const att = await t.db
      .select()
      .from(attendances)
      .where(and(eq(attendances.registration_id, registration.id)));
    expect(att.length).toBe(0);
    expect(await left(programs)).toBeGreaterThan(0);
  });

  it('duplicates as a draft with the workshops but not the registrations', async () => {
    const { program } = await createProgram(t.db, w.home.id, { name: 'Original', pdf_filename: 'x.pdf' }, [
      {},
      {},
    ]);
    const user = await createUser(t.db, w.home.id, { is_educator: true });
    await createRegistration(t.db, w.home.id, program.id, user.id);
    const response = await w.as.admin.post('/api/v1/programs/duplicate', { id: program.id });
    expect(response.statusCode, response.body).toBe(201);
    const copy = json<Saved>(response).data;
    expect(copy).toMatchObject({
      name: 'Copy of Original',
      published: false,
      status: 'draft',
      num_registrations: 0,
    });
    expect(copy.pdf_filename).toBeNull();
    expect(copy.workshops).toHaveLength(2);
    const [original] = await t.db.select().from(programs).where(eq(programs.id, program.id));
    expect(copy.start_date).toBe(original!.start_date);
    expect((await w.as.fiona.post('/api/v1/programs/duplicate', { id: program.id })).statusCode).toBe(403);
  });
});
