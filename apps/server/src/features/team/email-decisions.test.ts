import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { fieldErrorOf } from '../../../test/forms.js';
import {
  approval_links,
  audit_events,
  delegations,
  email_outbox,
  point_requests,
  registrations,
  users,
  type UserRow,
} from '../../db/schema/index.js';
import { createPointRequest } from '../points/point-requests-test-support.js';
import { createProgram, createRegistration, daysFromNow } from '../programs/test-support.js';
import { browserOf, linkFor, linkInEmail, pathOf } from './email-approvals-test-support.js';

/**
 * Registrations' approval emails and their links, and the other decision a link offers: reject a
 * registration, mark a point request incomplete, each with a reason, from the email.
 */
let t: TestApp;
let instituteId: number;
let otherInstituteId: number;
let sam: UserRow;
let sue: UserRow;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  instituteId = (
    await createInstitute(t.db, {
      name: 'Links TAFE',
      registrations_require_approval_enabled: true,
      elective_registrations_require_approval: true,
      allow_supervisor_to_action: ['vocational_point_requests'],
    })
  ).id;
  otherInstituteId = (await createInstitute(t.db, { name: 'Other TAFE' })).id;
  sam = await createUser(t.db, instituteId, { is_supervisor: true, given_name: 'Sam' });
  sue = await createUser(t.db, instituteId, { is_supervisor: true, given_name: 'Sue' });
});
afterAll(() => t.close());

const educatorOf = (supervisor: UserRow) =>
  createUser(t.db, instituteId, {
    is_educator: true,
    given_name: `Eve${++n}`,
    family_name: 'Learner',
    email: `eve${n}@links.test`,
    supervisor_id: supervisor.id,
  });
const programNamed = async (name: string, program_type: 'elective' | 'learning_journey' = 'elective') =>
  (
    await createProgram(t.db, instituteId, { name, program_type }, [
      { name: 'Day 1', start_time: daysFromNow(20, 2) },
    ])
  ).program;
const pendingRegistration = async (supervisor = sam) => {
  const educator = await educatorOf(supervisor);
  const program = await programNamed(`Program ${n}`);
  return createRegistration(t.db, instituteId, program.id, educator.id, { status: 'pending' });
};
const registrationRow = async (id: number) =>
  (await t.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;
/** The page's Reject / Mark incomplete form, filled in. */
const rejection = (token: string, reason: string) => ({
  authenticity_token: token,
  decision: 'reject',
  reason,
});
const emailsTo = (address: string) =>
  t.db.select().from(email_outbox).where(eq(email_outbox.to_address, address));

describe('the registration approval email', () => {
  it('an educator registering for a program that needs approval: the supervisor gets a bound link, in the same transaction', async () => {
    const educator = await educatorOf(sam);
    const program = await programNamed('Coaching Circles');
    const client = apiClient(t.app, await loginAs(t.app, educator));
    const response = await client.post(`/api/v1/my/programs/${program.id}/registrations`);
    expect(response.statusCode, response.body).toBe(201);
    const [registration] = await t.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.program_id, program.id), eq(registrations.user_id, educator.id)));
    expect(registration!.status).toBe('pending');

    const [email] = (await emailsTo(sam.email)).filter(
      (e) => e.subject === 'Registration to approve: Coaching Circles',
    );
    expect(email).toBeDefined();
    expect(email!.is_sensitive).toBe(true);
    expect(email!.text_body).toContain(`${educator.given_name} Learner registered for a program`);
    expect(email!.text_body).toContain('Program: Coaching Circles');
    const link = linkInEmail(email!.text_body);
    expect(link).toMatch(new RegExp(`/email_approvals/${instituteId}\\.[A-Za-z0-9_-]{43}$`));
    const [row] = await t.db
      .select()
      .from(approval_links)
      .where(and(eq(approval_links.kind, 'registration'), eq(approval_links.item_id, registration!.id)));
    expect(row).toMatchObject({ approver_id: sam.id, institute_id: instituteId, used_at: null });

    // Bound: only Sam can use it.
    expect((await (await browserOf(t, sue)).get(pathOf(link!))).status).toBe(403);
    const page = await (await browserOf(t, sam)).get(pathOf(link!));
    expect(page.status).toBe(200);
    expect(page.text).toContain('Approve this registration?');
    expect(page.text).toContain('Coaching Circles');
    expect(page.html).toContain('>Reject</button>');
  });

  it('a supervisor away: their delegate gets the email too, on their behalf, with a link of their own', async () => {
    const dee = await createUser(t.db, instituteId, { is_supervisor: true, given_name: 'Dee' });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const [delegation] = await t.db
      .insert(delegations)
      .values({
        institute_id: instituteId,
        supervisor_id: sam.id,
        delegate_id: dee.id,
        starts_on: day(-2),
        ends_on: day(2),
      })
      .returning();
    try {
      const educator = await educatorOf(sam);
      const program = await programNamed('Mentoring Basics');
      const client = apiClient(t.app, await loginAs(t.app, educator));
      expect((await client.post(`/api/v1/my/programs/${program.id}/registrations`)).statusCode).toBe(201);
      const subject = 'Registration to approve: Mentoring Basics';
      const [toSam] = (await emailsTo(sam.email)).filter((e) => e.subject === subject);
      const [toDee] = (await emailsTo(dee.email)).filter((e) => e.subject === subject);
      expect(toSam!.text_body).not.toContain('on behalf of');
      expect(toDee!.text_body).toContain(
        `needs your approval (on behalf of ${sam.given_name} ${sam.family_name}).`,
      );
      const [samLink, deeLink] = [linkInEmail(toSam!.text_body)!, linkInEmail(toDee!.text_body)!];
      expect(deeLink).not.toBe(samLink);
      // Each link is its own approver's: Dee's opens for Dee, not for Sam.
      expect((await (await browserOf(t, dee)).get(pathOf(deeLink))).status).toBe(200);
      expect((await (await browserOf(t, sam)).get(pathOf(deeLink))).status).toBe(403);
    } finally {
      await t.db.delete(delegations).where(eq(delegations.id, delegation!.id));
    }
  });

  it('no approval email when the registration needs none, or the educator has no active supervisor', async () => {
    const educator = await educatorOf(sue);
    const client = apiClient(t.app, await loginAs(t.app, educator));
    const open = await programNamed('Open Elective', 'learning_journey');
    expect((await client.post(`/api/v1/my/programs/${open.id}/registrations`)).statusCode).toBe(201);
    await t.db.update(users).set({ active: false }).where(eq(users.id, sue.id));
    const guarded = await programNamed('Guarded Elective');
    expect((await client.post(`/api/v1/my/programs/${guarded.id}/registrations`)).statusCode).toBe(201);
    await t.db.update(users).set({ active: true }).where(eq(users.id, sue.id));
    expect(
      (await emailsTo(sue.email)).filter((e) => e.subject.startsWith('Registration to approve')),
    ).toEqual([]);
  });
});

describe('reject or mark incomplete from the link', () => {
  it('a registration: a missing reason shows the form again (422); a reason rejects it and tells the educator', async () => {
    const registration = await pendingRegistration();
    const path = await linkFor(t, instituteId, sam, 'registration', registration.id);
    const browser = await browserOf(t, sam);
    const page = await browser.get(path);
    const blank = await browser.post(path, rejection(page.token!, '  '));
    expect(blank.status).toBe(422);
    expect(fieldErrorOf(blank.html, 'reason')).toBe("can't be blank");
    expect((await registrationRow(registration.id)).status).toBe('pending');
    const unnamed = await browser.post(path, { authenticity_token: page.token!, decision: 'maybe' });
    expect(unnamed.status).toBe(422);
    expect(unnamed.text).toContain('Choose Approve or Reject');

    const done = await browser.post(path, rejection(page.token!, 'Clashes with exams'));
    expect(done.status, done.text).toBe(200);
    expect(done.text).toContain('Registration rejected. The educator is told, with your reason.');
    expect(await registrationRow(registration.id)).toMatchObject({
      status: 'incomplete',
      rejection_reason: 'Clashes with exams',
      actioned_by_id: sam.id,
    });
    const [link] = await t.db
      .select()
      .from(approval_links)
      .where(eq(approval_links.item_id, registration.id));
    expect(link).toMatchObject({ kind: 'registration', decision: 'reject' });
    // The audit trail: the rejection and the link's use in one request, so it reads as from email.
    const events = await t.db.select().from(audit_events).where(eq(audit_events.user_id, sam.id));
    const decision = events.find((e) => e.table_name === 'registrations' && e.record_id === registration.id);
    const fromEmail = events.find((e) => e.table_name === 'approval_links' && e.record_id === link!.id);
    expect(decision?.request_id).toBeTruthy();
    expect(fromEmail?.request_id).toBe(decision?.request_id);
    const educator = (await t.db.select().from(users).where(eq(users.id, registration.user_id)))[0]!;
    const [notice] = await emailsTo(educator.email);
    expect(notice!.subject).toMatch(/^Registration not approved: /);
    expect(notice!.text_body).toContain('Reason: Clashes with exams');
    // Used.
    expect((await browser.get(path)).status).toBe(410);
  });

  it('a point request: Approve keeps the points asked; Mark incomplete needs a reason and tells the educator', async () => {
    const educator = await educatorOf(sam);
    const request = await createPointRequest(t.db, instituteId, educator.id, {
      activity_name: 'Site visit',
      points: 3,
    });
    const path = await linkFor(t, instituteId, sam, 'point_request', request.id);
    const browser = await browserOf(t, sam);
    const page = await browser.get(path);
    expect(page.text).toContain('Approves the 3 points as requested');
    expect(page.html).toContain('>Mark incomplete</button>');
    const blank = await browser.post(path, { authenticity_token: page.token!, decision: 'reject' });
    expect(blank.status).toBe(422);
    expect(fieldErrorOf(blank.html, 'reason')).toBe("can't be blank");

    const done = await browser.post(path, rejection(page.token!, 'Attach the agenda'));
    expect(done.status, done.text).toBe(200);
    expect(done.text).toContain('Point request marked incomplete.');
    const [row] = await t.db.select().from(point_requests).where(eq(point_requests.id, request.id));
    expect(row).toMatchObject({ status: 2, reason: 'Attach the agenda', actioned_by_id: sam.id });
    const [notice] = await emailsTo(educator.email);
    expect(notice!.subject).toBe('Activity incomplete: Site visit');
    expect(notice!.text_body).toContain('Reason: Attach the agenda');
  });

  it('refused when the rights are gone since the email: no longer a supervisor', async () => {
    const registration = await pendingRegistration(sue);
    const path = await linkFor(t, instituteId, sue, 'registration', registration.id);
    const browser = await browserOf(t, sue);
    const page = await browser.get(path);
    await t.db.update(users).set({ is_supervisor: false }).where(eq(users.id, sue.id));
    try {
      const refused = await browser.post(path, rejection(page.token!, 'No'));
      expect(refused.status).toBe(403);
      expect(refused.text).toContain('You can no longer decide this');
      expect((await registrationRow(registration.id)).status).toBe('pending');
    } finally {
      await t.db.update(users).set({ is_supervisor: true }).where(eq(users.id, sue.id));
    }
  });

  it('a registration link: signed out, another institute, expired, tampered, already decided', async () => {
    const registration = await pendingRegistration();
    const path = await linkFor(t, instituteId, sam, 'registration', registration.id);
    const signedOut = await (await browserOf(t)).post(path, { decision: 'approve' });
    expect(signedOut.status).toBe(303);
    expect(signedOut.response.headers.location).toContain('/users/sign_in?return_to=');

    const outsider = await createUser(t.db, otherInstituteId, { is_institute_admin: true });
    const foreign = await (await browserOf(t, outsider)).get(path);
    expect(foreign.status).toBe(403);
    expect(foreign.html).not.toContain('Program');
    // The same token under the other institute's id finds nothing there.
    const moved = path.replace(`/${instituteId}.`, `/${otherInstituteId}.`);
    expect((await (await browserOf(t, outsider)).get(moved)).status).toBe(404);

    const tampered = path.slice(0, -2) + (path.endsWith('AA') ? 'BB' : 'AA');
    expect((await (await browserOf(t, sam)).get(tampered)).text).toContain('not valid');

    await t.db
      .update(approval_links)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(approval_links.item_id, registration.id));
    const expired = await (await browserOf(t, sam)).get(path);
    expect(expired.status).toBe(410);
    expect(expired.html).toContain('href="/team"');

    const decided = await pendingRegistration();
    const decidedPath = await linkFor(t, instituteId, sam, 'registration', decided.id);
    const browser = await browserOf(t, sam);
    const page = await browser.get(decidedPath);
    await t.db.update(registrations).set({ status: 'approved' }).where(eq(registrations.id, decided.id));
    const late = await browser.post(decidedPath, rejection(page.token!, 'x'));
    expect(late.status).toBe(409);
    expect(late.text).toContain('no longer pending');
  });

  it('every malformed link gets the HTML "not valid" page, never a JSON error', async () => {
    const browser = await browserOf(t, sam);
    const hostile = [
      '1.%00',
      `1.${'A'.repeat(5000)}`,
      '..%2F..%2Fapi%2Fv1%2Fme',
      '1.%E2%9C%93%F0%9F%98%80',
      '%E0%A4%A',
      '1.abc/def',
      `${instituteId}.${'A'.repeat(42)}%00`,
    ];
    for (const value of hostile) {
      const opened = await browser.get(`/email_approvals/${value}`);
      expect(opened.status, value).toBe(404);
      expect(opened.response.headers['content-type'], value).toContain('text/html');
      expect(opened.html, value).toContain('Open My Team');
      // Posted (no form token): the HTML page too.
      const posted = await browser.post(`/email_approvals/${value}`, { decision: 'approve' });
      expect(posted.response.headers['content-type'], value).toContain('text/html');
    }
    expect((await browser.get('/email_approvals/1.%00')).text).toContain('This approval link is not valid');
  });
});
