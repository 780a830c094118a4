import type { Database } from '../src/db/client.js';
import type { UserRow } from '../src/db/schema/index.js';
import {
  createDivisionWithDepartments,
  createEmploymentType,
  createInstitute,
  createUser,
} from './factories.js';

/**
 * One institute for the Manage Users tests: two divisions, three departments, two employment types,
 * an admin, two supervisors with their educators, a guest, a facilitator, an inactive educator,
 * and a user of another institute who must never appear.
 */
export async function seedUsers(db: Database) {
  const home = await createInstitute(db, { name: 'Home Institute' });
  const other = await createInstitute(db, { name: 'Other Institute' });
  const north = await createDivisionWithDepartments(db, home.id, 'North', ['NA', 'NB']);
  const south = await createDivisionWithDepartments(db, home.id, 'South', ['SC']);
  const [depA, depB] = north.departments as [(typeof north.departments)[0], (typeof north.departments)[0]];
  const depC = south.departments[0]!;
  const fullTime = await createEmploymentType(db, home.id, 'Full Time');
  const partTime = await createEmploymentType(db, home.id, 'Part Time');

  const admin = await createUser(db, home.id, {
    given_name: 'Ada',
    family_name: 'Admin',
    email: 'ada@example.test',
    unique_identifier: 'A001',
    is_institute_admin: true,
  });
  const sam = await createUser(db, home.id, {
    given_name: 'Sam',
    family_name: 'Supervisor',
    unique_identifier: 'S001',
    is_supervisor: true,
    department_id: depA.id,
  });
  const sue = await createUser(db, home.id, {
    given_name: 'Sue',
    family_name: 'Boss',
    unique_identifier: 'S002',
    is_supervisor: true,
  });
  const eddie = await createUser(db, home.id, {
    given_name: 'Eddie',
    family_name: 'Educator',
    email: 'eddie@school.test',
    unique_identifier: 'E1001',
    is_educator: true,
    supervisor_id: sam.id,
    department_id: depA.id,
    employment_type_id: fullTime.id,
    custom_1: 'Campus North',
    custom_2: 'Blue',
  });
  const erin = await createUser(db, home.id, {
    given_name: 'Erin',
    family_name: 'Zeller',
    unique_identifier: 'E1002',
    is_educator: true,
    supervisor_id: sam.id,
    department_id: depC.id,
    employment_type_id: partTime.id,
    active: false,
    custom_1: 'Campus South',
  });
  const bob = await createUser(db, home.id, {
    given_name: 'Bob',
    family_name: 'Brown',
    unique_identifier: 'E2001',
    is_educator: true,
    supervisor_id: sue.id,
    department_id: depB.id,
    employment_type_id: fullTime.id,
    custom_2: 'Green',
  });
  const gina = await createUser(db, home.id, {
    given_name: 'Gina',
    family_name: 'Guest',
    unique_identifier: 'G001',
    is_guest: true,
    supervisor_id: sue.id,
  });
  const fred = await createUser(db, home.id, {
    given_name: 'Fred',
    family_name: 'Facilitator',
    unique_identifier: 'F001',
    is_facilitator: true,
  });
  const outsider = await createUser(db, other.id, {
    given_name: 'Otto',
    family_name: 'Outsider',
    unique_identifier: 'E1003',
    is_educator: true,
    is_supervisor: true,
  });
  const people = { admin, sam, sue, eddie, erin, bob, gina, fred } satisfies Record<string, UserRow>;
  return {
    home,
    other,
    north: north.division,
    south: south.division,
    depA,
    depB,
    depC,
    fullTime,
    partTime,
    outsider,
    ...people,
    all: Object.values(people),
  };
}
