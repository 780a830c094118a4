import { LIMITS, type TQualificationDeliverersResponse } from '@pdp/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { createDeliveryInstitute, giveTrainerPoints } from './deliverers-test-support.js';
import { course_units, courses, units, vcm_unit_responses, vcms } from '../../db/schema/index.js';

type Client = ReturnType<typeof apiClient>;
const at = (instant: string) => new Date(`${instant}T00:00:00Z`);
const URL = '/api/v1/reports/qualification_deliverers';

/**
 * Who may deliver a qualification's units on a day, hand-computed. The institute keeps UTC, passport
 * periods of calendar years, 12 months of VCM currency and trainers who need 10 professional points.
 * Qualification QUA01 in the 2026 catalogue has units U1, U2, U3 (its 2025 year held U1 only, and
 * 2026's is the one judged). Claims:
 * - Ann (Archer): U1, U2, U3 approved 2025-06-01 (currency to 2026-06-01); 10 points on 2026-01-10;
 * - Bob (Baker, supervised by Sue): U1 approved 2026-01-01, U2 in review, U3 not claimed; 10 points;
 * - Cy (Cole): U1 approved 2026-01-15; no points (passport incomplete);
 * - Dee (Dunn): only another qualification's unit; Eve (Ellis): U1 unanswered. Neither is listed.
 */
describe('who may deliver a qualification', () => {
  let t: TestApp;
  let instituteId: number;
  let admin: Client;
  let supervisor: Client;
  let educator: Client;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const world = await createDeliveryInstitute(t);
    instituteId = world.instituteId;
    const sue = await createUser(t.db, instituteId, { is_supervisor: true, family_name: 'Visor' });
    for (const [given, family] of [
      ['Ann', 'Archer'],
      ['Bob', 'Baker'],
      ['Cy', 'Cole'],
      ['Dee', 'Dunn'],
      ['Eve', 'Ellis'],
    ] as const) {
      const user = await createUser(t.db, instituteId, {
        given_name: given,
        family_name: family,
        is_educator: true,
        employment_type_id: world.trainerId,
        supervisor_id: given === 'Bob' ? sue.id : null,
      });
      ids[given] = user.id;
    }
    const unitRows = await t.db
      .insert(units)
      .values([
        { institute_id: instituteId, year: 2026, code: 'U1', title: 'First unit' },
        { institute_id: instituteId, year: 2026, code: 'U2', title: 'Second unit' },
        // A title a spreadsheet would run: the CSV writes it as text.
        { institute_id: instituteId, year: 2026, code: 'U3', title: '=Third unit' },
        { institute_id: instituteId, year: 2026, code: 'X1', title: 'Elsewhere' },
        { institute_id: instituteId, year: 2025, code: 'U1', title: 'First unit (2025)' },
      ])
      .returning();
    const unitId = (code: string, year = 2026) =>
      unitRows.find((row) => row.code === code && row.year === year)!.id;
    const [qualification, older, another] = await t.db
      .insert(courses)
      .values([
        { institute_id: instituteId, year: 2026, code: 'QUA01', title: 'Certificate of Delivery' },
        { institute_id: instituteId, year: 2025, code: 'QUA01', title: 'Certificate of Delivery (2025)' },
        { institute_id: instituteId, year: 2026, code: 'OTH01', title: 'Another' },
      ])
      .returning();
    await t.db.insert(course_units).values([
      ...['U1', 'U2', 'U3'].map((code) => ({
        institute_id: instituteId,
        course_id: qualification!.id,
        unit_id: unitId(code),
      })),
      { institute_id: instituteId, course_id: older!.id, unit_id: unitId('U1', 2025) },
      { institute_id: instituteId, course_id: another!.id, unit_id: unitId('X1') },
    ]);
    const claim = async (owner: number, answers: [code: string, status: string, approvedAt?: Date][]) => {
      const [vcm] = await t.db
        .insert(vcms)
        .values({ institute_id: instituteId, owner_user_id: owner, year: 2026, revision: 1 })
        .returning();
      await t.db.insert(vcm_unit_responses).values(
        answers.map(([code, status, approvedAt]) => ({
          institute_id: instituteId,
          vcm_id: vcm!.id,
          unit_id: unitId(code),
          status,
          approved_at: approvedAt ?? null,
        })),
      );
    };
    await claim(ids.Ann!, [
      ['U1', 'approved', at('2025-06-01')],
      ['U2', 'approved', at('2025-06-01')],
      ['U3', 'approved', at('2025-06-01')],
    ]);
    await claim(ids.Bob!, [
      ['U1', 'approved', at('2026-01-01')],
      ['U2', 'in_review'],
    ]);
    await claim(ids.Cy!, [['U1', 'approved', at('2026-01-15')]]);
    await claim(ids.Dee!, [['X1', 'approved', at('2026-01-15')]]);
    await claim(ids.Eve!, [['U1', 'unsubmitted']]);
    await giveTrainerPoints(t, instituteId, [ids.Ann!, ids.Bob!, ids.Dee!]);
    const signIn = async (overrides: Parameters<typeof createUser>[2]) =>
      apiClient(t.app, await loginAs(t.app, await createUser(t.db, instituteId, overrides)));
    admin = await signIn({ is_institute_admin: true });
    supervisor = apiClient(t.app, await loginAs(t.app, sue));
    educator = await signIn({ is_educator: true });
  });
  afterAll(() => t.close());

  const search = async (client: Client, day: string, extra = '') => {
    const res = await client.get(`${URL}?q[qualification_code_eq]=QUA01&q[as_at_eq]=${day}${extra}`);
    expect(res.statusCode, res.body).toBe(200);
    return json<TQualificationDeliverersResponse>(res);
  };
  /** Each educator's summary and, per unit, its reasons ('' when they may deliver it). */
  const verdicts = (body: TQualificationDeliverersResponse) =>
    body.data.map((row) => [
      row.user_full_name,
      row.summary,
      Object.fromEntries(row.units.map((unit) => [unit.code, unit.reasons.map((r) => r.text).join('; ')])),
    ]);

  it('on 1 Mar 2026: Ann may deliver all three units, Bob one, Cy none; the others are not listed', async () => {
    const body = await search(admin, '2026-03-01');
    expect(body.as_at).toBe('2026-03-01');
    expect(body.qualification).toEqual({ code: 'QUA01', title: 'Certificate of Delivery' });
    expect(body.units).toEqual([
      { code: 'U1', title: 'First unit' },
      { code: 'U2', title: 'Second unit' },
      { code: 'U3', title: '=Third unit' },
    ]);
    expect(verdicts(body)).toEqual([
      ['Ann Archer', 'may deliver 3 of 3 units', { U1: '', U2: '', U3: '' }],
      ['Bob Baker', 'may deliver 1 of 3 units', { U1: '', U2: 'claim not approved', U3: 'unit not claimed' }],
      [
        'Cy Cole',
        'may deliver 0 of 3 units',
        {
          U1: 'passport incomplete',
          U2: 'unit not claimed; passport incomplete',
          U3: 'unit not claimed; passport incomplete',
        },
      ],
    ]);
    expect(body.data.map((row) => row.deliverable_unit_count)).toEqual([3, 1, 0]);
    expect(body.data[0]!.units[0]).toMatchObject({
      qualifies: true,
      claim_approved_at: '2025-06-01T00:00:00.000Z',
      currency_expires_on: '2026-06-01',
    });
    expect(body.data[1]!.units[2]).toMatchObject({
      qualifies: false,
      claim_approved_at: null,
      currency_expires_on: null,
    });
    expect(body.meta).toEqual({ total: 3, page: 1, per_page: LIMITS.pageSizeDefault });
  });

  it('on 1 Jul 2026 Ann’s currency has run out: Bob comes first, then Ann and Cy by name', async () => {
    const body = await search(admin, '2026-07-01');
    const expired = 'industry currency expired on 1 Jun 2026';
    expect(verdicts(body)).toEqual([
      ['Bob Baker', 'may deliver 1 of 3 units', { U1: '', U2: 'claim not approved', U3: 'unit not claimed' }],
      ['Ann Archer', 'may deliver 0 of 3 units', { U1: expired, U2: expired, U3: expired }],
      [
        'Cy Cole',
        'may deliver 0 of 3 units',
        {
          U1: 'passport incomplete',
          U2: 'unit not claimed; passport incomplete',
          U3: 'unit not claimed; passport incomplete',
        },
      ],
    ]);
  });

  it('agrees with the unit search on each unit', async () => {
    const unit = await admin.get('/api/v1/reports/unit_deliverers?q[unit_code_eq]=U1&q[as_at_eq]=2026-07-01');
    const byUnit = json<{ data: { user_full_name: string; reasons: { text: string }[] }[] }>(unit).data;
    const byQualification = (await search(admin, '2026-07-01')).data;
    for (const row of byUnit) {
      const same = byQualification.find((other) => other.user_full_name === row.user_full_name)!;
      expect(same.units[0]!.reasons.map((r) => r.text)).toEqual(row.reasons.map((r) => r.text));
    }
    expect(byUnit).toHaveLength(3);
  });

  it('pages the educators, most units first', async () => {
    const body = await search(admin, '2026-03-01', '&per_page=1&page=2');
    expect(body.data.map((row) => row.user_full_name)).toEqual(['Bob Baker']);
    expect(body.meta).toEqual({ total: 3, page: 2, per_page: 1 });
  });

  it('the CSV has a row per educator and unit, reasons in words, formula-like text as text', async () => {
    const res = await admin.get(`${URL}.csv?q[qualification_code_eq]=QUA01&q[as_at_eq]=2026-03-01`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('qualification_deliverers-as-at-2026-03-01.csv');
    const rows = parse(res.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row.Name, row.Unit, row.Qualifies, row.Reasons])).toEqual([
      ['Ann Archer', 'U1', 'Yes', ''],
      ['Ann Archer', 'U2', 'Yes', ''],
      ['Ann Archer', 'U3', 'Yes', ''],
      ['Bob Baker', 'U1', 'Yes', ''],
      ['Bob Baker', 'U2', 'No', 'claim not approved'],
      ['Bob Baker', 'U3', 'No', 'unit not claimed'],
      ['Cy Cole', 'U1', 'No', 'passport incomplete'],
      ['Cy Cole', 'U2', 'No', 'unit not claimed; passport incomplete'],
      ['Cy Cole', 'U3', 'No', 'unit not claimed; passport incomplete'],
    ]);
    expect(rows[0]).toMatchObject({
      Summary: 'may deliver 3 of 3 units',
      'Unit Title': 'First unit',
      'Currency Expires On': '2026-06-01',
      'Passport Status': 'Complete',
    });
    expect(rows[2]!['Unit Title']).toBe("'=Third unit");
  });

  it('a supervisor sees their own educators only; an educator is refused (403), nobody signed in 401', async () => {
    const body = await search(supervisor, '2026-03-01');
    expect(verdicts(body).map(([name]) => name)).toEqual(['Bob Baker']);
    const path = `${URL}?q[qualification_code_eq]=QUA01`;
    expect((await educator.get(path)).statusCode).toBe(403);
    expect((await educator.get(path.replace('?', '.csv?'))).statusCode).toBe(403);
    expect((await apiClient(t.app).get(path)).statusCode).toBe(401);
  });

  it('names the field of a missing qualification or a bad day (422); an unknown one is 404', async () => {
    const messages = async (path: string) => {
      const res = await admin.get(path);
      expect(res.statusCode, res.body).toBe(422);
      return json<{ messages: Record<string, string[]> }>(res).messages;
    };
    expect(await messages(URL)).toHaveProperty('qualification_code_eq');
    expect(await messages(`${URL}?q[qualification_code_eq]=QUA01&q[as_at_eq]=2999-01-01`)).toHaveProperty(
      'as_at',
    );
    expect(await messages(`${URL}?q[qualification_code_eq]=QUA01&q[as_at_eq]=someday`)).toHaveProperty(
      'as_at',
    );
    expect(await messages(`${URL}?q[qualification_code_eq]=QUA01&per_page=0`)).toHaveProperty('per_page');
    expect((await admin.get(`${URL}?q[qualification_code_eq]=NOPE`)).statusCode).toBe(404);
  });

  it('another institute’s admin finds no such qualification (404), nor finds theirs here', async () => {
    const elsewhere = (await createInstitute(t.db)).id;
    await t.db
      .insert(courses)
      .values({ institute_id: elsewhere, year: 2026, code: 'THEIRS', title: 'Their qualification' });
    const outsider = apiClient(
      t.app,
      await loginAs(t.app, await createUser(t.db, elsewhere, { is_institute_admin: true })),
    );
    const ours = await outsider.get(`${URL}?q[qualification_code_eq]=QUA01`);
    expect(ours.statusCode).toBe(404);
    expect(ours.body).not.toContain('Certificate of Delivery');
    expect((await admin.get(`${URL}?q[qualification_code_eq]=THEIRS`)).statusCode).toBe(404);
  });
});
