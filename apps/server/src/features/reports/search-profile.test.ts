import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  rowsTable as table,
  searchReport,
  seedSearchWorld,
  type SearchWorld,
} from './search-test-support.js';

/** The capability (profile) report on the known answers (search-test-support.ts). */

let t: TestApp;
let w: SearchWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedSearchWorld(t);
});
afterAll(() => t.close());

describe('POST /api/v1/reports/profile', () => {
  it('by capability statement: a HEADER per domain, a SECTION per statement in the tool’s order, the TOTAL', async () => {
    const report = await searchReport(w.as.admin, 'profile', {});
    expect(report.meta).toMatchObject({ view_by: 'capabilityStatement', year: 2026 });
    expect(report.meta.columns.map((c) => c.label)).toEqual([
      'Domain / Capability Statement',
      'Educator',
      'Supervisor',
      'Business Ideal',
      'Gap (Supervisor − Business Ideal)',
      'Profiles',
    ]);
    expect(table(report)).toEqual([
      ['HEADER', 'Communication', 2.5, 3, 3.33, -0.33, 2],
      ['SECTION', 'Listens well', 2, 2, 3, -1, 2],
      ['SECTION', 'Explains clearly', 3, 4, 4, 0, 2],
      ['HEADER', 'Delivery', 2, 3, 4, -1, 1],
      ['SECTION', 'Plans lessons', 2, 3, 4, -1, 1],
      ['TOTAL', 'Total', 2.4, 3, 3.5, -0.5, 2],
    ]);
  });

  it('by department: a HEADER per department, a SECTION per domain answered there', async () => {
    const report = await searchReport(w.as.admin, 'profile', { view_by: 'department' });
    expect(table(report)).toEqual([
      ['HEADER', 'N1 department', 3, 3, 4, -1, 1],
      ['SECTION', 'Communication', 3.5, 3, 4, -1, 1],
      ['SECTION', 'Delivery', 2, 3, 4, -1, 1],
      ['HEADER', 'N2 department', 1.5, null, 2, null, 1],
      ['SECTION', 'Communication', 1.5, null, 2, null, 1],
      ['TOTAL', 'Total', 2.4, 3, 3.5, -0.5, 2],
    ]);
    const desc = await searchReport(w.as.admin, 'profile', { view_by: 'department' }, {}, 'desc');
    expect(desc.data.filter((row) => row.row_type === 'HEADER').map((row) => row.label)).toEqual([
      'N2 department',
      'N1 department',
    ]);
  });

  it('follows the filters and the year; another institute’s admin sees none of it', async () => {
    const teachers = await searchReport(
      w.as.admin,
      'profile',
      {},
      { employment_type_id_eq: w.employmentTypes.teacher.id },
    );
    expect(table(teachers).at(-1)).toEqual(['TOTAL', 'Total', 3, 3, 4, -1, 1]);
    const before = await searchReport(w.as.admin, 'profile', { year: 2025 });
    expect(table(before)).toEqual([
      ['HEADER', 'Communication', 5, null, null, null, 1],
      ['SECTION', 'Listens well', 5, null, null, null, 1],
      ['SECTION', 'Explains clearly', null, null, null, null, 0],
      ['HEADER', 'Delivery', null, null, null, null, 0],
      ['SECTION', 'Plans lessons', null, null, null, null, 0],
      ['TOTAL', 'Total', 5, null, null, null, 1],
    ]);
    const other = await searchReport(w.asOtherAdmin, 'profile', {});
    expect(table(other)).toEqual([['TOTAL', 'Total', null, null, null, null, 0]]);
  });
});
