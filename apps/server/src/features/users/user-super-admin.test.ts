import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { users, type UserRow } from '../../db/schema/index.js';

describe('PUT /api/v1/users/{id}: a super admin’s own record', () => {
  let t: TestApp;
  let superAdmin: UserRow;
  let otherInstituteId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const home = await createInstitute(t.db, { name: 'Home' });
    otherInstituteId = (await createInstitute(t.db, { name: 'Elsewhere' })).id;
    // Like the first account the CLI creates: no employee number.
    superAdmin = await createUser(t.db, home.id, { is_super_admin: true, unique_identifier: null });
  });
  afterAll(() => t.close());

  it('saves the whole form without an employee number, and still while acting in another institute', async () => {
    const client = apiClient(t.app, await loginAs(t.app, superAdmin));
    expect((await client.get(`/api/v1/institutes/${otherInstituteId}/select`)).statusCode).toBe(200);
    const response = await client.put(`/api/v1/users/${superAdmin.id}`, {
      user: { unique_identifier: '', given_name: 'Sue', family_name: 'Per', email: superAdmin.email },
    });
    expect(response.statusCode).toBe(200);
    const [stored] = await t.db.select().from(users).where(eq(users.id, superAdmin.id));
    expect(stored).toMatchObject({ given_name: 'Sue', family_name: 'Per', unique_identifier: null });
  });

  it('still requires an employee number for anyone else', async () => {
    const admin = await createUser(t.db, superAdmin.institute_id, { is_institute_admin: true });
    const educator = await createUser(t.db, superAdmin.institute_id, { is_facilitator: true });
    const response = await apiClient(t.app, await loginAs(t.app, admin)).put(`/api/v1/users/${educator.id}`, {
      user: { unique_identifier: '  ' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ messages: { unique_identifier: ["can't be blank"] } });
  });
});
