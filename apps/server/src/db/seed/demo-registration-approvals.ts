import { and, asc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../client.js';
import {
  attendances,
  domains,
  institutes,
  points_histories,
  programs,
  registrations,
  users,
  workshops,
} from '../schema/index.js';
import { todayIn } from '../../lib/today.js';
import { refreshProgramDates } from '../../features/programs/workshops-service.js';

/*
 * The approval queue's demo data (issue 15). The demo institute holds elective registrations for
 * approval (demo-data.ts), so the demo supervisor (supervisor@demo.test, Sue Visor) finds her
 * educators' pending registrations for several live electives on /registrations; decided ones
 * (approved, declined with a reason, completed), registered over the past months, give the
 * statistics view figures across the passport year. Dates are days from today, as in demo-programs.ts.
 */

type Decided = 'approved' | 'incomplete' | 'completed';

interface ApprovalProgramSeed {
  /** An existing demo program by name, or a new elective with its workshops (days from today). */
  name: string;
  workshops?: { name: string; day: number; presenter: string; points: number }[];
  summary?: string;
  /** Sue's educators by number (educator{n}@demo.test): pending, registered `daysAgo`. */
  pending: { educator: number; daysAgo: number }[];
  decided: { educator: number; daysAgo: number; state: Decided }[];
}

const DECLINED_REASON =
  'This elective is for teachers in their first year: please choose the advanced session.';

const SEEDS: ApprovalProgramSeed[] = [
  {
    name: 'Digital Classroom Tools',
    pending: [
      { educator: 1, daysAgo: 2 },
      { educator: 2, daysAgo: 5 },
      { educator: 3, daysAgo: 9 },
    ],
    decided: [{ educator: 17, daysAgo: 12, state: 'approved' }],
  },
  {
    name: 'Inclusive Practice in the Classroom',
    summary: 'Universal design for learning and reasonable adjustments, with your own unit as the example.',
    workshops: [
      { name: 'Universal design for learning', day: 20, presenter: 'Dr Maya Lewis', points: 2 },
      { name: 'Reasonable adjustments clinic', day: 27, presenter: 'Dr Maya Lewis', points: 2 },
    ],
    pending: [
      { educator: 4, daysAgo: 1 },
      { educator: 5, daysAgo: 3 },
      { educator: 6, daysAgo: 6 },
      { educator: 7, daysAgo: 14 },
    ],
    decided: [
      { educator: 15, daysAgo: 40, state: 'approved' },
      { educator: 16, daysAgo: 35, state: 'incomplete' },
    ],
  },
  {
    name: 'Feedback That Works',
    summary: 'Short, specific feedback students act on: audio, rubrics and peer review.',
    workshops: [{ name: 'Feedback studio', day: 33, presenter: 'Tom Becker', points: 1.5 }],
    pending: [
      { educator: 8, daysAgo: 4 },
      { educator: 9, daysAgo: 8 },
    ],
    decided: [{ educator: 14, daysAgo: 65, state: 'approved' }],
  },
  {
    name: 'Classroom Behaviour Essentials',
    summary: 'De-escalation and routines for adult learners. Ran earlier this year.',
    workshops: [{ name: 'Routines and de-escalation', day: -45, presenter: 'Helen Zhou', points: 2 }],
    pending: [],
    decided: [
      { educator: 10, daysAgo: 130, state: 'completed' },
      { educator: 11, daysAgo: 110, state: 'completed' },
      { educator: 12, daysAgo: 100, state: 'completed' },
      { educator: 13, daysAgo: 95, state: 'incomplete' },
      { educator: 18, daysAgo: 85, state: 'approved' },
      { educator: 19, daysAgo: 75, state: 'completed' },
    ],
  },
];

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const daysAgo = (days: number, hour = 0) => new Date(Date.now() - days * 86_400_000 + hour * 3_600_000);

async function findOrCreateProgram(
  tx: Transaction,
  instituteId: number,
  seed: ApprovalProgramSeed,
  tz: string,
) {
  const [existing] = await tx
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.institute_id, instituteId), eq(programs.name, seed.name)));
  if (existing) return existing.id;
  const [domain] = await tx
    .select({ id: domains.id })
    .from(domains)
    .where(eq(domains.institute_id, instituteId))
    .orderBy(asc(domains.display_order))
    .limit(1);
  const [program] = await tx
    .insert(programs)
    .values({
      institute_id: instituteId,
      name: seed.name,
      program_type: 'elective',
      domain_id: domain?.id ?? null,
      published: true,
      published_at: daysAgo(150),
      summary_description: seed.summary ?? null,
      contact_name: 'Learning Services',
      contact_email: 'learning@demo.test',
    })
    .returning({ id: programs.id });
  const today = todayIn(tz);
  await tx.insert(workshops).values(
    (seed.workshops ?? []).map((w) => ({
      institute_id: instituteId,
      program_id: program!.id,
      name: w.name,
      start_time: sql`(${`${addDays(today, w.day)} 09:30`}::timestamp at time zone ${tz})`,
      end_time: sql`(${`${addDays(today, w.day)} 12:30`}::timestamp at time zone ${tz})`,
      presenter: w.presenter,
      points: w.points,
    })) as never,
  );
  await refreshProgramDates(tx, instituteId, program!.id);
  return program!.id;
}

/** Pending and decided registrations of the demo supervisor's educators (see above). */
export async function seedDemoRegistrationApprovals(tx: Transaction, instituteId: number) {
  const [institute] = await tx.select().from(institutes).where(eq(institutes.id, instituteId));
  const [supervisor] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.institute_id, instituteId), eq(users.email, 'supervisor@demo.test')));
  const educatorIds = new Map(
    (
      await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.institute_id, instituteId), eq(users.supervisor_id, supervisor!.id)))
    ).map((u) => [u.email, u.id]),
  );
  const educator = (n: number) => educatorIds.get(`educator${n}@demo.test`)!;

  for (const seed of SEEDS) {
    const programId = await findOrCreateProgram(tx, instituteId, seed, institute!.timezone);
    const programWorkshops = await tx
      .select({ id: workshops.id, points: workshops.points, start_time: workshops.start_time })
      .from(workshops)
      .where(and(eq(workshops.institute_id, instituteId), eq(workshops.program_id, programId)));
    for (const { educator: n, daysAgo: days } of seed.pending) {
      await tx
        .insert(registrations)
        .values({
          institute_id: instituteId,
          program_id: programId,
          user_id: educator(n),
          status: 'pending',
          created_by_id: educator(n),
          created_at: daysAgo(days, n % 9),
        })
        .onConflictDoNothing();
    }
    for (const { educator: n, daysAgo: days, state } of seed.decided) {
      const completed = state === 'completed';
      const [row] = await tx
        .insert(registrations)
        .values({
          institute_id: instituteId,
          program_id: programId,
          user_id: educator(n),
          status: state === 'incomplete' ? 'incomplete' : 'approved',
          rejection_reason: state === 'incomplete' ? DECLINED_REASON : null,
          completed,
          completed_at: completed ? daysAgo(40) : null,
          hurdle: completed,
          created_by_id: educator(n),
          created_at: daysAgo(days, n % 9),
          actioned_by_id: supervisor!.id,
          actioned_at: daysAgo(days - 2),
        })
        .onConflictDoNothing()
        .returning({ id: registrations.id });
      if (!row || !completed) continue;
      await tx.insert(attendances).values(
        programWorkshops.map((w) => ({
          institute_id: instituteId,
          registration_id: row.id,
          workshop_id: w.id,
          present: true,
        })),
      );
      await tx.insert(points_histories).values({
        institute_id: instituteId,
        user_id: educator(n),
        type: 'PointsProgram',
        date: todayIn(institute!.timezone, programWorkshops[0]?.start_time ?? daysAgo(45)),
        points: programWorkshops.reduce((sum, w) => sum + Number(w.points), 0),
        program_id: programId,
        registration_id: row.id,
        learning_journey_equivalent: false,
      });
    }
  }
}
