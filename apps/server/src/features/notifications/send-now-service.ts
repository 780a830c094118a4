import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import { todayIn } from '../../lib/today.js';
import { REMINDER_KINDS } from '../../reminder-kinds.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { getInstitute } from '../institutes/service.js';
import { countOf } from './notice-service.js';
import { enqueueReminderNow } from './reminder-jobs.js';
import { runReminder } from './reminder-service.js';

/** The send-now endpoints (part 1 §7) and the reminder kind each queues. */
export const SEND_NOW_KINDS = {
  profiling_reminder: 'profiling_reminder',
  supervisor_program_registration_notification: 'supervisor_program_registration',
  supervisor_profiles_waiting_notification: 'supervisor_profile_waiting',
  vcm_missing_reminder_send_now: 'vcm_missing_reminder',
  vcm_not_submitted_reminder_send_now: 'vcm_not_submitted_reminder',
  vcm_expired_reminder_send_now: 'vcm_expired_reminder',
  vcm_approver_reminder_send_now: 'vcm_approver_reminder',
  at_risk_reminder_send_now: 'at_risk_reminder',
} as const;
export type SendNowAction = keyof typeof SEND_NOW_KINDS;

/**
 * Send-now (part 1 §4): queues the reminder at once, whatever its schedule, for an institute the
 * admin acts in (another is 404), and answers the toast's message with the recipients counted now.
 * Its sends have a period of their own, so pressing it twice sends twice, as the admin asked. Where
 * the job system is off (most API tests, a CLI), it sends in the request instead.
 */
export async function sendReminderNow(
  deps: AppDeps,
  auth: ResolvedSession,
  instituteId: number,
  action: SendNowAction,
): Promise<{ message: string }> {
  // Even a super admin sends only for the institute they act in (switch to send for another).
  if (instituteId !== auth.instituteId) throw AppError.notFound('Institute');
  const institute = await getInstitute(deps.db, auth, instituteId);
  const kind = REMINDER_KINDS.find((k) => k.kind === SEND_NOW_KINDS[action])!;
  const day = todayIn(institute.timezone);
  const count = (await kind.recipients(deps.db, institute, day)).length;
  if (deps.config.jobs.enabled) {
    await enqueueReminderNow(deps, deps.db, institute, kind, auth.user.id);
  } else {
    await runReminder(deps, kind, {
      institute,
      day,
      periodKey: `now:${crypto.randomUUID()}`,
      triggeredById: auth.user.id,
    });
  }
  return { message: `${kind.label} queued for ${countOf(count, kind.audience)}` };
}
