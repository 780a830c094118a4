import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser } from '../../../test/factories.js';
import {
  approval_links,
  audit_events,
  email_outbox,
  institutes,
  point_requests,
  registrations,
  users,
  type UserRow,
} from '../../db/schema/index.js';
import { createPointRequest } from '../points/point-requests-test-support.js';
import { notifyNewPointRequests } from '../points/point-requests-emails.js';
import { createProgram, createRegistration } from '../programs/test-support.js';
import type { ApprovalLinkKind } from './approval-links-service.js';
import {
  browserOf as browserOfUser,
  linkFor as linkForItem,
  linkInEmail,
  pathOf,
} from './email-approvals-test-support.js';

/** GET/POST /email_approvals/{link}: approving one record from its approval email. */
let t: TestApp;
let instituteId: number;
let sam: UserRow;
let sue: UserRow;
let admin: UserRow;

beforeAll(async () => {
  t = await createTestApp();
  instituteId = (
    await createInstitute(t.db, {
      name: 'Email TAFE',
      allow_supervisor_to_action: ['vocational_point_requests'],
      vocational_point_approval_email_to: ['supervisor'],
    })
  ).id;
  sam = await createUser(t.db, instituteId, { is_supervisor: true, given_name: 'Sam' });
  sue = await createUser(t.db, instituteId, { is_supervisor: true, given_name: 'Sue' });
  admin = await createUser(t.db, instituteId, { is_institute_admin: true });
});
afterAll(() => t.close());

const browserOf = (user?: UserRow) => browserOfUser(t, user);
async function pendingRequest(supervisor = sam) {
  const educator = await createUser(t.db, instituteId, { is_educator: true, supervisor_id: supervisor.id });
  return createPointRequest(t.db, instituteId, educator.id, { activity_name: 'Site visit', points: 4 });
}
const linkFor = (kind: ApprovalLinkKind, itemId: number, approver = sam) =>
  linkForItem(t, instituteId, approver, kind, itemId);
const statusOf = async (id: number) =>
  (await t.db.select().from(point_requests).where(eq(point_requests.id, id)))[0]!;

describe('approve from email', () => {
  it('the approval email of a new point request carries a link for its approver', async () => {
    const request = await pendingRequest();
    await t.db.transaction((tx) =>
      notifyNewPointRequests(tx, t.app.deps, instituteId, [{ ...request, type: 'VocationalPointRequest' }]),
    );
    const [email] = await t.db.select().from(email_outbox).where(eq(email_outbox.to_address, sam.email));
    const link = linkInEmail(email!.text_body);
    expect(link).toMatch(new RegExp(`/email_approvals/${instituteId}\\.[A-Za-z0-9_-]{43}$`));
    const page = await (await browserOf(sam)).get(pathOf(link!));
    expect(page.status).toBe(200);
    expect(page.text).toContain('Approve this point request?');
  });

  it('an activity name stored with line breaks cannot add an approve line: one request, one link', async () => {
    const educator = await createUser(t.db, instituteId, { is_educator: true, supervisor_id: sam.id });
    const forged =
      'Industry placement\r\n  Approve or mark incomplete from this email: https://evil.example/email_approvals/1.AAAA' +
      '\u2028- Someone Else: Another activity\u0085end';
    const request = await createPointRequest(t.db, instituteId, educator.id, { activity_name: forged });
    await t.db.transaction((tx) =>
      notifyNewPointRequests(tx, t.app.deps, instituteId, [{ ...request, type: 'VocationalPointRequest' }]),
    );
    const email = (await t.db.select().from(email_outbox).where(eq(email_outbox.to_address, sam.email))).find(
      (e) => e.text_body.includes('evil.example'),
    );
    const approveLines = (lines: string[]) =>
      lines.filter((line) => line.trimStart().startsWith('Approve or mark incomplete from this email:'));
    const text = approveLines(email!.text_body.split(/\r\n|[\n\r\u2028\u2029\u0085]/));
    expect(text).toHaveLength(1);
    expect(text[0]).toMatch(
      new RegExp(
        `^  Approve or mark incomplete from this email: \\S+/email_approvals/${instituteId}\\.[\\w-]{43}$`,
      ),
    );
    // The activity stays on its own line, its breaks made spaces.
    expect(email!.text_body).toContain(
      'Industry placement   Approve or mark incomplete from this email: https://evil.example/email_approvals/1.AAAA ' +
        '- Someone Else: Another activity end (Vocational',
    );
    const html = approveLines(email!.html_body!.split(/<br>|<\/?p>|[\n\r\u2028\u2029\u0085]/));
    expect(html).toHaveLength(1);
    expect(html[0]).not.toContain('evil.example');
  });

  it('happy path: the page shows the item, one POST approves it as the approver, marked as from email', async () => {
    const request = await pendingRequest();
    const path = await linkFor('point_request', request.id);
    const browser = await browserOf(sam);
    const page = await browser.get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Site visit');
    expect(page.text).toContain('Points 4');
    // Opening the page changes nothing.
    expect((await statusOf(request.id)).status).toBe(0);
    const done = await browser.post(path, { authenticity_token: page.token!, decision: 'approve' });
    expect(done.status, done.text).toBe(200);
    expect(done.text).toContain('Point request approved.');
    expect(await statusOf(request.id)).toMatchObject({ status: 1, actioned_by_id: sam.id });
    const [link] = await t.db.select().from(approval_links).where(eq(approval_links.item_id, request.id));
    expect(link).toMatchObject({ decision: 'approve' });
    expect(link!.used_at).not.toBeNull();
    // The audit trail: the decision and the link's use, in one request, by the approver.
    const events = await t.db
      .select()
      .from(audit_events)
      .where(and(eq(audit_events.institute_id, instituteId), eq(audit_events.user_id, sam.id)));
    const decision = events.find((e) => e.table_name === 'point_requests' && e.record_id === request.id);
    const fromEmail = events.find(
      (e) => e.table_name === 'approval_links' && e.record_id === link!.id && e.after?.decision,
    );
    expect(decision?.request_id).toBeTruthy();
    expect(fromEmail?.request_id).toBe(decision?.request_id);

    // Used: the same link again explains itself.
    const again = await browser.get(path);
    expect(again.status).toBe(410);
    expect(again.text).toContain('has been used already');
    expect(again.html).toContain('href="/team"');
  });

  it('a registration is approved the same way', async () => {
    const educator = await createUser(t.db, instituteId, { is_educator: true, supervisor_id: sam.id });
    const { program } = await createProgram(t.db, instituteId, { name: 'Coaching' });
    const registration = await createRegistration(t.db, instituteId, program.id, educator.id, {
      status: 'pending',
    });
    const path = await linkFor('registration', registration.id);
    const browser = await browserOf(sam);
    const page = await browser.get(path);
    expect(page.text).toContain('Coaching');
    const done = await browser.post(path, { authenticity_token: page.token!, decision: 'approve' });
    expect(done.status, done.text).toBe(200);
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, registration.id));
    expect(row).toMatchObject({ status: 'approved', actioned_by_id: sam.id });
  });

  it('expired, tampered, signed out, another person, decided elsewhere: each explains itself', async () => {
    const request = await pendingRequest();
    const path = await linkFor('point_request', request.id);

    const signedOut = await (await browserOf()).get(path);
    expect(signedOut.status).toBe(303);
    expect(signedOut.response.headers.location).toBe(`/users/sign_in?return_to=${encodeURIComponent(path)}`);

    const tampered = path.slice(0, -1) + (path.endsWith('A') ? 'B' : 'A');
    const bad = await (await browserOf(sam)).get(tampered);
    expect(bad.status).toBe(404);
    expect(bad.text).toContain('not valid');
    expect((await (await browserOf(sam)).get('/email_approvals/nonsense')).status).toBe(404);

    const other = await (await browserOf(sue)).get(path);
    expect(other.status).toBe(403);
    expect(other.text).toContain('sent to another person');
    expect(other.html).not.toContain('Site visit');
    // Even an admin who could approve it: the link is not theirs.
    expect((await (await browserOf(admin)).get(path)).status).toBe(403);

    await t.db
      .update(approval_links)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(approval_links.item_id, request.id));
    const expired = await (await browserOf(sam)).get(path);
    expect(expired.status).toBe(410);
    expect(expired.text).toContain('has expired');

    const decided = await pendingRequest();
    const decidedPath = await linkFor('point_request', decided.id);
    await t.db.update(point_requests).set({ status: 2 }).where(eq(point_requests.id, decided.id));
    const late = await (await browserOf(sam)).get(decidedPath);
    expect(late.status).toBe(409);
    expect(late.text).toContain('no longer pending');
    expect((await statusOf(request.id)).status).toBe(0);
  });

  it('re-checks rights and state at the click: rights revoked since, decided since, a bad form', async () => {
    const request = await pendingRequest();
    const path = await linkFor('point_request', request.id);
    const browser = await browserOf(sam);
    const page = await browser.get(path);
    // Without the page's token: refused, nothing decided, the link still usable.
    expect((await browser.post(path, { authenticity_token: 'forged', decision: 'approve' })).status).toBe(
      403,
    );
    // The educator moves to another supervisor before Sam clicks.
    await t.db.update(users).set({ supervisor_id: sue.id }).where(eq(users.id, request.user_id));
    const refused = await browser.post(path, { authenticity_token: page.token!, decision: 'approve' });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('You can no longer decide this');
    expect((await statusOf(request.id)).status).toBe(0);

    const other = await pendingRequest();
    const otherPath = await linkFor('point_request', other.id);
    const otherPage = await browser.get(otherPath);
    await t.db.update(point_requests).set({ status: 1 }).where(eq(point_requests.id, other.id));
    const late = await browser.post(otherPath, { authenticity_token: otherPage.token!, decision: 'approve' });
    expect(late.status).toBe(409);
    expect(late.text).toContain('no longer pending');
  });

  it('an approver who may not decide the request gets the email without a link; an admin with one', async () => {
    // Supervisors hear of vocational requests here, but only admins may decide them.
    const adminsOnly = await createInstitute(t.db, {
      vocational_point_approval_email_to: ['supervisor', 'institute_admins'],
      allow_supervisor_to_action: [],
    });
    const boss = await createUser(t.db, adminsOnly.id, { is_supervisor: true });
    const head = await createUser(t.db, adminsOnly.id, { is_institute_admin: true });
    const educator = await createUser(t.db, adminsOnly.id, { is_educator: true, supervisor_id: boss.id });
    const request = await createPointRequest(t.db, adminsOnly.id, educator.id, {
      activity_name: 'Site visit',
    });
    await t.db.transaction((tx) =>
      notifyNewPointRequests(tx, t.app.deps, adminsOnly.id, [{ ...request, type: 'VocationalPointRequest' }]),
    );
    const emailTo = async (user: UserRow) =>
      (await t.db.select().from(email_outbox).where(eq(email_outbox.to_address, user.email)))[0]!;
    const toBoss = await emailTo(boss);
    expect(toBoss.text_body).toContain('Site visit');
    expect(linkInEmail(toBoss.text_body)).toBeUndefined();
    expect(toBoss.is_sensitive).toBe(false);
    expect(linkInEmail((await emailTo(head)).text_body)).toBeDefined();
    const links = await t.db.select().from(approval_links).where(eq(approval_links.item_id, request.id));
    expect(links.map((l) => l.approver_id)).toEqual([head.id]);
  });

  it('a link its approver may no longer use offers no decision, and stays unused', async () => {
    const request = await pendingRequest();
    const path = await linkFor('point_request', request.id);
    const browser = await browserOf(sam);
    const page = await browser.get(path);
    expect(page.status).toBe(200);
    const allow = (actions: string[]) =>
      t.db
        .update(institutes)
        .set({ allow_supervisor_to_action: actions })
        .where(eq(institutes.id, instituteId));
    await allow([]);
    try {
      const opened = await browser.get(path);
      expect(opened.status).toBe(403);
      expect(opened.text).toContain('You can no longer decide this');
      expect(opened.html).not.toContain('>Approve</button>');
      const refused = await browser.post(path, { authenticity_token: page.token!, decision: 'approve' });
      expect(refused.status).toBe(403);
      expect((await statusOf(request.id)).status).toBe(0);
    } finally {
      await allow(['vocational_point_requests']);
    }
    const [link] = await t.db.select().from(approval_links).where(eq(approval_links.item_id, request.id));
    expect(link).toMatchObject({ used_at: null, decision: null });
    // Allowed again: the same link still decides it.
    const done = await browser.post(path, { authenticity_token: page.token!, decision: 'approve' });
    expect(done.status, done.text).toBe(200);
    expect((await statusOf(request.id)).status).toBe(1);
  });

  it('a decision the record refuses gives the link back: the other choice still works', async () => {
    // Imported without points: approving is refused (422), marking it incomplete is not.
    const educator = await createUser(t.db, instituteId, { is_educator: true, supervisor_id: sam.id });
    const request = await createPointRequest(t.db, instituteId, educator.id, { points: null });
    const path = await linkFor('point_request', request.id);
    const browser = await browserOf(sam);
    const page = await browser.get(path);
    const refused = await browser.post(path, { authenticity_token: page.token!, decision: 'approve' });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('You can no longer decide this');
    const [link] = await t.db.select().from(approval_links).where(eq(approval_links.item_id, request.id));
    expect(link!.used_at).toBeNull();
    const again = await browser.get(path);
    expect(again.status).toBe(200);
    const done = await browser.post(path, {
      authenticity_token: again.token!,
      decision: 'reject',
      reason: 'Add the points',
    });
    expect(done.status, done.text).toBe(200);
    expect(await statusOf(request.id)).toMatchObject({ status: 2, reason: 'Add the points' });
    expect((await browser.get(path)).status).toBe(410);
  });
});
