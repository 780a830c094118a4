import type { TMyVcmListRow } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { loginAs } from '../../../test/factories.js';
import { recordStatements } from '../../../test/statements.js';
import { createVcmRow, vcmFixture, YEAR, type VcmFixture } from './test-support.js';

/**
 * What a VCM request costs in statements: the institute's VCM settings are read once (by the route's
 * guard, which hands them to the service), and My VCM's list takes the same statements for any number
 * of revisions.
 */
let t: TestApp;
let f: VcmFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await vcmFixture(t);
});
afterAll(() => t.close());

const as = (cookie: string) => apiClient(t.app, cookie);
type Call = () => ReturnType<ReturnType<typeof apiClient>['get']>;

/** The statement of vcms-repository's findVcmSettings. */
const readsVcmSettings = (statement: string) =>
  /^select "id", "vcm_enabled", "vocational_currency_valid_month_count" from "institutes"/.test(statement);

async function settingsReadsOf(call: Call) {
  let status = 0;
  const statements = await recordStatements(async () => {
    status = (await call()).statusCode;
  });
  return { status, reads: statements.filter(readsVcmSettings).length };
}

describe('the VCM settings', () => {
  it('are read once per request, by the guard, on the staff and the My VCM routes', async () => {
    const owner = await f.newEducator();
    const owned = await loginAs(t.app, owner);
    const vcm = await createVcmRow(t.db, f.catalogue, {
      owner,
      approver: f.people.approver,
      courses: ['C1'],
      responses: { U1: 'in_review', U2: 'in_review' },
      qualifications: { PQ1: 'in_review' },
    });
    const draft = await createVcmRow(t.db, f.catalogue, { owner, status: 'draft', year: YEAR - 1 });
    const starter = await loginAs(t.app, await f.newEducator());
    const approver = as(f.cookies.approver);
    const mine = as(owned);
    const calls: Record<string, Call> = {
      'GET vcms': () => approver.get('/api/v1/vcms'),
      'GET vcms/check': () => approver.get('/api/v1/vcms/check'),
      'GET vcms/{id}': () => approver.get(`/api/v1/vcms/${vcm.id}`),
      'GET vcms/{id}/unit_responses': () => approver.get(`/api/v1/vcms/${vcm.id}/unit_responses`),
      'PUT vcms/{id}/unit_responses/{unit_id}/approve': () =>
        approver.put(`/api/v1/vcms/${vcm.id}/unit_responses/${f.catalogue.units.U1}/approve`),
      'GET my/vcms': () => mine.get('/api/v1/my/vcms'),
      'GET my/vcms/catalogue': () => mine.get('/api/v1/my/vcms/catalogue'),
      'GET my/vcms/{id}': () => mine.get(`/api/v1/my/vcms/${vcm.id}`),
      'GET my/vcms/{id}/history_logs': () => mine.get(`/api/v1/my/vcms/${draft.id}/history_logs`),
      'POST my/vcms': () => as(starter).post('/api/v1/my/vcms', { vcm: {} }),
    };
    const seen: Record<string, { status: number; reads: number }> = {};
    for (const [name, call] of Object.entries(calls)) seen[name] = await settingsReadsOf(call);
    expect(seen).toEqual(
      Object.fromEntries(
        Object.keys(calls).map((name) => [name, { status: name.startsWith('POST') ? 201 : 200, reads: 1 }]),
      ),
    );
  });
});

describe('GET my/vcms', () => {
  it('takes the same statements for five revisions as for one, and lists each status with its counts and abilities', async () => {
    const me = await f.newEducator();
    const cookie = await loginAs(t.app, me);
    const list = () => as(cookie).get('/api/v1/my/vcms');
    /** The statements of a list (after a first one, so the session's touch is not among them). */
    const statementsOfList = async () => {
      await list();
      return recordStatements(list);
    };
    const approver = f.people.approver;
    const draft = await createVcmRow(t.db, f.catalogue, {
      owner: me,
      status: 'draft',
      courses: ['C1'],
      // A removed response counts for nothing.
      responses: { U1: 'saved', U2: 'unsubmitted', U3: { status: 'saved', removed: true } },
      qualifications: { PQ1: 'saved' },
    });
    const one = await statementsOfList();

    const inReview = await createVcmRow(t.db, f.catalogue, {
      owner: me,
      approver,
      status: 'in_review',
      year: YEAR - 1,
      responses: { U1: 'in_review', U2: 'approved' },
      qualifications: { PQ1: 'in_review', PQ2: 'needs_attention' },
    });
    const returned = await createVcmRow(t.db, f.catalogue, {
      owner: me,
      approver,
      status: 'needs_attention',
      year: YEAR - 2,
      responses: { U1: 'approved', U2: 'needs_attention' },
    });
    const approvedAt = new Date('2024-06-01T00:00:00Z');
    const approved = await createVcmRow(t.db, f.catalogue, {
      owner: me,
      approver,
      status: 'approved',
      year: YEAR - 3,
      revision: 2,
      approvedAt,
      responses: { U1: 'approved' },
      qualifications: { PQ1: 'approved' },
    });
    const closed = await createVcmRow(t.db, f.catalogue, {
      owner: me,
      approver,
      status: 'closed',
      year: YEAR - 3,
      approvedAt,
    });
    const five = await statementsOfList();
    expect(five.length).toBe(one.length);

    const data = json<{ data: { revisions: TMyVcmListRow[]; year: number; can_start: boolean } }>(
      await list(),
    ).data;
    expect(data).toMatchObject({ year: YEAR, can_start: false });
    const counts = (c: Partial<TMyVcmListRow['item_counts']>) => ({
      unsubmitted: 0,
      saved: 0,
      in_review: 0,
      needs_attention: 0,
      approved: 0,
      ...c,
    });
    expect(
      data.revisions.map((r) => [r.id, r.status, r.year, r.revision_text, r.approver_user?.id ?? null]),
    ).toEqual([
      [draft.id, 'draft', YEAR, 'Revision 1', null],
      [inReview.id, 'in_review', YEAR - 1, 'Revision 1', approver.id],
      [returned.id, 'needs_attention', YEAR - 2, 'Revision 1', approver.id],
      [approved.id, 'approved', YEAR - 3, 'Revision 2', approver.id],
      [closed.id, 'closed', YEAR - 3, 'Revision 1', approver.id],
    ]);
    expect(data.revisions.map((r) => [r.item_counts, r.can])).toEqual([
      [counts({ saved: 2, unsubmitted: 1 }), { edit: true, submit: false }],
      [counts({ in_review: 2, approved: 1, needs_attention: 1 }), { edit: false, submit: false }],
      [counts({ approved: 1, needs_attention: 1 }), { edit: true, submit: true }],
      [counts({ approved: 2 }), { edit: false, submit: false }],
      [counts({}), { edit: false, submit: false }],
    ]);
    expect(data.revisions[3]).toMatchObject({ approved_at: approvedAt.toISOString() });
    expect(data.revisions.every((r) => !('owner_user' in r))).toBe(true);
  });

  it('lets me start a revision when none of this year is open', async () => {
    const me = await f.newEducator();
    await createVcmRow(t.db, f.catalogue, {
      owner: me,
      status: 'approved',
      approvedAt: new Date(),
      responses: { U1: 'approved' },
    });
    await createVcmRow(t.db, f.catalogue, { owner: me, status: 'draft', year: YEAR - 1 });
    const data = json<{ data: { revisions: TMyVcmListRow[]; can_start: boolean } }>(
      await as(await loginAs(t.app, me)).get('/api/v1/my/vcms'),
    ).data;
    expect(data.revisions.map((r) => r.status)).toEqual(['approved', 'draft']);
    expect(data.can_start).toBe(true);
  });
});
