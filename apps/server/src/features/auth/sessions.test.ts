import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, sessionCookie, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs, TEST_PASSWORD } from '../../../test/factories.js';
import { Browser, nextIp, setCookieNamed, signInThroughForm } from '../../../test/forms.js';
import { sessions, users } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';

const NEW_PASSWORD = 'Changed-Passw0rd-2!';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('sessions', () => {
  let t: TestApp;
  let instituteId: number;
  beforeAll(async () => {
    t = await createTestApp();
    instituteId = (await createInstitute(t.db)).id;
  });
  afterAll(() => t.close());

  const me = (cookie: string) => apiClient(t.app, cookie).get('/api/v1/me');
  const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
  const sessionRow = async (cookie: string) =>
    (
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.token_hash, hashToken(tokenOf(cookie))))
    )[0];
  const updateSession = (cookie: string, values: Partial<typeof sessions.$inferInsert>) =>
    t.db
      .update(sessions)
      .set(values)
      .where(eq(sessions.token_hash, hashToken(tokenOf(cookie))));

  describe('sign out', () => {
    it('DELETE /sso/sign_out with X-Client-App: webapp ends the session and goes to the sign-in page', async () => {
      const user = await createUser(t.db, instituteId);
      const browser = new Browser(t.app, nextIp());
      expect((await signInThroughForm(browser, user.email, TEST_PASSWORD)).status).toBe(303);
      const cookie = sessionCookie(browser.cookies.get('pdp_session')!);
      expect((await me(cookie)).statusCode).toBe(200);

      const out = await browser.request('DELETE', '/sso/sign_out', { headers: { 'x-client-app': 'webapp' } });
      expect(out.statusCode).toBe(303);
      expect(out.headers.location).toBe('/users/sign_in');
      // The browser is told to drop the cookie, and the server has forgotten the session anyway.
      const cleared = setCookieNamed(out, 'pdp_session');
      expect(cleared?.value).toBe('');
      expect(browser.cookies.has('pdp_session')).toBe(false);
      expect(await sessionRow(cookie)).toBeUndefined();

      const after = await me(cookie);
      expect(after.statusCode).toBe(401);
      expect(json(after)).toEqual({ title: 'Unauthorized', message: 'You are no longer logged in' });
      // And the sign-in page is a form again rather than a redirect into the app.
      expect((await browser.get('/users/sign_in')).status).toBe(200);
    });

    it('DELETE /sso/sign_out without X-Client-App is 403 and the session lives on', async () => {
      const cookie = await loginAs(t.app, await createUser(t.db, instituteId));
      const out = await t.app.inject({ method: 'DELETE', url: '/sso/sign_out', headers: { cookie } });
      expect(out.statusCode).toBe(403);
      expect(out.headers['set-cookie']).toBeUndefined();
      expect((await me(cookie)).statusCode).toBe(200);

      const wrong = await t.app.inject({
        method: 'DELETE',
        url: '/sso/sign_out',
        headers: { cookie, 'x-client-app': 'evil' },
      });
      expect(wrong.statusCode).toBe(403);
      expect((await me(cookie)).statusCode).toBe(200);
    });

    it('POST /sso/sign_out with _method=delete and a valid authenticity_token ends the session', async () => {
      const user = await createUser(t.db, instituteId);
      const browser = new Browser(t.app, nextIp());
      expect((await signInThroughForm(browser, user.email, TEST_PASSWORD)).status).toBe(303);
      const cookie = sessionCookie(browser.cookies.get('pdp_session')!);
      // A page that has a form while signed in (the sign-in page itself redirects into the app).
      const page = await browser.get('/sso/sign_in');

      const forged = await browser.post('/sso/sign_out', { _method: 'delete', authenticity_token: 'forged' });
      expect(forged.status).toBe(403);
      expect(json(forged.response)).toMatchObject({ message: 'Your form has expired. Please try again.' });
      expect((await me(cookie)).statusCode).toBe(200);

      const missing = await browser.post('/sso/sign_out', { _method: 'delete' });
      expect(missing.status).toBe(403);
      expect((await me(cookie)).statusCode).toBe(200);

      const noMethod = await browser.post('/sso/sign_out', { authenticity_token: page.token! });
      expect(noMethod.status).toBe(400);
      expect((await me(cookie)).statusCode).toBe(200);

      const out = await browser.post('/sso/sign_out', { _method: 'delete', authenticity_token: page.token! });
      expect(out.status).toBe(303);
      expect(out.response.headers.location).toBe('/users/sign_in');
      expect((await me(cookie)).statusCode).toBe(401);
    });

    it('signing out ends only that session', async () => {
      const user = await createUser(t.db, instituteId);
      const phone = await loginAs(t.app, user);
      const laptop = await loginAs(t.app, user);
      const out = await t.app.inject({
        method: 'DELETE',
        url: '/sso/sign_out',
        headers: { cookie: laptop, 'x-client-app': 'webapp' },
      });
      expect(out.statusCode).toBe(303);
      expect((await me(laptop)).statusCode).toBe(401);
      expect((await me(phone)).statusCode).toBe(200);
    });

    it('signing in again gives the browser a new token and ends its previous session', async () => {
      const user = await createUser(t.db, instituteId, { email: 'rotate@example.test' });
      const browser = new Browser(t.app);
      // The form stays open in a second tab, and is sent again once signed in.
      const form = await browser.get('/users/sign_in');
      const signIn = () =>
        browser.post('/users/sign_in', {
          'user[email]': user.email,
          'user[password]': TEST_PASSWORD,
          authenticity_token: form.token!,
        });
      expect((await signIn()).status).toBe(303);
      const first = `pdp_session=${browser.cookies.get('pdp_session')}`;
      expect((await me(first)).statusCode).toBe(200);
      const elsewhere = await loginAs(t.app, user);

      expect((await signIn()).status).toBe(303);
      const second = `pdp_session=${browser.cookies.get('pdp_session')}`;
      expect(second).not.toBe(first);
      expect((await me(first)).statusCode).toBe(401);
      expect((await me(second)).statusCode).toBe(200);
      expect((await me(elsewhere)).statusCode).toBe(200); // another device keeps its session
    });

    it('signing out without a session still goes to the sign-in page', async () => {
      const out = await t.app.inject({
        method: 'DELETE',
        url: '/sso/sign_out',
        headers: { 'x-client-app': 'webapp' },
      });
      expect(out.statusCode).toBe(303);
      expect(out.headers.location).toBe('/users/sign_in');
    });
  });

  describe('expiry', () => {
    it('idle timeout: a session unused for longer than the idle minutes gives 401 and is deleted', async () => {
      expect(t.config.sessionIdleMinutes).toBe(120);
      const cookie = await loginAs(t.app, await createUser(t.db, instituteId));
      await updateSession(cookie, { last_seen_at: minutesAgo(121) });
      expect((await me(cookie)).statusCode).toBe(401);
      expect(await sessionRow(cookie)).toBeUndefined();
    });

    it('a session used within the idle timeout lives on, and its last use moves forward', async () => {
      const cookie = await loginAs(t.app, await createUser(t.db, instituteId));
      await updateSession(cookie, { last_seen_at: minutesAgo(110) });
      expect((await me(cookie)).statusCode).toBe(200);
      const row = await sessionRow(cookie);
      expect(Date.now() - row!.last_seen_at.getTime()).toBeLessThan(60_000);
      // Another 110 minutes later it is still within the timeout, because it was used in between.
      await updateSession(cookie, { last_seen_at: minutesAgo(110) });
      expect((await me(cookie)).statusCode).toBe(200);
    });

    it('absolute timeout: a session past expires_at gives 401 even when recently used', async () => {
      const cookie = await loginAs(t.app, await createUser(t.db, instituteId));
      const row = await sessionRow(cookie);
      // Created with the configured lifetime.
      expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBe(
        t.config.sessionAbsoluteHours * 3_600_000,
      );
      await updateSession(cookie, { expires_at: minutesAgo(1), last_seen_at: new Date() });
      expect((await me(cookie)).statusCode).toBe(401);
      expect(await sessionRow(cookie)).toBeUndefined();
    });

    it('both timeouts come from the configuration', async () => {
      const short = await createTestApp({ sessionIdleMinutes: 5, sessionAbsoluteHours: 2 });
      try {
        const user = await createUser(short.db, (await createInstitute(short.db)).id);
        const cookie = await loginAs(short.app, user);
        const [row] = await short.db
          .select()
          .from(sessions)
          .where(eq(sessions.token_hash, hashToken(tokenOf(cookie))));
        expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBe(2 * 3_600_000);
        await short.db.update(sessions).set({ last_seen_at: minutesAgo(6) });
        const response = await apiClient(short.app, cookie).get('/api/v1/me');
        expect(response.statusCode).toBe(401);
      } finally {
        await short.close();
      }
    });

    it('deactivating a user ends their sessions', async () => {
      const user = await createUser(t.db, instituteId);
      const colleague = await createUser(t.db, instituteId);
      const cookies = [await loginAs(t.app, user), await loginAs(t.app, user)];
      const colleagueCookie = await loginAs(t.app, colleague);
      for (const cookie of cookies) expect((await me(cookie)).statusCode).toBe(200);

      await t.db.update(users).set({ active: false }).where(eq(users.id, user.id));
      for (const cookie of cookies) expect((await me(cookie)).statusCode).toBe(401);
      // Reactivating does not bring the old sessions back.
      await t.db.update(users).set({ active: true }).where(eq(users.id, user.id));
      for (const cookie of cookies) expect((await me(cookie)).statusCode).toBe(401);
      expect((await me(colleagueCookie)).statusCode).toBe(200);
    });

    it('an unknown or malformed session cookie gives 401', async () => {
      expect((await me(sessionCookie('not-a-session'))).statusCode).toBe(401);
      expect((await me(sessionCookie(''))).statusCode).toBe(401);
    });
  });

  describe('X-Client-App on state-changing API calls', () => {
    const body = {
      user: { current_password: TEST_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    };

    it('PUT /api/v1/users/password with the session cookie but without X-Client-App is 403, and changes nothing', async () => {
      const user = await createUser(t.db, instituteId, { is_educator: true });
      const cookie = await loginAs(t.app, user);
      const [before] = await t.db.select().from(users).where(eq(users.id, user.id));

      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/users/password',
        headers: { cookie },
        payload: body,
      });
      expect(response.statusCode).toBe(403);
      expect(json(response)).toMatchObject({ title: 'Forbidden' });
      const wrong = await apiClient(t.app, cookie).put('/api/v1/users/password', body, {
        'x-client-app': 'other',
      });
      expect(wrong.statusCode).toBe(403);
      const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(after!.password_hash).toBe(before!.password_hash);

      // Reads need no header; and with the header the same change goes through.
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })).statusCode).toBe(
        200,
      );
      const allowed = await apiClient(t.app, cookie).put('/api/v1/users/password', body);
      expect(allowed.statusCode).toBe(200);
      const [changed] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(changed!.password_hash).not.toBe(before!.password_hash);
    });

    it('changing the password keeps the current session and ends the others', async () => {
      const user = await createUser(t.db, instituteId, { is_educator: true });
      const current = await loginAs(t.app, user);
      const other = await loginAs(t.app, user);
      expect((await apiClient(t.app, current).put('/api/v1/users/password', body)).statusCode).toBe(200);
      expect((await me(current)).statusCode).toBe(200);
      expect((await me(other)).statusCode).toBe(401);
    });
  });
});
