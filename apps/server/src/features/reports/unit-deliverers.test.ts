import type { TUnitDelivererUnits, TUnitDeliverersResponse } from '@pdp/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { createDeliveryInstitute, giveTrainerPoints } from './deliverers-test-support.js';
import { units, vcm_history_logs, vcm_unit_responses, vcms } from '../../db/schema/index.js';

type Client = ReturnType<typeof apiClient>;
const at = (instant: string) => new Date(`${instant}T00:00:00Z`);

/**
 * Who may deliver a unit on a day (issue 40 §4), hand-computed. The institute keeps UTC, passport
 * periods of calendar years, 12 months of VCM currency and trainers who need 10 professional points.
 * Unit BSB_101's claimants:
 * - Ann: approved 2025-06-01 (currency to 2026-06-01); 10 points on 2026-01-10;
 * - Bob: claim in review, never approved; 10 points on 2026-01-10;
 * - Cy: approved 2026-01-15; no points;
 * - Dee: approved 2026-01-05, sent back 2026-04-01 (the VCM history); 10 points on 2026-01-10;
 * - Eve: the unit unanswered (no claim).
 */
describe('who may deliver a unit', () => {
  let t: TestApp;
  let instituteId: number;
  let admin: Client;
  let supervisor: Client;
  let educator: Client;
  const ids: Record<'ann' | 'bob' | 'cy' | 'dee' | 'eve', number> = { ann: 0, bob: 0, cy: 0, dee: 0, eve: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    const world = await createDeliveryInstitute(t);
    instituteId = world.instituteId;
    const sup = await createUser(t.db, instituteId, { is_supervisor: true, family_name: 'Sup' });
    for (const [key, given] of [
      ['ann', 'Ann'],
      ['bob', 'Bob'],
      ['cy', 'Cy'],
      ['dee', 'Dee'],
      ['eve', 'Eve'],
    ] as const) {
      const user = await createUser(t.db, instituteId, {
        given_name: given,
        family_name: 'Trainer',
        is_educator: true,
        employment_type_id: world.trainerId,
        supervisor_id: key === 'ann' ? sup.id : null,
      });
      ids[key] = user.id;
    }
    const [unit] = await t.db
      .insert(units)
      .values({ institute_id: instituteId, year: 2025, code: 'BSB_101', title: 'Plan delivery' })
      .returning();
    const [other] = await t.db
      .insert(units)
      .values({ institute_id: instituteId, year: 2025, code: 'BSB_1011', title: 'Another' })
      .returning();
    const claim = async (
      owner: number,
      status: string,
      approvedAt: Date | null,
      history: [string, string, Date][] = [],
    ) => {
      const [vcm] = await t.db
        .insert(vcms)
        .values({ institute_id: instituteId, owner_user_id: owner, year: 2025, revision: 1 })
        .returning();
      await t.db.insert(vcm_unit_responses).values([
        { institute_id: instituteId, vcm_id: vcm!.id, unit_id: unit!.id, status, approved_at: approvedAt },
        // Another unit whose code starts alike: its history never counts for BSB_101.
        {
          institute_id: instituteId,
          vcm_id: vcm!.id,
          unit_id: other!.id,
          status: 'approved',
          approved_at: at('2025-01-01'),
        },
      ]);
      if (history.length)
        await t.db.insert(vcm_history_logs).values(
          history.map(([event, description, created_at]) => ({
            institute_id: instituteId,
            vcm_id: vcm!.id,
            event,
            description,
            created_at,
          })),
        );
    };
    await claim(ids.ann, 'approved', at('2025-06-01'));
    await claim(ids.bob, 'in_review', null);
    await claim(ids.cy, 'approved', at('2026-01-15'));
    await claim(ids.dee, 'needs_attention', null, [
      ['unitApproved', 'Unit BSB_101 approved', at('2026-01-05')],
      ['unitNeedsAttention', 'Unit BSB_101 marked needs attention: more detail', at('2026-04-01')],
      ['unitApproved', 'Unit BSB_1011 approved', at('2026-05-01')],
    ]);
    await claim(ids.eve, 'unsubmitted', null);
    await giveTrainerPoints(t, instituteId, [ids.ann, ids.bob, ids.dee]);
    const signIn = async (overrides: Parameters<typeof createUser>[2]) =>
      apiClient(t.app, await loginAs(t.app, await createUser(t.db, instituteId, overrides)));
    admin = await signIn({ is_institute_admin: true });
    supervisor = apiClient(t.app, await loginAs(t.app, sup));
    educator = await signIn({ is_educator: true });
  });
  afterAll(() => t.close());

  const search = async (client: Client, day?: string, code = 'BSB_101') => {
    const asAt = day ? `&q[as_at_eq]=${day}` : '';
    const res = await client.get(`/api/v1/reports/unit_deliverers?q[unit_code_eq]=${code}${asAt}`);
    expect(res.statusCode, res.body).toBe(200);
    return json<TUnitDeliverersResponse>(res);
  };
  const summary = (body: TUnitDeliverersResponse) =>
    body.data.map((row) => [row.user_full_name, row.qualifies, row.reasons.map((reason) => reason.text)]);

  it('on 1 Mar 2026: Ann and Dee qualify; Bob’s claim is not approved, Cy’s passport incomplete', async () => {
    const body = await search(admin, '2026-03-01');
    expect(body.as_at).toBe('2026-03-01');
    expect(body.unit).toEqual({ code: 'BSB_101', title: 'Plan delivery' });
    expect(summary(body)).toEqual([
      ['Ann Trainer', true, []],
      ['Dee Trainer', true, []],
      ['Bob Trainer', false, ['claim not approved']],
      ['Cy Trainer', false, ['passport incomplete']],
    ]);
    const ann = body.data[0]!;
    expect(ann).toMatchObject({
      claim_approved_at: '2025-06-01T00:00:00.000Z',
      currency_expires_on: '2026-06-01',
      passport_status: 'COMPLETE',
    });
    expect(body.data[1]).toMatchObject({ claim_approved_at: '2026-01-05T00:00:00.000Z' });
  });

  it('on 1 Jul 2026: Ann’s currency expired on 1 Jun 2026, Dee’s claim was sent back in April', async () => {
    const body = await search(admin, '2026-07-01');
    expect(summary(body)).toEqual([
      ['Ann Trainer', false, ['industry currency expired on 1 Jun 2026']],
      ['Bob Trainer', false, ['claim not approved']],
      ['Cy Trainer', false, ['passport incomplete']],
      ['Dee Trainer', false, ['claim not approved']],
    ]);
    expect(body.data.find((row) => row.user_id === ids.dee)?.claim_approved_at).toBeNull();
  });

  it('on 1 May 2025, before any approval and in a period without points, nobody qualifies', async () => {
    const body = await search(admin, '2025-05-01');
    expect(summary(body)).toEqual([
      ['Ann Trainer', false, ['claim not approved', 'passport incomplete']],
      ['Bob Trainer', false, ['claim not approved', 'passport incomplete']],
      ['Cy Trainer', false, ['claim not approved', 'passport incomplete']],
      ['Dee Trainer', false, ['claim not approved', 'passport incomplete']],
    ]);
    expect(body.data.map((row) => row.passport_status)).toEqual(Array(4).fill('INCOMPLETE'));
  });

  it('the day before and the day of Cy’s approval', async () => {
    const cy = async (day: string) =>
      (await search(admin, day)).data.find((row) => row.user_id === ids.cy)!.reasons.map((r) => r.code);
    expect(await cy('2026-01-14')).toEqual(['claim_not_approved', 'passport_incomplete']);
    expect(await cy('2026-01-15')).toEqual(['passport_incomplete']);
  });

  it('the CSV holds the same rows with the reasons in words', async () => {
    const res = await admin.get(
      '/api/v1/reports/unit_deliverers.csv?q[unit_code_eq]=BSB_101&q[as_at_eq]=2026-07-01',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('unit_deliverers-as-at-2026-07-01.csv');
    const rows = parse(res.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row.Name, row.Qualifies, row.Reasons])).toEqual([
      ['Ann Trainer', 'No', 'industry currency expired on 1 Jun 2026'],
      ['Bob Trainer', 'No', 'claim not approved'],
      ['Cy Trainer', 'No', 'passport incomplete'],
      ['Dee Trainer', 'No', 'claim not approved'],
    ]);
    expect(rows[0]!['Currency Expires On']).toBe('2026-06-01');
  });

  it('a supervisor sees their own educators only; an educator is refused', async () => {
    expect(summary(await search(supervisor, '2026-03-01'))).toEqual([['Ann Trainer', true, []]]);
    const res = await educator.get('/api/v1/reports/unit_deliverers?q[unit_code_eq]=BSB_101');
    expect(res.statusCode).toBe(403);
    const anonymous = await apiClient(t.app).get('/api/v1/reports/unit_deliverers?q[unit_code_eq]=BSB_101');
    expect(anonymous.statusCode).toBe(401);
  });

  it('names the field of a missing unit or a later day (422), and an unknown unit is 404', async () => {
    const blank = await admin.get('/api/v1/reports/unit_deliverers');
    expect(blank.statusCode).toBe(422);
    expect(json<{ messages: Record<string, string[]> }>(blank).messages).toHaveProperty('unit_code_eq');
    const later = await admin.get(
      '/api/v1/reports/unit_deliverers?q[unit_code_eq]=BSB_101&q[as_at_eq]=2999-01-01',
    );
    expect(later.statusCode).toBe(422);
    expect(json<{ messages: Record<string, string[]> }>(later).messages).toHaveProperty('as_at');
    const unknown = await admin.get('/api/v1/reports/unit_deliverers?q[unit_code_eq]=NOPE');
    expect(unknown.statusCode).toBe(404);
  });

  it('lists the units to pick from, each code once, with the qualifications that hold it', async () => {
    const res = await supervisor.get('/api/v1/reports/unit_deliverers/units');
    expect(res.statusCode).toBe(200);
    expect(json<{ data: TUnitDelivererUnits }>(res).data).toEqual({
      units: [
        { code: 'BSB_101', title: 'Plan delivery', qualification_codes: [] },
        { code: 'BSB_1011', title: 'Another', qualification_codes: [] },
      ],
      qualifications: [],
    });
    expect((await educator.get('/api/v1/reports/unit_deliverers/units')).statusCode).toBe(403);
  });

  it('another institute’s admin finds no such unit (404)', async () => {
    const elsewhere = (await createInstitute(t.db)).id;
    const outsider = apiClient(
      t.app,
      await loginAs(t.app, await createUser(t.db, elsewhere, { is_institute_admin: true })),
    );
    const res = await outsider.get('/api/v1/reports/unit_deliverers?q[unit_code_eq]=BSB_101');
    expect(res.statusCode).toBe(404);
  });
});
