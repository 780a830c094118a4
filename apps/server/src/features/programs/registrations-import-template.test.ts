import type { TRegistration } from '@pdp/contract';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/app.js';
import { csvOf, useRegistrationImportFixture } from './registrations-import-test-support.js';
import { createProgram } from './test-support.js';

// GET programs/{id}/registrations/template.csv: the program's own import template, and its round trip.
const ctx = useRegistrationImportFixture();

const templateUrl = (programId: number) => `/api/v1/programs/${programId}/registrations/template.csv`;

/** Two workshops saved out of start order; the first starts on 12 Mar 2027 in Melbourne (11 Mar in UTC). */
const twoWorkshops = () =>
  ctx.f.program({}, [
    { name: 'Wrap-up, "the end"', start_time: new Date('2027-03-19T01:00:00Z') },
    { name: 'Kick-off', start_time: new Date('2027-03-11T23:00:00Z') },
  ]);

describe('GET /api/v1/programs/{id}/registrations/template.csv', () => {
  it('heads each workshop by name and date in start order; filled in, it imports as it downloads', async () => {
    const { program, workshops } = await twoWorkshops();
    const response = await apiClient(ctx.t.app, ctx.f.cookies.facilitator).get(templateUrl(program.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`registrations-${program.id}-template.csv`);
    const [header, ...rows] = parse(response.body, { bom: true }) as string[][];
    expect(header).toEqual([
      'Employee Number',
      'Workshop 1 – Kick-off (12 Mar 2027)',
      'Workshop 2 – Wrap-up, "the end" (19 Mar 2027)',
      'Hurdle',
      'Learning Journey',
      'Completed',
    ]);
    expect(rows).toEqual([]);

    const result = await ctx.f.importCsv(
      program.id,
      csvOf(header!, ['E1', 'Y', 'N', 'Y', '', ''], ['E2', 'N', 'Y', '', '', '']),
    );
    expect(result.errors).toEqual([]);
    expect(result.stats).toMatchObject({ created: 2, updated: 0 });
    const kickOff = workshops[1]!;
    expect(result.changes[0]!.fields).toEqual([
      { field: 'Workshop 1', before: null, after: 'Yes' },
      { field: 'Hurdle', before: null, after: 'Yes' },
    ]);
    expect(await ctx.f.stored(program.id)).toMatchObject({ registrations: 2, present: 2 });
    // Workshop 1 is the one that starts first, whatever order the workshops were saved in.
    const listed = await apiClient(ctx.t.app, ctx.f.cookies.admin).get(
      `/api/v1/programs/${program.id}/registrations`,
    );
    const e1 = (listed.json() as { data: TRegistration[] }).data.find(
      (r) => r.user_unique_identifier === 'E1',
    );
    expect(e1!.attendances.filter((a) => a.present).map((a) => a.workshop_id)).toEqual([kickOff.id]);
  });

  it('has only the flag columns for a program without workshops', async () => {
    const { program } = await ctx.f.program({}, []);
    const response = await apiClient(ctx.t.app, ctx.f.cookies.admin).get(templateUrl(program.id));
    expect(response.body.trim()).toBe('Employee Number,Hurdle,Learning Journey,Completed');
  });

  it('is for admins and the program’s facilitator: 401, 403, 404 for another institute’s program', async () => {
    const { program } = await twoWorkshops();
    const other = await createProgram(ctx.t.db, ctx.f.other.id);
    const url = templateUrl(program.id);
    expect((await apiClient(ctx.t.app).get(url)).statusCode).toBe(401);
    expect((await apiClient(ctx.t.app, ctx.f.cookies.educator).get(url)).statusCode).toBe(403);
    expect((await apiClient(ctx.t.app, ctx.f.cookies.otherFacilitator).get(url)).statusCode).toBe(403);
    expect((await apiClient(ctx.t.app, ctx.f.cookies.admin).get(url)).statusCode).toBe(200);
    const otherInstitute = await apiClient(ctx.t.app, ctx.f.cookies.admin).get(templateUrl(other.program.id));
    expect(otherInstitute.statusCode).toBe(404);
    expect(otherInstitute.body).not.toContain('Workshop');
  });
});
