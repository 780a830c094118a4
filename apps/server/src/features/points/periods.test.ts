import type { TPassportPeriod, TReportPeriod } from '@pdp/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { currentPeriod } from './period-service.js';

/** 2026-06-30T14:00Z is midnight starting 1 July in Sydney (AEST, +10), still 30 June in UTC. */
const SYDNEY_JULY_FIRST = new Date('2026-06-30T14:00:00Z');

describe('passport periods', () => {
  let t: TestApp;
  let sydneyId: number;
  let otherId: number;
  let educator: string;
  let otherAdmin: string;
  let superAdmin: string;

  beforeAll(async () => {
    t = await createTestApp();
    const sydney = await createInstitute(t.db, {
      name: 'Sydney College',
      timezone: 'Australia/Sydney',
      points_anniversary_month: 7,
    });
    const other = await createInstitute(t.db, {
      name: 'Other',
      points_anniversary_month: 1,
      timezone: 'UTC',
    });
    sydneyId = sydney.id;
    otherId = other.id;
    educator = await loginAs(t.app, await createUser(t.db, sydney.id, { is_educator: true }));
    otherAdmin = await loginAs(t.app, await createUser(t.db, other.id, { is_institute_admin: true }));
    superAdmin = await loginAs(t.app, await createUser(t.db, sydney.id, { is_super_admin: true }));
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const at = (instant: Date) => vi.useFakeTimers({ now: instant, toFake: ['Date'] });
  const periodOf = async (id: number, cookie = educator) => {
    const response = await apiClient(t.app, cookie).get(`/api/v1/institutes/${id}/passport_period`);
    expect(response.statusCode).toBe(200);
    return json<{ data: TPassportPeriod }>(response).data;
  };
  const reportPeriods = async (cookie = educator) => {
    const response = await apiClient(t.app, cookie).get('/api/v1/institutes/report_periods');
    expect(response.statusCode).toBe(200);
    return json<{ data: TReportPeriod[] }>(response).data;
  };

  describe('GET /api/v1/institutes/{id}/passport_period', () => {
    it('answers the current period of the institute, in its time zone: July starts at Sydney midnight', async () => {
      at(new Date(SYDNEY_JULY_FIRST.getTime() - 1));
      expect(await periodOf(sydneyId)).toEqual({ from: '2025-07-01', to: '2026-06-30' });
      at(SYDNEY_JULY_FIRST);
      expect(await periodOf(sydneyId)).toEqual({ from: '2026-07-01', to: '2027-06-30' });
    });

    it('answers another institute’s period to its own users, by its own month', async () => {
      at(SYDNEY_JULY_FIRST);
      expect(await periodOf(otherId, otherAdmin)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    });

    it('answers 401 without a session', async () => {
      const response = await apiClient(t.app).get(`/api/v1/institutes/${sydneyId}/passport_period`);
      expect(response.statusCode).toBe(401);
    });

    it('answers 404 for another institute, and a super admin reads any (as GET /institutes/{id})', async () => {
      const response = await apiClient(t.app, educator).get(`/api/v1/institutes/${otherId}/passport_period`);
      expect(response.statusCode).toBe(404);
      const missing = await apiClient(t.app, educator).get('/api/v1/institutes/999999/passport_period');
      expect(missing.statusCode).toBe(404);
      at(SYDNEY_JULY_FIRST);
      expect(await periodOf(otherId, superAdmin)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    });

    it.each([['2147483648'], ['abc'], ['0'], ['%00'], ['1%00']])('answers 422 for the id %s', async (id) => {
      const response = await apiClient(t.app, educator).get(`/api/v1/institutes/${id}/passport_period`);
      expect(response.statusCode).toBe(422);
      expect(json<{ messages: Record<string, string[]> }>(response).messages).toHaveProperty('id');
    });
  });

  describe('GET /api/v1/institutes/report_periods', () => {
    it('lists 11 passport years from next year back, the current one marked, in the institute’s zone', async () => {
      at(new Date(SYDNEY_JULY_FIRST.getTime() - 1));
      const before = await reportPeriods();
      expect(before).toHaveLength(11);
      expect(before.slice(0, 3)).toEqual([
        { year: 2026, from: '2026-07-01', to: '2027-06-30', current: false },
        { year: 2025, from: '2025-07-01', to: '2026-06-30', current: true },
        { year: 2024, from: '2024-07-01', to: '2025-06-30', current: false },
      ]);
      expect(before.at(-1)).toEqual({ year: 2016, from: '2016-07-01', to: '2017-06-30', current: false });

      at(SYDNEY_JULY_FIRST);
      const after = await reportPeriods();
      expect(after[0]).toEqual({ year: 2027, from: '2027-07-01', to: '2028-06-30', current: false });
      expect(after.filter((p) => p.current)).toEqual([
        { year: 2026, from: '2026-07-01', to: '2027-06-30', current: true },
      ]);
    });

    it('answers the periods of the institute the caller acts in', async () => {
      at(SYDNEY_JULY_FIRST);
      const periods = await reportPeriods(otherAdmin);
      expect(periods.find((p) => p.current)).toEqual({
        year: 2026,
        from: '2026-01-01',
        to: '2026-12-31',
        current: true,
      });
    });

    it('answers 401 without a session', async () => {
      const response = await apiClient(t.app).get('/api/v1/institutes/report_periods');
      expect(response.statusCode).toBe(401);
    });
  });

  describe('currentPeriod', () => {
    // The session acts in Sydney (its settings read with it); the period asked for is of `institute`.
    it.each([
      {
        case: 'takes the settings read with the session while they are those of the institute asked for',
        institute: () => sydneyId,
        period: { start: '2026-07-01', end: '2027-06-30' },
      },
      {
        case: "reads another institute's own settings (an educator's own period while acting elsewhere)",
        institute: () => otherId,
        period: { start: '2026-01-01', end: '2026-12-31' },
      },
    ])('$case', async ({ institute, period }) => {
      at(SYDNEY_JULY_FIRST);
      const acting = { id: sydneyId, points_anniversary_month: 7, timezone: 'Australia/Sydney' };
      expect(await currentPeriod(t.db, { instituteId: institute(), actingInstitute: acting })).toEqual(
        period,
      );
    });
  });
});
