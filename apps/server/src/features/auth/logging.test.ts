import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, sessionCookie, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { Browser, nextIp, signInThroughForm } from '../../../test/forms.js';
import { email_outbox } from '../../db/schema/index.js';

const WRONG_PASSWORD = 'Wrong-Secret-Pass-9!';
const RESET_PASSWORD = 'Reset-Secret-Pass-7!';
const CHANGED_PASSWORD = 'Changed-Secret-Pass-5!';
const MADE_UP_TOKEN = 'SECRET-made-up-reset-token';

describe('logs', () => {
  let t: TestApp;
  const chunks: string[] = [];
  const logText = () => chunks.join('');
  const logLines = () =>
    logText()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(chunk.toString());
        callback();
      },
    });
    t = await createTestApp({}, { logStream });
  });
  afterAll(() => t.close());

  it('never contain a password, a reset token or a cookie, and carry request ids', async () => {
    const institute = await createInstitute(t.db);
    await createUser(t.db, institute.id, { email: 'logged@example.test', is_educator: true });
    const secrets: string[] = [
      WRONG_PASSWORD,
      TEST_PASSWORD,
      RESET_PASSWORD,
      CHANGED_PASSWORD,
      MADE_UP_TOKEN,
    ];

    // A failed and a successful sign-in through the form.
    const browser = new Browser(t.app, nextIp());
    expect((await signInThroughForm(browser, 'logged@example.test', WRONG_PASSWORD)).status).toBe(401);
    expect((await signInThroughForm(browser, 'logged@example.test', TEST_PASSWORD)).status).toBe(303);
    const firstSession = browser.cookies.get('pdp_session')!;
    const csrfCookie = browser.cookies.get('pdp_csrf')!;
    secrets.push(firstSession, csrfCookie, decodeURIComponent(csrfCookie));

    // A reset: the link's token read from the outbox (no SMTP here), opened with the token in the URL, then used.
    const anonymous = new Browser(t.app, nextIp());
    const forgot = await anonymous.get('/users/password/new');
    await anonymous.post('/users/password', {
      'user[email]': 'logged@example.test',
      authenticity_token: forgot.token!,
    });
    let resetToken: string | undefined;
    for (let i = 0; i < 100 && !resetToken; i++) {
      const [email] = await t.db
        .select()
        .from(email_outbox)
        .where(eq(email_outbox.to_address, 'logged@example.test'));
      resetToken = email && /reset_password_token=(\S+)/.exec(email.text_body)?.[1];
      if (!resetToken) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(resetToken).toBeTruthy();
    secrets.push(resetToken!);

    const resetPage = await anonymous.get(`/users/password/edit?reset_password_token=${resetToken}`, {
      'x-request-id': 'reset-page-request',
    });
    expect(resetPage.text).toContain('Change your password');
    await anonymous.get(`/users/password/edit?reset_password_token=${MADE_UP_TOKEN}`);
    const reset = await anonymous.post('/users/password', {
      _method: 'put',
      'user[reset_password_token]': resetToken!,
      'user[password]': RESET_PASSWORD,
      'user[password_confirmation]': RESET_PASSWORD,
      authenticity_token: resetPage.token!,
    });
    expect(reset.status).toBe(200);

    // Sign in again and change the password through the API, once refused (422) and once accepted.
    const again = new Browser(t.app, nextIp());
    expect((await signInThroughForm(again, 'logged@example.test', RESET_PASSWORD)).status).toBe(303);
    const secondSession = again.cookies.get('pdp_session')!;
    secrets.push(secondSession);
    const api = apiClient(t.app, sessionCookie(secondSession));
    const refused = await api.put('/api/v1/users/password', {
      user: {
        current_password: WRONG_PASSWORD,
        password: CHANGED_PASSWORD,
        password_confirmation: CHANGED_PASSWORD,
      },
    });
    expect(refused.statusCode).toBe(422);
    const changed = await api.put('/api/v1/users/password', {
      user: {
        current_password: RESET_PASSWORD,
        password: CHANGED_PASSWORD,
        password_confirmation: CHANGED_PASSWORD,
      },
    });
    expect(changed.statusCode).toBe(200);

    // Something was logged, and none of it is secret.
    const text = logText();
    expect(text).toContain('request completed');
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toContain('pdp_session=');

    // One line per request, carrying its request id; a given X-Request-Id is used as that id.
    const lines = logLines();
    const requestLines = lines.filter((line) => line.msg === 'request completed');
    expect(requestLines.length).toBeGreaterThanOrEqual(10);
    for (const line of requestLines) expect(line.reqId).toEqual(expect.any(String));
    const resetLines = lines.filter((line) => line.reqId === 'reset-page-request');
    expect(resetLines.map((line) => line.msg)).toEqual(['request completed']);
    // The URL is logged, with the token's value redacted, beside the route it matched and the outcome.
    expect(resetLines[0]).toMatchObject({
      method: 'GET',
      url: '/users/password/edit?reset_password_token=[REDACTED]',
      route: '/users/password/edit',
      statusCode: 200,
      responseTime: expect.any(Number),
    });
    // A signed-in request names the institute and the user.
    const passwordChanges = requestLines.filter((line) => line.route === '/api/v1/users/password');
    expect(passwordChanges.map((line) => line.statusCode)).toEqual([422, 200]);
    for (const line of passwordChanges)
      expect(line).toMatchObject({ instituteId: expect.any(Number), userId: expect.any(Number) });
    // Request ids differ between requests.
    const ids = new Set(requestLines.map((line) => line.reqId));
    expect(ids.size).toBeGreaterThanOrEqual(10);
  });
});
