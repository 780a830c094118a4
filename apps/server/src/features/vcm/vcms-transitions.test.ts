import type { TVcm } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createUser } from '../../../test/factories.js';
import {
  createVcmRow,
  historyOf,
  vcmFixture,
  vcmRow,
  type VcmFixture,
  type VcmSpec,
} from './test-support.js';

/** PUT vcms/{id}/approve | reject | force_update | delegate (issue 18): each rule, its refusal, its history row. */
let t: TestApp;
let f: VcmFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await vcmFixture(t);
});
afterAll(() => t.close());

const as = (who: keyof VcmFixture['cookies']) => apiClient(t.app, f.cookies[who]);
async function vcmWith(spec: Omit<VcmSpec, 'owner'>) {
  return createVcmRow(t.db, f.catalogue, {
    owner: await f.newEducator(),
    approver: f.people.approver,
    ...spec,
  });
}
const url = (id: number, verb: string) => `/api/v1/vcms/${id}/${verb}`;

describe('PUT vcms/{id}/approve', () => {
  it('approves when every item is approved: status, approved_at, approver, history; closes the older approval', async () => {
    const owner = await f.newEducator();
    const older = await createVcmRow(t.db, f.catalogue, {
      owner,
      approver: f.people.approver,
      status: 'approved',
      approvedAt: new Date('2025-01-01T00:00:00Z'),
      responses: { U1: 'approved' },
    });
    const vcm = await createVcmRow(t.db, f.catalogue, {
      owner,
      approver: f.people.approver,
      revision: 2,
      responses: { U1: 'approved', U2: 'approved' },
      qualifications: { PQ1: 'approved' },
    });
    const response = await as('approver').put(url(vcm.id, 'approve'));
    expect(response.statusCode).toBe(200);
    const body = json<{ data: TVcm }>(response).data;
    expect(body).toMatchObject({ status: 'approved', approver_user: { id: f.people.approver.id } });
    const row = await vcmRow(t.db, vcm.id);
    expect(row.status).toBe('approved');
    expect(row.approved_at).not.toBeNull();
    expect((await vcmRow(t.db, older.id)).status).toBe('closed');
    expect(
      (await historyOf(t.db, vcm.id)).map((h) => [h.event, h.description, h.user_id, h.educator_visible]),
    ).toEqual([['approved', 'VCM approved', f.people.approver.id, true]]);
    expect((await historyOf(t.db, older.id)).map((h) => h.description)).toEqual([
      'VCM closed: revision 2 was approved',
    ]);
  });

  it('refuses with 400 while an item is not approved, or with no items, or out of review; nothing changes', async () => {
    const cases: [Omit<VcmSpec, 'owner'>, string][] = [
      [
        { responses: { U1: 'approved', U2: 'in_review' } },
        'You must approve all professional qualifications and units first.',
      ],
      [
        { responses: { U1: 'approved' }, qualifications: { PQ1: 'needs_attention' } },
        'You must approve all professional qualifications and units first.',
      ],
      [{}, 'This VCM has no professional qualifications or unit responses to approve.'],
      [{ status: 'draft', responses: { U1: 'approved' } }, 'This VCM is not in review.'],
    ];
    for (const [spec, message] of cases) {
      const vcm = await vcmWith(spec);
      const response = await as('admin').put(url(vcm.id, 'approve'));
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ code: 1, message });
      expect((await vcmRow(t.db, vcm.id)).status).toBe(spec.status ?? 'in_review');
      expect(await historyOf(t.db, vcm.id)).toEqual([]);
    }
  });

  it('ignores removed responses', async () => {
    const vcm = await vcmWith({
      responses: { U1: 'approved', U2: { status: 'unsubmitted', removed: true } },
    });
    const response = await as('admin').put(url(vcm.id, 'approve'));
    expect(response.statusCode).toBe(200);
    expect(json<{ data: TVcm }>(response).data.status).toBe('approved');
    const row = await vcmRow(t.db, vcm.id);
    expect([row.status, row.approved_at === null]).toEqual(['approved', false]);
    expect((await historyOf(t.db, vcm.id)).map((h) => h.event)).toEqual(['approved']);
  });

  it('of two approvers at once, one approves and the other is refused: one history row', async () => {
    const vcm = await vcmWith({ responses: { U1: 'approved' } });
    const results = await Promise.all([
      as('admin').put(url(vcm.id, 'approve')),
      as('superAdmin').put(url(vcm.id, 'approve')),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await historyOf(t.db, vcm.id)).filter((h) => h.event === 'approved')).toHaveLength(1);
  });
});

describe('racing decisions', () => {
  it('an item marked needs attention while the VCM is approved: one wins, never an approved VCM with an item needing attention', async () => {
    for (let round = 0; round < 5; round++) {
      const vcm = await vcmWith({ responses: { U1: 'approved', U2: 'approved' } });
      const [approve, reject] = await Promise.all([
        as('admin').put(url(vcm.id, 'approve')),
        as('approver').put(`/api/v1/vcms/${vcm.id}/unit_responses/${f.catalogue.units.U2}/reject`, {
          vcm_unit_response: { approver_feedback: 'Out of date' },
        }),
      ]);
      const row = await vcmRow(t.db, vcm.id);
      if (approve.statusCode === 200) {
        expect(row.status).toBe('approved');
        expect([400, 403]).toContain(reject.statusCode);
      } else {
        expect(reject.statusCode).toBe(200);
        expect(json(approve)).toMatchObject({
          message: 'You must approve all professional qualifications and units first.',
        });
        expect(row.status).toBe('in_review');
      }
      expect(await historyOf(t.db, vcm.id)).toHaveLength(1);
    }
  });
});

describe('PUT vcms/{id}/reject (return to educator)', () => {
  it('returns when one item needs attention and all are actioned', async () => {
    const vcm = await vcmWith({
      responses: { U1: 'approved', U2: 'needs_attention' },
      qualifications: { PQ1: 'approved' },
    });
    const response = await as('approver').put(url(vcm.id, 'reject'));
    expect(response.statusCode).toBe(200);
    expect(json<{ data: TVcm }>(response).data.status).toBe('needs_attention');
    expect((await historyOf(t.db, vcm.id)).map((h) => h.description)).toEqual(['VCM returned to educator']);
  });

  it('refuses while an item is in review, or when nothing needs attention', async () => {
    const cases: [Omit<VcmSpec, 'owner'>, string][] = [
      [
        { responses: { U1: 'in_review', U2: 'needs_attention' } },
        'You must action all professional qualifications and unit responses first...',
      ],
      [
        { responses: { U1: 'approved' }, qualifications: { PQ1: 'approved' } },
        'Mark at least one professional qualification or unit response as needs attention to return this VCM.',
      ],
      [{ status: 'approved', responses: { U1: 'needs_attention' } }, 'This VCM is not in review.'],
    ];
    for (const [spec, message] of cases) {
      const vcm = await vcmWith(spec);
      const response = await as('approver').put(url(vcm.id, 'reject'));
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ code: 1, message });
      expect(await historyOf(t.db, vcm.id)).toEqual([]);
    }
  });
});

describe('PUT vcms/{id}/force_update', () => {
  it('lets an admin force any status, logged with both statuses', async () => {
    const vcm = await vcmWith({ status: 'approved', responses: { U1: 'approved' } });
    const response = await as('admin').put(url(vcm.id, 'force_update'), { vcm: { status: 'draft' } });
    expect(response.statusCode).toBe(200);
    expect((await vcmRow(t.db, vcm.id)).status).toBe('draft');
    expect((await historyOf(t.db, vcm.id)).map((h) => h.description)).toEqual([
      'Status changed from Approved to Draft by an administrator',
    ]);
    const toApproved = await as('superAdmin').put(url(vcm.id, 'force_update'), {
      vcm: { status: 'approved' },
    });
    expect(toApproved.statusCode).toBe(200);
    expect((await vcmRow(t.db, vcm.id)).approved_at).not.toBeNull();
  });

  it('answers 403 to anyone but an admin (the approver included), 400 for the same status, 422 for an unknown one', async () => {
    const vcm = await vcmWith({ responses: { U1: 'approved' } });
    for (const who of ['approver', 'supervisor', 'educator', 'facilitator'] as const) {
      expect((await as(who).put(url(vcm.id, 'force_update'), { vcm: { status: 'draft' } })).statusCode).toBe(
        403,
      );
    }
    const same = await as('admin').put(url(vcm.id, 'force_update'), { vcm: { status: 'in_review' } });
    expect(json(same)).toMatchObject({ code: 1, message: 'The VCM already has that status.' });
    const unknown = await as('admin').put(url(vcm.id, 'force_update'), { vcm: { status: 'lost' } });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown)).toMatchObject({ code: 2, messages: { status: ['is not a VCM status'] } });
    expect((await vcmRow(t.db, vcm.id)).status).toBe('in_review');
  });
});

describe('PUT vcms/{id}/delegate', () => {
  it('hands approval to a supervisor or institute admin of the institute; history not shown to the educator', async () => {
    const vcm = await vcmWith({ responses: { U1: 'in_review' } });
    const response = await as('approver').put(url(vcm.id, 'delegate'), {
      vcm: { approver_user_id: f.people.supervisor.id },
    });
    expect(response.statusCode).toBe(200);
    expect(json<{ data: TVcm }>(response).data.approver_user?.id).toBe(f.people.supervisor.id);
    const [line] = await historyOf(t.db, vcm.id);
    expect(line).toMatchObject({ event: 'delegated', educator_visible: false });
    expect(line!.description).toMatch(/^Approver changed from .+ to .+$/);
    // The new approver reviews it now, and may hand it on.
    expect(
      (await as('supervisor').put(url(vcm.id, 'delegate'), { vcm: { approver_user_id: f.people.admin.id } }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an ineligible approver with 400: an educator, an inactive supervisor, another institute’s admin, the owner', async () => {
    const vcm = await vcmWith({ responses: { U1: 'in_review' } });
    const inactive = await createUser(t.db, f.institute.id, { is_supervisor: true, active: false });
    for (const user of [f.people.educator, inactive, f.people.otherAdmin, f.people.facilitator]) {
      const response = await as('admin').put(url(vcm.id, 'delegate'), { vcm: { approver_user_id: user.id } });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({
        code: 1,
        message: expect.stringContaining('supervisor or institute admin'),
      });
    }
    const owner = await as('admin').put(url(vcm.id, 'delegate'), {
      vcm: { approver_user_id: vcm.owner_user_id },
    });
    expect(owner.statusCode).toBe(400);
    expect(await historyOf(t.db, vcm.id)).toEqual([]);
  });

  it('is refused once approved; 404 to a supervisor who cannot see it', async () => {
    const approved = await vcmWith({ status: 'approved', responses: { U1: 'approved' } });
    const refused = await as('admin').put(url(approved.id, 'delegate'), {
      vcm: { approver_user_id: f.people.supervisor.id },
    });
    expect(json(refused)).toMatchObject({
      code: 1,
      message: 'The approver of an approved or closed VCM cannot change.',
    });
    const vcm = await vcmWith({ responses: { U1: 'in_review' } });
    expect(
      (
        await as('supervisor').put(url(vcm.id, 'delegate'), {
          vcm: { approver_user_id: f.people.supervisor.id },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('access', () => {
  it('answers 401 signed out, 403 to a role without vcm.view, 404 for another institute’s VCM or with VCM off', async () => {
    const vcm = await vcmWith({ responses: { U1: 'approved' } });
    expect((await apiClient(t.app).put(url(vcm.id, 'approve'))).statusCode).toBe(401);
    expect((await as('educator').put(url(vcm.id, 'approve'))).statusCode).toBe(403);
    expect((await as('facilitator').put(url(vcm.id, 'approve'))).statusCode).toBe(403);
    expect((await as('otherAdmin').put(url(vcm.id, 'approve'))).statusCode).toBe(404);
    expect((await as('disabledAdmin').put(url(vcm.id, 'approve'))).statusCode).toBe(404);
    expect((await as('supervisor').put(url(vcm.id, 'approve'))).statusCode).toBe(404);
    expect((await vcmRow(t.db, vcm.id)).status).toBe('in_review');
  });

  it('a supervisor of the owner who is not the approver sees it but may not review it (403)', async () => {
    const owner = await createUser(t.db, f.institute.id, {
      is_educator: true,
      supervisor_id: f.people.supervisor.id,
    });
    const vcm = await createVcmRow(t.db, f.catalogue, {
      owner,
      approver: f.people.approver,
      responses: { U1: 'approved' },
    });
    expect((await as('supervisor').get(`/api/v1/vcms/${vcm.id}`)).statusCode).toBe(200);
    expect((await as('supervisor').put(url(vcm.id, 'approve'))).statusCode).toBe(403);
  });
});
