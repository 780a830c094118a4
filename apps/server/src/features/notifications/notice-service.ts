import { counted } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import type { InstituteRow } from '../../db/schema/index.js';
import { brandedEmail, type BrandedContent, type EmailPerson } from './email-template.js';
import * as repo from './reminder-sends-repository.js';

/**
 * Writing one batch of notification emails (issue 19; docs/jobs.md): the reminders, the workshop
 * communications and the VCM event notifications all go through here. In the caller's transaction it
 * claims each recipient's send (unique on institute, kind, recipient and period: exactly once), writes
 * the claimed ones' branded emails to the outbox, links the sends to them (a failed delivery is logged
 * against the send) and writes one notification log row.
 */

export interface NoticeRecipient extends EmailPerson {
  id: number;
}

export interface Notice<R extends NoticeRecipient> {
  institute: InstituteRow;
  /** The notification log's `notification_type` and the sends' kind. */
  kind: string;
  /** The sends' period ("day:2026-12-03", "now:<uuid>", "vcm:12:<uuid>"): one email per recipient and period. */
  periodKey: string;
  recipients: R[];
  content(recipient: R): BrandedContent;
  /** The log row's message for the number of emails written ("Profiling reminder sent to 3 educators"). */
  message(sent: number): string;
  /** Who triggered it (send-now, the VCM's actor); null for the schedule. */
  triggeredById?: number | null;
  program?: { id: number; name: string } | null;
  /** Writes the log row even when nobody was sent anything (a send-now pressed for nobody). */
  logWhenEmpty?: boolean;
}

/** Answers how many emails it wrote (0 when everyone had theirs for the period). */
export async function writeNotice<R extends NoticeRecipient>(
  deps: Pick<AppDeps, 'mailer' | 'config'>,
  tx: Executor,
  notice: Notice<R>,
): Promise<number> {
  const { institute } = notice;
  const send = {
    instituteId: institute.id,
    kind: notice.kind,
    periodKey: notice.periodKey,
    programId: notice.program?.id ?? null,
  };
  const claimed = await repo.claimSends(
    tx,
    send,
    notice.recipients.map((r) => r.id),
  );
  const sending = notice.recipients.filter((r) => claimed.has(r.id));
  const outboxIds = await deps.mailer.queueMany(
    tx,
    sending.map((r) =>
      brandedEmail(institute, deps.config.mailFrom, r, notice.content(r), deps.config.appUrl),
    ),
  );
  await repo.attachOutbox(
    tx,
    send,
    sending.map((r) => r.id),
    outboxIds,
  );
  if (sending.length || notice.logWhenEmpty) {
    await repo.insertLog(tx, {
      institute_id: institute.id,
      program_id: notice.program?.id ?? null,
      program_name: notice.program?.name ?? null,
      notification_type: notice.kind,
      message: notice.message(sending.length),
      number_of_recipients: sending.length,
      user_id: notice.triggeredById ?? null,
    });
  }
  return sending.length;
}

/** "1 educator", "3 educators": the audience is plural. */
export const countOf = (count: number, audience: string) =>
  counted(count, audience.replace(/s$/, ''), audience);
