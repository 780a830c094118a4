import type { AppDeps } from '../../app-deps.js';
import type { JobRegistry } from '../../plugins/jobs.js';
import { makeAuditPackRun } from './make-run-service.js';
import { AUDIT_PACK_JOB, AUDIT_PACK_QUEUE, cleanUpAuditPacks, type AuditPackJob } from './runs-service.js';

export const AUDIT_PACK_CLEANUP_JOB = 'audit-pack-cleanup';

/**
 * The audit-pack job (one per department, unit code or institute pack; not retried: a failed run says
 * so on screen and is started again by hand) and the hourly cleanup: runs whose job was given up
 * (their node stopped mid-run) are marked failed, packs past their 7 days removed.
 */
export function auditPackJobs(jobs: JobRegistry, deps: AppDeps) {
  jobs.define<AuditPackJob>(AUDIT_PACK_JOB, AUDIT_PACK_QUEUE, (job) => makeAuditPackRun(deps, job));
  jobs.schedule(AUDIT_PACK_CLEANUP_JOB, '23 * * * *', () => cleanUpAuditPacks(deps));
}
