import type { Database } from '../../db/client.js';
import { attendances, programs, registrations, workshops } from '../../db/schema/index.js';
import { refreshProgramDates } from './workshops-repository.js';

/**
 * Fixtures of the programs domain, inserted directly (not through the API) so that each test starts
 * from the state it names. Workshop times are absolute instants; the program's derived dates are
 * refreshed in the institute's time zone exactly as saving a program does.
 */

type ProgramInsert = Partial<typeof programs.$inferInsert>;
type WorkshopInsert = Partial<typeof workshops.$inferInsert>;

const DAY = 86_400_000;
/** An instant `days` from now at `hour`:00 UTC. */
export const daysFromNow = (days: number, hour = 1) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};

/** A program with its workshops (default: one 3-point workshop 30 days ahead, 2 hours long). */
export async function createProgram(
  db: Database,
  instituteId: number,
  overrides: ProgramInsert = {},
  workshopList: WorkshopInsert[] = [{}],
) {
  const [program] = await db
    .insert(programs)
    .values({
      institute_id: instituteId,
      name: 'Test Program',
      program_type: 'elective',
      published: true,
      published_at: new Date(),
      ...overrides,
    })
    .returning();
  const rows = [];
  for (const [i, w] of workshopList.entries()) {
    const start = w.start_time ?? daysFromNow(30 + i);
    const [row] = await db
      .insert(workshops)
      .values({
        institute_id: instituteId,
        program_id: program!.id,
        name: `Workshop ${i + 1}`,
        points: 3,
        presenter: 'Presenter',
        ...w,
        start_time: start,
        end_time: w.end_time ?? new Date(start.getTime() + 2 * 3_600_000),
      })
      .returning();
    rows.push(row!);
  }
  await refreshProgramDates(db, instituteId, program!.id);
  return { program: program!, workshops: rows };
}

/** A registration of `userId`, approved by default, present at the given workshops. */
export async function createRegistration(
  db: Database,
  instituteId: number,
  programId: number,
  userId: number,
  overrides: Partial<typeof registrations.$inferInsert> = {},
  presentAt: number[] = [],
) {
  const [row] = await db
    .insert(registrations)
    .values({
      institute_id: instituteId,
      program_id: programId,
      user_id: userId,
      status: 'approved',
      ...overrides,
    })
    .returning();
  if (presentAt.length) {
    await db.insert(attendances).values(
      presentAt.map((workshopId) => ({
        institute_id: instituteId,
        registration_id: row!.id,
        workshop_id: workshopId,
        present: true,
      })),
    );
  }
  return row!;
}
