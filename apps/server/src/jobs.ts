import { auditJobs } from './features/audit/jobs.js';
import { auditPackJobs } from './features/audit-packs/jobs.js';
import { authJobs } from './features/auth/jobs.js';
import { notificationJobs } from './features/notifications/jobs.js';
import { reminderJobs } from './features/notifications/reminder-jobs.js';
import { settingsJobs } from './features/settings/jobs.js';
import { uploadJobs } from './features/uploads/jobs.js';
import { userJobs } from './features/users/jobs.js';
import type { FeatureJobs } from './plugins/jobs.js';
import { REMINDER_KINDS } from './reminder-kinds.js';

/**
 * Every background job of the app (docs/jobs.md): the one list `app.ts` registers. Each domain keeps
 * its handlers in its own feature folder (`features/<domain>/jobs.ts`, reminder kinds in
 * `features/<domain>/reminders.ts`, composed in reminder-kinds.ts).
 */
export const FEATURE_JOBS: FeatureJobs[] = [
  notificationJobs,
  authJobs,
  settingsJobs,
  auditJobs,
  auditPackJobs,
  uploadJobs,
  userJobs,
  (jobs, deps) => reminderJobs(jobs, deps, REMINDER_KINDS),
];
