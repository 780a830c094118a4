import {
  ZDomainWithCapabilities,
  ZProfileDomain,
  ZResponseSummary,
  type TResponseSummary,
} from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { business_ideal_responses } from '../../db/schema/index.js';
import { clientsFor, seedProfiling, type ProfilingClients, type ProfilingFixture } from './test-support.js';

type Client = ProfilingClients['admin'];

describe('GET /api/v1/profiles/{id}/domains.json and /domains/{domain_id}', () => {
  let t: TestApp;
  let s: ProfilingFixture;
  let c: ProfilingClients;

  beforeAll(async () => {
    t = await createTestApp();
    s = await seedProfiling(t.db);
    c = await clientsFor(t.app, s);
  });
  afterAll(() => t.close());

  it('lists the active domains in display order with active capability counts and answers so far', async () => {
    const response = await c.sam.get(`/api/v1/profiles/${s.profiles.rating.id}/domains.json`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = json<{ data: unknown[] }>(response);
    expect(data).toEqual([
      {
        id: s.domains.teaching.id,
        name: 'Teaching',
        color: '#00aa00',
        summary: 'How you teach',
        svg_icon_url: null,
        display_order: 1,
        capabilities_count: 2,
        educator_answered_count: 2,
        supervisor_answered_count: 1,
      },
      {
        id: s.domains.industry.id,
        name: 'Industry',
        color: '#aa0000',
        summary: null,
        svg_icon_url: null,
        display_order: 2,
        capabilities_count: 2,
        educator_answered_count: 2,
        supervisor_answered_count: 0,
      },
    ]);
    expect(data.every((d) => ZProfileDomain.strict().safeParse(d).success)).toBe(true);
  });

  it('counts what an in-progress educator answered, and lets an admin see any profile', async () => {
    const response = await c.admin.get(`/api/v1/profiles/${s.profiles.inProgress.id}/domains.json`);
    expect(response.statusCode).toBe(200);
    const { data } = json<{ data: { educator_answered_count: number; supervisor_answered_count: number }[] }>(
      response,
    );
    expect(data.map((d) => [d.educator_answered_count, d.supervisor_answered_count])).toEqual([
      [2, 0],
      [0, 0],
    ]);
  });

  it('shows one domain with its active capabilities numbered 1..n in display order', async () => {
    const response = await c.sam.get(
      `/api/v1/profiles/${s.profiles.rating.id}/domains/${s.domains.teaching.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data } = json<{ data: unknown }>(response);
    expect(data).toEqual({
      id: s.domains.teaching.id,
      name: 'Teaching',
      color: '#00aa00',
      summary: 'How you teach',
      svg_icon_url: null,
      display_order: 1,
      active: true,
      capabilities: [
        { id: s.caps.t1.id, statement: s.caps.t1.statement, display_order: 1, number: 1 },
        { id: s.caps.t2.id, statement: s.caps.t2.statement, display_order: 2, number: 2 },
      ],
    });
    expect(ZDomainWithCapabilities.strict().safeParse(data).success).toBe(true);
  });

  it("answers 403 for another supervisor's educator, 404 for another institute's profile or domain", async () => {
    const rating = s.profiles.rating.id;
    const forbidden = await c.sue.get(`/api/v1/profiles/${rating}/domains.json`);
    expect(forbidden.statusCode).toBe(403);
    expect(json(forbidden)).toMatchObject({
      message: 'You can only see the profiles of your own educators.',
    });
    expect((await c.sue.get(`/api/v1/profiles/${rating}/domains/${s.domains.teaching.id}`)).statusCode).toBe(
      403,
    );
    expect((await c.admin.get(`/api/v1/profiles/${s.other.profile.id}/domains.json`)).statusCode).toBe(404);
    expect(
      (await c.admin.get(`/api/v1/profiles/${s.other.profile.id}/domains/${s.domains.teaching.id}`))
        .statusCode,
    ).toBe(404);
    expect((await c.sam.get(`/api/v1/profiles/${rating}/domains/${s.other.domain.id}`)).statusCode).toBe(404);
    expect((await c.sam.get(`/api/v1/profiles/${rating}/domains/999999`)).statusCode).toBe(404);
    expect((await c.sam.get('/api/v1/profiles/999999/domains.json')).statusCode).toBe(404);
  });

  it('answers 401 signed out and 403 for an educator', async () => {
    expect((await c.anonymous.get(`/api/v1/profiles/${s.profiles.rating.id}/domains.json`)).statusCode).toBe(
      401,
    );
    expect((await c.educator.get(`/api/v1/profiles/${s.profiles.rating.id}/domains.json`)).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/v1/response_summary', () => {
  let t: TestApp;
  let s: ProfilingFixture;
  let c: ProfilingClients;

  const summary = async (client: Client, query: string) => {
    const response = await client.get(`/api/v1/response_summary?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = json<TResponseSummary>(response);
    expect(ZResponseSummary.safeParse(body).success).toBe(true);
    return body;
  };
  const answer = (type: string, capability_id: number, value: number) => ({ capability_id, type, value });

  beforeAll(async () => {
    t = await createTestApp();
    s = await seedProfiling(t.db);
    c = await clientsFor(t.app, s);
    // Other pairs' business ideals, which the educators' (NA × Full Time) summary must not show.
    await t.db.insert(business_ideal_responses).values([
      {
        institute_id: s.home.id,
        department_id: s.depB.id,
        employment_type_id: s.fullTime.id,
        capability_id: s.caps.t1.id,
        value: 1,
      },
      {
        institute_id: s.home.id,
        department_id: s.depA.id,
        employment_type_id: s.sessional.id,
        capability_id: s.caps.i1.id,
        value: 1,
      },
    ]);
  });
  afterAll(() => t.close());

  it("keys a profile's answers by capability: the educator's, the supervisor's and the pair's business ideal", async () => {
    const body = await summary(
      c.sam,
      `profile_id=${s.profiles.rating.id}&domain_id=${s.domains.teaching.id}`,
    );
    expect(body).toEqual({
      data: {
        [s.caps.t1.id]: {
          EducatorResponse: answer('EducatorResponse', s.caps.t1.id, 3),
          SupervisorResponse: answer('SupervisorResponse', s.caps.t1.id, 2),
          BusinessIdealResponse: answer('BusinessIdealResponse', s.caps.t1.id, 4),
        },
        [s.caps.t2.id]: {
          EducatorResponse: answer('EducatorResponse', s.caps.t2.id, 3),
          SupervisorResponse: null,
          BusinessIdealResponse: answer('BusinessIdealResponse', s.caps.t2.id, 4),
        },
      },
      meta: { profile: { supervisor_completed_percent: 25 } },
    });
  });

  it('answers nulls where nobody answered yet (another domain, no business ideal for the pair)', async () => {
    const body = await summary(
      c.admin,
      `profile_id=${s.profiles.inProgress.id}&domain_id=${s.domains.industry.id}`,
    );
    expect(body).toEqual({
      data: {
        [s.caps.i1.id]: { EducatorResponse: null, SupervisorResponse: null, BusinessIdealResponse: null },
        [s.caps.i2.id]: { EducatorResponse: null, SupervisorResponse: null, BusinessIdealResponse: null },
      },
      meta: { profile: { supervisor_completed_percent: 0 } },
    });
  });

  it('answers the business ideal of a department and employment type with mode=bi (admins)', async () => {
    const body = await summary(
      c.admin,
      `mode=bi&department_id=${s.depA.id}&employment_type_id=${s.fullTime.id}&domain_id=${s.domains.teaching.id}`,
    );
    expect(body).toEqual({
      data: {
        [s.caps.t1.id]: {
          EducatorResponse: null,
          SupervisorResponse: null,
          BusinessIdealResponse: answer('BusinessIdealResponse', s.caps.t1.id, 4),
        },
        [s.caps.t2.id]: {
          EducatorResponse: null,
          SupervisorResponse: null,
          BusinessIdealResponse: answer('BusinessIdealResponse', s.caps.t2.id, 4),
        },
      },
      meta: { business_ideal_completed_percent: 50 },
    });
    const other = await summary(
      c.admin,
      `mode=bi&department_id=${s.depB.id}&employment_type_id=${s.fullTime.id}&domain_id=${s.domains.industry.id}`,
    );
    expect(other.meta).toEqual({ business_ideal_completed_percent: 25 });
    expect(Object.values(other.data).every((e) => e.BusinessIdealResponse === null)).toBe(true);
  });

  it('answers 403 for mode=bi as a supervisor', async () => {
    const query = `mode=bi&department_id=${s.depA.id}&employment_type_id=${s.fullTime.id}&domain_id=${s.domains.teaching.id}`;
    expect((await c.sam.get(`/api/v1/response_summary?${query}`)).statusCode).toBe(403);
    expect((await c.educator.get(`/api/v1/response_summary?${query}`)).statusCode).toBe(403);
    expect((await c.anonymous.get(`/api/v1/response_summary?${query}`)).statusCode).toBe(401);
  });

  it('answers 422 with the missing fields', async () => {
    const noProfile = await c.admin.get(`/api/v1/response_summary?domain_id=${s.domains.teaching.id}`);
    expect(noProfile.statusCode).toBe(422);
    expect(json(noProfile)).toMatchObject({ code: 2, messages: { profile_id: ["can't be blank"] } });
    const noPair = await c.admin.get(`/api/v1/response_summary?mode=bi&domain_id=${s.domains.teaching.id}`);
    expect(noPair.statusCode).toBe(422);
    expect(json<{ messages: Record<string, string[]> }>(noPair).messages).toEqual({
      department_id: ["can't be blank"],
      employment_type_id: ["can't be blank"],
    });
    const noDomain = await c.admin.get(`/api/v1/response_summary?profile_id=${s.profiles.rating.id}`);
    expect(noDomain.statusCode).toBe(422);
    expect(Object.keys(json<{ messages: object }>(noDomain).messages)).toContain('domain_id');
  });

  it("answers 404 for another institute's department, employment type, profile or domain; 403 for another supervisor's", async () => {
    const bi = (department: number, type: number) =>
      c.admin.get(
        `/api/v1/response_summary?mode=bi&department_id=${department}&employment_type_id=${type}&domain_id=${s.domains.teaching.id}`,
      );
    expect((await bi(s.other.department.id, s.fullTime.id)).statusCode).toBe(404);
    expect((await bi(s.depA.id, s.other.employmentType.id)).statusCode).toBe(404);
    const other = await c.admin.get(
      `/api/v1/response_summary?profile_id=${s.other.profile.id}&domain_id=${s.domains.teaching.id}`,
    );
    expect(other.statusCode).toBe(404);
    const domain = await c.sam.get(
      `/api/v1/response_summary?profile_id=${s.profiles.rating.id}&domain_id=${s.other.domain.id}`,
    );
    expect(domain.statusCode).toBe(404);
    const sue = await c.sue.get(
      `/api/v1/response_summary?profile_id=${s.profiles.rating.id}&domain_id=${s.domains.teaching.id}`,
    );
    expect(sue.statusCode).toBe(403);
  });
});
