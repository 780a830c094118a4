import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createInstitute } from '../../../test/factories.js';
import { startSmtpServer, type SmtpCatcher } from '../../../test/smtp.js';
import { email_outbox } from '../../db/schema/index.js';
import { oneLine } from '../../lib/email-text.js';
import { fillPlaceholders } from './email-template.js';

describe('the From of an institute’s emails, over SMTP', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('an institute name with a trailing backslash, quotes or a line break is delivered from its address', async () => {
    // A super admin gave the institute its own address and no sender name: the institute's name is used.
    const names = ['Header Institute \\', 'The "Best" \\ Institute', 'Two\r\nLines'];
    for (const [index, name] of names.entries()) {
      const institute = await createInstitute(t.db, {
        name,
        from_email_address: `noreply${index}@header-institute.test`,
        from_email_name: null,
      });
      const to = `from${index}@probe.test`;
      await t.app.deps.mailer.send({ instituteId: institute.id, to, subject: 'Hello', text: 'Hello.' });
      const arrived = await smtp.waitFor(to, { timeoutMs: 15_000 });
      expect(arrived.mail.from?.value).toEqual([
        { address: `noreply${index}@header-institute.test`, name: oneLine(name) },
      ]);
      // Marked sent once the server has taken it (a moment after it arrives).
      const rowOf = async () =>
        (await t.db.select().from(email_outbox).where(eq(email_outbox.to_address, to)))[0]!;
      await expect.poll(rowOf, { timeout: 5_000 }).toMatchObject({ status: 'sent', last_error: null });
    }
  });
});

describe('the placeholders of an institute’s texts', () => {
  it('puts a name in as written, dollar signs included', () => {
    const names = { given_name: "Jo$'", family_name: '$& $1' };
    expect(fillPlaceholders('Dear [given_name] [family_name], your VCM is due.', names)).toBe(
      "Dear Jo$' $& $1, your VCM is due.",
    );
  });
});
