import type { Transporter } from 'nodemailer';
import type { AppConfig } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import type { Attempt, Jobs } from '../../plugins/jobs.js';
import { brandPlainEmail } from './email-template.js';
import * as outbox from './outbox-repository.js';
import {
  createSmtpTransport,
  DELIVERY_TIMING,
  EmailStillSendingError,
  sendWithin,
  type DeliveryTiming,
} from './smtp-delivery.js';

/** A file sent with an email (a profile PDF). */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  from?: string;
  instituteId?: number | null;
  /** The body holds a secret (say, a reset link): wiped from the outbox once delivered, attachments too. */
  isSensitive?: boolean;
  /** Stored in the outbox as base64 until delivered. */
  attachments?: EmailAttachment[];
}

/** The job that delivers one outbox email: `{ outboxId }`. */
export const EMAIL_DELIVERY_JOB = 'email-delivery';
export interface EmailDelivery {
  outboxId: number;
}

/**
 * Every email is written to the outbox first, inside the caller's transaction when there is one, with
 * a delivery job beside it (plugins/jobs.ts), so it is sent once the transaction commits and never if
 * it rolls back; the job retries with backoff while SMTP fails. Without SMTP_URL no job is queued:
 * the email stays in the outbox (status "outbox") for a developer to read with `npm run admin -- outbox`.
 */
export function createMailer(
  db: Database,
  /** `appUrl`: the app's public URL, where an uploaded logo is fetched from (email-template.ts logoSrc). */
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'> & Partial<Pick<AppConfig, 'appUrl'>>,
  jobs: Pick<Jobs, 'enqueue'>,
  /** How long a delivery attempt and its claim last (smtp-delivery.ts); tests make them short. */
  timing: DeliveryTiming = DELIVERY_TIMING,
) {
  const transport: Transporter | undefined = config.smtpUrl ? createSmtpTransport(config.smtpUrl) : undefined;
  const toRow = (email: OutgoingEmail): outbox.NewOutboxRow => ({
    institute_id: email.instituteId ?? null,
    to_address: email.to,
    from_address: email.from ?? config.mailFrom,
    subject: email.subject,
    text_body: email.text,
    html_body: email.html,
    status: transport ? 'pending' : 'outbox',
    is_sensitive: email.isSensitive ?? false,
    attachments: email.attachments?.length
      ? email.attachments.map((a) => ({
          filename: a.filename,
          content_type: a.contentType,
          content_base64: a.content.toString('base64'),
        }))
      : null,
  });
  const deliver = (executor: Executor, outboxIds: number[]) =>
    transport
      ? jobs.enqueue<EmailDelivery>(
          executor,
          EMAIL_DELIVERY_JOB,
          outboxIds.map((outboxId) => ({ outboxId })),
        )
      : Promise.resolve();

  /**
   * The one template layer (docs/emails.md): an institute's email written as plain text gets the
   * branded HTML and the institute's sender (email-template.ts brandPlainEmail); one query per batch.
   */
  const brand = async (executor: Executor, emails: OutgoingEmail[]): Promise<OutgoingEmail[]> => {
    const ids = [
      ...new Set(emails.filter((e) => e.html === undefined && e.instituteId).map((e) => e.instituteId!)),
    ];
    const branding = new Map((await outbox.brandingOf(executor, ids)).map((b) => [b.id, b]));
    return emails.map((email) => {
      const institute = email.instituteId ? branding.get(email.instituteId) : undefined;
      return institute ? brandPlainEmail(institute, config.mailFrom, email, config.appUrl) : email;
    });
  };

  return {
    isSmtpConfigured: Boolean(transport),

    /** Writes the email to the outbox with `executor` (pass a transaction to send only if it commits). */
    queue(executor: Executor, email: OutgoingEmail): Promise<number> {
      return executor.transaction(async (tx) => {
        const [branded] = await brand(tx, [email]);
        const id = await outbox.insertEmail(tx, toRow(branded!));
        await deliver(tx, [id]);
        return id;
      });
    },

    /** Writes many emails in one statement (imports), with `executor` like `queue`; answers their outbox ids in order. */
    queueMany(executor: Executor, emails: OutgoingEmail[]): Promise<number[]> {
      if (!emails.length) return Promise.resolve([]);
      return executor.transaction(async (tx) => {
        const ids = await outbox.insertEmails(tx, (await brand(tx, emails)).map(toRow));
        await deliver(tx, ids);
        return ids;
      });
    },

    /** Queues an email on its own; it leaves in the background, so a request's timing never depends on SMTP. */
    async send(email: OutgoingEmail): Promise<void> {
      await this.queue(db, email);
    },

    /**
     * One delivery attempt of an outbox email (the email-delivery job). A failure is recorded on the
     * email and thrown, so the job is retried; after the last attempt the email is marked failed. An
     * email an earlier attempt still holds is left to it, and this attempt retried (docs/jobs.md).
     */
    async deliverQueued(outboxId: number, attempt: Attempt): Promise<void> {
      if (!transport) return;
      const email = await outbox.claimForDelivery(db, outboxId, timing.leaseSeconds);
      if (email === 'held') throw new EmailStillSendingError(outboxId);
      if (!email) return;
      try {
        await sendWithin(transport, timing, attempt.signal, {
          from: email.from_address,
          to: email.to_address,
          subject: email.subject,
          text: email.text_body,
          html: email.html_body ?? undefined,
          headers: email.headers ?? undefined,
          attachments: email.attachments?.map((a) => ({
            filename: a.filename,
            contentType: a.content_type,
            content: Buffer.from(a.content_base64, 'base64'),
          })),
        });
      } catch (error) {
        await outbox.markFailed(db, email, (error as Error).message, attempt.isLast);
        throw error;
      }
      await outbox.markSent(db, email);
    },

    close() {
      transport?.close();
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
