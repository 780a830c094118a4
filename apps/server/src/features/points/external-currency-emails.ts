import { POINTS_HISTORY_TYPE_LABELS, type TPointsHistoryType } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { emailText } from '../../lib/email-text.js';
import type { HistoryOwner } from './points-histories-repository.js';

/**
 * "External currency added" (issue 16, `notify_user`): tells the educator what was added to their
 * points history. Queued in the outbox in the entry's transaction, so it leaves only if the entry commits.
 */
export async function queueExternalCurrencyNotice(
  tx: Executor,
  deps: Pick<AppDeps, 'mailer'>,
  owner: HistoryOwner,
  entry: { type: TPointsHistoryType; activityName: string; points: number; date: string },
) {
  const label = POINTS_HISTORY_TYPE_LABELS[entry.type];
  await deps.mailer.queue(tx, {
    instituteId: owner.institute_id,
    to: owner.email,
    subject: `External currency added: ${entry.activityName}`,
    text:
      emailText`Hello ${owner.given_name},\n\n` +
      emailText`${label} has been added to your points history at ${owner.institute_name}:\n\n` +
      emailText`Activity: ${entry.activityName}\nDate: ${entry.date}\nPoints: ${entry.points}\n`,
  });
}
