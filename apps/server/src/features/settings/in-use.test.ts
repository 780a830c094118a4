import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { createDivisionWithDepartments, createEmploymentType, createUser } from '../../../test/factories.js';
import {
  educator_responses,
  point_requests,
  points_histories,
  profiles,
  programs,
  users,
  workshops,
} from '../../db/schema/index.js';
import {
  insertRow,
  instituteWithStaff,
  storedRow,
  storedRows,
  type ErrorBody,
  type Staff,
} from './test-support.js';

/** Deleting a record that others still use answers 400 with what uses it, and deletes nothing. */

let t: TestApp;
let s: Staff;
beforeAll(async () => {
  t = await createTestApp();
  s = await instituteWithStaff(t);
});
afterAll(() => t.close());

const moveUsers = (ids: number[], values: Partial<typeof users.$inferInsert>) =>
  t.db.update(users).set(values).where(inArray(users.id, ids));

describe('a department with users', () => {
  it('answers 400 "Cannot delete" saying how many users use it, and keeps the row', async () => {
    const { departments } = await createDivisionWithDepartments(t.db, s.id, 'Trades', ['PLB', 'ELC']);
    const [plumbing, electrical] = departments;
    const members = [
      await createUser(t.db, s.id, { department_id: plumbing!.id }),
      await createUser(t.db, s.id, { department_id: plumbing!.id }),
    ];
    await createUser(t.db, s.id, { department_id: electrical!.id });
    const url = `/api/v1/divisions/${plumbing!.division_id}/departments/${plumbing!.id}`;

    const response = await s.admin.delete(url);
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual({
      title: 'Cannot delete',
      message: 'This department is used by 2 users. Move them to another department first.',
      code: 1,
    });
    expect(await storedRow(t, 'departments', plumbing!.id)).toEqual(plumbing);

    await moveUsers([members[0]!.id], { department_id: null });
    const single = await s.admin.delete(url);
    expect(json<ErrorBody>(single).message).toBe(
      'This department is used by 1 user. Move them to another department first.',
    );

    await moveUsers([members[1]!.id], { department_id: electrical!.id });
    expect((await s.admin.delete(url)).statusCode).toBe(204);
    expect(await storedRow(t, 'departments', plumbing!.id)).toBeUndefined();
  });

  it('answers 400 for a division whose departments have users, keeping the division and its departments', async () => {
    const { division, departments } = await createDivisionWithDepartments(t.db, s.id, 'Health', [
      'NUR',
      'AGE',
    ]);
    const member = await createUser(t.db, s.id, { department_id: departments[1]!.id });

    const response = await s.admin.delete(`/api/v1/divisions/${division.id}`);
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toMatchObject({ title: 'Cannot delete', code: 1 });
    expect(json<ErrorBody>(response).message).toBe(
      "This division's departments are used by 1 user. Move them to another department first.",
    );
    expect(await storedRow(t, 'divisions', division.id)).toEqual(division);
    expect(await storedRows(t, 'departments', s.id, division.id)).toHaveLength(2);

    await moveUsers([member.id], { department_id: null });
    expect((await s.admin.delete(`/api/v1/divisions/${division.id}`)).statusCode).toBe(204);
    expect(await storedRows(t, 'departments', s.id, division.id)).toEqual([]);
  });
});

describe('an employment type with users', () => {
  it('answers 400 "Cannot delete" saying how many users use it, and keeps the row', async () => {
    const casual = await createEmploymentType(t.db, s.id, 'Casual');
    const fullTime = await createEmploymentType(t.db, s.id, 'Full-time');
    const members = [];
    for (const _ of [1, 2, 3]) members.push(await createUser(t.db, s.id, { employment_type_id: casual.id }));

    const response = await s.admin.delete(`/api/v1/employment_types/${casual.id}`);
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual({
      title: 'Cannot delete',
      message: 'This employment type is used by 3 users. Change their employment type first.',
      code: 1,
    });
    expect(await storedRow(t, 'employment_types', casual.id)).toEqual(casual);
    expect(await storedRows(t, 'employment_types', s.id)).toHaveLength(2);

    await moveUsers(
      members.map((m) => m.id),
      { employment_type_id: fullTime.id },
    );
    expect((await s.admin.delete(`/api/v1/employment_types/${casual.id}`)).statusCode).toBe(204);
    expect(await storedRow(t, 'employment_types', casual.id)).toBeUndefined();
  });

  it('deletes an unused employment type while another one is in use', async () => {
    const used = await createEmploymentType(t.db, s.id, 'Sessional');
    const unused = await createEmploymentType(t.db, s.id, 'Contract');
    await createUser(t.db, s.id, { employment_type_id: used.id });
    expect((await s.admin.delete(`/api/v1/employment_types/${unused.id}`)).statusCode).toBe(204);
    expect(await storedRow(t, 'employment_types', used.id)).toEqual(used);
  });
});

describe('a domain with capabilities', () => {
  it('deletes the domain with its capabilities', async () => {
    const domain = await insertRow(t, 'domains', s.id, { name: 'Teaching', display_order: 1 });
    const kept = await insertRow(t, 'domains', s.id, { name: 'Leading', display_order: 2 });
    for (const n of [1, 2, 3])
      await insertRow(t, 'capabilities', s.id, { statement: `C${n}`, display_order: n }, domain.id);
    const survivor = await insertRow(
      t,
      'capabilities',
      s.id,
      { statement: 'Stays', display_order: 1 },
      kept.id,
    );

    expect((await s.admin.delete(`/api/v1/domains/${domain.id}`)).statusCode).toBe(204);
    expect(await storedRow(t, 'domains', domain.id)).toBeUndefined();
    expect(await storedRows(t, 'capabilities', s.id, domain.id)).toEqual([]);
    expect(await storedRows(t, 'capabilities', s.id)).toEqual([survivor]);
  });
});

describe('a capability with answers', () => {
  it('refuses to delete an answered capability or its domain, and deletes once unanswered', async () => {
    const domain = await insertRow(t, 'domains', s.id, { name: 'Assessing', display_order: 9 });
    const answered = await insertRow(
      t,
      'capabilities',
      s.id,
      { statement: 'Gives feedback', domain_id: domain.id },
      domain.id,
    );
    const educator = await createUser(t.db, s.id, { is_educator: true });
    const [profile] = await t.db
      .insert(profiles)
      .values({
        institute_id: s.id,
        user_id: educator.id,
        period_start: '2026-07-01',
        period_end: '2027-06-30',
      })
      .returning();
    await t.db
      .insert(educator_responses)
      .values({ institute_id: s.id, profile_id: profile!.id, capability_id: answered.id, value: 3 });

    const capabilityUrl = `/api/v1/domains/${domain.id}/capabilities/${answered.id}`;
    const refused = await s.admin.delete(capabilityUrl);
    expect(refused.statusCode).toBe(400);
    expect(json<ErrorBody>(refused).message).toBe(
      'This capability statement has 1 answer in profiles or business ideals. Deactivate it instead.',
    );
    const domainRefused = await s.admin.delete(`/api/v1/domains/${domain.id}`);
    expect(json<ErrorBody>(domainRefused).message).toBe(
      "This domain's capability statements have 1 answer in profiles or business ideals. Deactivate the domain instead.",
    );
    expect(await storedRow(t, 'capabilities', answered.id)).toEqual(answered);

    await t.db.delete(profiles).where(eq(profiles.id, profile!.id));
    expect((await s.admin.delete(capabilityUrl)).statusCode).toBe(204);
    expect(await storedRow(t, 'capabilities', answered.id)).toBeUndefined();
  });
});

describe('a location, category or domain that programs use', () => {
  it('answers 400 "Cannot delete" naming the programs or workshops, then deletes once they moved', async () => {
    const location = await insertRow(t, 'locations', s.id, { name: 'Annex' });
    const category = await insertRow(t, 'categories', s.id, { name: 'Induction' });
    const domain = await insertRow(t, 'domains', s.id, { name: 'Leadership' });
    const [program] = await t.db
      .insert(programs)
      .values({ institute_id: s.id, name: 'Induction day', category_id: category.id, domain_id: domain.id })
      .returning();
    const start = new Date('2030-03-01T09:00:00Z');
    await t.db.insert(workshops).values({
      institute_id: s.id,
      program_id: program!.id,
      start_time: start,
      end_time: new Date(start.getTime() + 3_600_000),
      location_id: location.id,
    });

    const refused = async (url: string, message: string) => {
      const response = await s.admin.delete(url);
      expect(response.statusCode, url).toBe(400);
      expect(json<ErrorBody>(response)).toEqual({ title: 'Cannot delete', message, code: 1 });
    };
    await refused(
      `/api/v1/locations/${location.id}`,
      'This location is used by 1 workshop. Change their location first.',
    );
    await refused(
      `/api/v1/categories/${category.id}`,
      'This category is used by 1 program. Change their category first.',
    );
    await refused(
      `/api/v1/domains/${domain.id}`,
      'This domain is used by 1 program. Deactivate the domain instead.',
    );
    expect(await storedRow(t, 'locations', location.id)).toBeDefined();

    await t.db.delete(programs).where(eq(programs.id, program!.id));
    for (const url of [
      `/api/v1/locations/${location.id}`,
      `/api/v1/categories/${category.id}`,
      `/api/v1/domains/${domain.id}`,
    ]) {
      expect((await s.admin.delete(url)).statusCode, url).toBe(204);
    }
  });
});

describe('a domain that points name', () => {
  it('answers 400 "Cannot delete" while a points history entry or a point request names it, then deletes', async () => {
    const domain = await insertRow(t, 'domains', s.id, { name: 'Industry currency' });
    const educator = await createUser(t.db, s.id, { is_educator: true });
    // External professional currency (PointsRea) and a request still waiting for its approver.
    const [history] = await t.db
      .insert(points_histories)
      .values({
        institute_id: s.id,
        user_id: educator.id,
        type: 'PointsRea',
        date: '2026-03-01',
        points: 5,
        domain_id: domain.id,
        activity_name: 'Conference',
      })
      .returning();
    const [request] = await t.db
      .insert(point_requests)
      .values({
        institute_id: s.id,
        user_id: educator.id,
        type: 'ReaPointRequest',
        points: 3,
        domain_id: domain.id,
        activity_name: 'Webinar',
      })
      .returning();
    const url = `/api/v1/domains/${domain.id}`;
    const refusal = async (message: string) => {
      const response = await s.admin.delete(url);
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response)).toEqual({ title: 'Cannot delete', message, code: 1 });
      expect(await storedRow(t, 'domains', domain.id)).toEqual(domain);
    };

    await refusal(
      'This domain is used by 1 points history entry and 1 point request. Deactivate the domain instead.',
    );
    await t.db.delete(points_histories).where(eq(points_histories.id, history!.id));
    await refusal('This domain is used by 1 point request. Deactivate the domain instead.');
    await t.db.delete(point_requests).where(eq(point_requests.id, request!.id));
    expect((await s.admin.delete(url)).statusCode).toBe(204);
    expect(await storedRow(t, 'domains', domain.id)).toBeUndefined();
  });
});
