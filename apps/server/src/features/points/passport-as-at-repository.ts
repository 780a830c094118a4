import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { employment_types } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';

/** The instant the calendar day `date` ends in `timeZone` (the next day's midnight there). */
export async function endOfDayIn(db: Executor, date: string, timeZone: string): Promise<Date> {
  const [row] = rowsOf<{ end: string }>(
    await db.execute(
      sql`select to_char((${date}::date + 1)::timestamp at time zone ${timeZone} at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS"Z"') as end`,
    ),
  );
  return new Date(row!.end);
}

/** The institute's employment types with their requirements as they are today. */
export function employmentTypeRequirements(db: Executor, instituteId: number) {
  return db
    .select({
      id: employment_types.id,
      professional_points: employment_types.professional_points,
      num_lj_required: employment_types.num_lj_required,
      vocational_points: employment_types.vocational_points,
      num_vocational_lj_required: employment_types.num_vocational_lj_required,
      profiling_tool_required: employment_types.profiling_tool_required,
    })
    .from(employment_types)
    .where(eq(employment_types.institute_id, instituteId));
}
