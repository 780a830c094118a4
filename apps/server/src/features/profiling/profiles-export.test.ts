import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { createUser } from '../../../test/factories.js';
import { startSmtpServer, type SmtpCatcher } from '../../../test/smtp.js';
import { email_outbox } from '../../db/schema/index.js';
import {
  addProfile,
  clientsFor,
  seedProfiling,
  type ProfilingClients,
  type ProfilingFixture,
} from './test-support.js';

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('GET /api/v1/profiles/{id}.pdf and /export_summary_supervisor', () => {
  let t: TestApp;
  let s: ProfilingFixture;
  let c: ProfilingClients;
  let smtp: SmtpCatcher;

  const filename = () => `profile-dora-done-${s.period.start}.pdf`;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
    s = await seedProfiling(t.db);
    c = await clientsFor(t.app, s);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("answers the PDF of the profile: the educator's name and the capability statements", async () => {
    const response = await c.sam.get(`/api/v1/profiles/${s.profiles.done.id}.pdf`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="${filename()}"; filename*=UTF-8''${filename()}`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Dora Done');
    expect(text).toContain(s.caps.t1.statement);
    expect(text).toContain(s.caps.i2.statement);
    expect(text).not.toContain(s.caps.tInactive.statement);
    expect(text).not.toContain(s.caps.rRetired.statement);
  });

  it('renders a profile still in progress, for an admin', async () => {
    const response = await c.admin.get(`/api/v1/profiles/${s.profiles.inProgress.id}.pdf`);
    expect(response.statusCode).toBe(200);
    expect(await pdfText(response.rawPayload)).toContain('Ivan Progress');
  });

  it("answers 403 for another supervisor's educator, 404 for another institute's, 401/403 for others", async () => {
    const forbidden = await c.sue.get(`/api/v1/profiles/${s.profiles.done.id}.pdf`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.headers['content-type']).toMatch(/^application\/json/);
    expect((await c.admin.get(`/api/v1/profiles/${s.other.profile.id}.pdf`)).statusCode).toBe(404);
    expect((await c.admin.get('/api/v1/profiles/999999.pdf')).statusCode).toBe(404);
    expect((await c.anonymous.get(`/api/v1/profiles/${s.profiles.done.id}.pdf`)).statusCode).toBe(401);
    expect((await c.educator.get(`/api/v1/profiles/${s.profiles.done.id}.pdf`)).statusCode).toBe(403);
  });

  it("emails the PDF to the educator's supervisor and answers a message naming the address", async () => {
    const response = await c.admin.get(`/api/v1/profiles/${s.profiles.done.id}/export_summary_supervisor`);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({
      message: 'The profile of Dora Done has been emailed to sam@school.test.',
    });

    const email = await smtp.waitFor('sam@school.test');
    expect(email.raw).toMatch(/Content-Type: application\/pdf/i);
    expect(email.raw).toContain(filename());
    const { mail } = email;
    expect(mail.subject).toBe('Profile of Dora Done');
    expect(mail.text).toContain('Hello Sam Supervisor');
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment).toMatchObject({ contentType: 'application/pdf', filename: filename() });
    expect(attachment!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfText(attachment!.content)).toContain('Dora Done');
  });

  it('lets a supervisor email their own educator’s profile to themselves', async () => {
    const response = await c.sue.get(
      `/api/v1/profiles/${s.profiles.sueWaiting.id}/export_summary_supervisor`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ message: string }>(response).message).toContain('sue@school.test');
    const email = await smtp.waitFor('sue@school.test');
    expect(email.raw).toContain(`profile-ursula-open-${s.period.start}.pdf`);
  });

  it('answers 400 for an educator without a supervisor, and sends nothing', async () => {
    const before = smtp.received.length;
    const response = await c.admin.get(`/api/v1/profiles/${s.profiles.orphan.id}/export_summary_supervisor`);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      title: 'Bad Request',
      code: 1,
      message: 'This educator has no active supervisor to email the profile to.',
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(before);
  });

  it('answers 400 for a supervisor who is deactivated or no longer a supervisor, and sends nothing', async () => {
    const before = smtp.received.length;
    const f = { instituteId: s.home.id, period: s.period, activeCapabilityIds: s.activeCapabilityIds };
    const formerBoss = await createUser(t.db, s.home.id, { is_supervisor: true, active: false });
    const exBoss = await createUser(t.db, s.home.id, { is_supervisor: false, is_facilitator: true });
    for (const supervisor of [formerBoss, exBoss]) {
      const educator = await createUser(t.db, s.home.id, { is_educator: true, supervisor_id: supervisor.id });
      const profile = await addProfile(t.db, f, educator, 'waiting');
      const response = await c.admin.get(`/api/v1/profiles/${profile.id}/export_summary_supervisor`);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({
        message: 'This educator has no active supervisor to email the profile to.',
      });
      expect(
        await t.db.select().from(email_outbox).where(eq(email_outbox.to_address, supervisor.email)),
      ).toEqual([]);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(before);
  });

  it("answers 403 for another supervisor's educator and 404 for another institute's profile", async () => {
    const before = smtp.received.length;
    expect(
      (await c.sue.get(`/api/v1/profiles/${s.profiles.done.id}/export_summary_supervisor`)).statusCode,
    ).toBe(403);
    expect(
      (await c.admin.get(`/api/v1/profiles/${s.other.profile.id}/export_summary_supervisor`)).statusCode,
    ).toBe(404);
    expect(
      (await c.anonymous.get(`/api/v1/profiles/${s.profiles.done.id}/export_summary_supervisor`)).statusCode,
    ).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(before);
  });
});
