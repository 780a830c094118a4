import type { TProgramListRow } from '@pdp/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { audit_events } from '../../db/schema/index.js';
import { seedProgramsWorld, type ProgramsWorld } from './programs-test-support.js';

// Manage Programs' presenters, locations and points are kept on the program (migration 0025,
// refreshProgramDates): every way they change must show in the list, and none is an audited edit.

type List = { data: TProgramListRow[] };
type Saved = { data: { id: number; workshops: { id: number }[] } };

describe('the presenters, locations and points Manage Programs shows', () => {
  let t: TestApp;
  let w: ProgramsWorld;
  let programId: number;
  let workshopIds: number[];
  const listed = async () => {
    const response = await w.as.admin.get('/api/v1/programs?tab=draft&q[name_cont]=Kept%20sums');
    expect(response.statusCode, response.body).toBe(200);
    const [row] = json<List>(response).data;
    return { presenters: row!.presenter_names, locations: row!.location_names, points: row!.points };
  };
  /** Saves the program with one of its workshops removed. */
  const removeWorkshop = async (id: number | undefined) => {
    const response = await w.as.admin.put(`/api/v1/programs/${programId}`, {
      program: { workshops: [{ id, _destroy: true }] },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const derivedColumnEvents = async () => {
    const rows = await t.db
      .select({ id: audit_events.id })
      .from(audit_events)
      .where(
        and(
          eq(audit_events.table_name, 'programs'),
          sql`(${audit_events.after} ?| array['presenter_names', 'location_names', 'workshop_points'])`,
        ),
      );
    return rows.length;
  };

  beforeAll(async () => {
    t = await createTestApp();
    w = await seedProgramsWorld(t);
    const workshop = (presenter: string, locationId: number, points: number, day: number) => ({
      name: `By ${presenter}`,
      start_time: `2027-03-0${day}T09:30`,
      end_time: `2027-03-0${day}T12:00`,
      presenter,
      location_id: locationId,
      points,
    });
    const response = await w.as.admin.post('/api/v1/programs', {
      program: {
        name: 'Kept sums',
        workshops: [workshop('Zoe', w.north.id, 2, 1), workshop('Al', w.south.id, 1.5, 2)],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const saved = json<Saved>(response).data;
    programId = saved.id;
    workshopIds = saved.workshops.map((x) => x.id);
  });
  afterAll(() => t.close());

  it('shows the workshops’ distinct presenters and locations in order, and their points, once saved', async () => {
    expect(await listed()).toEqual({
      presenters: 'Al, Zoe',
      locations: 'North Campus, South Campus',
      points: 3.5,
    });
  });

  it('follows a location’s rename, without an audited edit of the program', async () => {
    const renamed = await w.as.admin.put(`/api/v1/locations/${w.south.id}`, {
      location: { name: 'Harbour Campus' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await listed()).locations).toBe('Harbour Campus, North Campus');
    expect(await derivedColumnEvents()).toBe(0);
  });

  it('follows a workshop’s removal in a save', async () => {
    await removeWorkshop(workshopIds[0]);
    expect(await listed()).toEqual({ presenters: 'Al', locations: 'Harbour Campus', points: 1.5 });
    expect(await derivedColumnEvents()).toBe(0);
  });

  it('is empty with 0 points once the last workshop is gone', async () => {
    await removeWorkshop(workshopIds[1]);
    expect(await listed()).toEqual({ presenters: '', locations: '', points: 0 });
  });
});
