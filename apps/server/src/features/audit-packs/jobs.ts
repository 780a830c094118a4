import type { AppDeps } from '../../app-deps.js';
import type { JobRegistry } from '../../plugins/jobs.js';
import { makeAuditPackRun } from './make-run-service.js';
import { AUDIT_PACK_JOB, removeExpiredAuditPacks, type AuditPackJob } from './runs-service.js';

export const AUDIT_PACK_CLEANUP_JOB = 'audit-pack-cleanup';

/**
 * The audit-pack job (one per department, unit code or institute pack; not retried: a failed run says
 * so on screen and is started again by hand) and the hourly cleanup of packs past their 7 days.
 */
export function auditPackJobs(jobs: JobRegistry, deps: AppDeps) {
  jobs.define<AuditPackJob>(AUDIT_PACK_JOB, { retryLimit: 0, expireInSeconds: 60 * 60 }, (job) =>
    makeAuditPackRun(deps, job),
  );
  jobs.schedule(AUDIT_PACK_CLEANUP_JOB, '23 * * * *', () => removeExpiredAuditPacks(deps));
}
