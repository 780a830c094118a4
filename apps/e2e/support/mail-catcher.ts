import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpServer } from '../../server/test/smtp.js';
import type { StoredEmail } from './mailbox';

export interface MailCatcher {
  /** smtp://127.0.0.1:<port>, for the server's SMTP_URL. */
  url: string;
  close(): Promise<void>;
}

/**
 * The API tests' SMTP server (apps/server/test/smtp.ts), run by the global setup in the runner
 * process. Tests run in worker processes, so it shares what it receives through files: one JSON file
 * per email in `dir`, named so that they sort by arrival, written to a temporary name first so a
 * reader never sees half a file.
 */
export async function startMailCatcher(dir: string): Promise<MailCatcher> {
  let seq = 0;
  const { url, close } = await startSmtpServer({
    onEmail({ to, recipients, subject, text }) {
      const receivedAt = Date.now();
      const email: StoredEmail = { to, recipients, subject, text, receivedAt };
      seq += 1;
      const name = `${String(receivedAt).padStart(15, '0')}-${String(seq).padStart(5, '0')}`;
      const temporary = path.join(dir, `${name}.tmp`);
      writeFileSync(temporary, JSON.stringify(email, null, 2));
      renameSync(temporary, path.join(dir, `${name}.json`));
    },
  });
  return { url, close };
}
