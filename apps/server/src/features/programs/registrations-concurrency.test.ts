import { REGISTRATION_MESSAGES } from '@pdp/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { registrations } from '../../db/schema/index.js';
import { createProgram, createRegistration } from './test-support.js';

describe('the attendee limit under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('50 simultaneous registrations for the last 5 places admit exactly 5', async () => {
    const instituteId = (await createInstitute(t.db)).id;
    const admin = apiClient(
      t.app,
      await loginAs(t.app, await createUser(t.db, instituteId, { is_institute_admin: true })),
    );
    const limit = 12;
    const { program } = await createProgram(t.db, instituteId, { attendee_limit: limit });
    for (let i = 0; i < limit - 5; i++) {
      const user = await createUser(t.db, instituteId, { is_educator: true });
      await createRegistration(t.db, instituteId, program.id, user.id, {
        status: i % 2 ? 'pending' : 'approved',
      });
    }
    const educators = [];
    for (let i = 0; i < 50; i++) educators.push(await createUser(t.db, instituteId, { is_educator: true }));

    const responses = await Promise.all(
      educators.map((user) =>
        admin.post(`/api/v1/programs/${program.id}/registrations`, { registration: { user_id: user.id } }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 400)).toHaveLength(45);
    for (const response of responses.filter((r) => r.statusCode === 400))
      expect(response.json<{ message: string }>().message).toBe(REGISTRATION_MESSAGES.full);

    const [taken] = await t.db
      .select({ n: count() })
      .from(registrations)
      .where(
        and(eq(registrations.program_id, program.id), inArray(registrations.status, ['pending', 'approved'])),
      );
    expect(taken!.n).toBe(limit);
  });
});
