import type { TPassportReportResponse } from '@pdp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { institutes, vcms } from '../../db/schema/index.js';
import { PERIOD_2025, PERIOD_2026, seedReportWorld, type ReportWorld } from './test-support.js';

let t: TestApp;
let w: ReportWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedReportWorld(t);
  const { ann, cal, stranger } = w.users;
  const vcm = (owner: typeof ann, year: number, revision: number, status: string) => ({
    institute_id: owner.institute_id,
    owner_user_id: owner.id,
    year,
    revision,
    status,
  });
  await t.db
    .insert(vcms)
    .values([
      vcm(ann, 2025, 1, 'approved'),
      vcm(ann, 2026, 1, 'approved'),
      vcm(ann, 2026, 2, 'in_review'),
      vcm(cal, 2027, 1, 'draft'),
      vcm(stranger, 2026, 1, 'needs_attention'),
    ]);
});
afterAll(() => t.close());

const setVcm = (enabled: boolean) =>
  t.db.update(institutes).set({ vcm_enabled: enabled }).where(eq(institutes.id, w.home.id));

async function vcmStatuses(period: { from: string; to: string }) {
  const query = `q[date_from_eq]=${period.from}&q[date_to_eq]=${period.to}`;
  const response = await w.as.admin.get(`/api/v1/reports/passport?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const page = json<TPassportReportResponse>(response);
  const csv = await w.as.admin.get(`/api/v1/reports/passport.csv?${query}`);
  return {
    rows: Object.fromEntries(page.data.map((row) => [row.user_full_name, row.vcm_status])),
    csv: csv.body,
  };
}

describe('the passport report’s VCM status', () => {
  it('is the latest revision of the year the period starts in, blank without one', async () => {
    await setVcm(true);
    const in2026 = await vcmStatuses(PERIOD_2026);
    expect(in2026.rows['Ann Archer']).toBe('in_review');
    expect(in2026.rows['Bob Baker']).toBeNull();
    // Cal's VCM is for 2027: not this period's.
    expect(in2026.rows['Cal Carter']).toBeNull();
    expect(in2026.csv.split('\n').find((line) => line.includes('Ann Archer'))).toContain(',In Review,');
    expect((await vcmStatuses(PERIOD_2025)).rows['Ann Archer']).toBe('approved');
  });

  it('is null for everyone while the institute has VCM off', async () => {
    await setVcm(false);
    const in2026 = await vcmStatuses(PERIOD_2026);
    // Ann has a 2026 revision in review: with VCM off it is not shown either.
    expect(in2026.rows['Ann Archer']).toBeNull();
    expect(Object.entries(in2026.rows).filter(([, status]) => status !== null)).toEqual([]);
    expect(in2026.csv.split('\n').find((line) => line.includes('Ann Archer'))).not.toContain('In Review');
  });
});
