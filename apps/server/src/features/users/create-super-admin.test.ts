import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordProblems } from '@pdp/contract';
import { createTestDatabase } from '../../../test/database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { institutes, users } from '../../db/schema/index.js';
import { verifyPassword } from '../../lib/passwords.js';
import { createSuperAdmin } from './create-super-admin.js';

describe('createSuperAdmin (npm run admin -- create-super-admin)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('creates the first institute and a super admin whose one-time password meets the policy', async () => {
    const { user, password } = await createSuperAdmin(database.db, {
      email: 'Boss@Example.com',
      instituteName: 'First College',
    });
    expect(passwordProblems(password)).toEqual([]);
    const [stored] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ email: 'boss@example.com', is_super_admin: true, active: true });
    expect(await verifyPassword(stored!.password_hash, password)).toBe(true);
    const allInstitutes = await database.db.select().from(institutes);
    expect(allInstitutes.map((i) => i.name)).toEqual(['First College']);
  });

  it('joins the existing institute and refuses a duplicate or malformed email', async () => {
    const { user } = await createSuperAdmin(database.db, { email: 'second@example.com' });
    const allInstitutes = await database.db.select().from(institutes);
    expect(allInstitutes).toHaveLength(1);
    expect(user.institute_id).toBe(allInstitutes[0]!.id);
    await expect(createSuperAdmin(database.db, { email: 'BOSS@example.com' })).rejects.toThrow(
      /already exists/,
    );
    await expect(createSuperAdmin(database.db, { email: 'not-an-email' })).rejects.toThrow(/not an email/);
  });
});
