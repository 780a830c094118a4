import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../../test/app.js';
import { startSmtpServer } from '../../../test/smtp.js';
import { institutes } from '../../db/schema/index.js';
import { logsOf } from '../notifications/reminders-test-support.js';
import { notifyVcmEvent } from './vcms-notifications.js';
import { createVcmRow, vcmFixture, type VcmFixture } from './test-support.js';

/** The VCM event notifications (issue 19): who gets which email, the paragraph, the log, switched off. */
let t: TestApp;
let f: VcmFixture;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url });
  f = await vcmFixture(t);
  await t.db
    .update(institutes)
    .set({
      vcm_educator_submitted_notification_enabled: true,
      vcm_educator_submitted_notification_paragraph: 'Dear [given_name], a VCM is waiting.',
      vcm_approver_returns_notification_enabled: true,
      vcm_approval_notification_enabled: true,
      vcm_approval_notification_paragraph: 'Congratulations [given_name]!',
      vcm_approval_delegated_notification_enabled: true,
    })
    .where(eq(institutes.id, f.institute.id));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const as = (who: keyof VcmFixture['cookies']) => apiClient(t.app, f.cookies[who]);
const mailTo = (email: string) => smtp.received.filter((m) => m.recipients.includes(email.toLowerCase()));
const typedLogs = async (type: string) =>
  (await logsOf(t.db, f.institute.id)).filter((l) => l.notification_type === type);

describe('VCM event notifications', () => {
  it('approval: the educator gets the institute paragraph and the fact; one log row by the approver', async () => {
    const owner = await f.newEducator();
    const vcm = await createVcmRow(t.db, f.catalogue, {
      owner,
      approver: f.people.approver,
      responses: { U1: 'approved' },
    });
    expect((await as('approver').put(`/api/v1/vcms/${vcm.id}/approve`)).statusCode).toBe(200);
    const mail = await smtp.waitFor(owner.email);
    expect(mail.subject).toBe('Your VCM was approved');
    expect(mail.text).toContain(`Congratulations ${owner.given_name}!`);
    expect(mail.text).toContain(`was approved`);
    expect(await typedLogs('vcm_approval_notification')).toEqual([
      {
        notification_type: 'vcm_approval_notification',
        message: 'VCM approval notification sent to 1 educator',
        number_of_recipients: 1,
        user_id: f.people.approver.id,
      },
    ]);
  });

  it('return: the educator; delegation: the new approver, nobody else', async () => {
    const owner = await f.newEducator();
    const vcm = await createVcmRow(t.db, f.catalogue, {
      owner,
      approver: f.people.approver,
      responses: { U1: 'needs_attention' },
    });
    expect((await as('approver').put(`/api/v1/vcms/${vcm.id}/reject`)).statusCode).toBe(200);
    const returned = await smtp.waitFor(owner.email);
    expect(returned.subject).toBe('Your VCM needs attention');

    const other = await createVcmRow(t.db, f.catalogue, {
      owner: await f.newEducator(),
      approver: f.people.approver,
      responses: { U1: 'in_review' },
    });
    const delegated = await as('admin').put(`/api/v1/vcms/${other.id}/delegate`, {
      vcm: { approver_user_id: f.people.supervisor.id },
    });
    expect(delegated.statusCode).toBe(200);
    const toNew = await smtp.waitFor(f.people.supervisor.email);
    expect(toNew.subject).toMatch(/^VCM to approve: /);
    expect(mailTo(f.people.approver.email)).toEqual([]);
  });

  it('submitted (the educator-side call): the approver, or the institute admins without one', async () => {
    const withApprover = await createVcmRow(t.db, f.catalogue, {
      owner: await f.newEducator(),
      approver: f.people.approver,
    });
    const sent = await t.db.transaction((tx) =>
      notifyVcmEvent(t.app.deps, tx, {
        kind: 'submitted',
        instituteId: f.institute.id,
        vcmId: withApprover.id,
        actorId: withApprover.owner_user_id,
      }),
    );
    expect(sent).toBe(1);
    const mail = await smtp.waitFor(f.people.approver.email);
    expect(mail.text).toContain(`Dear ${f.people.approver.given_name}, a VCM is waiting.`);

    const orphan = await createVcmRow(t.db, f.catalogue, { owner: await f.newEducator(), approver: null });
    const event = {
      kind: 'submitted',
      instituteId: f.institute.id,
      vcmId: orphan.id,
      actorId: null,
    } as const;
    expect(await notifyVcmEvent(t.app.deps, t.db, event)).toBe(1);
    await smtp.waitFor(f.people.admin.email);
    // Another institute's VCM id is nobody's here.
    expect(await notifyVcmEvent(t.app.deps, t.db, { ...event, instituteId: f.other.id })).toBe(0);
  });

  it('switched off, or VCM off: nothing is sent and nothing logged', async () => {
    await t.db
      .update(institutes)
      .set({ vcm_approver_returns_notification_enabled: false })
      .where(eq(institutes.id, f.institute.id));
    const owner = await f.newEducator();
    const vcm = await createVcmRow(t.db, f.catalogue, {
      owner,
      approver: f.people.approver,
      responses: { U1: 'needs_attention' },
    });
    const before = (await typedLogs('vcm_approver_returns_notification')).length;
    expect((await as('approver').put(`/api/v1/vcms/${vcm.id}/reject`)).statusCode).toBe(200);
    expect((await typedLogs('vcm_approver_returns_notification')).length).toBe(before);
    const outbox = await t.db.execute(
      sql`select count(*)::int as n from email_outbox where to_address = ${owner.email}`,
    );
    expect((outbox as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('VCM off for the institute: an event whose notification is on sends nothing and logs nothing', async () => {
    const owner = await f.newEducator();
    const vcm = await createVcmRow(t.db, f.catalogue, {
      owner,
      approver: f.people.approver,
      responses: { U1: 'approved' },
    });
    await t.db.update(institutes).set({ vcm_enabled: false }).where(eq(institutes.id, f.institute.id));
    const outboxCount = async () => {
      const result = await t.db.execute(
        sql`select count(*)::int as n from email_outbox where institute_id = ${f.institute.id}`,
      );
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    try {
      const before = { logs: await logsOf(t.db, f.institute.id), outbox: await outboxCount() };
      const event = { instituteId: f.institute.id, vcmId: vcm.id, actorId: f.people.approver.id };
      // Each event's notification is switched on (beforeAll), but VCM itself is off.
      for (const kind of ['submitted', 'returned', 'approved', 'delegated'] as const)
        expect(await notifyVcmEvent(t.app.deps, t.db, { ...event, kind })).toBe(0);
      await t.app.deps.jobs.drain();
      expect(await logsOf(t.db, f.institute.id)).toEqual(before.logs);
      expect(await outboxCount()).toBe(before.outbox);
      expect(mailTo(owner.email)).toEqual([]);
    } finally {
      await t.db.update(institutes).set({ vcm_enabled: true }).where(eq(institutes.id, f.institute.id));
    }
  });
});
