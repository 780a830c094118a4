import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { StoredEmail } from './mailbox';

export interface MailCatcher {
  /** smtp://127.0.0.1:<port>, for the server's SMTP_URL. */
  url: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1, run by the global setup in the runner process. Tests run in worker
 * processes, so it shares what it receives through files: one JSON file per email in `dir`, named so
 * that they sort by arrival, written to a temporary name first so a reader never sees half a file.
 */
export async function startMailCatcher(dir: string): Promise<MailCatcher> {
  let seq = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const headerTo = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : mail.to?.text;
          const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const receivedAt = Date.now();
          const email: StoredEmail = {
            to: headerTo ?? recipients.join(', '),
            recipients,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            receivedAt,
          };
          seq += 1;
          const name = `${String(receivedAt).padStart(15, '0')}-${String(seq).padStart(5, '0')}`;
          const temporary = path.join(dir, `${name}.tmp`);
          writeFileSync(temporary, JSON.stringify(email, null, 2));
          renameSync(temporary, path.join(dir, `${name}.json`));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
