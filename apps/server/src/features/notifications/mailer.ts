import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import * as outbox from './outbox-repository.js';

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

/**
 * Every email is written to the outbox first, inside the caller's transaction when there is one.
 * With SMTP_URL set it is then delivered in the background; without it, it stays in the outbox
 * (status "outbox") for a developer to read with `npm run admin -- outbox`.
 */
export function createMailer(db: Database, config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>) {
  const transport: Transporter | undefined = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : undefined;
  let running: Promise<void> | undefined;
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
  let again = false;

  async function deliverBatch(): Promise<number> {
    if (!transport) return 0;
    const claimed = await outbox.claimPending(db, 20);
    for (const email of claimed) {
      try {
        await transport.sendMail({
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
        await outbox.markSent(db, email);
      } catch (error) {
        await outbox.markFailed(db, email.id, (error as Error).message, email.attempts);
      }
    }
    return claimed.length;
  }

  /** Delivers until the outbox is empty; concurrent calls coalesce into one loop. */
  function kick(): Promise<void> {
    if (!transport) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while ((await deliverBatch()) > 0);
        } while (again);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    isSmtpConfigured: Boolean(transport),

    /** Writes the email to the outbox with `executor` (pass a transaction to send only if it commits). */
    queue(executor: Executor, email: OutgoingEmail): Promise<number> {
      return outbox.insertEmail(executor, toRow(email));
    },

    /** Writes many emails in one statement (imports); deliver with `deliverPending` after commit. */
    queueMany(executor: Executor, emails: OutgoingEmail[]): Promise<void> {
      return outbox.insertEmails(executor, emails.map(toRow));
    },

    /** Queues and starts delivery without waiting for it, so a request's timing never depends on SMTP. */
    async send(email: OutgoingEmail): Promise<void> {
      await this.queue(db, email);
      void kick().catch(() => {});
    },

    deliverPending: kick,

    async close() {
      await running;
      transport?.close();
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
