import type { AppDeps } from '../../app-deps.js';
import type { JobRegistry } from '../../plugins/jobs.js';
import { pruneAuditEvents } from './service.js';

export const AUDIT_PRUNE_JOB = 'audit-prune';

/**
 * Nightly (02:41 UTC) with AUDIT_RETENTION_DAYS set: deletes older audit events. Without it nothing is
 * scheduled and every event is kept (the jobs plugin drops a schedule that is no longer declared).
 */
export function auditJobs(jobs: JobRegistry, deps: Pick<AppDeps, 'db' | 'config'>) {
  const retentionDays = deps.config.auditRetentionDays;
  if (retentionDays === undefined) return;
  jobs.schedule(AUDIT_PRUNE_JOB, '41 2 * * *', async () => {
    await pruneAuditEvents(deps.db, retentionDays);
  });
}
