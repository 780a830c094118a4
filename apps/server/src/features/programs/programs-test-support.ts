import { apiClient, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import type { Database } from '../../db/client.js';
import { categories, domains, locations } from '../../db/schema/index.js';

/**
 * The programs API tests' institute: Melbourne time, a domain, a category, two locations, an admin,
 * two facilitators, a supervisor, an educator; and another institute with its own program setup.
 */
export async function seedProgramsWorld(t: TestApp) {
  const db: Database = t.db;
  const home = await createInstitute(db, {
    name: 'Programs Home',
    timezone: 'Australia/Melbourne',
    program_default_contact_name: 'Pat Contact',
    program_default_contact_email: 'pat@example.test',
  });
  const other = await createInstitute(db, { name: 'Programs Other' });
  const [domain] = await db
    .insert(domains)
    .values({ institute_id: home.id, name: 'Teaching', color: '#123456' })
    .returning();
  const [otherDomain] = await db
    .insert(domains)
    .values({ institute_id: other.id, name: 'Elsewhere' })
    .returning();
  const [category] = await db.insert(categories).values({ institute_id: home.id, name: 'Core' }).returning();
  const [north, south] = await db
    .insert(locations)
    .values([
      { institute_id: home.id, name: 'North Campus' },
      { institute_id: home.id, name: 'South Campus' },
    ])
    .returning();
  const [otherLocation] = await db
    .insert(locations)
    .values({ institute_id: other.id, name: 'Far' })
    .returning();
  const admin = await createUser(db, home.id, {
    is_institute_admin: true,
    given_name: 'Ada',
    family_name: 'Admin',
  });
  const fiona = await createUser(db, home.id, {
    is_facilitator: true,
    given_name: 'Fiona',
    family_name: 'Fac',
  });
  const frank = await createUser(db, home.id, {
    is_facilitator: true,
    given_name: 'Frank',
    family_name: 'Fac',
  });
  const sam = await createUser(db, home.id, { is_supervisor: true });
  const eddie = await createUser(db, home.id, { is_educator: true, given_name: 'Eddie', family_name: 'Ed' });
  const otherAdmin = await createUser(db, other.id, { is_institute_admin: true });
  const client = async (user: Awaited<ReturnType<typeof createUser>>) =>
    apiClient(t.app, await loginAs(t.app, user));
  return {
    home,
    other,
    domain: domain!,
    otherDomain: otherDomain!,
    category: category!,
    north: north!,
    south: south!,
    otherLocation: otherLocation!,
    users: { admin, fiona, frank, sam, eddie, otherAdmin },
    as: {
      admin: await client(admin),
      fiona: await client(fiona),
      frank: await client(frank),
      sam: await client(sam),
      eddie: await client(eddie),
      otherAdmin: await client(otherAdmin),
      anonymous: apiClient(t.app),
    },
  };
}
export type ProgramsWorld = Awaited<ReturnType<typeof seedProgramsWorld>>;
