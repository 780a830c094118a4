import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { TProgramType } from '@pdp/contract';
import type { Transaction } from '../client.js';
import {
  attendances,
  categories,
  domains,
  institutes,
  locations,
  points_histories,
  programs,
  registrations,
  users,
  workshops,
} from '../schema/index.js';
import { todayIn } from '../../lib/today.js';
import { refreshProgramDates } from '../../features/programs/workshops-service.js';

/*
 * Demo programs (issue 14): live, draft and past programs of every type across the demo domains and
 * locations, their workshops (presenters, points, rooms), and registrations in every state: pending,
 * approved, incomplete (refused, with a reason), completed with points, with hurdle and learning
 * journey. Dates are days from "today" in the institute's time zone, so the tabs stay populated
 * whenever the demo is seeded; everything else is a fixed function of the lists below.
 */

type RegistrationState = 'pending' | 'approved' | 'incomplete' | 'completed' | 'completed_lj' | 'hurdle';

interface WorkshopSeed {
  name: string;
  /** Days from today, and the local start and end times. */
  day: number;
  from: string;
  to: string;
  presenter: string;
  points: number;
  location: number;
  room?: string;
}

interface ProgramSeed {
  name: string | null;
  code?: string;
  type: TProgramType | null;
  domain: number | null;
  category?: number;
  facilitated?: boolean;
  limit?: number;
  open?: boolean;
  published: boolean;
  description?: string;
  summary?: string;
  workshops: WorkshopSeed[];
  /** Registration states, given to the institute's registrants in turn. */
  registrations: RegistrationState[];
  /** Present at the first `attended` workshops (completed rows attend every workshop). */
  attended?: number;
}

const many = (state: RegistrationState, n: number): RegistrationState[] => Array(n).fill(state);
const ws = (
  name: string,
  day: number,
  presenter: string,
  points: number,
  location: number,
  extra: Partial<WorkshopSeed> = {},
): WorkshopSeed => ({ name, day, from: '09:00', to: '12:30', presenter, points, location, ...extra });

const DEMO_PROGRAMS: ProgramSeed[] = [
  {
    name: 'Assessment Design Masterclass',
    code: 'PD-ASSESS-01',
    type: 'learning_journey',
    domain: 0,
    category: 1,
    facilitated: true,
    limit: 20,
    published: true,
    summary: 'Design valid, fair assessment tools that meet the training package.',
    description:
      'Two hands-on sessions on mapping assessment to units of competency, writing clear instructions and validating tools with peers.',
    workshops: [
      ws('Mapping to the unit', 10, 'Dr Priya Raman', 3, 0, { room: 'B2.14' }),
      ws('Validation workshop', 17, 'Dr Priya Raman', 3, 0, { room: 'B2.14', from: '13:30', to: '16:00' }),
    ],
    registrations: [...many('approved', 12), 'hurdle'],
  },
  {
    name: 'Workplace Health & Safety Refresher',
    code: 'VOC-WHS-02',
    type: 'vocational_elective',
    domain: 1,
    category: 4,
    limit: 10,
    published: true,
    summary: 'The annual WHS refresher for trades teachers. Full: join the waitlist with Learning Services.',
    workshops: [ws('WHS refresher', 4, 'Mark Delaney', 2, 1, { room: 'Workshop 3' })],
    registrations: many('approved', 10),
  },
  {
    name: 'Digital Classroom Tools',
    code: 'PD-DIGI-03',
    type: 'elective',
    domain: 2,
    category: 2,
    facilitated: true,
    published: true,
    summary: 'Quizzes, collaborative boards and short videos your students will actually use.',
    workshops: [
      ws('Getting started', 24, 'Ana Gomez', 1.5, 2),
      ws('Interactive quizzes', 31, 'Ana Gomez', 1.5, 2),
      ws('Video feedback', 38, 'Tom Becker', 1.5, 2),
    ],
    // Electives need approval at the demo institute: these wait on the Registrations screen.
    registrations: [...many('pending', 5), ...many('approved', 4)],
  },
  {
    name: 'Industry Placement: Building Trades',
    code: 'VOC-IP-04',
    type: 'vocational_learning_journey',
    domain: 1,
    category: 0,
    facilitated: true,
    limit: 8,
    published: true,
    summary: 'Two weeks on a commercial site with a partner builder, with a debrief.',
    workshops: [
      ws('Site induction', -2, 'Jo Mitchell', 6, 1, { from: '07:30', to: '15:30' }),
      ws('Placement debrief', 12, 'Jo Mitchell', 4, 1, { room: 'T1.02' }),
    ],
    registrations: [...many('approved', 6), 'hurdle'],
    attended: 1,
  },
  {
    name: 'Mentoring New Educators',
    code: 'PD-MENTOR-05',
    type: 'learning_journey',
    domain: 3,
    category: 0,
    open: false,
    published: true,
    summary: 'Registrations are closed: mentors have been matched for this intake.',
    workshops: [ws('Mentor briefing', 45, 'Helen Zhou', 2, 0, { room: 'Library seminar room' })],
    registrations: many('approved', 3),
  },
  {
    name: 'Trauma-informed Teaching',
    code: 'PD-TIT-06',
    type: 'elective',
    domain: 3,
    category: 3,
    facilitated: true,
    published: true,
    summary: 'Recognising and responding to trauma in the adult classroom.',
    workshops: [
      ws('Understanding trauma', -30, 'Dr Sam Okafor', 2, 0),
      ws('Practical strategies', -23, 'Dr Sam Okafor', 2, 0),
    ],
    registrations: [...many('completed', 6), 'completed_lj', 'incomplete', 'approved'],
    attended: 1,
  },
  {
    name: 'Competency-Based Assessment',
    code: 'VOC-CBA-07',
    type: 'vocational_elective',
    domain: 0,
    category: 1,
    published: true,
    summary: 'Rules of evidence and principles of assessment, with worked examples.',
    workshops: [ws('Rules of evidence', -60, 'Mark Delaney', 3, 2)],
    registrations: [...many('completed', 8), 'approved'],
  },
  {
    name: 'Reconciliation in Practice',
    code: 'PD-REC-08',
    type: 'learning_journey',
    domain: 4,
    category: 0,
    published: true,
    summary: 'Embedding First Nations perspectives in vocational delivery.',
    workshops: [
      ws('Country and community', -95, 'Aunty Lorraine Jackson', 2.5, 0),
      ws('Curriculum yarning circle', -88, 'Aunty Lorraine Jackson', 2.5, 0),
    ],
    registrations: [...many('completed_lj', 4), ...many('completed', 2)],
  },
  {
    name: 'Industry Currency Day 2027',
    code: 'VOC-ICD-09',
    type: 'vocational_elective',
    domain: 1,
    category: 0,
    facilitated: true,
    published: false,
    summary: 'Draft: presenters to be confirmed.',
    workshops: [
      ws('Keynote and panels', 70, 'TBC', 2, 0, { from: '09:00', to: '11:00' }),
      ws('Site visits', 70, 'TBC', 3, 1, { from: '12:00', to: '16:00' }),
    ],
    registrations: [],
  },
  {
    name: null,
    type: null,
    domain: null,
    published: false,
    workshops: [ws('Session 1', 50, 'TBC', 1, 2)],
    registrations: [],
  },
  {
    name: 'Leadership Pathway',
    type: 'learning_journey',
    domain: 4,
    published: false,
    description: 'A year-long pathway for aspiring team leaders. Workshops to be scheduled.',
    workshops: [],
    registrations: [],
  },
];

const NORTHSIDE_PROGRAMS: ProgramSeed[] = [
  {
    name: 'Laboratory Safety Update',
    code: 'NS-LAB-01',
    type: 'vocational_elective',
    domain: 0,
    published: true,
    limit: 15,
    workshops: [ws('Chemical handling', 14, 'Dr Ivy Chen', 2, 0)],
    registrations: many('approved', 5),
  },
  {
    name: 'Teaching Apprentices',
    type: 'elective',
    domain: 1,
    published: true,
    workshops: [ws('Engaging apprentices', -20, 'Raj Patel', 2, 0)],
    registrations: many('completed', 4),
  },
  {
    name: 'EV Systems for Teachers',
    type: 'vocational_learning_journey',
    domain: 0,
    published: false,
    workshops: [ws('High-voltage safety', 40, 'TBC', 4, 0)],
    registrations: [],
  },
];

/** `YYYY-MM-DD` plus `days`. */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function seedInstitutePrograms(tx: Transaction, instituteId: number, seeds: ProgramSeed[]) {
  const [institute] = await tx.select().from(institutes).where(eq(institutes.id, instituteId));
  const tz = institute!.timezone;
  const today = todayIn(tz);
  const idsOf = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows).map((r) => r.id);
  const domainIds = await idsOf(
    tx
      .select({ id: domains.id })
      .from(domains)
      .where(eq(domains.institute_id, instituteId))
      .orderBy(asc(domains.display_order)),
  );
  const categoryIds = await idsOf(
    tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.institute_id, instituteId))
      .orderBy(asc(categories.id)),
  );
  const locationIds = await idsOf(
    tx
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.institute_id, instituteId))
      .orderBy(asc(locations.id)),
  );
  const [facilitator] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.institute_id, instituteId), eq(users.is_facilitator, true), eq(users.active, true)))
    .orderBy(asc(users.id))
    .limit(1);
  const registrants = await idsOf(
    tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.institute_id, instituteId),
          eq(users.active, true),
          or(eq(users.is_educator, true), eq(users.is_guest, true)),
        ),
      )
      .orderBy(asc(users.id)),
  );
  const at = <T>(list: T[], i: number | null | undefined) =>
    i === null || i === undefined || list.length === 0 ? null : list[i % list.length]!;

  let nextRegistrant = 0;
  for (const seed of seeds) {
    const [program] = await tx
      .insert(programs)
      .values({
        institute_id: instituteId,
        name: seed.name,
        code: seed.code ?? null,
        program_type: seed.type,
        domain_id: at(domainIds, seed.domain),
        category_id: at(categoryIds, seed.category),
        facilitator_id: seed.facilitated ? (facilitator?.id ?? null) : null,
        attendee_limit: seed.limit ?? null,
        registrations_open: seed.open ?? true,
        description: seed.description ?? null,
        summary_description: seed.summary ?? null,
        published: seed.published,
        published_at: seed.published ? new Date() : null,
        contact_name: 'Learning Services',
        contact_email: 'learning@demo.test',
      })
      .returning({ id: programs.id });
    const programId = program!.id;
    const workshopRows = seed.workshops.length
      ? await tx
          .insert(workshops)
          .values(
            seed.workshops.map((w) => ({
              institute_id: instituteId,
              program_id: programId,
              name: w.name,
              // The local date and times, in the institute's time zone.
              start_time: sql`(${`${addDays(today, w.day)} ${w.from}`}::timestamp at time zone ${tz})`,
              end_time: sql`(${`${addDays(today, w.day)} ${w.to}`}::timestamp at time zone ${tz})`,
              location_id: at(locationIds, w.location),
              room: w.room ?? null,
              presenter: w.presenter,
              points: w.points,
              pre_workshop_communication_enabled: w.day > 0,
              pre_workshop_communication_subject: w.day > 0 ? `Coming up: ${w.name}` : null,
              pre_workshop_communication_message:
                w.day > 0 ? 'Please bring your laptop and a current unit outline.' : null,
            })) as never,
          )
          .returning({ id: workshops.id, points: workshops.points })
      : [];
    // The program's dates are its workshops' first start and last end, in the institute's zone.
    await refreshProgramDates(tx, instituteId, programId);

    for (const state of seed.registrations) {
      const userId = registrants[nextRegistrant++ % registrants.length]!;
      const completed = state === 'completed' || state === 'completed_lj';
      const [registration] = await tx
        .insert(registrations)
        .values({
          institute_id: instituteId,
          program_id: programId,
          user_id: userId,
          status: state === 'pending' ? 'pending' : state === 'incomplete' ? 'incomplete' : 'approved',
          rejection_reason:
            state === 'incomplete' ? 'Please complete the prerequisite online module first.' : null,
          completed,
          completed_at: completed ? new Date() : null,
          hurdle: completed || state === 'hurdle',
          is_learning_journey: state === 'completed_lj',
        })
        .onConflictDoNothing()
        .returning({ id: registrations.id });
      if (!registration) continue;
      const attendedCount = completed
        ? workshopRows.length
        : Math.min(seed.attended ?? 0, workshopRows.length);
      if (attendedCount > 0 && state !== 'pending' && state !== 'incomplete') {
        await tx.insert(attendances).values(
          workshopRows.slice(0, attendedCount).map((w) => ({
            institute_id: instituteId,
            registration_id: registration.id,
            workshop_id: w.id,
            present: true,
          })),
        );
      }
      if (completed) {
        await tx.insert(points_histories).values({
          institute_id: instituteId,
          user_id: userId,
          type: 'PointsProgram',
          date: addDays(today, Math.max(...seed.workshops.map((w) => w.day))),
          points: workshopRows.reduce((sum, w) => sum + Number(w.points), 0),
          program_id: programId,
          registration_id: registration.id,
          domain_id: at(domainIds, seed.domain),
          learning_journey_equivalent: state === 'completed_lj',
        });
      }
    }
  }
}

/** Programs, workshops, registrations, attendance and program points for both demo institutes. */
export async function seedDemoPrograms(tx: Transaction, demoId: number, northsideId: number) {
  await seedInstitutePrograms(tx, demoId, DEMO_PROGRAMS);
  await seedInstitutePrograms(tx, northsideId, NORTHSIDE_PROGRAMS);
}
