import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../client.js';
import { institutes, point_requests, points_histories, users } from '../schema/index.js';

/*
 * The educator's own point requests (issue 21). The demo institute lets educators submit point
 * requests; the demo educator (educator1@demo.test) already has two pending ones
 * (demo-point-requests.ts) and gets one marked incomplete with a reason and one approved: the
 * approved one is the request behind her "Return to industry placement" history row
 * (demo-passports.ts), so her passport stays as seeded. Runs after the passports.
 */
export const DEMO_EDUCATOR_INCOMPLETE_REASON =
  'Please add how many hours the placement took and attach the host’s letter.';

export async function seedDemoMyPointRequests(tx: Transaction, instituteId: number) {
  await tx
    .update(institutes)
    .set({ educator_points_entry_enabled: true })
    .where(eq(institutes.id, instituteId));
  const [educator] = await tx
    .select({ id: users.id, supervisor_id: users.supervisor_id })
    .from(users)
    .where(and(eq(users.institute_id, instituteId), eq(users.email, 'educator1@demo.test')));
  if (!educator) return;
  const [history] = await tx
    .select()
    .from(points_histories)
    .where(
      and(
        eq(points_histories.institute_id, instituteId),
        eq(points_histories.user_id, educator.id),
        eq(points_histories.type, 'PointsVocational'),
      ),
    )
    .limit(1);
  const weekAgo = new Date(Date.now() - 7 * 86_400_000);
  const common = {
    institute_id: instituteId,
    user_id: educator.id,
    type: 'VocationalPointRequest' as const,
    activity_interval: 'days' as const,
    inform_teaching_practice: 'Brings current industry practice and examples into my classes.',
    student_benefit: 'Students work with up-to-date techniques and expectations.',
    created_by_id: educator.id,
    actioned_by_id: educator.supervisor_id,
    actioned_at: weekAgo,
    created_at: new Date(Date.now() - 10 * 86_400_000),
    updated_at: weekAgo,
  };
  await tx.insert(point_requests).values([
    {
      ...common,
      status: 2,
      points: 2,
      activity_name: 'Host employer site visit',
      activity_date: history?.date ?? null,
      activity_duration: 1,
      reason: DEMO_EDUCATOR_INCOMPLETE_REASON,
    },
    ...(history
      ? [
          {
            ...common,
            status: 1,
            points: history.points,
            activity_name: history.activity_name,
            activity_date: history.date,
            activity_duration: 5,
            approval_reason: history.approval_reason,
            points_history_id: history.id,
          },
        ]
      : []),
  ]);
}
