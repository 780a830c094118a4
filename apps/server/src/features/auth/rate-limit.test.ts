import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, TEST_PASSWORD } from '../../../test/factories.js';
import {
  alertsOf,
  Browser,
  fieldErrorOf,
  nextIp,
  setCookieNamed,
  signInThroughForm,
} from '../../../test/forms.js';
import { email_outbox, rate_limit_buckets, sessions } from '../../db/schema/index.js';

const INVALID = 'Invalid email or password.';
const SIGN_IN_LIMITED = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
const RESET_LIMITED = 'Too many requests. Please wait 15 minutes and try again.';
const PER_ACCOUNT = 3;
const PER_IP = 5;

describe('rate limits', () => {
  let t: TestApp;
  let instituteId: number;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: { windowSeconds: 900, perAccount: PER_ACCOUNT, perIp: PER_IP } });
    instituteId = (await createInstitute(t.db)).id;
  });
  afterAll(() => t.close());

  const sessionCount = async (userId: number) =>
    (await t.db.select().from(sessions).where(eq(sessions.user_id, userId))).length;

  describe('sign-in', () => {
    const signInFrom = (ip: string, email: string, password: string) =>
      signInThroughForm(new Browser(t.app, ip), email, password);

    it('counts only failures: many good sign-ins lock nobody out', async () => {
      const user = await createUser(t.db, instituteId, { email: 'regular@example.test' });
      const ip = nextIp();
      for (let i = 0; i < PER_ACCOUNT + PER_IP; i++)
        expect((await signInFrom(ip, 'regular@example.test', TEST_PASSWORD)).status).toBe(303);
      expect(await sessionCount(user.id)).toBe(PER_ACCOUNT + PER_IP);
    });

    it(`per account from one address: after ${PER_ACCOUNT} failures, even the right password gets 429 there, and the owner elsewhere is not locked out`, async () => {
      const user = await createUser(t.db, instituteId, { email: 'limited@example.test' });
      const attacker = nextIp();
      // Different cases and spaces: the count follows the account.
      for (const email of ['limited@example.test', 'LIMITED@example.test', ' Limited@Example.Test']) {
        const page = await signInFrom(attacker, email, 'Wrong-Password-123');
        expect(page.status).toBe(401);
        expect(alertsOf(page.html)).toEqual([INVALID]);
      }
      const blocked = await signInFrom(attacker, 'limited@example.test', TEST_PASSWORD);
      expect(blocked.status).toBe(429);
      expect(alertsOf(blocked.html)).toEqual([SIGN_IN_LIMITED]);
      expect(setCookieNamed(blocked.response, 'pdp_session')).toBeUndefined();
      expect(await sessionCount(user.id)).toBe(0);

      const owner = await signInFrom(nextIp(), 'limited@example.test', TEST_PASSWORD);
      expect(owner.status).toBe(303);
      expect(await sessionCount(user.id)).toBe(1);
    });

    it('per account from many addresses: failures beyond the limit are answered ever more slowly, never locked', async () => {
      await createUser(t.db, instituteId, { email: 'targeted@example.test' });
      const timed = async (password: string) => {
        const started = Date.now();
        const page = await signInFrom(nextIp(), 'targeted@example.test', password);
        return { status: page.status, ms: Date.now() - started };
      };
      for (let i = 0; i < PER_ACCOUNT; i++) expect((await timed('Wrong-Password-123')).status).toBe(401);
      const slowed = [await timed('Wrong-Password-123'), await timed('Wrong-Password-123')];
      expect(slowed.map((a) => a.status)).toEqual([401, 401]);
      expect(slowed[0]!.ms).toBeGreaterThanOrEqual(250);
      expect(slowed[1]!.ms).toBeGreaterThanOrEqual(500);
      expect((await timed(TEST_PASSWORD)).status).toBe(303);
    });

    it('per account: the limit lifts once the window has passed', async () => {
      const user = await createUser(t.db, instituteId, { email: 'patient@example.test' });
      const ip = nextIp();
      for (let i = 0; i < PER_ACCOUNT; i++)
        expect((await signInFrom(ip, 'patient@example.test', 'nope')).status).toBe(401);
      expect((await signInFrom(ip, 'patient@example.test', TEST_PASSWORD)).status).toBe(429);

      await t.db
        .update(rate_limit_buckets)
        .set({ window_started_at: new Date(Date.now() - 901_000) })
        .where(eq(rate_limit_buckets.key, `sign_in:account_ip:patient@example.test:${ip}`));
      expect((await signInFrom(ip, 'patient@example.test', TEST_PASSWORD)).status).toBe(303);
      expect(await sessionCount(user.id)).toBe(1);
    });

    it(`per address: after ${PER_IP} failures from one address with different emails, the next gets 429`, async () => {
      const user = await createUser(t.db, instituteId, { email: 'victim@example.test' });
      const browser = new Browser(t.app, nextIp());
      for (let i = 0; i < PER_IP; i++) {
        const page = await signInThroughForm(browser, `spray${i}@example.test`, 'Guess-Password-1!');
        expect(page.status).toBe(401);
        expect(alertsOf(page.html)).toEqual([INVALID]);
      }
      const blocked = await signInThroughForm(browser, 'victim@example.test', TEST_PASSWORD);
      expect(blocked.status).toBe(429);
      expect(alertsOf(blocked.html)).toEqual([SIGN_IN_LIMITED]);
      expect(setCookieNamed(blocked.response, 'pdp_session')).toBeUndefined();
      expect(await sessionCount(user.id)).toBe(0);

      // The same account from another address is still welcome.
      expect((await signInFrom(nextIp(), 'victim@example.test', TEST_PASSWORD)).status).toBe(303);
    });
  });

  describe('forgot password', () => {
    async function requestReset(browser: Browser, email: string) {
      const form = await browser.get('/users/password/new');
      return browser.post('/users/password', { 'user[email]': email, authenticity_token: form.token! });
    }
    const outboxTo = (email: string) =>
      t.db.select().from(email_outbox).where(eq(email_outbox.to_address, email));
    async function waitForOutbox(email: string, count: number) {
      for (let i = 0; i < 100 && (await outboxTo(email)).length < count; i++)
        await new Promise((r) => setTimeout(r, 50));
      return outboxTo(email);
    }

    it(`per account: after ${PER_ACCOUNT} requests the form says to wait, under the email field, with 429`, async () => {
      await createUser(t.db, instituteId, { email: 'forgetful@example.test' });
      for (let i = 0; i < PER_ACCOUNT; i++) {
        const page = await requestReset(new Browser(t.app, nextIp()), 'forgetful@example.test');
        expect(page.status).toBe(200);
        expect(page.text).toContain('Check your email');
      }
      const blocked = await requestReset(new Browser(t.app, nextIp()), 'Forgetful@example.test');
      expect(blocked.status).toBe(429);
      expect(fieldErrorOf(blocked.html, 'user_email')).toBe(RESET_LIMITED);
      expect(blocked.text).not.toContain('Check your email');
      // Only the allowed requests sent an email.
      expect(await waitForOutbox('forgetful@example.test', PER_ACCOUNT)).toHaveLength(PER_ACCOUNT);
      await new Promise((r) => setTimeout(r, 200));
      expect(await outboxTo('forgetful@example.test')).toHaveLength(PER_ACCOUNT);
    });

    it(`per IP: after ${PER_IP} requests from one IP with different emails, the next is refused`, async () => {
      const browser = new Browser(t.app, nextIp());
      for (let i = 0; i < PER_IP; i++) {
        const page = await requestReset(browser, `someone${i}@example.test`);
        expect(page.status).toBe(200);
        expect(page.text).toContain('Check your email');
      }
      const blocked = await requestReset(browser, 'someone-else@example.test');
      expect(blocked.status).toBe(429);
      expect(fieldErrorOf(blocked.html, 'user_email')).toBe(RESET_LIMITED);

      const elsewhere = await requestReset(new Browser(t.app, nextIp()), 'someone-else@example.test');
      expect(elsewhere.status).toBe(200);
      expect(elsewhere.text).toContain('Check your email');
    });

    it('sign-in and forgot-password are counted apart', async () => {
      await createUser(t.db, instituteId, { email: 'apart@example.test' });
      for (let i = 0; i < PER_ACCOUNT; i++) {
        expect((await requestReset(new Browser(t.app, nextIp()), 'apart@example.test')).status).toBe(200);
      }
      const signIn = await signInThroughForm(
        new Browser(t.app, nextIp()),
        'apart@example.test',
        TEST_PASSWORD,
      );
      expect(signIn.status).toBe(303);
      await waitForOutbox('apart@example.test', PER_ACCOUNT);
    });
  });

  describe('behind a proxy (TRUST_PROXY=1)', () => {
    let proxied: TestApp;
    beforeAll(async () => {
      proxied = await createTestApp({
        trustProxy: 1,
        rateLimit: { windowSeconds: 900, perAccount: PER_ACCOUNT, perIp: PER_IP },
      });
      await createInstitute(proxied.db);
    });
    afterAll(() => proxied.close());

    it('counts the address the proxy saw, whatever X-Forwarded-For the client made up', async () => {
      // Every request reaches us from the proxy (10.9.9.9), which appends the real client 203.0.113.7.
      const attempt = async (i: number) => {
        const browser = new Browser(proxied.app, '10.9.9.9');
        const headers = { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` };
        const form = await browser.request('GET', '/users/sign_in', { headers });
        const token = /name="authenticity_token" value="([^"]+)"/.exec(form.body)?.[1] ?? '';
        return browser.request('POST', '/users/sign_in', {
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            'user[email]': `rotating${i}@example.test`,
            'user[password]': 'Guess-Password-1!',
            authenticity_token: token,
          }).toString(),
        });
      };
      const statuses = [];
      for (let i = 0; i <= PER_IP; i++) statuses.push((await attempt(i)).statusCode);
      expect(statuses.slice(0, PER_IP).every((s) => s === 401)).toBe(true);
      expect(statuses[PER_IP]).toBe(429);
    });
  });
});
