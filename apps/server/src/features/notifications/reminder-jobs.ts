import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import type { InstituteRow } from '../../db/schema/index.js';
import type { JobRegistry, Jobs } from '../../plugins/jobs.js';
import { todayIn } from '../../lib/today.js';
import * as repo from './reminder-sends-repository.js';
import { isDueOn, REMINDER_SEND_HOUR, runReminder, type ReminderKind } from './reminder-service.js';

/**
 * The reminder schedule (docs/jobs.md). Once an hour, on the hour (UTC), `reminders-hourly` looks for
 * the institutes whose own clock reads REMINDER_SEND_HOUR and queues one `reminder` job per kind
 * that is due there today; each job sends one kind for one institute and day. Send-now queues the
 * same job with a period of its own. A job that fails is retried; the sends table keeps a retry, a
 * second node or a second hourly run from sending anyone the same reminder twice.
 */

export const REMINDER_JOB = 'reminder';
export const REMINDER_SCHEDULE_JOB = 'reminders-hourly';

export interface ReminderJob {
  instituteId: number;
  kind: string;
  /** The institute's date the reminder is for (YYYY-MM-DD). */
  day: string;
  periodKey: string;
  triggeredById?: number | null;
}

const hourFormats = new Map<string, Intl.DateTimeFormat>();
/** The hour (0–23) on the institute's clock. */
export function localHour(timeZone: string, now: Date): number {
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' });
    hourFormats.set(timeZone, format);
  }
  return Number(format.format(now));
}

/** The jobs due at `now`: each kind switched on and due today, for each institute at its send hour. */
export function dueReminders(institutes: InstituteRow[], kinds: ReminderKind[], now: Date): ReminderJob[] {
  return institutes.flatMap((institute) => {
    if (localHour(institute.timezone, now) !== REMINDER_SEND_HOUR) return [];
    const day = todayIn(institute.timezone, now);
    return kinds
      .filter((kind) => {
        const cadence = kind.cadenceOf(institute);
        if (cadence === null) return false;
        return kind.occasionOf ? kind.occasionOf(institute, day) !== null : isDueOn(day, cadence);
      })
      .map((kind) => ({ instituteId: institute.id, kind: kind.kind, day, periodKey: `day:${day}` }));
  });
}

/** The hourly run: queues the due reminders (nothing is sent here). */
export async function enqueueDueReminders(
  deps: Pick<AppDeps, 'db'> & { jobs: Pick<Jobs, 'enqueue'> },
  kinds: ReminderKind[],
  now = new Date(),
): Promise<ReminderJob[]> {
  const due = dueReminders(await repo.allInstitutes(deps.db), kinds, now);
  await deps.jobs.enqueue(deps.db, REMINDER_JOB, due);
  return due;
}

/** Send-now: the same job for today, with a period of its own (so it sends even after today's run). */
export async function enqueueReminderNow(
  deps: { jobs: Pick<Jobs, 'enqueue'> },
  executor: Executor,
  institute: InstituteRow,
  kind: ReminderKind,
  triggeredById: number,
  now = new Date(),
): Promise<void> {
  const day = todayIn(institute.timezone, now);
  await deps.jobs.enqueue<ReminderJob>(executor, REMINDER_JOB, [
    { instituteId: institute.id, kind: kind.kind, day, periodKey: `now:${randomUUID()}`, triggeredById },
  ]);
}

/** A job of the schedule (`day:<date>`), not a send-now (`now:<uuid>`). */
export const isScheduledJob = (job: Pick<ReminderJob, 'periodKey'>) => job.periodKey.startsWith('day:');

/**
 * Runs one queued reminder job (the institute may have been deleted, or the kind removed, since). A
 * scheduled job reads the institute's settings again when it runs: a reminder switched off after the
 * hourly run queued it (or between a failed attempt and its retry) sends nothing. A kind with
 * occasions (`occasionOf`) sends under its occasion's period, and nothing once the occasion has sends.
 * A send-now sends whatever the `_enabled` flag says, as the admin asked.
 */
export async function runReminderJob(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  kinds: ReminderKind[],
  job: ReminderJob,
): Promise<number> {
  const kind = kinds.find((k) => k.kind === job.kind);
  const institute = await repo.instituteById(deps.db, job.instituteId);
  if (!kind || !institute) return 0;
  let periodKey = job.periodKey;
  if (isScheduledJob(job)) {
    if (kind.cadenceOf(institute) === null) return 0;
    if (kind.occasionOf) {
      const occasion = kind.occasionOf(institute, job.day);
      if (occasion === null) return 0;
      const send = { instituteId: institute.id, kind: kind.kind, periodKey: occasion };
      if (await repo.hasSends(deps.db, send)) return 0;
      periodKey = occasion;
    }
  }
  return runReminder(deps, kind, {
    institute,
    day: job.day,
    periodKey,
    triggeredById: job.triggeredById ?? null,
  });
}

/** Declares the reminder queue and the hourly schedule, for the kinds the app composes (src/jobs.ts). */
export function reminderJobs(jobs: JobRegistry, deps: AppDeps, kinds: ReminderKind[]) {
  jobs.schedule(REMINDER_SCHEDULE_JOB, '0 * * * *', () => enqueueDueReminders(deps, kinds));
  jobs.define<ReminderJob>(REMINDER_JOB, { retryLimit: 4, retryDelay: 60 }, (job) =>
    runReminderJob(deps, kinds, job),
  );
}
