import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  to: string;
  subject: string;
  text: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for tests that follow an email's link. */
export async function startSmtpServer() {
  const received: ReceivedEmail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          received.push({ to: to ?? '', subject: mail.subject ?? '', text: mail.text ?? '' });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits until an email to `to` arrives, and answers it. */
    async waitFor(to: string, timeoutMs = 10_000): Promise<ReceivedEmail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((email) => email.to.includes(to));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No email to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
