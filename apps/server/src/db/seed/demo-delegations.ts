import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../client.js';
import { todayIn } from '../../lib/today.js';
import { delegations, institutes, users } from '../schema/index.js';
import { DEMO_LENIENT_SUPERVISOR, DEMO_SEVERE_SUPERVISOR } from './demo-planning.js';

/** The demo supervisor with the mixed queue, away now (docs/using-planning.md, "Delegation"). */
export const DEMO_AWAY_SUPERVISOR_EMAIL = 'supervisor@demo.test';

const DAY_MS = 86_400_000;
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/*
 * Delegation while away: Sue Visor (supervisor@demo.test, the mixed queue) is away, and Grace
 * Achterberg acts for her until next week, so Grace's console shows Sue's items; Sue has named Tom
 * Brennan for a week next month; and Tom's own delegation to Sue last month has ended.
 */
export async function seedDemoDelegations(tx: Transaction, instituteId: number) {
  const [institute] = await tx.select().from(institutes).where(eq(institutes.id, instituteId));
  const today = todayIn(institute!.timezone);
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.institute_id, instituteId),
        inArray(users.email, [
          DEMO_AWAY_SUPERVISOR_EMAIL,
          DEMO_LENIENT_SUPERVISOR.email,
          DEMO_SEVERE_SUPERVISOR.email,
        ]),
      ),
    );
  const idOf = (email: string) => people.find((p) => p.email === email)!.id;
  const sue = idOf(DEMO_AWAY_SUPERVISOR_EMAIL);
  const grace = idOf(DEMO_LENIENT_SUPERVISOR.email);
  const tom = idOf(DEMO_SEVERE_SUPERVISOR.email);
  const delegation = (supervisorId: number, delegateId: number, from: number, to: number) => ({
    institute_id: instituteId,
    supervisor_id: supervisorId,
    delegate_id: delegateId,
    starts_on: dayAfter(today, from),
    ends_on: dayAfter(today, to),
    created_by_id: supervisorId,
  });
  await tx.insert(delegations).values([
    delegation(sue, grace, -2, 7),
    delegation(sue, tom, 30, 36),
    {
      ...delegation(tom, sue, -40, -30),
      ended_at: new Date(Date.parse(`${dayAfter(today, -33)}T06:00:00Z`)),
    },
  ]);
}
