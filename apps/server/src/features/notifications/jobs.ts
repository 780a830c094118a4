import type { AppDeps } from '../../app-deps.js';
import type { Attempt, JobRegistry } from '../../plugins/jobs.js';
import { EMAIL_DELIVERY_JOB, type EmailDelivery } from './mailer.js';
import { logFailedReminder } from './reminder-sends-repository.js';
import { DELIVERY_EXPIRE_SECONDS, EmailStillSendingError } from './smtp-delivery.js';

/**
 * One delivery attempt; after the last one fails, a reminder's failure goes to the notification log
 * (not when an earlier attempt still held the email: that one decides whether it was delivered).
 */
export async function deliverEmail(
  deps: Pick<AppDeps, 'mailer' | 'db'>,
  outboxId: number,
  attempt: Attempt,
): Promise<void> {
  try {
    await deps.mailer.deliverQueued(outboxId, attempt);
  } catch (error) {
    if (attempt.isLast && !(error instanceof EmailStillSendingError))
      await logFailedReminder(deps.db, outboxId, (error as Error).message);
    throw error;
  }
}

/**
 * Email delivery: one job per outbox email. Nine attempts over two to three hours (the waits double
 * from about 30 s up to an hour), so an SMTP outage of that length loses nothing. Each email is its
 * own job: a recipient whose address fails never holds up the others. An attempt is given up after
 * DELIVERY_EXPIRE_SECONDS (smtp-delivery.ts: the attempt's own bounds sit inside it).
 */
export function notificationJobs(jobs: JobRegistry, deps: Pick<AppDeps, 'mailer' | 'db'>) {
  jobs.define<EmailDelivery>(
    EMAIL_DELIVERY_JOB,
    { retryLimit: 8, retryDelay: 30, retryDelayMax: 3600, expireInSeconds: DELIVERY_EXPIRE_SECONDS },
    (job, attempt) => deliverEmail(deps, job.outboxId, attempt),
  );
}
