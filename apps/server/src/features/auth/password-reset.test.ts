import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs, TEST_PASSWORD } from '../../../test/factories.js';
import {
  alertsOf,
  Browser,
  fieldErrorOf,
  inputTagOf,
  inputValueOf,
  nextIp,
  openForm,
  type Page,
  signInThroughForm,
} from '../../../test/forms.js';
import { startSmtpServer } from '../../../test/smtp.js';
import { email_outbox, password_reset_tokens, users } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';

const INFO = 'Your password has been reset. To continue please login to the PD Passport app on your device.';
const TOKEN_INVALID =
  'This password reset link is invalid or has already been used. Please request a new one.';
const TOKEN_EXPIRED = 'This password reset link has expired. Please request a new one.';
const EXPIRED_FORM = 'Your form has expired. Please try again.';
const NEW_PASSWORD = 'Brand-New-Passw0rd!';

describe('forgot and reset password', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let instituteId: number;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
    instituteId = (await createInstitute(t.db, { name: 'Harbour Institute', primary_color: '#225588' })).id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const emailsTo = (address: string) => smtp.received.filter((email) => email.to.includes(address));
  /** Waits for the n-th email to `address` (1-based) to arrive over SMTP, and answers it. */
  async function nthEmail(address: string, n: number) {
    const deadline = Date.now() + 10_000;
    while (emailsTo(address).length < n) {
      if (Date.now() > deadline)
        throw new Error(`Only ${emailsTo(address).length} of ${n} emails to ${address} arrived`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return emailsTo(address)[n - 1]!;
  }

  async function requestReset(email: string, browser = new Browser(t.app, nextIp())): Promise<Page> {
    const form = await browser.get('/users/password/new');
    return browser.post('/users/password', { 'user[email]': email, authenticity_token: form.token! });
  }

  /** Asks for a link and follows it from the n-th email received: answers its path and raw token. */
  async function resetLink(email: string, n = 1) {
    const asked = await requestReset(email);
    expect(asked.status).toBe(200);
    const received = await nthEmail(email, n);
    const match = /(https?:\/\/\S+\/users\/password\/edit\?reset_password_token=(\S+))/.exec(received.text);
    if (!match) throw new Error(`No reset link in: ${received.text}`);
    const url = new URL(match[1]!);
    return {
      url,
      path: `${url.pathname}${url.search}`,
      token: url.searchParams.get('reset_password_token')!,
      received,
    };
  }

  async function submitReset(browser: Browser, token: string, password: string, confirmation = password) {
    const form = await browser.get(`/users/password/edit?reset_password_token=${encodeURIComponent(token)}`);
    return browser.post('/users/password', {
      _method: 'put',
      'user[reset_password_token]': token,
      'user[password]': password,
      'user[password_confirmation]': confirmation,
      authenticity_token: form.token!,
    });
  }

  const passwordHashOf = async (userId: number) =>
    (await t.db.select({ hash: users.password_hash }).from(users).where(eq(users.id, userId)))[0]!.hash;

  it('GET /users/password/new shows the forgot-password form', async () => {
    const { page } = await openForm(t.app, `/users/password/new?institute=${instituteId}`);
    expect(page.text).toContain('Forgot your password?');
    expect(page.text).toContain('Harbour Institute');
    expect(page.html).toContain(`action="/users/password?institute=${instituteId}"`);
    expect(inputTagOf(page.html, 'user[email]')).toContain('aria-invalid="false"');
    expect(fieldErrorOf(page.html, 'user_email')).toBeUndefined();
  });

  it('resets the password through the emailed link, and ends the old sessions', async () => {
    const user = await createUser(t.db, instituteId, {
      email: 'reset-flow@example.test',
      given_name: 'Rosa',
    });
    const oldCookies = [await loginAs(t.app, user), await loginAs(t.app, user)];
    for (const cookie of oldCookies)
      expect((await apiClient(t.app, cookie).get('/api/v1/me')).statusCode).toBe(200);

    // Ask for a link.
    const browser = new Browser(t.app, nextIp());
    const asked = await requestReset('reset-flow@example.test', browser);
    expect(asked.status).toBe(200);
    expect(asked.text).toContain('Check your email');
    expect(asked.text).toContain('If an account exists for reset-flow@example.test');

    // The email arrives over SMTP, with a single-use link to this app.
    const email = await nthEmail('reset-flow@example.test', 1);
    expect(email.subject).toBe('Reset your PD Passport password');
    expect(email.text).toContain('Hello Rosa');
    const match = /(\S+\/users\/password\/edit\?reset_password_token=(\S+))/.exec(email.text);
    expect(match).not.toBeNull();
    const link = new URL(match![1]!);
    expect(link.origin).toBe(new URL(t.config.appUrl).origin);
    const token = link.searchParams.get('reset_password_token')!;
    expect(token.length).toBeGreaterThanOrEqual(40);

    // Only the token's hash is stored.
    const rows = await t.db
      .select()
      .from(password_reset_tokens)
      .where(eq(password_reset_tokens.user_id, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(token));
    expect(rows[0]!.used_at).toBeNull();
    expect(rows[0]!.expires_at.getTime()).toBeGreaterThan(Date.now());
    const everyRow = await t.db.select().from(password_reset_tokens);
    expect(JSON.stringify(everyRow)).not.toContain(token);

    // Following the link shows the form, the token travelling with it, branded for the user's institute.
    const form = await browser.get(`${link.pathname}${link.search}`);
    expect(form.status).toBe(200);
    expect(form.text).toContain('Change your password');
    expect(form.text).toContain('Harbour Institute');
    expect(alertsOf(form.html)).toEqual([]);
    expect(inputValueOf(form.html, 'user[reset_password_token]')).toBe(token);
    expect(inputValueOf(form.html, '_method')).toBe('put');
    expect(form.text).toContain('At least 14 characters');

    const done = await browser.post('/users/password', {
      _method: 'put',
      'user[reset_password_token]': token,
      'user[password]': NEW_PASSWORD,
      'user[password_confirmation]': NEW_PASSWORD,
      authenticity_token: form.token!,
    });
    expect(done.status).toBe(200);
    expect(done.html).toContain(`<p class="lead" role="status">${INFO}</p>`);
    expect(done.text).toContain(INFO);
    expect(done.html).not.toContain('<form');

    // The old sessions are gone.
    for (const cookie of oldCookies) {
      expect((await apiClient(t.app, cookie).get('/api/v1/me')).statusCode).toBe(401);
    }
    // The new password signs in; the old one no longer does.
    const withOld = await signInThroughForm(
      new Browser(t.app, nextIp()),
      'reset-flow@example.test',
      TEST_PASSWORD,
    );
    expect(withOld.status).toBe(401);
    expect(alertsOf(withOld.html)).toEqual(['Invalid email or password.']);
    const withNew = await signInThroughForm(
      new Browser(t.app, nextIp()),
      'reset-flow@example.test',
      NEW_PASSWORD,
    );
    expect(withNew.status).toBe(303);

    const [used] = await t.db
      .select()
      .from(password_reset_tokens)
      .where(eq(password_reset_tokens.user_id, user.id));
    expect(used!.used_at).toBeInstanceOf(Date);
  });

  it('answers an unknown email with the same page, and sends it nothing', async () => {
    await createUser(t.db, instituteId, { email: 'known-one@example.test' });
    const unknown = await requestReset('ghost@example.test');
    const known = await requestReset('known-one@example.test');
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.text).toContain('Check your email');
    expect(unknown.text.replace('ghost@example.test', 'X')).toBe(
      known.text.replace('known-one@example.test', 'X'),
    );

    // By the time the known account's email has arrived, the unknown one has long been decided.
    await nthEmail('known-one@example.test', 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(emailsTo('ghost@example.test')).toEqual([]);
    expect(
      await t.db.select().from(email_outbox).where(eq(email_outbox.to_address, 'ghost@example.test')),
    ).toEqual([]);
  });

  it('sends nothing to a deactivated account, with the same page', async () => {
    await createUser(t.db, instituteId, { email: 'deactivated@example.test', active: false });
    await createUser(t.db, instituteId, { email: 'active-two@example.test' });
    const page = await requestReset('deactivated@example.test');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Check your email');
    await requestReset('active-two@example.test');
    await nthEmail('active-two@example.test', 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(emailsTo('deactivated@example.test')).toEqual([]);
  });

  describe('errors under the email field', () => {
    it.each([
      ['blank', '', "Email can't be blank"],
      ['only spaces', '   ', "Email can't be blank"],
      ['malformed', 'not-an-email', 'Email is invalid'],
      ['without a domain', 'someone@', 'Email is invalid'],
    ])('%s email', async (_label, email, message) => {
      const page = await requestReset(email);
      expect(page.status).toBe(422);
      expect(page.text).not.toContain('Check your email');
      expect(fieldErrorOf(page.html, 'user_email')).toBe(message);
      // The message sits under the email field and is tied to it for screen readers.
      const input = inputTagOf(page.html, 'user[email]')!;
      expect(input).toContain('aria-invalid="true"');
      expect(input).toContain('aria-describedby="user_email-error"');
      expect(page.html.indexOf('id="user_email-error"')).toBeGreaterThan(
        page.html.indexOf('id="user_email"'),
      );
      expect(alertsOf(page.html)).toEqual([]);
    });

    it('refuses a forgot-password post without a valid authenticity_token', async () => {
      await createUser(t.db, instituteId, { email: 'forgot-csrf@example.test' });
      const page = await new Browser(t.app, nextIp()).post('/users/password', {
        'user[email]': 'forgot-csrf@example.test',
      });
      expect(page.status).toBe(403);
      expect(fieldErrorOf(page.html, 'user_email')).toBe(EXPIRED_FORM);
      expect(page.text).not.toContain('Check your email');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(emailsTo('forgot-csrf@example.test')).toEqual([]);
    });
  });

  describe('reset link errors', () => {
    it('a used link is refused on the second reset, and the password stays', async () => {
      const user = await createUser(t.db, instituteId, { email: 'used-link@example.test' });
      const { path, token } = await resetLink('used-link@example.test');
      const browser = new Browser(t.app, nextIp());
      expect((await submitReset(browser, token, NEW_PASSWORD)).status).toBe(200);
      const hashAfterFirst = await passwordHashOf(user.id);

      const reopened = await browser.get(path);
      expect(reopened.status).toBe(200);
      expect(alertsOf(reopened.html)).toEqual([TOKEN_INVALID]);
      expect(reopened.html).toContain('href="/users/password/new"');

      const second = await submitReset(browser, token, 'Another-Passw0rd!!');
      expect(second.status).toBe(422);
      expect(alertsOf(second.html)).toEqual([TOKEN_INVALID]);
      expect(second.text).not.toContain(INFO);
      expect(await passwordHashOf(user.id)).toBe(hashAfterFirst);
      expect(
        (await signInThroughForm(new Browser(t.app, nextIp()), 'used-link@example.test', NEW_PASSWORD))
          .status,
      ).toBe(303);
      expect(
        (
          await signInThroughForm(
            new Browser(t.app, nextIp()),
            'used-link@example.test',
            'Another-Passw0rd!!',
          )
        ).status,
      ).toBe(401);
    });

    it('an expired link is refused, and the password stays', async () => {
      const user = await createUser(t.db, instituteId, { email: 'expired-link@example.test' });
      const { path, token } = await resetLink('expired-link@example.test');
      await t.db
        .update(password_reset_tokens)
        .set({ expires_at: new Date(Date.now() - 60_000) })
        .where(eq(password_reset_tokens.token_hash, hashToken(token)));
      const before = await passwordHashOf(user.id);

      const browser = new Browser(t.app, nextIp());
      const opened = await browser.get(path);
      expect(opened.status).toBe(200);
      expect(alertsOf(opened.html)).toEqual([TOKEN_EXPIRED]);

      const submitted = await submitReset(browser, token, NEW_PASSWORD);
      expect(submitted.status).toBe(422);
      expect(alertsOf(submitted.html)).toEqual([TOKEN_EXPIRED]);
      expect(submitted.text).not.toContain(INFO);
      expect(await passwordHashOf(user.id)).toBe(before);
      expect(
        (await signInThroughForm(new Browser(t.app, nextIp()), 'expired-link@example.test', TEST_PASSWORD))
          .status,
      ).toBe(303);
    });

    it('a made-up or missing token is refused', async () => {
      const browser = new Browser(t.app, nextIp());
      for (const path of [
        '/users/password/edit?reset_password_token=made-up-token',
        '/users/password/edit',
      ]) {
        const page = await browser.get(path);
        expect(page.status).toBe(200);
        expect(alertsOf(page.html)).toEqual([TOKEN_INVALID]);
      }
      const submitted = await submitReset(browser, 'made-up-token', NEW_PASSWORD);
      expect(submitted.status).toBe(422);
      expect(alertsOf(submitted.html)).toEqual([TOKEN_INVALID]);
    });

    it('using one link uses up the older links of the same user', async () => {
      await createUser(t.db, instituteId, { email: 'two-links@example.test' });
      const first = await resetLink('two-links@example.test', 1);
      const second = await resetLink('two-links@example.test', 2);
      expect(first.token).not.toBe(second.token);
      const browser = new Browser(t.app, nextIp());
      expect((await submitReset(browser, second.token, NEW_PASSWORD)).status).toBe(200);
      const stale = await submitReset(browser, first.token, 'Another-Passw0rd!!');
      expect(stale.status).toBe(422);
      expect(alertsOf(stale.html)).toEqual([TOKEN_INVALID]);
    });

    it('refuses a reset post without a valid authenticity_token, leaving the link usable', async () => {
      const user = await createUser(t.db, instituteId, { email: 'reset-csrf@example.test' });
      const { token } = await resetLink('reset-csrf@example.test');
      const before = await passwordHashOf(user.id);
      const browser = new Browser(t.app, nextIp());
      const forged = await browser.post('/users/password', {
        _method: 'put',
        'user[reset_password_token]': token,
        'user[password]': NEW_PASSWORD,
        'user[password_confirmation]': NEW_PASSWORD,
        authenticity_token: 'forged',
      });
      expect(forged.status).toBe(403);
      expect(alertsOf(forged.html)).toEqual([EXPIRED_FORM]);
      expect(await passwordHashOf(user.id)).toBe(before);
      expect((await submitReset(browser, token, NEW_PASSWORD)).status).toBe(200);
    });
  });

  describe('password policy on the reset form', () => {
    let user: { id: number };
    let token: string;
    beforeAll(async () => {
      user = await createUser(t.db, instituteId, { email: 'policy@example.test' });
      ({ token } = await resetLink('policy@example.test'));
    });

    it.each([
      ['too short', 'Sh0rt-Pass!', 'Password is too short (minimum is 14 characters)'],
      ['no uppercase', 'all-lower-case-123!', 'Password must include at least one uppercase letter'],
      ['no lowercase', 'ALL-UPPER-CASE-123!', 'Password must include at least one lowercase letter'],
      ['no digit', 'No-Digits-In-Here!', 'Password must include at least one digit'],
      ['no symbol', 'NoSymbolsInHere123', 'Password must include at least one symbol from #?!@$%^&*-'],
      ['blank', '', 'Password is too short (minimum is 14 characters)'],
    ])('%s: shows the error under the password field', async (_label, password, message) => {
      const before = await passwordHashOf(user.id);
      const page = await submitReset(new Browser(t.app, nextIp()), token, password);
      expect(page.status).toBe(422);
      expect(fieldErrorOf(page.html, 'user_password')).toContain(message);
      expect(fieldErrorOf(page.html, 'user_password_confirmation')).toBeUndefined();
      expect(inputTagOf(page.html, 'user[password]')).toContain('aria-invalid="true"');
      // Screen readers hear why: the error is linked to the field, with the policy hint.
      expect(inputTagOf(page.html, 'user[password]')).toContain(
        'aria-describedby="password-hint user_password-error"',
      );
      expect(alertsOf(page.html)).toEqual([]);
      // Still branded for the user's institute, as the link's page was.
      expect(page.text).toContain('Harbour Institute');
      expect(page.html).toContain('--primary:#225588');
      // The token travels on with the re-rendered form; the password does not.
      expect(inputValueOf(page.html, 'user[reset_password_token]')).toBe(token);
      if (password) expect(page.html).not.toContain(password);
      expect(await passwordHashOf(user.id)).toBe(before);
    });

    it('lists every unmet rule at once', async () => {
      const page = await submitReset(new Browser(t.app, nextIp()), token, 'abc');
      const error = fieldErrorOf(page.html, 'user_password')!;
      expect(error).toContain('is too short (minimum is 14 characters)');
      expect(error).toContain('must include at least one uppercase letter');
      expect(error).toContain('must include at least one digit');
      expect(error).toContain('must include at least one symbol');
      expect(error).not.toContain('lowercase');
    });

    it('a confirmation that does not match shows under the confirmation field', async () => {
      const before = await passwordHashOf(user.id);
      const page = await submitReset(new Browser(t.app, nextIp()), token, NEW_PASSWORD, `${NEW_PASSWORD}x`);
      expect(page.status).toBe(422);
      expect(fieldErrorOf(page.html, 'user_password_confirmation')).toBe(
        "Password confirmation doesn't match Password",
      );
      expect(fieldErrorOf(page.html, 'user_password')).toBeUndefined();
      expect(inputTagOf(page.html, 'user[password_confirmation]')).toContain('aria-invalid="true"');
      expect(inputTagOf(page.html, 'user[password_confirmation]')).toContain(
        'aria-describedby="user_password_confirmation-error"',
      );
      expect(await passwordHashOf(user.id)).toBe(before);
    });

    it('after those failures the link still works', async () => {
      const page = await submitReset(new Browser(t.app, nextIp()), token, NEW_PASSWORD);
      expect(page.status).toBe(200);
      expect(page.text).toContain(INFO);
      expect(
        (await signInThroughForm(new Browser(t.app, nextIp()), 'policy@example.test', NEW_PASSWORD)).status,
      ).toBe(303);
    });
  });
});
