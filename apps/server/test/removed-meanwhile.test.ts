import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { apiClient, createTestApp, type TestApp } from './app.js';
import {
  createDivisionWithDepartments,
  createEmploymentType,
  createInstitute,
  createUser,
  loginAs,
} from './factories.js';
import {
  capabilities,
  categories,
  departments,
  divisions,
  domains,
  programs,
  users,
} from '../src/db/schema/index.js';
import { REMOVED_MEANWHILE } from '../src/lib/db-errors.js';

/**
 * Two admins at once: one deletes a settings row (a domain, a division, a department, a category)
 * while the other saves something that points at it. The save's checks pass (the row is still there
 * when they read it), then its write meets the foreign key of the committed delete: a child of a
 * removed parent is 404, a field naming a removed row a 422 on that field, never a 500.
 *
 * The delete is held open in a transaction so that the interleaving is deterministic: the request
 * reads the row (still visible), then blocks on its foreign-key check until the delete commits.
 */
describe('saving against a row another admin is deleting', () => {
  let t: TestApp;
  let instituteId: number;
  let admin: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp();
    instituteId = (await createInstitute(t.db)).id;
    admin = apiClient(
      t.app,
      await loginAs(t.app, await createUser(t.db, instituteId, { is_institute_admin: true })),
    );
  });
  afterAll(() => t.close());

  /** Runs `request` while `remove` is done but not yet committed; answers the request's response. */
  async function whileDeleting(
    remove: (tx: Parameters<Parameters<TestApp['db']['transaction']>[0]>[0]) => Promise<unknown>,
    request: () => Promise<LightMyRequestResponse>,
  ) {
    let pending!: Promise<LightMyRequestResponse>;
    await t.db.transaction(async (tx) => {
      await remove(tx);
      pending = request();
      await new Promise((resolve) => setTimeout(resolve, 600));
    });
    return pending;
  }

  it('adding a capability to a domain being deleted: 404/422, not 500', async () => {
    const [domain] = await t.db
      .insert(domains)
      .values({ institute_id: instituteId, name: 'Doomed' })
      .returning();
    const response = await whileDeleting(
      (tx) => tx.delete(domains).where(eq(domains.id, domain!.id)),
      () =>
        admin.post(`/api/v1/domains/${domain!.id}/capabilities`, { capability: { statement: 'Can teach' } }),
    );
    expect(response.statusCode, response.body).toBe(404);
    expect(await t.db.select().from(capabilities).where(eq(capabilities.domain_id, domain!.id))).toEqual([]);
  });

  it('adding a department to a division being deleted: 404/422, not 500', async () => {
    const [division] = await t.db
      .insert(divisions)
      .values({ institute_id: instituteId, name: 'Doomed' })
      .returning();
    const response = await whileDeleting(
      (tx) => tx.delete(divisions).where(eq(divisions.id, division!.id)),
      () =>
        admin.post(`/api/v1/divisions/${division!.id}/departments`, {
          department: { code: 'ZZ1', name: 'Late' },
        }),
    );
    expect(response.statusCode, response.body).toBe(404);
  });

  it('moving a user into a department being deleted: 422 on department_id, not 500', async () => {
    const {
      departments: [gone, kept],
    } = await createDivisionWithDepartments(t.db, instituteId, 'Ops', ['OP1', 'OP2']);
    const type = await createEmploymentType(t.db, instituteId, 'Ongoing');
    const supervisor = await createUser(t.db, instituteId, { is_supervisor: true });
    const educator = await createUser(t.db, instituteId, {
      is_educator: true,
      department_id: kept!.id,
      employment_type_id: type.id,
      supervisor_id: supervisor.id,
    });
    const response = await whileDeleting(
      (tx) => tx.delete(departments).where(eq(departments.id, gone!.id)),
      () => admin.put(`/api/v1/users/${educator.id}`, { user: { department_id: gone!.id } }),
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ messages: { department_id: [REMOVED_MEANWHILE] } });
    const [stored] = await t.db.select().from(users).where(eq(users.id, educator.id));
    expect(stored!.department_id).toBe(kept!.id);
  });

  it('saving a program in a category being deleted: 422 on category_id, not 500', async () => {
    const [category] = await t.db
      .insert(categories)
      .values({ institute_id: instituteId, name: 'Doomed' })
      .returning();
    const response = await whileDeleting(
      (tx) => tx.delete(categories).where(eq(categories.id, category!.id)),
      () => admin.post('/api/v1/programs', { program: { name: 'Late program', category_id: category!.id } }),
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ messages: { category_id: [REMOVED_MEANWHILE] } });
    expect(await t.db.select().from(programs).where(eq(programs.name, 'Late program'))).toEqual([]);
  });
});
