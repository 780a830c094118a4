import {
  INT_MAX,
  MY_PROGRAM_MESSAGES,
  REGISTRATION_MESSAGES,
  type TMyProgram,
  type TMyProgramCard,
} from '@pdp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { domains, institutes } from '../../db/schema/index.js';
import { createProgram, createRegistration, daysFromNow } from './test-support.js';

type Client = ReturnType<typeof apiClient>;
type Page<T> = { data: T[]; meta: { total: number } };

describe('the educator’s catalogue, program details and calendar (/api/v1/my/programs)', () => {
  let t: TestApp;
  let instituteId: number;
  let educator: Client;
  let educatorId: number;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp();
    instituteId = (await createInstitute(t.db, { timezone: 'Australia/Melbourne' })).id;
    const user = await createUser(t.db, instituteId, { is_educator: true });
    educatorId = user.id;
    educator = apiClient(t.app, await loginAs(t.app, user));
    admin = apiClient(
      t.app,
      await loginAs(t.app, await createUser(t.db, instituteId, { is_institute_admin: true })),
    );
  });
  afterAll(() => t.close());

  const ids = (page: Page<TMyProgramCard>) => page.data.map((p) => p.id);

  it('lists live programs only (no drafts, no past ones), with places left and the caller’s state', async () => {
    const [domain] = await t.db
      .insert(domains)
      .values({ institute_id: instituteId, name: 'Teaching' })
      .returning();
    const live = await createProgram(t.db, instituteId, {
      name: 'Catalogue Live',
      attendee_limit: 3,
      domain_id: domain!.id,
      program_type: 'learning_journey',
    });
    const draft = await createProgram(t.db, instituteId, { name: 'Catalogue Draft', published: false });
    const past = await createProgram(t.db, instituteId, { name: 'Catalogue Past' }, [
      { start_time: daysFromNow(-10) },
    ]);
    await createRegistration(t.db, instituteId, live.program.id, educatorId, { status: 'pending' });

    const response = await educator.get('/api/v1/my/programs?q[name_or_code_cont]=Catalogue');
    expect(response.statusCode).toBe(200);
    const page = json<Page<TMyProgramCard>>(response);
    expect(ids(page)).toEqual([live.program.id]);
    expect(ids(page)).not.toContain(draft.program.id);
    expect(ids(page)).not.toContain(past.program.id);
    expect(page.data[0]).toMatchObject({
      name: 'Catalogue Live',
      domain_name: 'Teaching',
      program_type_label: 'Learning Journey',
      points: 3,
      attendee_limit: 3,
      places_left: 2,
      is_open: true,
      my_state: 'pending',
    });

    const byDomain = await educator.get(`/api/v1/my/programs?q[domain_id_eq]=${domain!.id}`);
    expect(ids(json(byDomain))).toEqual([live.program.id]);
    const byType = await educator.get('/api/v1/my/programs?q[program_type_eq]=vocational_elective');
    expect(ids(json(byType))).not.toContain(live.program.id);
    // The type filter keeps the live program of that type (and only programs of that type).
    const ofItsType = json<Page<TMyProgramCard>>(
      await educator.get(
        '/api/v1/my/programs?q[program_type_eq]=learning_journey&q[name_or_code_cont]=Catalogue',
      ),
    );
    expect(ids(ofItsType)).toEqual([live.program.id]);
    expect(ofItsType.data[0]).toMatchObject({
      name: 'Catalogue Live',
      program_type_label: 'Learning Journey',
    });
    const allJourneys = json<Page<TMyProgramCard>>(
      await educator.get('/api/v1/my/programs?q[program_type_eq]=learning_journey&per_page=100'),
    );
    expect(ids(allJourneys)).toContain(live.program.id);
    expect(new Set(allJourneys.data.map((p) => p.program_type_label))).toEqual(new Set(['Learning Journey']));
    const start = await educator.get(`/api/v1/my/programs/${live.program.id}`);
    const startDate = json<{ data: TMyProgram }>(start).data.start_date!;
    const inRange = await educator.get(
      `/api/v1/my/programs?q[start_date_gteq]=${startDate}&q[start_date_lteq]=${startDate}`,
    );
    expect(ids(json(inRange))).toContain(live.program.id);
    const after = await educator.get(`/api/v1/my/programs?q[start_date_gteq]=2999-01-01`);
    expect(json<Page<TMyProgramCard>>(after).meta.total).toBe(0);
  });

  it('pages with the list query and refuses an unknown filter', async () => {
    for (let i = 0; i < 3; i++) await createProgram(t.db, instituteId, { name: `Paged ${i}` });
    const page = json<Page<TMyProgramCard>>(
      await educator.get('/api/v1/my/programs?q[name_cont]=Paged&per_page=2&page=2'),
    );
    expect(page.meta.total).toBe(3);
    expect(page.data).toHaveLength(1);
    const bad = await educator.get('/api/v1/my/programs?q[password_eq]=x');
    expect(bad.statusCode).toBe(400);
    expect((await educator.get('/api/v1/my/programs?per_page=0')).statusCode).toBe(422);
  });

  it('shows a program with workshops, approval rule and whether the caller can register', async () => {
    await t.db
      .update(institutes)
      .set({ registrations_require_approval_enabled: true, elective_registrations_require_approval: true })
      .where(eq(institutes.id, instituteId));
    const { program, workshops } = await createProgram(t.db, instituteId, { name: 'Details' }, [
      { approved_attendee_information: 'Bring a laptop' },
      {},
    ]);
    const response = await educator.get(`/api/v1/my/programs/${program.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = json<{ data: TMyProgram }>(response);
    expect(data).toMatchObject({
      name: 'Details',
      requires_approval: true,
      time_zone: 'Australia/Melbourne',
      registration: null,
      can_register: true,
      register_blocked_reason: null,
      points: 6,
    });
    expect(data.workshops.map((w) => w.id)).toEqual(workshops.map((w) => w.id));
    // The approved attendees' information waits for an approved registration.
    expect(data.workshops[0]!.approved_attendee_information).toBeNull();
    await createRegistration(t.db, instituteId, program.id, educatorId);
    const registered = json<{ data: TMyProgram }>(
      await educator.get(`/api/v1/my/programs/${program.id}`),
    ).data;
    expect(registered.workshops[0]!.approved_attendee_information).toBe('Bring a laptop');
    expect(registered).toMatchObject({
      can_register: false,
      my_state: 'registered',
      registration: { state: 'registered', can_cancel: true },
    });
  });

  it('says why registration is closed: closed, full, past the cut-off, not an educator', async () => {
    const reason = async (client: Client, programId: number) =>
      json<{ data: TMyProgram }>(await client.get(`/api/v1/my/programs/${programId}`)).data
        .register_blocked_reason;
    const closed = await createProgram(t.db, instituteId, { registrations_open: false });
    expect(await reason(educator, closed.program.id)).toBe(REGISTRATION_MESSAGES.closed);
    const full = await createProgram(t.db, instituteId, { attendee_limit: 1 });
    const other = await createUser(t.db, instituteId, { is_educator: true });
    await createRegistration(t.db, instituteId, full.program.id, other.id, { status: 'pending' });
    expect(await reason(educator, full.program.id)).toBe(REGISTRATION_MESSAGES.full);
    await t.db.update(institutes).set({ registration_cutoff_days: 5 }).where(eq(institutes.id, instituteId));
    const soon = await createProgram(t.db, instituteId, {}, [{ start_time: daysFromNow(2, 3) }]);
    expect(await reason(educator, soon.program.id)).toBe(REGISTRATION_MESSAGES.cutOff);
    await t.db.update(institutes).set({ registration_cutoff_days: 0 }).where(eq(institutes.id, instituteId));
    const open = await createProgram(t.db, instituteId);
    expect(await reason(admin, open.program.id)).toBe(MY_PROGRAM_MESSAGES.notRegistrant);
  });

  it('serves the workshops as an iCalendar file in the institute’s time zone', async () => {
    const { program, workshops } = await createProgram(t.db, instituteId, { name: 'Calendar Program' }, [
      {},
      {},
    ]);
    const response = await educator.get(`/api/v1/my/programs/${program.id}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(response.body).toContain('X-WR-TIMEZONE:Australia/Melbourne');
    expect(response.body).toContain(`workshop-${instituteId}-${workshops[0]!.id}@pd-passport`);
    expect(response.body).toContain('SUMMARY:Calendar Program: Workshop 1');
  });

  it('answers 404 for a draft, another institute’s program and odd ids; 401 without a session', async () => {
    const draft = await createProgram(t.db, instituteId, { published: false });
    const otherInstitute = (await createInstitute(t.db)).id;
    const foreign = await createProgram(t.db, otherInstitute);
    for (const id of [draft.program.id, foreign.program.id, INT_MAX]) {
      expect((await educator.get(`/api/v1/my/programs/${id}`)).statusCode).toBe(404);
      expect((await educator.get(`/api/v1/my/programs/${id}/calendar.ics`)).statusCode).toBe(404);
    }
    // Staff see drafts on the staff side, never in the educator's catalogue.
    expect((await admin.get(`/api/v1/my/programs/${draft.program.id}`)).statusCode).toBe(404);
    for (const id of ['0', '-1', 'abc', '1.5', String(2 ** 31), '%00'])
      expect((await educator.get(`/api/v1/my/programs/${id}`)).statusCode).toBe(422);
    const anonymous = apiClient(t.app);
    expect((await anonymous.get('/api/v1/my/programs')).statusCode).toBe(401);
    expect((await anonymous.get(`/api/v1/my/programs/${draft.program.id}`)).statusCode).toBe(401);
    expect((await anonymous.get(`/api/v1/my/programs/${draft.program.id}/calendar.ics`)).statusCode).toBe(
      401,
    );
  });
});
