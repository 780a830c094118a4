import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import type { InstituteRow } from '../../db/schema/index.js';
import type { ReminderPerson } from '../../db/reminder-recipients.js';
import type { BrandedContent } from './email-template.js';
import { countOf, writeNotice } from './notice-service.js';
import * as repo from './reminder-sends-repository.js';

/**
 * The reminder kinds (issue 19; docs/jobs.md). A kind says when it is due from the institute's
 * settings, selects its recipients with one set-based query, and writes each one's email; `runReminder`
 * does the rest the same way for every kind: claims the sends (exactly once), writes the emails
 * through the mailer's outbox and one notification log row, all in one transaction.
 */

/** Who receives a reminder: the rows every kind's recipients query answers (db/reminder-recipients.ts). */
export type ReminderRecipient = ReminderPerson;

/** `R`: what a kind's recipients carry for their emails (a kind whose emails differ per recipient). */
export interface ReminderKind<R extends ReminderRecipient = ReminderRecipient> {
  /** The notification log's `notification_type` and the sends' kind. */
  kind: string;
  /** "Profiling reminder": the send-now message and the log message start with it. */
  label: string;
  /** Who receives it, plural ("educators", "supervisors"). */
  audience: string;
  /** The cadence in days from the institute's settings, or null when the reminder is off. */
  cadenceOf(institute: InstituteRow): number | null;
  /**
   * For a kind whose schedule sends once per occasion rather than on set days (the at-risk reminder:
   * one occasion per repeat in the window before the passport period ends): the occasion `day` falls
   * in, as its sends' period, or null when none. The schedule queues it every day of an occasion,
   * and a run sends only while the occasion has no sends yet, so a day missed (switched on late,
   * every node down at the send hour) is caught up by the next run. Without it: every `cadenceOf`
   * days (`isDueOn`). Send-now sends whatever the day.
   */
  occasionOf?(institute: InstituteRow, day: string): string | null;
  /** Every recipient on `day` (the institute's date), in one query, inside the institute only. */
  recipients(db: Executor, institute: InstituteRow, day: string): Promise<R[]>;
  /**
   * For a kind whose email lists things each sent once per recipient, whatever the day (the workshop
   * reminder: a line per workshop and start): the key of each of the recipient's `lines`. A run claims
   * every line (`claimLines`) and writes each recipient only the lines it claimed, so a line already
   * sent is left out and a line not yet sent leaves with the next run, whatever the days in between.
   */
  lineKeysOf?(recipient: R): string[];
  content(institute: InstituteRow, recipient: R): BrandedContent;
  /**
   * A kind that sends several batches on a day, each with its own sends' key, content and log row
   * (the workshop communications: one per workshop, exactly once per workshop and recipient). When
   * present, `runReminder` sends these instead of `recipients`/`content`.
   */
  batches?(db: Executor, institute: InstituteRow, day: string): Promise<ReminderBatch[]>;
}

export interface ReminderBatch {
  /** The sends' period for this batch ("workshop:12"), whatever the day or the run. */
  periodKey: string;
  program: { id: number; name: string } | null;
  recipients: ReminderRecipient[];
  content: BrandedContent;
  /** The log's message for the number sent. */
  message(sent: number): string;
}

/** The hour of the institute's day (its time zone) at which the daily reminders leave. */
export const REMINDER_SEND_HOUR = 7;

const DAY = 86_400_000;

/** A cadence of N days is due on the days whose number since 1970-01-01 is a multiple of N. */
export function isDueOn(day: string, everyDays: number): boolean {
  if (!Number.isInteger(everyDays) || everyDays < 1) return false;
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY) % everyDays === 0;
}

/**
 * A reminder that counts a delegator's records for their delegate (features/team/delegations) says
 * so, whatever its kind.
 */
function withOnBehalfOf(content: BrandedContent, recipient: ReminderRecipient): BrandedContent {
  if (!recipient.on_behalf_of) return content;
  const note = `You receive this on behalf of ${recipient.on_behalf_of}, for whom you are acting while they are away: it includes what waits for them.`;
  return { ...content, paragraphs: [...content.paragraphs, note] };
}

export interface ReminderRun {
  institute: InstituteRow;
  day: string;
  /** The sends' period: `day:<date>` for the schedule, `now:<uuid>` for a send-now. */
  periodKey: string;
  /** The admin who pressed send-now. */
  triggeredById?: number | null;
}

/** Sends one kind's reminder: answers how many emails it wrote (0 when everyone had theirs). */
export async function runReminder(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  kind: ReminderKind,
  run: ReminderRun,
): Promise<number> {
  if (kind.batches) return runBatches(deps, kind, run);
  return deps.db.transaction(async (tx) => {
    const everyone = await kind.recipients(tx, run.institute, run.day);
    return writeNotice(deps, tx, {
      institute: run.institute,
      kind: kind.kind,
      // A kind that claims its lines keeps each line once; its emails' own sends are this run's.
      periodKey: kind.lineKeysOf ? `${run.periodKey}:${randomUUID()}` : run.periodKey,
      recipients: kind.lineKeysOf ? await claimLines(tx, kind, run, everyone) : everyone,
      content: (recipient) => withOnBehalfOf(kind.content(run.institute, recipient), recipient),
      message: (sent) => `${kind.label} sent to ${countOf(sent, kind.audience)}`,
      triggeredById: run.triggeredById ?? null,
      logWhenEmpty: Boolean(run.triggeredById),
    });
  });
}

/**
 * Claims each recipient's lines (`lineKeysOf`): one send per recipient and line key, ever. Answers the
 * recipients with the lines they claimed (and their count), leaving out those with none. A second
 * node claiming the same lines waits on the unique index until the first commits, then claims none.
 */
async function claimLines(
  tx: Executor,
  kind: ReminderKind,
  run: ReminderRun,
  recipients: ReminderRecipient[],
): Promise<ReminderRecipient[]> {
  const keysOf = new Map(recipients.map((r) => [r.id, kind.lineKeysOf!(r)]));
  const claimed = await repo.claimLineSends(
    tx,
    { instituteId: run.institute.id, kind: kind.kind },
    recipients.flatMap((r) => keysOf.get(r.id)!.map((key) => ({ recipientId: r.id, key }))),
  );
  return recipients.flatMap((recipient) => {
    const keys = keysOf.get(recipient.id)!;
    const lines = (recipient.lines ?? []).filter((_, i) => claimed.has(`${recipient.id} ${keys[i]}`));
    return lines.length ? [{ ...recipient, lines, count: lines.length }] : [];
  });
}

async function runBatches(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  kind: ReminderKind,
  run: ReminderRun,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    let sent = 0;
    for (const batch of await kind.batches!(tx, run.institute, run.day)) {
      sent += await writeNotice(deps, tx, {
        institute: run.institute,
        kind: kind.kind,
        periodKey: batch.periodKey,
        recipients: batch.recipients,
        content: () => batch.content,
        message: batch.message,
        program: batch.program,
        triggeredById: run.triggeredById ?? null,
      });
    }
    return sent;
  });
}
