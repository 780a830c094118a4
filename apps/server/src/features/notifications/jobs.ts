import type { AppDeps } from '../../app-deps.js';
import type { JobRegistry } from '../../plugins/jobs.js';
import { EMAIL_DELIVERY_JOB, type EmailDelivery } from './mailer.js';

/**
 * Email delivery: one job per outbox email. Nine attempts over two to three hours (the waits double
 * from about 30 s up to an hour), so an SMTP outage of that length loses nothing.
 */
export function notificationJobs(jobs: JobRegistry, deps: Pick<AppDeps, 'mailer'>) {
  jobs.define<EmailDelivery>(
    EMAIL_DELIVERY_JOB,
    { retryLimit: 8, retryDelay: 30, retryDelayMax: 3600, expireInSeconds: 120 },
    (job, attempt) => deps.mailer.deliverQueued(job.outboxId, attempt),
  );
}
