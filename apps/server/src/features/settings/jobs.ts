import type { AppDeps } from '../../app-deps.js';
import type { JobRegistry } from '../../plugins/jobs.js';
import { sweepUnreferencedUploads } from './upload-sweep.js';

export const UPLOAD_SWEEP_JOB = 'upload-sweep';

/** Nightly (03:17 UTC): deletes uploaded files that no row references any more. */
export function settingsJobs(jobs: JobRegistry, deps: Pick<AppDeps, 'db' | 'storage'>) {
  jobs.schedule(UPLOAD_SWEEP_JOB, '17 3 * * *', () => sweepUnreferencedUploads(deps));
}
