import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, sessionCookie, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, TEST_PASSWORD } from '../../../test/factories.js';
import {
  alertsOf,
  Browser,
  inputTagOf,
  inputValueOf,
  nextIp,
  openForm,
  setCookieNamed,
  signInThroughForm,
} from '../../../test/forms.js';
import { sessions, users } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';

const INVALID = 'Invalid email or password.';
const EXPIRED = 'Your form has expired. Please try again.';

describe('sign-in page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sessionCount = async (userId: number) =>
    (await t.db.select().from(sessions).where(eq(sessions.user_id, userId))).length;

  describe('GET /users/sign_in', () => {
    it('shows the form with a hidden authenticity_token and sets the HttpOnly, SameSite=Lax CSRF cookie', async () => {
      const browser = new Browser(t.app, nextIp());
      const page = await browser.get('/users/sign_in');
      expect(page.status).toBe(200);
      expect(page.response.headers['content-type']).toContain('text/html');
      expect(page.text).toContain('Log in');
      expect(page.html).toMatch(/<form method="post" action="\/users\/sign_in"/);
      expect(inputTagOf(page.html, 'user[email]')).toBeDefined();
      expect(inputTagOf(page.html, 'user[password]')).toContain('type="password"');
      expect(inputTagOf(page.html, 'authenticity_token')).toContain('type="hidden"');
      expect(page.token).toMatch(/^\S{20,}$/);
      expect(page.html).toContain('href="/users/password/new"');
      expect(page.text).toContain('Forgot password?');

      const csrf = setCookieNamed(page.response, 'pdp_csrf');
      expect(csrf?.value).toBeTruthy();
      expect(csrf?.attributes).toContain('HttpOnly');
      expect(csrf?.attributes).toContain('SameSite=Lax');
      // The cookie holds the secret; the form holds a token derived from it, never the secret itself.
      expect(decodeURIComponent(csrf!.value)).not.toContain(page.token!);
    });

    it('prefills the default email from the query string, escaped', async () => {
      const { page } = await openForm(t.app, '/users/sign_in?email=ada%40example.test');
      expect(inputValueOf(page.html, 'user[email]')).toBe('ada@example.test');

      const hostile = await new Browser(t.app, nextIp()).get(
        `/users/sign_in?email=${encodeURIComponent('"><script>alert(1)</script>')}`,
      );
      expect(hostile.status).toBe(200);
      expect(hostile.html).not.toContain('<script>alert(1)</script>');
      expect(inputValueOf(hostile.html, 'user[email]')).toBe('"><script>alert(1)</script>');
    });

    it("shows the institute's name and colours with ?institute=<id>, and keeps it on the form's action", async () => {
      const institute = await createInstitute(t.db, {
        name: 'Riverbank TAFE',
        primary_color: '#123456',
        primary_light_color: '#abcdef',
        secondary_color: '#fedcba',
      });
      const { page } = await openForm(t.app, `/users/sign_in?institute=${institute.id}`);
      expect(page.text).toContain('Riverbank TAFE');
      expect(page.html).toContain('--primary:#123456');
      expect(page.html).toContain('--primary-light:#abcdef');
      expect(page.html).toContain('--secondary:#fedcba');
      expect(page.html).toContain(`action="/users/sign_in?institute=${institute.id}"`);
      expect(page.html).toContain(`href="/users/password/new?institute=${institute.id}"`);

      const plain = await openForm(t.app, '/users/sign_in');
      expect(plain.page.text).not.toContain('Riverbank TAFE');
      expect(plain.page.html).not.toContain('--primary:');

      // An unknown or malformed institute id falls back to the unbranded page rather than failing.
      for (const id of ['999999', 'abc']) {
        const { page: fallback } = await openForm(t.app, `/users/sign_in?institute=${id}`);
        expect(fallback.html).not.toContain('--primary:');
        expect(fallback.html).toContain('action="/users/sign_in"');
      }
    });
  });

  describe('POST /users/sign_in', () => {
    it('signs in: 303 to /, an HttpOnly SameSite=Lax session cookie, and the API knows the user', async () => {
      const institute = await createInstitute(t.db);
      const user = await createUser(t.db, institute.id, { email: 'grace@example.test' });
      const { browser, token } = await openForm(t.app, '/users/sign_in');
      const result = await browser.post('/users/sign_in', {
        'user[email]': 'grace@example.test',
        'user[password]': TEST_PASSWORD,
        authenticity_token: token,
      });
      expect(result.status).toBe(303);
      expect(result.response.headers.location).toBe('/');

      const session = setCookieNamed(result.response, 'pdp_session');
      expect(session?.value).toMatch(/^[\w-]{40,}$/);
      expect(session?.attributes).toContain('HttpOnly');
      expect(session?.attributes).toContain('SameSite=Lax');
      expect(session?.attributes).toContain('Path=/');
      // APP_URL is http here, so the cookie must not be Secure (the browser would drop it).
      expect(session?.attributes).not.toContain('Secure');

      const me = await apiClient(t.app, sessionCookie(session!.value)).get('/api/v1/me');
      expect(me.statusCode).toBe(200);
      expect(json<{ data: { user: { id: number; email: string } } }>(me).data.user).toMatchObject({
        id: user.id,
        email: 'grace@example.test',
      });

      // Stored server-side by hash only; the sign-in is recorded.
      const rows = await t.db.select().from(sessions).where(eq(sessions.user_id, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).toBe(hashToken(session!.value));
      expect(JSON.stringify(rows)).not.toContain(session!.value);
      const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(after!.last_sign_in_at).toBeInstanceOf(Date);

      // Signed in, the sign-in page sends the user on to the app.
      const again = await browser.request('GET', '/users/sign_in');
      expect(again.statusCode).toBe(302);
      expect(again.headers.location).toBe('/');
    });

    it('matches the email whatever its case and surrounding spaces', async () => {
      const institute = await createInstitute(t.db);
      await createUser(t.db, institute.id, { email: 'casey@example.test' });
      const result = await signInThroughForm(
        new Browser(t.app, nextIp()),
        '  Casey@EXAMPLE.test ',
        TEST_PASSWORD,
      );
      expect(result.status).toBe(303);
      expect(setCookieNamed(result.response, 'pdp_session')?.value).toBeTruthy();
    });

    it('starts a new session on each sign-in', async () => {
      const institute = await createInstitute(t.db);
      const user = await createUser(t.db, institute.id, { email: 'twice@example.test' });
      const first = await signInThroughForm(
        new Browser(t.app, nextIp()),
        'twice@example.test',
        TEST_PASSWORD,
      );
      const second = await signInThroughForm(
        new Browser(t.app, nextIp()),
        'twice@example.test',
        TEST_PASSWORD,
      );
      const a = setCookieNamed(first.response, 'pdp_session')!.value;
      const b = setCookieNamed(second.response, 'pdp_session')!.value;
      expect(a).not.toBe(b);
      expect(await sessionCount(user.id)).toBe(2);
    });

    it('marks the session cookie Secure when the app is served over https', async () => {
      const https = await createTestApp({ appUrl: 'https://pdp.example.test' });
      try {
        const institute = await createInstitute(https.db);
        await createUser(https.db, institute.id, { email: 'secure@example.test' });
        const browser = new Browser(https.app, nextIp());
        const form = await browser.get('/users/sign_in');
        expect(setCookieNamed(form.response, 'pdp_csrf')?.attributes).toContain('Secure');
        const result = await browser.post('/users/sign_in', {
          'user[email]': 'secure@example.test',
          'user[password]': TEST_PASSWORD,
          authenticity_token: form.token!,
        });
        expect(result.status).toBe(303);
        expect(setCookieNamed(result.response, 'pdp_session')?.attributes).toContain('Secure');
      } finally {
        await https.close();
      }
    });
  });

  describe('sign-in failure', () => {
    async function attempt(email: string, password: string) {
      const { browser, token } = await openForm(t.app, '/users/sign_in');
      return browser.post('/users/sign_in', {
        'user[email]': email,
        'user[password]': password,
        authenticity_token: token,
      });
    }

    it('re-renders the form with the same red flash for a wrong password and an unknown email, and no session', async () => {
      const institute = await createInstitute(t.db);
      const user = await createUser(t.db, institute.id, { email: 'wrongpass@example.test' });

      const wrong = await attempt('wrongpass@example.test', 'Not-The-Password-1');
      const unknown = await attempt('nobody-here@example.test', TEST_PASSWORD);
      for (const page of [wrong, unknown]) {
        expect(page.status).toBe(401);
        expect(alertsOf(page.html)).toEqual([INVALID]);
        expect(page.html).toContain(`<div class="flash error" role="alert">${INVALID}</div>`);
        expect(setCookieNamed(page.response, 'pdp_session')).toBeUndefined();
        // The form is back, with a fresh token to try again.
        expect(page.token).toBeTruthy();
      }
      // The email stays in the field; the password never comes back.
      expect(inputValueOf(wrong.html, 'user[email]')).toBe('wrongpass@example.test');
      expect(inputValueOf(wrong.html, 'user[password]')).toBe('');
      expect(wrong.html).not.toContain('Not-The-Password-1');
      // With the email kept, focus goes to the password, the field to retype.
      expect(inputTagOf(wrong.html, 'user[password]')).toContain('autofocus');
      expect(inputTagOf(wrong.html, 'user[email]')).not.toContain('autofocus');
      // Nothing but the email differs between the two answers: no hint that the account exists.
      expect(wrong.text.replace('wrongpass@example.test', 'X')).toBe(
        unknown.text.replace('nobody-here@example.test', 'X'),
      );
      expect(await sessionCount(user.id)).toBe(0);
    });

    it('refuses a blank email and password with the same message', async () => {
      const page = await attempt('', '');
      expect(page.status).toBe(401);
      expect(alertsOf(page.html)).toEqual([INVALID]);
      expect(setCookieNamed(page.response, 'pdp_session')).toBeUndefined();
    });

    it('refuses a deactivated user with the right password, with the same message', async () => {
      const institute = await createInstitute(t.db);
      const user = await createUser(t.db, institute.id, { email: 'gone@example.test', active: false });
      const page = await attempt('gone@example.test', TEST_PASSWORD);
      expect(page.status).toBe(401);
      expect(alertsOf(page.html)).toEqual([INVALID]);
      expect(setCookieNamed(page.response, 'pdp_session')).toBeUndefined();
      expect(await sessionCount(user.id)).toBe(0);
    });

    it('a failed attempt leaves the user able to sign in after it', async () => {
      const institute = await createInstitute(t.db);
      await createUser(t.db, institute.id, { email: 'retry@example.test' });
      const browser = new Browser(t.app, nextIp());
      const failed = await signInThroughForm(browser, 'retry@example.test', 'nope');
      expect(failed.status).toBe(401);
      const retried = await browser.post('/users/sign_in', {
        'user[email]': 'retry@example.test',
        'user[password]': TEST_PASSWORD,
        authenticity_token: failed.token!,
      });
      expect(retried.status).toBe(303);
    });
  });

  describe('CSRF token', () => {
    let user: { id: number };
    beforeAll(async () => {
      const institute = await createInstitute(t.db);
      user = await createUser(t.db, institute.id, { email: 'csrf@example.test' });
    });
    const credentials = { 'user[email]': 'csrf@example.test', 'user[password]': TEST_PASSWORD };

    async function expectExpired(page: Awaited<ReturnType<Browser['post']>>) {
      expect(page.status).toBe(403);
      expect(page.text).toContain(EXPIRED);
      expect(alertsOf(page.html)).toEqual([EXPIRED]);
      expect(setCookieNamed(page.response, 'pdp_session')).toBeUndefined();
      expect(await sessionCount(user.id)).toBe(0);
    }

    it('refuses a post without an authenticity_token, even with the CSRF cookie', async () => {
      const { browser } = await openForm(t.app, '/users/sign_in');
      await expectExpired(await browser.post('/users/sign_in', credentials));
    });

    it('refuses a wrong authenticity_token', async () => {
      const { browser, token } = await openForm(t.app, '/users/sign_in');
      const tampered = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
      await expectExpired(
        await browser.post('/users/sign_in', { ...credentials, authenticity_token: tampered }),
      );
      await expectExpired(
        await browser.post('/users/sign_in', { ...credentials, authenticity_token: 'forged' }),
      );
    });

    it('refuses a valid token without its cookie, or with another browser’s cookie', async () => {
      const { token } = await openForm(t.app, '/users/sign_in');
      await expectExpired(
        await new Browser(t.app, nextIp()).post('/users/sign_in', {
          ...credentials,
          authenticity_token: token,
        }),
      );
      const other = await openForm(t.app, '/users/sign_in');
      await expectExpired(
        await other.browser.post('/users/sign_in', { ...credentials, authenticity_token: token }),
      );
    });

    it('the expired-form page carries a fresh token that works', async () => {
      const browser = new Browser(t.app, nextIp());
      const expired = await browser.post('/users/sign_in', credentials);
      await expectExpired(expired);
      expect(inputValueOf(expired.html, 'user[email]')).toBe('csrf@example.test');
      const retried = await browser.post('/users/sign_in', {
        ...credentials,
        authenticity_token: expired.token!,
      });
      expect(retried.status).toBe(303);
      expect(await sessionCount(user.id)).toBe(1);
    });
  });

  describe('SSO page', () => {
    it('GET /sso/sign_in renders the SSO email form', async () => {
      const { page } = await openForm(t.app, '/sso/sign_in?email=sso%40example.test');
      expect(page.text).toContain('Single sign-on');
      expect(page.text).toContain('Enter your work email');
      expect(page.html).toMatch(/<form method="post" action="\/sso\/sign_in"/);
      expect(inputValueOf(page.html, 'user[email]')).toBe('sso@example.test');
      expect(inputTagOf(page.html, 'user[password]')).toBeUndefined();
      expect(page.html).toContain('<script src="/auth-assets/sso.js" defer></script>');
      expect(page.html).toContain('href="/users/sign_in"');
    });

    it('POST /sso/sign_in says SSO is not set up, and checks the token', async () => {
      const { browser, token } = await openForm(t.app, '/sso/sign_in');
      const posted = await browser.post('/sso/sign_in', {
        'user[email]': 'sso@example.test',
        authenticity_token: token,
      });
      expect(posted.status).toBe(422);
      expect(alertsOf(posted.html)).toEqual([
        'Single sign-on is not set up for this email address. Log in with your password instead.',
      ]);
      const forged = await browser.post('/sso/sign_in', {
        'user[email]': 'sso@example.test',
        authenticity_token: 'x',
      });
      expect(forged.status).toBe(403);
      expect(alertsOf(forged.html)).toEqual([EXPIRED]);
    });
  });
});
