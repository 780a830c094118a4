import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../../test/app.js';
import { createDivisionWithDepartments, createUser, loginAs } from '../../../test/factories.js';
import { email_outbox, password_reset_tokens, sessions, users } from '../../db/schema/index.js';
import { csvOf, educatorRecord, importFixture } from './import-test-support.js';

let t: TestApp;
let f: Awaited<ReturnType<typeof importFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await importFixture(t);
});
afterAll(() => t.close());

const userBy = async (identifier: string) =>
  (
    await t.db
      .select()
      .from(users)
      .where(and(eq(users.institute_id, f.institute.id), eq(users.unique_identifier, identifier)))
  )[0];

describe('POST /api/v1/users/import: success', () => {
  it('creates new users with their department, employment type, roles and supervisor, and counts them', async () => {
    const result = await f.importCsv(
      csvOf([
        educatorRecord(100, { custom_1: 'Campus North' }),
        educatorRecord(101, { department_code: 'plb', is_facilitator: 'yes' }),
      ]),
    );
    expect(result).toMatchObject({
      dry_run: false,
      errors: [],
      stats: { created: 2, existing: 0, updated: 0, deleted: 0 },
    });
    expect(result.changes[0]).toEqual({
      row: 2,
      action: 'create',
      record: 'E100 · Given100 Family100',
      record_id: null,
      fields: [
        { field: 'Given Name', before: null, after: 'Given100' },
        { field: 'Family Name', before: null, after: 'Family100' },
        { field: 'Email', before: null, after: 'educator100@import.test' },
        { field: 'Department Code', before: null, after: 'ENG' },
        { field: 'Employment Type', before: null, after: 'Full time' },
        { field: 'Custom 1', before: null, after: 'Campus North' },
        { field: 'Supervisor Employee Number', before: null, after: 'S1' },
        { field: 'Roles', before: null, after: 'Educator' },
      ],
    });
    expect(result.changes[1]).toMatchObject({ row: 3, action: 'create' });
    expect(result.changes[1]!.fields).toContainEqual({
      field: 'Roles',
      before: null,
      after: 'Educator, Facilitator',
    });
    const created = await userBy('E100');
    expect(created).toMatchObject({
      given_name: 'Given100',
      email: 'educator100@import.test',
      department_id: f.departments[0]!.id,
      employment_type_id: f.fullTime.id,
      supervisor_id: f.supervisor.id,
      custom_1: 'Campus North',
      is_educator: true,
      is_supervisor: false,
      active: true,
      password_hash: null,
    });
    expect(await userBy('E101')).toMatchObject({ department_id: f.departments[1]!.id, is_facilitator: true });
  });

  it('emails each new active user a set-password link, and none to a deactivated new user', async () => {
    await f.importCsv(csvOf([educatorRecord(110), educatorRecord(111, { deactivate: 'Y' })]));
    const emails = await t.db.select().from(email_outbox);
    expect(emails.filter((e) => e.to_address === 'educator110@import.test')).toHaveLength(1);
    expect(emails[emails.length - 1]!.text_body).toContain('/users/password/edit?reset_password_token=');
    expect(emails.some((e) => e.to_address === 'educator111@import.test')).toBe(false);
    const invited = await userBy('E110');
    const [token] = await t.db
      .select()
      .from(password_reset_tokens)
      .where(eq(password_reset_tokens.user_id, invited!.id));
    const days = (token!.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const inactive = await userBy('E111');
    expect(inactive?.active).toBe(false);
    const tokens = await t.db
      .select()
      .from(password_reset_tokens)
      .where(eq(password_reset_tokens.user_id, inactive!.id));
    expect(tokens).toHaveLength(0);
  });

  it('accepts a supervisor created earlier in the same file', async () => {
    const result = await f.importCsv(
      csvOf([
        educatorRecord(120, { is_educator: 'N', is_supervisor: 'Y', supervisor_unique_identifier: '' }),
        educatorRecord(121, { supervisor_unique_identifier: 'E120' }),
      ]),
    );
    expect(result.errors).toEqual([]);
    const supervisor = await userBy('E120');
    expect(supervisor).toMatchObject({ is_supervisor: true, supervisor_id: null });
    expect((await userBy('E121'))?.supervisor_id).toBe(supervisor!.id);
  });

  it('updates an existing user by employee number and leaves their supervisor and roles unchanged', async () => {
    const result = await f.importCsv(
      csvOf([
        educatorRecord(1, {
          given_name: 'Evelyn',
          email: 'EVELYN@import.test',
          department_code: 'PLB',
          supervisor_unique_identifier: 'A1',
          is_educator: 'N',
          is_supervisor: 'Y',
          is_institute_admin: 'Y',
        }),
      ]),
    );
    expect(result.stats).toEqual({ created: 0, existing: 0, updated: 1, deleted: 0 });
    // Only what the import may change, as the file and the screen show it; roles and supervisor are not.
    expect(result.changes).toEqual([
      {
        row: 2,
        action: 'update',
        record: 'E1 · Eve Existing',
        record_id: f.educator.id,
        fields: [
          { field: 'Given Name', before: 'Eve', after: 'Evelyn' },
          { field: 'Family Name', before: 'Existing', after: 'Family1' },
          { field: 'Email', before: 'eve@import.test', after: 'evelyn@import.test' },
          { field: 'Department Code', before: 'ENG', after: 'PLB' },
        ],
      },
    ]);
    expect(await userBy('E1')).toMatchObject({
      given_name: 'Evelyn',
      email: 'evelyn@import.test',
      department_id: f.departments[1]!.id,
      supervisor_id: f.supervisor.id,
      is_educator: true,
      is_supervisor: false,
      is_institute_admin: false,
    });
  });

  it('counts a row that changes nothing as existing', async () => {
    const stored = (await userBy('E1'))!;
    const result = await f.importCsv(
      csvOf([
        {
          unique_identifier: 'E1',
          given_name: stored.given_name,
          family_name: stored.family_name,
          email: stored.email,
        },
      ]),
    );
    expect(result.stats).toEqual({ created: 0, existing: 1, updated: 0, deleted: 0 });
    expect(result.changes).toEqual([
      {
        row: 2,
        action: 'unchanged',
        record: `E1 · ${stored.given_name} ${stored.family_name}`,
        record_id: stored.id,
        fields: [],
      },
    ]);
  });

  it('deactivates a user with Deactivate Y and ends their sessions', async () => {
    const leaver = await createUser(t.db, f.institute.id, { is_educator: true, unique_identifier: 'L1' });
    const cookie = await loginAs(t.app, leaver);
    const result = await f.importCsv(
      csvOf([
        {
          unique_identifier: 'L1',
          given_name: leaver.given_name,
          family_name: leaver.family_name,
          email: leaver.email,
          deactivate: 'Y',
        },
      ]),
    );
    expect(result.stats).toEqual({ created: 0, existing: 0, updated: 0, deleted: 1 });
    expect(result.changes).toEqual([
      {
        row: 2,
        action: 'deactivate',
        record: `L1 · ${leaver.given_name} ${leaver.family_name}`,
        record_id: leaver.id,
        fields: [{ field: 'Active', before: 'Yes', after: 'No' }],
      },
    ]);
    expect((await userBy('L1'))?.active).toBe(false);
    expect(await t.db.select().from(sessions).where(eq(sessions.user_id, leaver.id))).toHaveLength(0);
    expect((await apiClient(t.app, cookie).get('/api/v1/me')).statusCode).toBe(401);
  });
});

describe('POST /api/v1/users/import: issues, all or nothing', () => {
  let before: number;
  beforeEach(async () => {
    before = await f.userCount();
  });
  const expectIssues = async (csv: string, issues: (string | RegExp)[]) => {
    const result = await f.importCsv(csv);
    for (const issue of issues) {
      expect(result.errors).toContainEqual(typeof issue === 'string' ? issue : expect.stringMatching(issue));
    }
    expect(result.stats).toEqual({ created: 0, existing: 0, updated: 0, deleted: 0 });
    expect(await f.userCount()).toBe(before);
  };

  it.each([
    ['unique_identifier', 'Employee Number'],
    ['given_name', 'Given Name'],
    ['family_name', 'Family Name'],
    ['email', 'Email'],
  ] as const)('requires %s on every row (row-numbered) and changes nothing', async (key, label) => {
    await expectIssues(csvOf([educatorRecord(200), educatorRecord(201, { [key]: '' })]), [
      `Row 3: ${label} can't be blank`,
    ]);
  });

  it.each([
    ['department_code', 'Department Code is required for a new user'],
    ['employment_type', 'Employment Type is required for a new user'],
    ['is_educator', 'Is Educator is required for a new user (Y or N)'],
    ['is_supervisor', 'Is Supervisor is required for a new user (Y or N)'],
    ['supervisor_unique_identifier', 'Supervisor Employee Number is required for a new educator or guest'],
  ] as const)('requires %s for a new user', async (key, message) => {
    await expectIssues(csvOf([educatorRecord(210, { [key]: '' })]), [`Row 2: ${message}`]);
  });

  it('requires a supervisor to come before their educators', async () => {
    await expectIssues(
      csvOf([
        educatorRecord(220, { supervisor_unique_identifier: 'E221' }),
        educatorRecord(221, { is_educator: 'N', is_supervisor: 'Y', supervisor_unique_identifier: '' }),
      ]),
      ['Row 2: Supervisor E221 is on row 3: supervisors must come before their educators'],
    );
  });

  it('takes the supervisor by email too (any case), from the institute or an earlier row', async () => {
    const s1 = (await userBy('S1'))!;
    const result = await f.importCsv(
      csvOf([
        educatorRecord(250, { supervisor_unique_identifier: s1.email.toUpperCase() }),
        educatorRecord(251, {
          is_educator: 'N',
          is_supervisor: 'Y',
          email: 'lead251@import.test',
          supervisor_unique_identifier: '',
        }),
        educatorRecord(252, { supervisor_unique_identifier: 'lead251@import.test' }),
      ]),
    );
    expect(result.errors).toEqual([]);
    expect((await userBy('E250'))!.supervisor_id).toBe(s1.id);
    expect((await userBy('E252'))!.supervisor_id).toBe((await userBy('E251'))!.id);
  });

  it('refuses a supervisor email of another institute, of a non-supervisor, or of a later row', async () => {
    await createUser(t.db, f.other.id, { email: 'boss@other.test', is_supervisor: true });
    await expectIssues(
      csvOf([
        educatorRecord(260, { supervisor_unique_identifier: 'boss@other.test' }),
        educatorRecord(261, { supervisor_unique_identifier: 'eve@import.test' }),
        educatorRecord(262, { supervisor_unique_identifier: 'lead263@import.test' }),
        educatorRecord(263, {
          is_educator: 'N',
          is_supervisor: 'Y',
          email: 'lead263@import.test',
          supervisor_unique_identifier: '',
        }),
      ]),
      [
        'Row 2: Supervisor boss@other.test does not match an active supervisor’s employee number or email',
        'Row 3: Supervisor eve@import.test does not match an active supervisor’s employee number or email',
        'Row 4: Supervisor lead263@import.test is on row 5: supervisors must come before their educators',
      ],
    );
  });

  it('rejects unknown codes, bad Y/N values, bad and taken emails, and duplicates within the file', async () => {
    await createUser(t.db, f.other.id, { email: 'taken@elsewhere.test' });
    await expectIssues(
      csvOf([
        educatorRecord(230, { department_code: 'XYZ', employment_type: 'Casual' }),
        educatorRecord(231, { is_guest: 'maybe', email: 'not-an-email' }),
        educatorRecord(232, { email: 'Taken@elsewhere.test' }),
        educatorRecord(233, { supervisor_unique_identifier: 'E1' }),
        educatorRecord(230, { email: 'other230@import.test' }),
        educatorRecord(234, { email: 'educator230@import.test' }),
        educatorRecord(235, { is_educator: 'N', is_supervisor: 'N', supervisor_unique_identifier: '' }),
      ]),
      [
        // The valid values are named, so the admin need not look them up.
        'Row 2: Department Code XYZ does not exist. Department codes: ENG, PLB',
        'Row 2: Employment Type Casual does not exist. Employment types: Full time',
        'Row 3: Is Guest must be Y or N',
        'Row 3: Email not-an-email is not an email address',
        "Row 4: Email Taken@elsewhere.test can't be used",
        'Row 5: Supervisor E1 does not match an active supervisor’s employee number or email',
        'Row 6: Employee Number E230 is also on row 2',
        'Row 7: Email educator230@import.test is also on row 2',
        'Row 8: A new user needs at least one role (Y)',
      ],
    );
  });

  it("says only that another institute's user's email can't be used, the same whoever holds it", async () => {
    await createUser(t.db, f.other.id, { email: 'teacher@elsewhere.test' });
    await createUser(t.db, f.other.id, { email: 'boss@elsewhere.test', is_super_admin: true });
    const colleague = (await userBy('S1'))!.email;
    const file = csvOf([
      educatorRecord(240, { email: 'teacher@elsewhere.test' }),
      educatorRecord(241, { email: 'Boss@Elsewhere.test' }),
      educatorRecord(242, { email: colleague }),
    ]);
    const issues = [
      "Row 2: Email teacher@elsewhere.test can't be used",
      "Row 3: Email Boss@Elsewhere.test can't be used",
      // Within the institute the admin sees that user anyway.
      `Row 4: Email ${colleague} is already used by another user of this institute`,
    ];
    await expectIssues(file, issues);
    expect((await f.importCsv(file, { dryRun: true })).errors).toEqual(issues);
  });

  it('keeps every valid row too when one row fails', async () => {
    const valid = Array.from({ length: 20 }, (_, i) => educatorRecord(300 + i));
    await expectIssues(csvOf([...valid, educatorRecord(399, { email: '' })]), [
      "Row 22: Email can't be blank",
    ]);
    expect(await userBy('E300')).toBeUndefined();
  });

  it('does not let an admin deactivate themselves', async () => {
    await expectIssues(
      csvOf([
        {
          unique_identifier: 'A1',
          given_name: f.admin.given_name,
          family_name: f.admin.family_name,
          email: f.admin.email,
          deactivate: 'Y',
        },
      ]),
      ['Row 2: You cannot deactivate your own account'],
    );
    expect((await userBy('A1'))?.active).toBe(true);
  });
});

// Last: it gives the fixture institute 23 more departments.
describe('POST /api/v1/users/import: many valid values', () => {
  it('lists at most 20 valid department codes, and how many more there are', async () => {
    const codes = Array.from({ length: 23 }, (_, i) => `D${String(i).padStart(2, '0')}`);
    await createDivisionWithDepartments(t.db, f.institute.id, 'Many', codes);
    const { errors } = await f.importCsv(csvOf([educatorRecord(270, { department_code: 'NOPE' })]));
    const all = ['D00', 'D01', 'D02', 'D03', 'D04', 'D05', 'D06', 'D07', 'D08', 'D09', 'D10'];
    expect(errors).toEqual([
      `Row 2: Department Code NOPE does not exist. Department codes: ${[
        ...all,
        ...['D11', 'D12', 'D13', 'D14', 'D15', 'D16', 'D17', 'D18', 'D19'],
      ].join(', ')} and 5 more (see Divisions in the institute settings)`,
    ]);
  });
});
