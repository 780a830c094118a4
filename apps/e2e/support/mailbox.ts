import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { runPaths } from './env';

/** What a test gets back: the email as the recipient would read it. */
export interface ReceivedEmail {
  to: string;
  subject: string;
  text: string;
}

/** One file of the mail directory (see mail-catcher.ts). */
export interface StoredEmail extends ReceivedEmail {
  /** The SMTP envelope's recipients, lower-cased. */
  recipients: string[];
  /** Date.now() when the catcher received it. */
  receivedAt: number;
}

export interface WaitForEmailOptions {
  /** Only emails received at or after this time (ms since the epoch). The `mailbox` fixture passes the test's start. */
  since?: number;
  /** Only emails whose subject contains this text or matches this pattern. */
  subject?: string | RegExp;
}

const READ_SUFFIX = '.read';

const mailDir = () => runPaths().mailDir;

function addressedTo(email: StoredEmail, to: string): boolean {
  const wanted = to.trim().toLowerCase();
  return email.recipients.includes(wanted) || email.to.toLowerCase().includes(wanted);
}

function subjectMatches(email: StoredEmail, subject: WaitForEmailOptions['subject']): boolean {
  if (subject === undefined) return true;
  return typeof subject === 'string' ? email.subject.includes(subject) : subject.test(email.subject);
}

/** Every email the catcher has received this run, oldest first (read or not). */
export function allEmails(): StoredEmail[] {
  const dir = mailDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as StoredEmail);
}

/** Claims the oldest unread match: renaming is atomic, so two waiters never get the same email. */
function claimNext(to: string, options: WaitForEmailOptions): StoredEmail | undefined {
  const dir = mailDir();
  if (!existsSync(dir)) return undefined;
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.endsWith(`${READ_SUFFIX}.json`))
    .sort();
  for (const name of names) {
    const file = path.join(dir, name);
    let email: StoredEmail;
    try {
      email = JSON.parse(readFileSync(file, 'utf8')) as StoredEmail;
    } catch {
      continue; // claimed by another waiter in between
    }
    if (options.since !== undefined && email.receivedAt < options.since) continue;
    if (!addressedTo(email, to) || !subjectMatches(email, options.subject)) continue;
    try {
      renameSync(file, file.replace(/\.json$/, `${READ_SUFFIX}.json`));
      return email;
    } catch {
      continue;
    }
  }
  return undefined;
}

/**
 * Waits until an email to `to` arrives in the mail catcher, and answers it. Each email is answered
 * once: a second call waits for the next one, so a test that asks for two resets gets two links.
 */
export async function waitForEmail(
  to: string,
  timeoutMs = 10_000,
  options: WaitForEmailOptions = {},
): Promise<ReceivedEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const email = claimNext(to, options);
    if (email) return { to: email.to, subject: email.subject, text: email.text };
    if (Date.now() > deadline) {
      const seen = allEmails()
        .map((e) => `  ${new Date(e.receivedAt).toISOString()} to ${e.to}: ${e.subject}`)
        .join('\n');
      throw new Error(
        `No email to ${to} arrived within ${timeoutMs} ms.\nEmails this run:\n${seen || '  (none)'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first http(s) link in an email's text that contains `pathPart`. */
export function linkIn(email: ReceivedEmail, pathPart: string): string {
  const link = email.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
  if (!link)
    throw new Error(`No link containing ${pathPart} in the email "${email.subject}":\n${email.text}`);
  return link;
}
