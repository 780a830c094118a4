import type { TProgramListRow } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { createUser } from '../../../test/factories.js';
import { isRegistrationOpen, registrationInfo } from './programs-list-service.js';
import { seedProgramsWorld, type ProgramsWorld } from './programs-test-support.js';
import { createProgram, createRegistration, daysFromNow } from './test-support.js';

type List = { data: TProgramListRow[]; meta: { total: number; page: number; per_page: number } };

describe('GET program_summary, programs and programs.csv: the Manage Programs list', () => {
  let t: TestApp;
  let w: ProgramsWorld;
  const names = (response: { json(): unknown }) => (response.json() as List).data.map((p) => p.name);

  beforeAll(async () => {
    t = await createTestApp();
    w = await seedProgramsWorld(t);
    const id = w.home.id;
    const soon = await createProgram(
      t.db,
      id,
      {
        name: 'Soon',
        code: 'SOON-1',
        domain_id: w.domain.id,
        attendee_limit: 20,
        facilitator_id: w.users.fiona.id,
      },
      [
        { start_time: daysFromNow(10), presenter: 'Zed', points: 2, location_id: w.north.id },
        { start_time: daysFromNow(11), presenter: 'Amy', points: 1.5, location_id: w.south.id },
        { start_time: daysFromNow(12), presenter: 'Amy', points: 1, location_id: w.north.id },
      ],
    );
    await createProgram(
      t.db,
      id,
      { name: 'Later', program_type: 'learning_journey', category_id: w.category.id },
      [{ start_time: daysFromNow(40), location_id: w.south.id }],
    );
    await createProgram(t.db, id, { name: 'Closed', registrations_open: false }, [
      { start_time: daysFromNow(5) },
    ]);
    await createProgram(t.db, id, { name: 'Undated' }, []);
    await createProgram(t.db, id, { name: 'Old', published: true }, [{ start_time: daysFromNow(-30) }]);
    await createProgram(t.db, id, { name: 'Older', published: true }, [{ start_time: daysFromNow(-60) }]);
    await createProgram(t.db, id, { name: 'Draft A', published: false }, [{ start_time: daysFromNow(3) }]);
    await createProgram(t.db, id, { name: 'Draft B', published: false }, [{ start_time: daysFromNow(20) }]);
    await createProgram(t.db, w.other.id, { name: 'Elsewhere' });
    for (const status of ['approved', 'pending', 'incomplete'] as const) {
      const user = await createUser(t.db, id, { is_educator: true });
      await createRegistration(t.db, id, soon.program.id, user.id, { status });
    }
  });
  afterAll(() => t.close());

  it('counts the tabs; educators see no drafts', async () => {
    const admin = await w.as.admin.get('/api/v1/program_summary');
    expect(admin.statusCode).toBe(200);
    expect(json(admin)).toEqual({ data: { live: 4, draft: 2, past: 2 } });
    const educator = await w.as.eddie.get('/api/v1/program_summary');
    expect(json(educator)).toEqual({ data: { live: 4, draft: 0, past: 2 } });
    expect((await w.as.anonymous.get('/api/v1/program_summary')).statusCode).toBe(401);
  });

  it('lists live ascending by first workshop, with the aggregated columns', async () => {
    const response = await w.as.admin.get('/api/v1/programs');
    expect(response.statusCode, response.body).toBe(200);
    const body = json<List>(response);
    expect(body.data.map((p) => p.name)).toEqual(['Closed', 'Soon', 'Later', 'Undated']);
    expect(body.meta).toMatchObject({ total: 4, page: 1 });
    const soon = body.data[1]!;
    expect(soon).toMatchObject({
      presenter_names: 'Amy, Zed',
      location_names: 'North Campus, South Campus',
      points: 4.5,
      domain_name: 'Teaching',
      program_type_label: 'Elective',
      num_registrations: 2,
      registration_info: '2/20, open',
    });
    expect(soon.workshop_start_time).toBe(daysFromNow(10).toISOString());
    expect(body.data[0]!.registration_info).toBe('0, closed');
  });

  it('sorts draft and past descending, and takes a sort', async () => {
    expect(names(await w.as.admin.get('/api/v1/programs?tab=draft'))).toEqual(['Draft B', 'Draft A']);
    expect(names(await w.as.admin.get('/api/v1/programs?tab=past'))).toEqual(['Old', 'Older']);
    expect(names(await w.as.admin.get('/api/v1/programs?tab=past&q[s]=name+desc'))).toEqual(['Older', 'Old']);
    expect(names(await w.as.eddie.get('/api/v1/programs?tab=draft'))).toEqual([]);
  });

  it('filters by name or code, type, domain, category, facilitator and location', async () => {
    const get = (q: string) => w.as.admin.get(`/api/v1/programs?${q}`).then(names);
    expect(await get('q[name_cont]=soo')).toEqual(['Soon']);
    expect(await get('q[name_or_code_cont]=soon-1')).toEqual(['Soon']);
    expect(await get('q[program_type_eq]=learning_journey')).toEqual(['Later']);
    expect(await get(`q[domain_id_eq]=${w.domain.id}`)).toEqual(['Soon']);
    expect(await get(`q[category_id_eq]=${w.category.id}`)).toEqual(['Later']);
    expect(await get(`q[facilitator_id_eq]=${w.users.fiona.id}`)).toEqual(['Soon']);
    expect(await get(`q[location_id_eq]=${w.south.id}`)).toEqual(['Soon', 'Later']);
    expect((await w.as.admin.get('/api/v1/programs?q[location_id_eq]=x')).statusCode).toBe(400);
    expect((await w.as.admin.get('/api/v1/programs?q[location_id_eq]=2147483648')).statusCode).toBe(400);
    // "Has a workshop there" answers only _eq.
    expect((await w.as.admin.get(`/api/v1/programs?q[location_id_in]=${w.south.id}`)).statusCode).toBe(400);
    expect((await w.as.admin.get('/api/v1/programs?tab=future')).statusCode).toBe(422);
  });

  it('pages', async () => {
    const body = json<List>(await w.as.admin.get('/api/v1/programs?per_page=2&page=2'));
    expect(body.data.map((p) => p.name)).toEqual(['Later', 'Undated']);
    expect(body.meta.total).toBe(4);
    // A filtered list counts in its page's statement; a page past the end still has its total.
    const filtered = json<List>(await w.as.admin.get('/api/v1/programs?q[name_cont]=o&per_page=1&page=2'));
    expect(filtered.data.map((p) => p.name)).toEqual(['Soon']);
    expect(filtered.meta.total).toBe(2);
    const beyond = json<List>(await w.as.admin.get('/api/v1/programs?q[name_cont]=o&per_page=2&page=9'));
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(2);
  });

  it('exports the tab as CSV', async () => {
    const response = await w.as.admin.get('/api/v1/programs.csv?tab=live&q[name_cont]=soon');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Name');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Soon');
    expect(lines[1]).toContain('2/20, open');
  });
});

describe('registration_info', () => {
  const now = new Date('2026-12-01T00:00:00Z');
  const window = { registration_cutoff_days: 3, today: '2026-12-01', now };
  const open = {
    registrations_open: true,
    start_date: '2026-12-10',
    ends_at: new Date('2026-12-11T00:00:00Z'),
  };

  it('reads count/limit and open or closed', () => {
    expect(registrationInfo(12, 20, true)).toBe('12/20, open');
    expect(registrationInfo(8, null, false)).toBe('8, closed');
  });

  it('is open only when registrations are open, before the cut-off and before the end', () => {
    expect(isRegistrationOpen(open, window)).toBe(true);
    expect(isRegistrationOpen({ ...open, registrations_open: false }, window)).toBe(false);
    // 3 business days before Thursday 3 December is Monday 30 November: today is past it.
    expect(isRegistrationOpen({ ...open, start_date: '2026-12-03' }, window)).toBe(false);
    expect(isRegistrationOpen({ ...open, ends_at: new Date('2026-11-30T00:00:00Z') }, window)).toBe(false);
  });
});
