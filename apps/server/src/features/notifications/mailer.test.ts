import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import { startSmtpServer } from '../../../test/smtp.js';
import type { DatabaseHandle } from '../../db/client.js';
import { createMailer } from './mailer.js';
import { listRecent, WIPED_BODY } from './outbox-repository.js';

/**
 * An SMTP server that keeps each message as mailparser parses it, attachments included (the shared
 * helper in test/smtp.ts keeps only the text).
 */
async function startParsingSmtpServer() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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

  it('keeps emails in the outbox when SMTP is not configured', async () => {
    const mailer = createMailer(database.db, { smtpUrl: undefined, mailFrom: 'PD Passport <no-reply@test>' });
    await mailer.send({ to: 'kept@example.test', subject: 'Kept', text: 'Stays in the outbox' });
    const [latest] = await listRecent(database.db, 1);
    expect(latest).toMatchObject({ to_address: 'kept@example.test', status: 'outbox', subject: 'Kept' });
  });

  it('delivers over SMTP and marks the email sent', async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer(database.db, { smtpUrl: smtp.url, mailFrom: 'PD Passport <no-reply@test>' });
    try {
      await mailer.send({ to: 'sent@example.test', subject: 'Hello', text: 'Delivered body' });
      const received = await smtp.waitFor('sent@example.test');
      expect(received).toMatchObject({ subject: 'Hello' });
      expect(received.text).toContain('Delivered body');
      await mailer.deliverPending();
      const [latest] = await listRecent(database.db, 1);
      expect(latest).toMatchObject({ to_address: 'sent@example.test', status: 'sent' });
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });

  it('wipes the body of a sensitive email once delivered, but keeps it while only in the outbox', async () => {
    const outboxOnly = createMailer(database.db, { smtpUrl: undefined, mailFrom: 'x@test' });
    await outboxOnly.send({
      to: 'kept-secret@example.test',
      subject: 'Reset',
      text: 'link SECRET-1',
      isSensitive: true,
    });
    expect((await listRecent(database.db, 1))[0]).toMatchObject({
      status: 'outbox',
      text_body: 'link SECRET-1',
    });

    const smtp = await startSmtpServer();
    const mailer = createMailer(database.db, { smtpUrl: smtp.url, mailFrom: 'x@test' });
    try {
      await mailer.send({
        to: 'secret@example.test',
        subject: 'Reset',
        text: 'link SECRET-2',
        isSensitive: true,
      });
      expect((await smtp.waitFor('secret@example.test')).text).toContain('SECRET-2');
      await mailer.deliverPending();
      expect((await listRecent(database.db, 1))[0]).toMatchObject({ status: 'sent', text_body: WIPED_BODY });
    } finally {
      await mailer.close();
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
    const outboxOnly = createMailer(database.db, { smtpUrl: undefined, mailFrom: 'x@test' });
    await outboxOnly.send(email);
    const [kept] = await listRecent(database.db, 1);
    expect(kept!.attachments).toEqual([
      {
        filename: 'Olivia Nguyen profile.pdf',
        content_type: 'application/pdf',
        content_base64: pdf.toString('base64'),
      },
      { filename: 'values.csv', content_type: 'text/csv', content_base64: csv.toString('base64') },
    ]);

    const smtp = await startParsingSmtpServer();
    const mailer = createMailer(database.db, { smtpUrl: smtp.url, mailFrom: 'x@test' });
    try {
      await mailer.send(email);
      await mailer.deliverPending();
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
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
      await mailer.close();
      await smtp.close();
    }
  });

  it('wipes the attachments of a sensitive email once delivered', async () => {
    const smtp = await startParsingSmtpServer();
    const mailer = createMailer(database.db, { smtpUrl: smtp.url, mailFrom: 'x@test' });
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
      await mailer.deliverPending();
      expect(smtp.received[0]!.attachments[0]!.content.toString()).toBe('SECRET-4');
      expect((await listRecent(database.db, 1))[0]).toMatchObject({
        status: 'sent',
        text_body: WIPED_BODY,
        attachments: null,
      });
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });

  it('queues many emails in one go, with and without attachments', async () => {
    const mailer = createMailer(database.db, { smtpUrl: undefined, mailFrom: 'x@test' });
    const file = Buffer.from([0, 1, 2, 255]);
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

  it('writes nothing when the surrounding transaction rolls back', async () => {
    const mailer = createMailer(database.db, { smtpUrl: undefined, mailFrom: 'x@test' });
    await expect(
      database.db.transaction(async (tx) => {
        await mailer.queue(tx, { to: 'rolled-back@example.test', subject: 'Never', text: 'Never' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const recent = await listRecent(database.db, 10);
    expect(recent.map((e) => e.to_address)).not.toContain('rolled-back@example.test');
  });
});
