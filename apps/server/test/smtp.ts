import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  /** The To header as text, or the envelope's recipients when it has none. */
  to: string;
  /** The envelope's recipients, lower-cased. */
  recipients: string[];
  subject: string;
  text: string;
  /** The message as it was sent (headers and MIME parts). */
  raw: string;
  /** The message as mailparser reads it, attachments included. */
  mail: ParsedMail;
}

export interface SmtpServerOptions {
  /** Called with each email as it arrives (the browser tests write it where their workers read). */
  onEmail?: (email: ReceivedEmail) => void;
  /** Refuses every recipient with this reply, as a mail relay does while it is down or misconfigured. */
  refuseRecipients?: { code: number; message: string };
  /**
   * Refuses only these recipients (the keys, any case) with their reply, as a relay refuses a mailbox
   * that does not exist; everyone else is received. Off by default.
   */
  refuseAddresses?: Record<string, { code: number; message: string }>;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives: the one mail catcher of the API tests,
 * the browser tests (apps/e2e/support/mail-catcher.ts) and the mailer's failure tests.
 */
export async function startSmtpServer(options: SmtpServerOptions = {}) {
  const received: ReceivedEmail[] = [];
  const waiters: (() => void)[] = [];
  const refusedAddresses = new Map(
    Object.entries(options.refuseAddresses ?? {}).map(([address, reply]) => [address.toLowerCase(), reply]),
  );
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuseRecipients ?? refusedAddresses.get(address.address.toLowerCase());
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((mail) => {
            const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
            const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : mail.to?.text;
            const email: ReceivedEmail = {
              to: to ?? recipients.join(', '),
              recipients,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              raw: raw.toString('utf8'),
              mail,
            };
            received.push(email);
            options.onEmail?.(email);
            waiters.splice(0).forEach((wake) => wake());
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return {
    /** smtp://127.0.0.1:<port>, for the app's SMTP URL. */
    url: `smtp://127.0.0.1:${port}`,
    received,
    /**
     * Waits until an email to `to` (in its To header or its envelope) arrives, and answers it. The
     * wait is generous: a job email passes two pg-boss polls (2 s each) and, on a loaded 2-core
     * machine, a full suite beside it (a reminder test once missed 10 s there).
     *
     * `count` waits for that many emails to `to` and answers the last: pass one more than were
     * there before an action, or the wait ends at once on an earlier email.
     */
    async waitFor(to: string, { count = 1, timeoutMs = 25_000 } = {}): Promise<ReceivedEmail> {
      const deadline = Date.now() + timeoutMs;
      const isFor = (email: ReceivedEmail) =>
        email.to.includes(to) || email.recipients.includes(to.toLowerCase());
      for (;;) {
        const found = received.filter(isFor);
        if (found.length >= count) return found[count - 1]!;
        if (Date.now() > deadline)
          throw new Error(`${found.length} of ${count} emails to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpServer>>;
