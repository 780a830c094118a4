import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import { startSmtpServer } from '../../../test/smtp.js';
import type { DatabaseHandle } from '../../db/client.js';
import { createJobs } from '../../plugins/jobs.js';
import { notificationJobs } from './jobs.js';
import { brandedEmail, logoSrc } from './email-template.js';
import { createMailer, EMAIL_DELIVERY_JOB } from './mailer.js';
import { listRecent, WIPED_BODY } from './outbox-repository.js';
import { createInstitute } from '../../../test/factories.js';

/** Bytes that a careless text conversion would damage: every byte value, a PDF header, NULs. */
const binaryFile = () =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
    Buffer.from(Array.from({ length: 256 * 40 }, (_, i) => (i * 31 + (i >> 8)) % 256)),
    Buffer.from('\r\n.\r\n\0\0%%EOF\n', 'latin1'),
  ]);

describe('mailer', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const quiet = { warn: () => {}, error: (...args: unknown[]) => console.error(...args) };

  /** A mailer with its delivery jobs running on the test database, as the app wires it. */
  async function startMailer(smtpUrl: string | undefined, mailFrom = 'x@test', appUrl?: string) {
    const jobs = createJobs(database);
    const mailer = createMailer(database.db, { smtpUrl, mailFrom, appUrl }, jobs);
    notificationJobs(jobs, { mailer, db: database.db });
    await jobs.start(quiet);
    return {
      mailer,
      drain: () => jobs.drain(),
      async close() {
        await jobs.stop();
        mailer.close();
      },
    };
  }

  /** The delivery jobs of an outbox email, as pg-boss holds them: state, and seconds until it is due. */
  async function deliveryJobsOf(outboxId: number) {
    const result = await database.db.execute(
      sql`select state, extract(epoch from start_after - now())::float as due_in from pgboss.job
          where name = ${EMAIL_DELIVERY_JOB} and data->>'outboxId' = ${String(outboxId)}`,
    );
    return (result as unknown as { rows: { state: string; due_in: number }[] }).rows;
  }

  it('keeps emails in the outbox when SMTP is not configured, and queues no delivery', async () => {
    const { mailer, close } = await startMailer(undefined, 'PD Passport <no-reply@test>');
    try {
      await mailer.send({ to: 'kept@example.test', subject: 'Kept', text: 'Stays in the outbox' });
      const [latest] = await listRecent(database.db, 1);
      expect(latest).toMatchObject({ to_address: 'kept@example.test', status: 'outbox', subject: 'Kept' });
      expect(await deliveryJobsOf(latest!.id)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('puts an institute’s plain-text email on the branded template, with its sender; others stay plain', async () => {
    const smtp = await startSmtpServer();
    const { mailer, drain, close } = await startMailer(smtp.url, 'PD Passport <no-reply@test>');
    try {
      const institute = await createInstitute(database.db, {
        name: 'Branded TAFE',
        primary_color: '#123456',
        from_email_name: 'Learning Team',
        from_email_address: 'learning@branded.test',
      });
      const text = 'Hello Ann,\n\nYou are registered.\nSee you there.\n';
      await mailer.queueMany(database.db, [
        { instituteId: institute.id, to: 'ann@branded.test', subject: 'Registered', text },
        { to: 'system@branded.test', subject: 'System', text: 'Plain' },
      ]);
      const branded = await smtp.waitFor('ann@branded.test');
      const plain = await smtp.waitFor('system@branded.test');
      await drain();
      expect(branded.mail.from?.text).toBe('"Learning Team" <learning@branded.test>');
      expect(branded.text).toBe(text);
      expect(branded.mail.html).toContain('background:#123456');
      expect(branded.mail.html).toContain('<p>You are registered.<br>See you there.</p>');
      expect(branded.mail.html).toContain('Branded TAFE');
      expect(plain.mail.from?.value[0]?.address).toBe('no-reply@test');
      expect(plain.mail.html).toBe(false);
    } finally {
      await close();
      await smtp.close();
    }
  });

  it('shows an uploaded (relative) logo under the app’s public URL, an http(s) logo as it is', async () => {
    const smtp = await startSmtpServer();
    const appUrl = 'https://pdp.example.edu';
    const { mailer, drain, close } = await startMailer(smtp.url, 'PD Passport <no-reply@test>', appUrl);
    try {
      const uploaded = await createInstitute(database.db, {
        name: 'Uploaded Logo TAFE',
        logo_url: '/uploads/logos/2026/abc123.png',
      });
      const hosted = await createInstitute(database.db, {
        name: 'Hosted Logo TAFE',
        logo_url: 'https://cdn.example.test/logo.png',
      });
      const person = { email: 'logo2@branded.test', given_name: 'Lee', family_name: 'Logo' };
      await mailer.queueMany(database.db, [
        // A plain-text email the mailer puts on the template, and one written on it (the reminders').
        { instituteId: uploaded.id, to: 'logo1@branded.test', subject: 'Plain', text: 'Hello.' },
        brandedEmail(uploaded, 'x@test', person, { subject: 'Reminder', paragraphs: ['Hi.'] }, appUrl),
        { instituteId: hosted.id, to: 'logo3@branded.test', subject: 'Hosted', text: 'Hello.' },
      ]);
      const plain = await smtp.waitFor('logo1@branded.test');
      const reminder = await smtp.waitFor('logo2@branded.test');
      const hostedMail = await smtp.waitFor('logo3@branded.test');
      await drain();
      const img = `<img src="https://pdp.example.edu/uploads/logos/2026/abc123.png" alt="Uploaded Logo TAFE"`;
      expect(plain.mail.html).toContain(img);
      expect(reminder.mail.html).toContain(img);
      expect(hostedMail.mail.html).toContain('<img src="https://cdn.example.test/logo.png"');
    } finally {
      await close();
      await smtp.close();
    }
  });

  it('delivers over SMTP in the background, and marks the email sent', async () => {
    const smtp = await startSmtpServer();
    const { mailer, drain, close } = await startMailer(smtp.url, 'PD Passport <no-reply@test>');
    try {
      await mailer.send({ to: 'sent@example.test', subject: 'Hello', text: 'Delivered body' });
      // Nothing drives the delivery here: the job's worker is woken when the email is committed.
      const received = await smtp.waitFor('sent@example.test');
      expect(received).toMatchObject({ subject: 'Hello' });
      expect(received.text).toContain('Delivered body');
      await drain();
      const [latest] = await listRecent(database.db, 1);
      expect(latest).toMatchObject({ to_address: 'sent@example.test', status: 'sent', attempts: 1 });
      expect(await deliveryJobsOf(latest!.id)).toMatchObject([{ state: 'completed' }]);
    } finally {
      await close();
      await smtp.close();
    }
  });

  it('wipes the body of a sensitive email once delivered, but keeps it while only in the outbox', async () => {
    const outboxOnly = await startMailer(undefined);
    await outboxOnly.mailer.send({
      to: 'kept-secret@example.test',
      subject: 'Reset',
      text: 'link SECRET-1',
      isSensitive: true,
    });
    await outboxOnly.close();
    expect((await listRecent(database.db, 1))[0]).toMatchObject({
      status: 'outbox',
      text_body: 'link SECRET-1',
    });

    const smtp = await startSmtpServer();
    const { mailer, drain, close } = await startMailer(smtp.url);
    try {
      await mailer.send({
        to: 'secret@example.test',
        subject: 'Reset',
        text: 'link SECRET-2',
        isSensitive: true,
      });
      expect((await smtp.waitFor('secret@example.test')).text).toContain('SECRET-2');
      await drain();
      expect((await listRecent(database.db, 1))[0]).toMatchObject({ status: 'sent', text_body: WIPED_BODY });
    } finally {
      await close();
      await smtp.close();
    }
  });

  it('delivers attachments intact, and keeps them in the outbox as base64 until then', async () => {
    const pdf = binaryFile();
    const csv = Buffer.from('name,value\nÅsa,1\n', 'utf8');
    const email = {
      to: 'attached@example.test',
      subject: 'Profile',
      text: 'The profile is attached.',
      attachments: [
        { filename: 'Olivia Nguyen profile.pdf', contentType: 'application/pdf', content: pdf },
        { filename: 'values.csv', contentType: 'text/csv', content: csv },
      ],
    };
    const outboxOnly = await startMailer(undefined);
    await outboxOnly.mailer.send(email);
    await outboxOnly.close();
    const [kept] = await listRecent(database.db, 1);
    expect(kept!.attachments).toEqual([
      {
        filename: 'Olivia Nguyen profile.pdf',
        content_type: 'application/pdf',
        content_base64: pdf.toString('base64'),
      },
      { filename: 'values.csv', content_type: 'text/csv', content_base64: csv.toString('base64') },
    ]);

    const smtp = await startSmtpServer();
    const { mailer, drain, close } = await startMailer(smtp.url);
    try {
      await mailer.send(email);
      await drain();
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]?.mail;
      expect(mail!.text).toContain('The profile is attached.');
      expect(mail!.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        ['Olivia Nguyen profile.pdf', 'application/pdf'],
        ['values.csv', 'text/csv'],
      ]);
      expect(mail!.attachments[0]!.content.equals(pdf)).toBe(true);
      expect(mail!.attachments[1]!.content.equals(csv)).toBe(true);
      // Not sensitive: the outbox keeps the attachment after delivery.
      const [sent] = await listRecent(database.db, 1);
      expect(sent).toMatchObject({ status: 'sent', attachments: kept!.attachments });
    } finally {
      await close();
      await smtp.close();
    }
  });

  it('wipes the attachments of a sensitive email once delivered', async () => {
    const smtp = await startSmtpServer();
    const { mailer, drain, close } = await startMailer(smtp.url);
    try {
      await mailer.send({
        to: 'secret-file@example.test',
        subject: 'Secret',
        text: 'SECRET-3',
        isSensitive: true,
        attachments: [
          { filename: 'secret.txt', contentType: 'text/plain', content: Buffer.from('SECRET-4') },
        ],
      });
      await drain();
      expect(smtp.received[0]!.mail.attachments[0]!.content.toString()).toBe('SECRET-4');
      expect((await listRecent(database.db, 1))[0]).toMatchObject({
        status: 'sent',
        text_body: WIPED_BODY,
        attachments: null,
      });
    } finally {
      await close();
      await smtp.close();
    }
  });

  it('queues many emails in one go, with and without attachments', async () => {
    const { mailer, close } = await startMailer(undefined);
    const file = Buffer.from([0, 1, 2, 255]);
    try {
      await mailer.queueMany(database.db, [
        { to: 'many-1@example.test', subject: 'One', text: 'one' },
        {
          to: 'many-2@example.test',
          subject: 'Two',
          text: 'two',
          attachments: [{ filename: 'two.bin', contentType: 'application/octet-stream', content: file }],
        },
        { to: 'many-3@example.test', subject: 'Three', text: 'three', attachments: [] },
      ]);
    } finally {
      await close();
    }
    const recent = await listRecent(database.db, 3);
    const byTo = new Map(recent.map((e) => [e.to_address, e]));
    expect([...byTo.keys()].sort()).toEqual([
      'many-1@example.test',
      'many-2@example.test',
      'many-3@example.test',
    ]);
    expect(byTo.get('many-1@example.test')).toMatchObject({ status: 'outbox', attachments: null });
    expect(byTo.get('many-3@example.test')).toMatchObject({ text_body: 'three', attachments: null });
    expect(byTo.get('many-2@example.test')!.attachments).toEqual([
      {
        filename: 'two.bin',
        content_type: 'application/octet-stream',
        content_base64: file.toString('base64'),
      },
    ]);
  });

  it('delivers every email queued in one go, each once', async () => {
    const smtp = await startSmtpServer();
    const { mailer, drain, close } = await startMailer(smtp.url);
    const addresses = Array.from({ length: 25 }, (_, i) => `bulk-${i}@example.test`);
    try {
      await database.db.transaction((tx) =>
        mailer.queueMany(
          tx,
          addresses.map((to) => ({ to, subject: 'Welcome', text: `Hello ${to}` })),
        ),
      );
      await drain();
      expect(smtp.received.map((email) => email.to).sort()).toEqual([...addresses].sort());
      const rows = await listRecent(database.db, 25);
      expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['sent']));
    } finally {
      await close();
      await smtp.close();
    }
  });

  it('writes nothing and sends nothing when the surrounding transaction rolls back', async () => {
    const smtp = await startSmtpServer();
    const { mailer, drain, close } = await startMailer(smtp.url);
    try {
      await expect(
        database.db.transaction(async (tx) => {
          await mailer.queue(tx, { to: 'rolled-back@example.test', subject: 'Never', text: 'Never' });
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      await drain();
      const recent = await listRecent(database.db, 10);
      expect(recent.map((e) => e.to_address)).not.toContain('rolled-back@example.test');
      expect(smtp.received).toEqual([]);
    } finally {
      await close();
      await smtp.close();
    }
  });

  it('keeps a refused email for a later attempt, with backoff, and fails it after the last', async () => {
    const smtp = await startSmtpServer({
      refuseRecipients: { code: 451, message: 'Relay temporarily unavailable' },
    });
    const { mailer, drain, close } = await startMailer(smtp.url);
    try {
      await mailer.send({ to: 'refused@example.test', subject: 'Later', text: 'Try again' });
      const [email] = await listRecent(database.db, 1);
      await drain();
      expect((await listRecent(database.db, 1))[0]).toMatchObject({
        id: email!.id,
        status: 'pending',
        attempts: 1,
        last_error: expect.stringContaining('Relay temporarily unavailable'),
      });
      const [job] = await deliveryJobsOf(email!.id);
      expect(job).toMatchObject({ state: 'retry' });
      // The first retry waits the 30 s retry delay, or up to twice that (backoff with jitter).
      expect(job!.due_in).toBeGreaterThan(25);
      expect(job!.due_in).toBeLessThan(61);

      // The last attempt (run here directly rather than waiting hours for it) fails the email for good.
      await expect(mailer.deliverQueued(email!.id, { retryCount: 8, isLast: true })).rejects.toThrow(
        'Relay temporarily unavailable',
      );
      expect((await listRecent(database.db, 1))[0]).toMatchObject({ status: 'failed', attempts: 2 });
    } finally {
      await close();
      await smtp.close();
    }
  });
});

describe('logoSrc (the logo an email shows)', () => {
  it('keeps http(s) URLs, puts an app path under the public URL, and drops what a mail client cannot fetch', () => {
    expect(logoSrc('https://cdn.test/l.png', 'https://app.test')).toBe('https://cdn.test/l.png');
    expect(logoSrc('/uploads/k.png', 'https://app.test/')).toBe('https://app.test/uploads/k.png');
    expect(logoSrc('/uploads/k.png')).toBeNull();
    expect(logoSrc('//evil.test/k.png', 'https://app.test')).toBeNull();
    expect(logoSrc('javascript:alert(1)', 'https://app.test')).toBeNull();
    expect(logoSrc(null, 'https://app.test')).toBeNull();
  });
});
