import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import { startSmtpServer } from '../../../test/smtp.js';
import type { DatabaseHandle } from '../../db/client.js';
import { createMailer } from './mailer.js';
import { listRecent, WIPED_BODY } from './outbox-repository.js';

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
