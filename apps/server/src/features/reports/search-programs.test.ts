import type { TSearchReportResponse } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  rowsTable as table,
  searchReport as search,
  seedSearchWorld,
  type SearchWorld,
} from './search-test-support.js';

/** Programs Monthly, Programs (Employment) and Department Engagement on the known data (search-test-support.ts). */

let t: TestApp;
let w: SearchWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedSearchWorld(t);
});
afterAll(() => t.close());

/** A monthly row: its months 1, 3 and 12 (the only ones with programs) and the total; the rest must be 0. */
const monthly = (report: TSearchReportResponse) =>
  report.data.map((row) => {
    const others = [2, 4, 5, 6, 7, 8, 9, 10, 11].map((m) => row[`month_${m}`]);
    expect(others).toEqual(Array(9).fill(0));
    return [row.row_type, row.label, row.month_1, row.month_3, row.month_12, row.total];
  });

describe('POST /api/v1/reports/program_monthly', () => {
  it('defaults: registrations by program name, the passport year’s months as columns, active registrants', async () => {
    const report = await search(w.as.admin, 'program_monthly', {});
    expect(report.meta).toMatchObject({
      year: 2026,
      mode: 'registrations',
      view_by: 'name',
      sorting: 'asc',
      period: { from: '2026-07-01', to: '2027-06-30' },
    });
    expect(report.meta.columns.map((c) => c.label)).toEqual([
      'Name',
      'Jul 2026',
      'Aug 2026',
      'Sep 2026',
      'Oct 2026',
      'Nov 2026',
      'Dec 2026',
      'Jan 2027',
      'Feb 2027',
      'Mar 2027',
      'Apr 2027',
      'May 2027',
      'Jun 2027',
      'Total Registrations',
    ]);
    expect(monthly(report)).toEqual([
      ['SECTION', 'Alpha', 2, 0, 2, 4],
      ['SECTION', 'Beta', 0, 2, 0, 2],
      ['TOTAL', 'Total', 2, 2, 2, 6],
    ]);
  });

  it('counts unique registrants and unique completions once per person, in a group and in all', async () => {
    expect(monthly(await search(w.as.admin, 'program_monthly', { mode: 'registrants' }))).toEqual([
      ['SECTION', 'Alpha', 2, 0, 2, 3],
      ['SECTION', 'Beta', 0, 2, 0, 2],
      ['TOTAL', 'Total', 2, 2, 2, 4],
    ]);
    expect(monthly(await search(w.as.admin, 'program_monthly', { mode: 'completions' }))).toEqual([
      ['SECTION', 'Alpha', 1, 0, 1, 2],
      ['SECTION', 'Beta', 0, 1, 0, 1],
      ['TOTAL', 'Total', 1, 1, 1, 2],
    ]);
  });

  it('groups by reporting code, program type and domain', async () => {
    expect(monthly(await search(w.as.admin, 'program_monthly', { view_by: 'code' }))).toEqual([
      ['SECTION', '(No reporting code)', 0, 0, 2, 2],
      ['SECTION', 'A1', 2, 0, 0, 2],
      ['SECTION', 'B2', 0, 2, 0, 2],
      ['TOTAL', 'Total', 2, 2, 2, 6],
    ]);
    expect(monthly(await search(w.as.admin, 'program_monthly', { view_by: 'program_type' }))).toEqual([
      ['SECTION', 'Elective', 2, 0, 2, 4],
      ['SECTION', 'Learning Journey', 0, 2, 0, 2],
      ['TOTAL', 'Total', 2, 2, 2, 6],
    ]);
    const byDomain = await search(w.as.admin, 'program_monthly', {
      view_by: 'domain_id',
      mode: 'registrants',
    });
    expect(byDomain.meta.columns[0]!.label).toBe('Domain');
    expect(monthly(byDomain)).toEqual([
      ['SECTION', '(No domain)', 0, 0, 2, 2],
      ['SECTION', 'Communication', 2, 0, 0, 2],
      ['SECTION', 'Delivery', 0, 2, 0, 2],
      ['TOTAL', 'Total', 2, 2, 2, 4],
    ]);
  });

  it('filters by user status, department and employment type; sorts descending; another year', async () => {
    const all = await search(
      w.as.admin,
      'program_monthly',
      { mode: 'completions' },
      { user_status_eq: 'all' },
    );
    expect(monthly(all)[0]).toEqual(['SECTION', 'Alpha', 2, 0, 1, 3]);
    const n1 = await search(w.as.admin, 'program_monthly', {}, { department_id_eq: w.departments.n1.id });
    expect(monthly(n1)).toEqual([
      ['SECTION', 'Alpha', 1, 0, 1, 2],
      ['SECTION', 'Beta', 0, 1, 0, 1],
      ['TOTAL', 'Total', 1, 1, 1, 3],
    ]);
    const south = await search(
      w.as.admin,
      'program_monthly',
      {},
      { division_id_eq: w.divisions.south.id },
      'desc',
    );
    expect(monthly(south)).toEqual([
      ['SECTION', 'Beta', 0, 1, 0, 1],
      ['TOTAL', 'Total', 0, 1, 0, 1],
    ]);
    const trainers = await search(
      w.as.admin,
      'program_monthly',
      {},
      {
        employment_type_id_eq: w.employmentTypes.trainer.id,
      },
    );
    expect(monthly(trainers)).toEqual([
      ['SECTION', 'Alpha', 1, 0, 0, 1],
      ['TOTAL', 'Total', 1, 0, 0, 1],
    ]);
    const sorted = await search(w.as.admin, 'program_monthly', {}, {}, 'desc');
    expect(sorted.data.map((row) => row.label)).toEqual(['Beta', 'Alpha', 'Total']);
    const before = await search(w.as.admin, 'program_monthly', { year: 2025 });
    expect(before.meta.columns[12]!.label).toBe('Jun 2026');
    expect(monthly(before)).toEqual([
      ['SECTION', 'Old', 0, 0, 1, 1],
      ['TOTAL', 'Total', 0, 0, 1, 1],
    ]);
    const empty = await search(w.as.admin, 'program_monthly', { year: 2030 });
    expect(monthly(empty)).toEqual([['TOTAL', 'Total', 0, 0, 0, 0]]);
  });

  it('never counts another institute’s registrations; its own admin sees only its own', async () => {
    const other = await search(w.asOtherAdmin, 'program_monthly', {});
    expect(other.data.map((row) => [row.row_type, row.label, row.month_2, row.total])).toEqual([
      ['SECTION', 'Alpha', 1, 1],
      ['TOTAL', 'Total', 1, 1],
    ]);
    const selected = await search(w.as.superAdmin, 'program_monthly', {});
    expect(monthly(selected).at(-1)).toEqual(['TOTAL', 'Total', 2, 2, 2, 6]);
  });
});

describe('POST /api/v1/reports/program_employment', () => {
  it('has a column per employment type (and one for registrants without) for each mode', async () => {
    const { teacher, trainer } = w.employmentTypes;
    const report = await search(w.as.admin, 'program_employment', {});
    expect(report.meta.columns).toEqual([
      { key: 'label', label: 'Name' },
      { key: `employment_type_${teacher.id}`, label: 'Teacher' },
      { key: `employment_type_${trainer.id}`, label: 'Trainer' },
      { key: 'employment_type_none', label: 'No employment type' },
      { key: 'total', label: 'Total Registrations' },
    ]);
    expect(table(report)).toEqual([
      ['SECTION', 'Alpha', 2, 1, 1, 4],
      ['SECTION', 'Beta', 2, 0, 0, 2],
      ['TOTAL', 'Total', 4, 1, 1, 6],
    ]);
    expect(table(await search(w.as.admin, 'program_employment', { mode: 'registrants' }))).toEqual([
      ['SECTION', 'Alpha', 1, 1, 1, 3],
      ['SECTION', 'Beta', 2, 0, 0, 2],
      ['TOTAL', 'Total', 2, 1, 1, 4],
    ]);
    expect(table(await search(w.as.admin, 'program_employment', { mode: 'completions' }))).toEqual([
      ['SECTION', 'Alpha', 1, 0, 1, 2],
      ['SECTION', 'Beta', 1, 0, 0, 1],
      ['TOTAL', 'Total', 1, 0, 1, 2],
    ]);
  });

  it('groups by program type; without registrants lacking a type there is no such column', async () => {
    const report = await search(
      w.as.admin,
      'program_employment',
      { view_by: 'program_type' },
      {
        department_id_eq: w.departments.n1.id,
      },
    );
    expect(report.meta.columns.map((c) => c.key)).not.toContain('employment_type_none');
    expect(table(report)).toEqual([
      ['SECTION', 'Elective', 2, 0, 2],
      ['SECTION', 'Learning Journey', 1, 0, 1],
      ['TOTAL', 'Total', 3, 0, 3],
    ]);
  });
});

describe('POST /api/v1/reports/department_engagement', () => {
  it('shows a HEADER per division, a SECTION per department and the TOTAL, for each mode', async () => {
    const report = await search(w.as.admin, 'department_engagement', {});
    expect(report.meta.columns.map((c) => c.label)).toEqual([
      'Department',
      'Staff',
      'Registrations',
      'Registrations per 100 staff',
    ]);
    expect(table(report)).toEqual([
      ['HEADER', 'North', 2, 4, 200],
      ['SECTION', 'N1 department', 1, 3, 300],
      ['SECTION', 'N2 department', 1, 1, 100],
      ['HEADER', 'South', 1, 1, 100],
      ['SECTION', 'S1 department', 1, 1, 100],
      ['HEADER', '(No division)', 5, 1, 20],
      ['SECTION', '(No department)', 5, 1, 20],
      ['TOTAL', 'Total', 8, 6, 75],
    ]);
    const registrants = await search(w.as.admin, 'department_engagement', { mode: 'registrants' });
    expect(registrants.meta.columns[3]!.label).toBe('% of staff');
    expect(table(registrants).map((row) => row.slice(1))).toEqual([
      ['North', 2, 2, 100],
      ['N1 department', 1, 1, 100],
      ['N2 department', 1, 1, 100],
      ['South', 1, 1, 100],
      ['S1 department', 1, 1, 100],
      ['(No division)', 5, 1, 20],
      ['(No department)', 5, 1, 20],
      ['Total', 8, 4, 50],
    ]);
    const completions = await search(w.as.admin, 'department_engagement', { mode: 'completions' });
    expect(table(completions).map((row) => row.slice(1))).toEqual([
      ['North', 2, 1, 50],
      ['N1 department', 1, 1, 100],
      ['N2 department', 1, 0, 0],
      ['South', 1, 0, 0],
      ['S1 department', 1, 0, 0],
      ['(No division)', 5, 1, 20],
      ['(No department)', 5, 1, 20],
      ['Total', 8, 2, 25],
    ]);
  });

  it('narrows to a division; a department without staff shows no rate; another institute stays out', async () => {
    const north = await search(
      w.as.admin,
      'department_engagement',
      {},
      {
        division_id_eq: w.divisions.north.id,
        user_status_eq: 'inactive',
      },
    );
    expect(table(north)).toEqual([
      ['HEADER', 'North', 0, 0, null],
      ['SECTION', 'N1 department', 0, 0, null],
      ['SECTION', 'N2 department', 0, 0, null],
      ['TOTAL', 'Total', 0, 0, null],
    ]);
    const other = await search(w.asOtherAdmin, 'department_engagement', {});
    expect(table(other)).toEqual([
      ['HEADER', '(No division)', 2, 1, 50],
      ['SECTION', '(No department)', 2, 1, 50],
      ['TOTAL', 'Total', 2, 1, 50],
    ]);
  });
});
