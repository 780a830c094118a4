import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every email is written here first (in the caller's transaction), then delivered over SMTP when configured. */
export const email_outbox = pgTable(
  'email_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    institute_id: integer(),
    to_address: text().notNull(),
    from_address: text().notNull(),
    subject: text().notNull(),
    text_body: text().notNull(),
    html_body: text(),
    headers: jsonb().$type<Record<string, string>>(),
    /** Files sent with the email (a profile PDF), base64; wiped with the body of a sensitive email. */
    attachments: jsonb().$type<{ filename: string; content_type: string; content_base64: string }[]>(),
    /** Carries a secret (a reset link): the body is wiped once delivered. */
    is_sensitive: boolean().notNull().default(false),
    status: text({ enum: ['pending', 'sending', 'sent', 'failed', 'outbox'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    /**
     * While `sending`: until when the attempt that claimed it holds it (its lease). Another attempt
     * claims it again only after that, when the first one's node died (docs/jobs.md, "Email delivery").
     */
    sending_until: timestamp({ withTimezone: true }),
    last_error: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.status, t.created_at),
    // My notifications (issue 21): a user's emails, newest first.
    index('email_outbox_recipient_idx').on(t.institute_id, sql`lower(${t.to_address})`, t.created_at),
  ],
);
