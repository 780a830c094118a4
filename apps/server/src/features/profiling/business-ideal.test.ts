import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { business_ideal_responses } from '../../db/schema/index.js';
import { clientsFor, seedProfiling, type ProfilingClients, type ProfilingFixture } from './test-support.js';

type Client = ProfilingClients['admin'];
interface Answer {
  department_id: number;
  employment_type_id: number;
  capability_id: number;
  value: number;
}

describe('POST /api/v1/business_ideal_responses: what the institute expects of a department and employment type', () => {
  let t: TestApp;
  let s: ProfilingFixture;
  let c: ProfilingClients;

  const post = (client: Client, answer: Answer) =>
    client.post('/api/v1/business_ideal_responses', { business_ideal_response: answer });
  const answerB = (capability_id: number, value: number): Answer => ({
    department_id: s.depB.id,
    employment_type_id: s.fullTime.id,
    capability_id,
    value,
  });
  const record = async (answer: Answer) => {
    const response = await post(c.admin, answer);
    expect(response.statusCode, response.body).toBe(201);
    return json<{ data: unknown; meta: { business_ideal_completed_percent: number } }>(response);
  };
  const rowsOf = (departmentId: number, typeId: number) =>
    t.db
      .select()
      .from(business_ideal_responses)
      .where(
        and(
          eq(business_ideal_responses.department_id, departmentId),
          eq(business_ideal_responses.employment_type_id, typeId),
        ),
      );
  const percentOf = async (departmentId: number, typeId: number) => {
    const response = await c.admin.get(
      `/api/v1/response_summary?mode=bi&department_id=${departmentId}&employment_type_id=${typeId}&domain_id=${s.domains.teaching.id}`,
    );
    return json<{ meta: { business_ideal_completed_percent: number } }>(response).meta
      .business_ideal_completed_percent;
  };

  beforeAll(async () => {
    t = await createTestApp();
    s = await seedProfiling(t.db);
    c = await clientsFor(t.app, s);
  });
  afterAll(() => t.close());

  it('answers 201 with the response and the completed percent after each answer', async () => {
    expect(await record(answerB(s.caps.t1.id, 2))).toEqual({
      data: { capability_id: s.caps.t1.id, type: 'BusinessIdealResponse', value: 2 },
      meta: { business_ideal_completed_percent: 25 },
    });
    expect((await record(answerB(s.caps.t2.id, 3))).meta.business_ideal_completed_percent).toBe(50);
    expect((await record(answerB(s.caps.i1.id, 4))).meta.business_ideal_completed_percent).toBe(75);
    expect((await record(answerB(s.caps.i2.id, 1))).meta.business_ideal_completed_percent).toBe(100);
    const rows = await rowsOf(s.depB.id, s.fullTime.id);
    expect(new Map(rows.map((r) => [r.capability_id, r.value]))).toEqual(
      new Map([
        [s.caps.t1.id, 2],
        [s.caps.t2.id, 3],
        [s.caps.i1.id, 4],
        [s.caps.i2.id, 1],
      ]),
    );
    // The educators' pair (NA × Full Time) is untouched: 2 of 4.
    expect(await percentOf(s.depA.id, s.fullTime.id)).toBe(50);
  });

  it('replaces an earlier answer: one row, the percent unchanged', async () => {
    expect(await record(answerB(s.caps.t1.id, 4))).toEqual({
      data: { capability_id: s.caps.t1.id, type: 'BusinessIdealResponse', value: 4 },
      meta: { business_ideal_completed_percent: 100 },
    });
    const rows = (await rowsOf(s.depB.id, s.fullTime.id)).filter((r) => r.capability_id === s.caps.t1.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value).toBe(4);
    expect(await percentOf(s.depB.id, s.fullTime.id)).toBe(100);
  });

  it('counts per pair: another employment type of the same department starts from nothing', async () => {
    const result = await record({
      department_id: s.depB.id,
      employment_type_id: s.sessional.id,
      capability_id: s.caps.i2.id,
      value: 1,
    });
    expect(result.meta.business_ideal_completed_percent).toBe(25);
    expect(await rowsOf(s.depB.id, s.sessional.id)).toHaveLength(1);
  });

  it('answers 400 for a value that is not one of the response labels', async () => {
    const response = await post(c.admin, { ...answerB(s.caps.t2.id, 7) });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      title: 'Bad Request',
      code: 1,
      message: "7 is not one of the institute's response labels.",
    });
    expect(
      (await rowsOf(s.depB.id, s.fullTime.id)).find((r) => r.capability_id === s.caps.t2.id)?.value,
    ).toBe(3);
  });

  it('answers 404 for an inactive capability, one of an inactive domain or of another institute', async () => {
    for (const capability of [s.caps.tInactive.id, s.caps.rRetired.id, s.other.capability.id]) {
      const response = await post(c.admin, { ...answerB(capability, 2), department_id: s.depA.id });
      expect(response.statusCode, `capability ${capability}`).toBe(404);
    }
    expect(await rowsOf(s.depA.id, s.fullTime.id)).toHaveLength(2);
  });

  it("answers 404 for another institute's department or employment type", async () => {
    const department = await post(c.admin, {
      ...answerB(s.caps.t1.id, 2),
      department_id: s.other.department.id,
    });
    expect(department.statusCode).toBe(404);
    expect(json(department)).toMatchObject({ message: 'Department not found' });
    const type = await post(c.admin, {
      ...answerB(s.caps.t1.id, 2),
      employment_type_id: s.other.employmentType.id,
    });
    expect(type.statusCode).toBe(404);
    expect(json(type)).toMatchObject({ message: 'Employment type not found' });
    expect(await rowsOf(s.other.department.id, s.fullTime.id)).toHaveLength(0);
  });

  it('answers 403 for a supervisor, educator or facilitator, 401 signed out', async () => {
    const answer = { ...answerB(s.caps.t1.id, 1), department_id: s.depA.id };
    for (const client of [c.sam, c.educator, c.facilitator])
      expect((await post(client, answer)).statusCode).toBe(403);
    expect((await post(c.anonymous, answer)).statusCode).toBe(401);
    const t1 = (await rowsOf(s.depA.id, s.fullTime.id)).find((r) => r.capability_id === s.caps.t1.id);
    expect(t1?.value).toBe(4);
  });

  it('answers 422 for a missing field (admins; the guard comes first)', async () => {
    const response = await c.admin.post('/api/v1/business_ideal_responses', {
      business_ideal_response: { department_id: s.depB.id, capability_id: s.caps.t1.id, value: 2 },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(json<{ messages: object }>(response).messages)).toEqual(['employment_type_id']);
    const forbidden = await c.sam.post('/api/v1/business_ideal_responses', { business_ideal_response: {} });
    expect(forbidden.statusCode).toBe(403);
  });
});
