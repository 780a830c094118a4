import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../client.js';
import { departments, employment_types, institutes, users } from '../schema/index.js';

/**
 * The demo institutes' staff beyond the named accounts of demo-data.ts: about 60 people per institute
 * over every role, division and employment type, a few of them inactive. Fixed lists, so every seed
 * is the same. Emails are firstname.lastname@<domain>; everyone shares the demo password.
 *
 * A row is [given name, family name, department code, employment type key ('' for none), roles]:
 * roles are letters, A institute admin, S supervisor, F facilitator, E educator, G guest, and a
 * trailing '-' marks an inactive user. Each educator or guest is supervised by the supervisor of
 * their department.
 */
type Person = [given: string, family: string, department: string, type: string, roles: string];

export interface PeopleSeed {
  domain: string;
  /** Employee numbers are this prefix and 1001, 1002, … (the named accounts use other prefixes). */
  idPrefix: string;
  /** Employment type key → name, as seeded for the institute. */
  types: Record<string, string>;
  people: Person[];
}

export const DEMO_PEOPLE: PeopleSeed = {
  domain: 'demo.test',
  idPrefix: 'D',
  types: { FT: 'Full-time Teacher', PT: 'Part-time Teacher', ST: 'Sessional Teacher' },
  people: [
    ['Ingrid', 'Halvorsen', 'COM', '', 'A'],
    ['Rajesh', 'Krishnan', 'BUS', 'FT', 'SE'],
    ['Darren', 'McAllister', 'TRD', 'FT', 'SE'],
    ['Mei Lin', 'Zhou', 'HLT', 'FT', 'S'],
    ['Fatima', 'Haddad', 'COM', 'FT', 'SE'],
    ['Jonah', 'Whitfield', 'CRE', 'PT', 'S'],
    ['Beatriz', 'Santos', 'CRE', '', 'F'],
    ['Kwame', 'Mensah', 'HLT', 'ST', 'FE'],
    ['Hannah', 'Becker', 'COM', 'ST', 'G'],
    ['Luca', 'Romano', 'TRD', 'ST', 'G'],
    ['Aisha', 'Rahman', 'BUS', 'FT', 'E'],
    ['Declan', 'Byrne', 'BUS', 'PT', 'E'],
    ['Sophie', 'Tremblay', 'BUS', 'ST', 'E'],
    ['Arjun', 'Mehta', 'BUS', 'FT', 'E-'],
    ['Naomi', 'Goldberg', 'BUS', 'PT', 'E'],
    ['Ngaire', 'Thompson', 'BUS', 'ST', 'E'],
    ['Callum', 'Fraser', 'TRD', 'FT', 'E'],
    ['Tama', 'Ngata', 'TRD', 'FT', 'E'],
    ['Bronwyn', 'Hughes', 'TRD', 'PT', 'E'],
    ['Stavros', 'Papadopoulos', 'TRD', 'ST', 'E'],
    ['Kieran', 'Doyle', 'TRD', 'FT', 'E-'],
    ['Yuki', 'Tanaka', 'HLT', 'FT', 'E'],
    ['Emeka', 'Okafor', 'HLT', 'PT', 'E'],
    ['Rosa', 'Jiménez', 'HLT', 'FT', 'E'],
    ['Siobhan', 'Gallagher', 'HLT', 'ST', 'E'],
    ['Anh', 'Tran', 'HLT', 'PT', 'E-'],
    ['Layla', 'Hassan', 'COM', 'FT', 'E'],
    ['Ethan', 'Brooks', 'COM', 'PT', 'E'],
    ['Pania', 'Rangi', 'COM', 'ST', 'E'],
    ['Ivana', 'Petrović', 'COM', 'FT', 'E'],
    ['Gareth', 'Llewellyn', 'COM', 'PT', 'E-'],
    ['Elif', 'Demir', 'CRE', 'PT', 'E'],
    ['Oscar', 'Lindqvist', 'CRE', 'ST', 'E'],
    ['Maya', 'Desai', 'CRE', 'FT', 'E'],
    ['Finn', 'Sørensen', 'CRE', 'ST', 'E'],
    ['Tahlia', 'Rossi', 'CRE', 'PT', 'E-'],
  ],
};

export const NORTHSIDE_PEOPLE: PeopleSeed = {
  domain: 'northside.test',
  idPrefix: 'NC',
  types: { FT: 'Full-time', CA: 'Casual' },
  people: [
    ['Graham', 'Whitlock', 'ENG', '', 'A'],
    ['Leonie', 'Marchetti', 'SCI', 'FT', 'SE'],
    ['Hamish', 'Cameron', 'ENG', 'FT', 'S'],
    ['Wiremu', 'Parata', 'AUT', 'FT', 'SE'],
    ['Shanelle', 'Ogunleye', 'ELE', 'FT', 'SE'],
    ['Petra', 'Novak', 'SCI', '', 'F'],
    ['Dominic', 'Asante', 'ELE', 'CA', 'FE'],
    ['Rhiannon', 'Price', 'ENG', 'CA', 'G'],
    ['Vikram', 'Iyer', 'AUT', 'CA', 'G'],
    ['Caitlin', 'Moore', 'SCI', 'FT', 'E'],
    ['Jin', 'Park', 'SCI', 'FT', 'E'],
    ['Amara', 'Nwosu', 'SCI', 'CA', 'E'],
    ['Patrick', "O'Brien", 'SCI', 'FT', 'E'],
    ['Sakura', 'Watanabe', 'SCI', 'CA', 'E'],
    ['Lachlan', 'Reid', 'SCI', 'FT', 'E'],
    ['Nadia', 'Karimi', 'SCI', 'FT', 'E'],
    ['Bianca', 'Costa', 'SCI', 'CA', 'E'],
    ['Ravi', 'Chandra', 'SCI', 'FT', 'E-'],
    ['Eleanor', 'Hartley', 'SCI', 'FT', 'E'],
    ['Omar', 'Farouk', 'SCI', 'CA', 'E'],
    ['Tessa', 'Lindgren', 'SCI', 'FT', 'E'],
    ['Jamal', 'Bakr', 'SCI', 'CA', 'E'],
    ['Connor', 'Walsh', 'ENG', 'FT', 'E'],
    ['Priyanka', 'Nair', 'ENG', 'FT', 'E'],
    ['Dylan', 'Ferreira', 'ENG', 'CA', 'E'],
    ['Greta', 'Schmidt', 'ENG', 'FT', 'E'],
    ['Tuan', 'Pham', 'ENG', 'FT', 'E'],
    ['Isabella', 'Moretti', 'ENG', 'CA', 'E'],
    ['Nathan', 'Kruger', 'ENG', 'FT', 'E-'],
    ['Aroha', 'Tipene', 'ENG', 'FT', 'E'],
    ['Felix', 'Wagner', 'ENG', 'CA', 'E'],
    ['Harriet', 'Boyd', 'ENG', 'FT', 'E'],
    ['Kenji', 'Sato', 'ENG', 'CA', 'E'],
    ['Lucía', 'Herrera', 'ENG', 'FT', 'E'],
    ['Samuel', 'Adeyemi', 'ENG', 'FT', 'E'],
    ['Brodie', 'McKenzie', 'AUT', 'FT', 'E'],
    ['Sione', 'Taufa', 'AUT', 'FT', 'E'],
    ['Kayla', 'Dunn', 'AUT', 'CA', 'E'],
    ['Mateo', 'García', 'AUT', 'FT', 'E'],
    ['Zara', 'Ahmed', 'AUT', 'CA', 'E'],
    ['Riley', 'Thornton', 'AUT', 'FT', 'E-'],
    ['Nikolai', 'Ivanov', 'AUT', 'FT', 'E'],
    ['Jasmine', 'Lowe', 'AUT', 'CA', 'E'],
    ['Ahmed', 'Saleh', 'AUT', 'FT', 'E'],
    ['Ella', 'Whitaker', 'AUT', 'CA', 'E'],
    ['Tyson', 'Rewiri', 'AUT', 'FT', 'E'],
    ['Georgia', 'Pearce', 'AUT', 'CA', 'E'],
    ['Marcus', 'Bell', 'ELE', 'FT', 'E'],
    ['Leilani', 'Kahale', 'ELE', 'CA', 'E'],
    ['Dmitri', 'Volkov', 'ELE', 'FT', 'E'],
    ['Chantelle', 'Nguyen-Le', 'ELE', 'CA', 'E'],
    ['Ben', 'Horowitz', 'ELE', 'FT', 'E'],
    ['Keira', 'Sutherland', 'ELE', 'CA', 'E-'],
    ['Hassan', 'Jaber', 'ELE', 'FT', 'E'],
    ['Amélie', 'Laurent', 'ELE', 'CA', 'E'],
    ['Rohan', 'Kapoor', 'ELE', 'FT', 'E'],
    ['Talia', 'Ben-David', 'ELE', 'CA', 'E'],
    ['Angus', 'Campbell', 'ELE', 'FT', 'E'],
    ['Mira', 'Sokolova', 'ELE', 'FT', 'E-'],
  ],
};

/** "Lucía" → "lucia", "O'Brien" → "obrien", "Mei Lin" → "meilin", "Ben-David" → "ben-david". */
const emailPart = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ø/gi, 'o')
    .toLowerCase()
    .replace(/[^a-z-]/g, '');

export const personEmail = (seed: PeopleSeed, [given, family]: Person) =>
  `${emailPart(given)}.${emailPart(family)}@${seed.domain}`;

/** Campus codes, as the named demo educators have them (custom user field 1 of Demo Institute). */
const CAMPUS_CODES = ['CC1', 'NC2', 'ON3'];

/**
 * Inserts the people of one institute in one multi-row insert, then points each educator and guest
 * at their department's supervisor (one update per supervisor). Custom user fields are filled only
 * where the institute enables them.
 */
export async function seedDemoPeople(
  tx: Transaction,
  instituteId: number,
  seed: PeopleSeed,
  passwordHash: string,
): Promise<void> {
  const [institute] = await tx
    .select({
      custom1: institutes.custom_user_field_1_enabled,
      custom2: institutes.custom_user_field_2_enabled,
    })
    .from(institutes)
    .where(eq(institutes.id, instituteId));
  const departmentRows = await tx
    .select({ id: departments.id, code: departments.code })
    .from(departments)
    .where(eq(departments.institute_id, instituteId))
    .orderBy(departments.id);
  const typeRows = await tx
    .select({ id: employment_types.id, name: employment_types.name })
    .from(employment_types)
    .where(eq(employment_types.institute_id, instituteId));
  const departmentIndex = new Map(departmentRows.map((d, i) => [d.code, i]));
  const typeIds = new Map(typeRows.map((t) => [t.name, t.id]));
  const lookUp = <T>(map: Map<string, T>, key: string, what: string): T => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`demo people: no ${what} ${key} in institute ${instituteId}`);
    return value;
  };

  const rows = seed.people.map((person, i) => {
    const [given_name, family_name, department, type, roles] = person;
    const d = lookUp(departmentIndex, department, 'department');
    return {
      institute_id: instituteId,
      email: personEmail(seed, person),
      given_name,
      family_name,
      unique_identifier: `${seed.idPrefix}${1001 + i}`,
      password_hash: passwordHash,
      department_id: departmentRows[d]!.id,
      employment_type_id: type ? lookUp(typeIds, seed.types[type] ?? type, 'employment type') : null,
      custom_1: institute?.custom1 ? CAMPUS_CODES[i % CAMPUS_CODES.length]! : null,
      custom_2: institute?.custom2 ? String(4100 + d * 10 + (i % 3)) : null,
      active: !roles.endsWith('-'),
      is_institute_admin: roles.includes('A'),
      is_supervisor: roles.includes('S'),
      is_facilitator: roles.includes('F'),
      is_educator: roles.includes('E'),
      is_guest: roles.includes('G'),
    };
  });
  const inserted = await tx.insert(users).values(rows).returning({ id: users.id, email: users.email });
  const idOf = new Map(inserted.map((u) => [u.email, u.id]));

  // Each department's supervisor takes the department's other educators and guests.
  const supervisorOf = new Map(rows.filter((r) => r.is_supervisor).map((r) => [r.department_id, r.email]));
  const supervised = new Map<string, number[]>();
  for (const row of rows) {
    const supervisor = supervisorOf.get(row.department_id);
    if (!(row.is_educator || row.is_guest) || row.is_supervisor || supervisor === undefined) continue;
    supervised.set(supervisor, [...(supervised.get(supervisor) ?? []), idOf.get(row.email)!]);
  }
  for (const [supervisor, ids] of supervised) {
    await tx
      .update(users)
      .set({ supervisor_id: idOf.get(supervisor)! })
      .where(and(eq(users.institute_id, instituteId), inArray(users.id, ids)));
  }
}
