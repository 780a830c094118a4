import { randomUUID } from 'node:crypto';
import type { TActivityInterval, TPointRequestType } from '@pdp/contract';
import type { Database } from '../../server/src/db/client.js';
import { point_requests } from '../../server/src/db/schema/index.js';
import { insertProfile } from './database';
import type { SeededUser, UserSpec } from './seed';

/*
 * Pending point requests of a test's own educator. Educators submit them in the mobile app (no API
 * here), so they are written straight into the run's database, as the app's server would store them.
 */

export interface PendingRequestSpec {
  type?: TPointRequestType;
  points?: number | null;
  /** Default: a unique "Industry placement <suffix>". */
  activityName?: string;
  /** Default: today. */
  activityDate?: string | null;
  duration?: number | null;
  interval?: TActivityInterval | null;
  informTeachingPractice?: string | null;
  learningJourneyEquivalent?: boolean;
  /** How long ago it was last updated, so a test can set the table's order. */
  updatedMinutesAgo?: number;
}

export interface SeededPointRequest {
  id: number;
  activityName: string;
  points: number | null;
}

const uniqueSuffix = () => randomUUID().replaceAll('-', '').slice(0, 8);

/** One pending request of `educator`, as complete as an approval needs unless the spec blanks a field. */
export async function seedPendingPointRequest(
  db: Database,
  educator: Pick<SeededUser, 'id' | 'instituteId'>,
  spec: PendingRequestSpec = {},
): Promise<SeededPointRequest> {
  const activityName = spec.activityName ?? `Industry placement ${uniqueSuffix()}`;
  const points = spec.points === undefined ? 3 : spec.points;
  const updatedAt = new Date(Date.now() - (spec.updatedMinutesAgo ?? 0) * 60_000);
  const [row] = await db
    .insert(point_requests)
    .values({
      institute_id: educator.instituteId,
      user_id: educator.id,
      type: spec.type ?? 'VocationalPointRequest',
      status: 0,
      points,
      activity_name: activityName,
      activity_date:
        spec.activityDate === undefined ? new Date().toISOString().slice(0, 10) : spec.activityDate,
      activity_duration: spec.duration === undefined ? 2 : spec.duration,
      activity_interval: spec.interval === undefined ? 'days' : spec.interval,
      inform_teaching_practice:
        spec.informTeachingPractice === undefined
          ? 'Brings current industry practice into my classes.'
          : spec.informTeachingPractice,
      related_to_units: 'BSBOPS304',
      student_benefit: 'Students see the tools used in the workplace today.',
      learning_journey_equivalent: spec.learningJourneyEquivalent ?? false,
      created_by_id: educator.id,
      created_at: updatedAt,
      updated_at: updatedAt,
    })
    .returning({ id: point_requests.id });
  if (!row) throw new Error('The point request was not inserted');
  return { id: row.id, activityName, points };
}

/** What the seeding needs of `Seed`: its users. */
interface MakesUsers {
  user(spec?: UserSpec): Promise<SeededUser>;
}

/**
 * An educator one step from a passport: a Sessional Teacher (5 professional and 5 vocational points,
 * a completed profile) whose profile of the current period is completed, with no points yet.
 */
export async function seedSessionalEducatorWithProfile(seed: MakesUsers, db: Database): Promise<SeededUser> {
  const supervisor = await seed.user({ roles: ['supervisor'] });
  const educator = await seed.user({
    roles: ['educator'],
    employmentType: 'Sessional Teacher',
    supervisorId: supervisor.id,
  });
  await insertProfile(db, { ...educator, supervisorId: supervisor.id }, 'completed');
  return educator;
}
