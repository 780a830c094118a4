import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createInstitute } from '../../../test/factories.js';
import { startSmtpServer, type SmtpCatcher } from '../../../test/smtp.js';
import { email_outbox } from '../../db/schema/index.js';
import { oneLine } from '../../lib/email-text.js';
import { brandPlainEmail, fillPlaceholders } from './email-template.js';

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

describe('the links of an email’s HTML part', () => {
  const institute = {
    id: 1,
    name: 'North TAFE',
    logo_url: null,
    primary_color: '#123456',
    from_email_name: null,
    from_email_address: null,
  } as unknown as Parameters<typeof brandPlainEmail>[0];
  const htmlOf = (text: string) =>
    brandPlainEmail(
      institute,
      'PD Passport <no-reply@pdp.test>',
      { instituteId: 1, to: 'a@x.test', subject: 'S', text },
      'https://pdp.example/',
    ).html!;

  it('makes the app’s own links clickable, escaped, without the sentence’s full stop', () => {
    const page = htmlOf('Choose a password: https://pdp.example/password/new?token=a1&b=2.\n\nThanks');
    expect(page).toContain(
      '<a href="https://pdp.example/password/new?token=a1&amp;b=2">https://pdp.example/password/new?token=a1&amp;b=2</a>.',
    );
  });

  it('leaves any other address as text, also one that only starts like the app’s', () => {
    const page = htmlOf('See https://evil.example/x and https://pdp.example.evil.test/y');
    expect(page).not.toContain('<a ');
    expect(page).toContain('https://evil.example/x and https://pdp.example.evil.test/y');
  });
});
