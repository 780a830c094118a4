import type { TTeamSummary } from '@pdp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { institutes, profiles, vcms } from '../../db/schema/index.js';
import { createUser } from '../../../test/factories.js';
import { createPointRequest } from '../points/point-requests-test-support.js';
import { seedApprovalWorld, type ApprovalWorld } from '../registrations/test-support.js';

let t: TestApp;
let w: ApprovalWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedApprovalWorld(t, { emailPrefix: 'team' });
  await t.db
    .update(institutes)
    .set({ vcm_enabled: true, allow_supervisor_to_action: ['vocational_point_requests'] })
    .where(eq(institutes.id, w.home.id));
});
afterAll(() => t.close());

const summaryOf = async (client: ApprovalWorld['as']['sam']) => {
  const response = await client.get('/api/v1/team');
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: TTeamSummary }>(response).data;
};

describe('GET /api/v1/team', () => {
  it('401 signed out; 403 for a facilitator or an educator; 422 on a bad supervisor_id', async () => {
    expect((await w.as.anonymous.get('/api/v1/team')).statusCode).toBe(401);
    for (const client of [w.as.facilitator, w.as.educator])
      expect((await client.get('/api/v1/team')).statusCode).toBe(403);
    expect((await w.as.sam.get('/api/v1/team?supervisor_id=abc')).statusCode).toBe(422);
  });

  it('a supervisor opens only their own console; an admin any supervisor’s of the institute', async () => {
    const { sam, sue, ann } = w.users;
    expect((await w.as.sam.get(`/api/v1/team?supervisor_id=${sue.id}`)).statusCode).toBe(403);
    const stranger = await createUser(t.db, w.other.id, { is_supervisor: true });
    expect((await w.as.admin.get(`/api/v1/team?supervisor_id=${stranger.id}`)).statusCode).toBe(404);
    expect((await w.as.admin.get(`/api/v1/team?supervisor_id=${ann.id}`)).statusCode).toBe(403);
    const response = await w.as.admin.get(`/api/v1/team?supervisor_id=${sam.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const summary = json<{ data: TTeamSummary }>(response).data;
    expect(summary.supervisor).toEqual({ id: sam.id, full_name: 'Sam Super' });
    expect(summary.members.map((m) => m.full_name)).toEqual(['Ann Archer', 'Bob Baker']);
    // An admin who supervises nobody has an empty console of their own.
    expect((await summaryOf(w.as.admin)).members).toEqual([]);
  });

  it('lists only the supervisor’s own active educators, with passport status and forecast', async () => {
    // A deactivated educator still linked to Sue: the Currency Forecast report leaves them out, and so
    // does the console that reads it.
    await createUser(t.db, w.home.id, {
      is_educator: true,
      active: false,
      given_name: 'Gone',
      family_name: 'Away',
      supervisor_id: w.users.sue.id,
    });
    const sam = await summaryOf(w.as.sam);
    expect(sam.members.map((m) => m.full_name)).toEqual(['Ann Archer', 'Bob Baker']);
    expect(sam.members[0]).toMatchObject({ passport_status: 'INCOMPLETE', forecast: 'no_requirements' });
    const sue = await summaryOf(w.as.sue);
    expect(sue.members.map((m) => m.full_name)).toEqual(['Cal Carter']);
  });

  it('counts what waits for this supervisor, each by its own rules, and lists the items', async () => {
    const { ann, bob, cal, sam } = w.users;
    const voc = await createPointRequest(t.db, w.home.id, ann.id, { activity_name: 'Placement' });
    // External professional requests are the admins' here (allow_supervisor_to_action): not Sam's.
    await createPointRequest(t.db, w.home.id, bob.id, { type: 'ReaPointRequest' });
    await createPointRequest(t.db, w.home.id, cal.id);
    const period = (await summaryOf(w.as.sam)).period;
    const profile = { institute_id: w.home.id, period_start: period.from, period_end: period.to };
    const [toRate] = await t.db
      .insert(profiles)
      .values([
        { ...profile, user_id: bob.id, educator_completed: true },
        { ...profile, user_id: ann.id, educator_completed: false },
        { ...profile, user_id: cal.id, educator_completed: true },
      ])
      .returning();
    const vcm = { institute_id: w.home.id, year: 2026, revision: 1 };
    const [inReview] = await t.db
      .insert(vcms)
      .values([
        { ...vcm, owner_user_id: ann.id, status: 'in_review', approver_user_id: sam.id },
        { ...vcm, owner_user_id: bob.id, status: 'draft', approver_user_id: sam.id },
        { ...vcm, owner_user_id: cal.id, status: 'in_review', approver_user_id: w.users.sue.id },
      ])
      .returning();

    const summary = await summaryOf(w.as.sam);
    expect(summary.registrations.count).toBe(2);
    expect(summary.registrations.items.map((r) => r.id).sort()).toEqual(
      [w.registrations.annDigital.id, w.registrations.bobAssess.id].sort(),
    );
    expect(summary.point_requests).toEqual({
      count: 1,
      items: [
        expect.objectContaining({
          id: voc.id,
          user_full_name: 'Ann Archer',
          activity_name: 'Placement',
          points: 2,
        }),
      ],
    });
    expect(summary.profiles).toEqual({
      count: 1,
      items: [{ id: toRate!.id, user_id: bob.id, user_full_name: 'Bob Baker' }],
    });
    expect(summary.vcms).toEqual({
      count: 1,
      items: [{ id: inReview!.id, user_id: ann.id, user_full_name: 'Ann Archer' }],
    });

    // VCM off: nothing waits there.
    await t.db.update(institutes).set({ vcm_enabled: false }).where(eq(institutes.id, w.home.id));
    expect((await summaryOf(w.as.sam)).vcms).toEqual({ count: 0, items: [] });
  });
});
