import { apiClient, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { eq } from 'drizzle-orm';
import { programs, type UserRow } from '../../db/schema/index.js';
import { createProgram, createRegistration, daysFromNow } from '../programs/test-support.js';

/**
 * The approval queue's tests' institute (Melbourne time, passport year from July): an admin, two
 * supervisors (Sam supervises Ann and Bob, Sue supervises Cal), a facilitator and an educator; two
 * programs; pending registrations of each supervisor's educators; and another institute's pending one.
 */
export async function seedApprovalWorld(t: TestApp, options: { emailPrefix?: string } = {}) {
  const db = t.db;
  const prefix = options.emailPrefix ?? 'q';
  const home = await createInstitute(db, {
    name: 'Approvals Home',
    timezone: 'Australia/Melbourne',
    points_anniversary_month: 7,
    registrations_require_approval_enabled: true,
    elective_registrations_require_approval: true,
  });
  const other = await createInstitute(db, { name: 'Approvals Other' });
  const user = (overrides: Parameters<typeof createUser>[2]) => createUser(db, home.id, overrides);
  const admin = await user({ is_institute_admin: true, given_name: 'Ada', family_name: 'Admin' });
  const sam = await user({ is_supervisor: true, given_name: 'Sam', family_name: 'Super' });
  const sue = await user({ is_supervisor: true, given_name: 'Sue', family_name: 'Visor' });
  const facilitator = await user({ is_facilitator: true });
  const educator = await user({ is_educator: true });
  const learner = (given: string, family: string, supervisor: UserRow) =>
    user({
      is_educator: true,
      given_name: given,
      family_name: family,
      email: `${prefix}-${given.toLowerCase()}@school.test`,
      supervisor_id: supervisor.id,
    });
  const bob = await learner('Bob', 'Baker', sam);
  const ann = await learner('Ann', 'Archer', sam);
  const cal = await learner('Cal', 'Carter', sue);

  const digital = (
    await createProgram(db, home.id, { name: 'Digital Teaching', program_type: 'elective' }, [
      { name: 'Kick-off', start_time: daysFromNow(30, 2) },
    ])
  ).program;
  const assess = (
    await createProgram(db, home.id, { name: 'Assessment Design', program_type: 'learning_journey' }, [
      { name: 'Mapping', start_time: daysFromNow(40, 2) },
    ])
  ).program;
  // The programs' dates as saving their workshops set them (createProgram answers the row before).
  const reread = async (id: number) => (await db.select().from(programs).where(eq(programs.id, id)))[0]!;
  const programRows = { digital: await reread(digital.id), assess: await reread(assess.id) };
  const register = (
    programId: number,
    userId: number,
    overrides: Parameters<typeof createRegistration>[4] = {},
  ) => createRegistration(db, home.id, programId, userId, { status: 'pending', ...overrides });
  const registrations = {
    annDigital: await register(digital.id, ann.id, { created_at: new Date('2026-08-10T02:00:00Z') }),
    bobAssess: await register(assess.id, bob.id, { created_at: new Date('2026-09-05T02:00:00Z') }),
    calDigital: await register(digital.id, cal.id, { created_at: new Date('2026-07-20T02:00:00Z') }),
    annAssess: await register(assess.id, ann.id, { status: 'approved' }),
  };
  const otherProgram = (await createProgram(db, other.id)).program;
  const stranger = await createUser(db, other.id, { is_educator: true });
  const otherRegistration = await createRegistration(db, other.id, otherProgram.id, stranger.id, {
    status: 'pending',
  });

  const client = async (row: UserRow) => apiClient(t.app, await loginAs(t.app, row));
  return {
    home,
    other,
    programs: programRows,
    users: { admin, sam, sue, facilitator, educator, ann, bob, cal },
    registrations,
    otherRegistration,
    register,
    as: {
      admin: await client(admin),
      sam: await client(sam),
      sue: await client(sue),
      facilitator: await client(facilitator),
      educator: await client(educator),
      anonymous: apiClient(t.app),
    },
  };
}
export type ApprovalWorld = Awaited<ReturnType<typeof seedApprovalWorld>>;
