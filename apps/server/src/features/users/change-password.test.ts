import { LIMITS } from '@pdp/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs, TEST_PASSWORD } from '../../../test/factories.js';
import { sessions, users, type UserRow } from '../../db/schema/index.js';
import { verifyPassword } from '../../lib/passwords.js';

const NEW_PASSWORD = 'Brand-New-Secret-77';
const URL = '/api/v1/users/password';

interface ValidationBody {
  title: string;
  code: number;
  messages: Record<string, string[]>;
  base: string[];
}

const body = (
  fields: Partial<Record<'current_password' | 'password' | 'password_confirmation', unknown>>,
) => ({
  user: fields,
});
const change = (current_password: string, password: string, password_confirmation = password) =>
  body({ current_password, password, password_confirmation });

/** Signs in through the real form (GET for the CSRF token, then POST): answers the status and the session cookie. */
async function signInThroughForm(app: FastifyInstance, email: string, password: string) {
  const page = await app.inject({ method: 'GET', url: '/users/sign_in' });
  const csrfCookie = page.cookies.find((c) => c.name === 'pdp_csrf');
  const token = /name="authenticity_token" value="([^"]+)"/.exec(page.body)?.[1];
  expect(csrfCookie).toBeDefined();
  expect(token).toBeDefined();
  const response = await app.inject({
    method: 'POST',
    url: '/users/sign_in',
    headers: { cookie: `pdp_csrf=${csrfCookie!.value}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      'user[email]': email,
      'user[password]': password,
      authenticity_token: token!,
    }).toString(),
  });
  return {
    status: response.statusCode,
    session: response.cookies.find((c) => c.name === 'pdp_session')?.value,
  };
}

describe('PUT /api/v1/users/password', () => {
  let t: TestApp;
  let instituteId: number;

  beforeAll(async () => {
    t = await createTestApp();
    instituteId = (await createInstitute(t.db)).id;
  });
  afterAll(() => t.close());

  const storedHash = async (user: UserRow) => {
    const [row] = await t.db
      .select({ password_hash: users.password_hash, password_changed_at: users.password_changed_at })
      .from(users)
      .where(and(eq(users.institute_id, user.institute_id), eq(users.id, user.id)));
    return row!;
  };
  const sessionCount = async (user: UserRow) =>
    (await t.db.select().from(sessions).where(eq(sessions.user_id, user.id))).length;

  describe('success', () => {
    it('answers 200, stores the new password, and ends the other sessions but keeps the current one', async () => {
      const user = await createUser(t.db, instituteId, { is_educator: true });
      const current = await loginAs(t.app, user);
      const otherBrowser = await loginAs(t.app, user);
      const otherDevice = await loginAs(t.app, user);
      const bystander = await createUser(t.db, instituteId, { is_educator: true });
      const bystanderSession = await loginAs(t.app, bystander);
      expect(await sessionCount(user)).toBe(3);

      const response = await apiClient(t.app, current).put(URL, change(TEST_PASSWORD, NEW_PASSWORD));
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ message: 'Your password has been changed.' });

      const stored = await storedHash(user);
      expect(stored.password_hash).not.toBe(user.password_hash);
      expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(stored.password_hash, NEW_PASSWORD)).toBe(true);
      expect(await verifyPassword(stored.password_hash, TEST_PASSWORD)).toBe(false);
      expect(stored.password_changed_at).toBeInstanceOf(Date);

      // The session that changed the password goes on; the user's other sessions are over.
      expect((await apiClient(t.app, current).get('/api/v1/me')).statusCode).toBe(200);
      expect((await apiClient(t.app, otherBrowser).get('/api/v1/me')).statusCode).toBe(401);
      expect((await apiClient(t.app, otherDevice).get('/api/v1/me')).statusCode).toBe(401);
      expect(await sessionCount(user)).toBe(1);
      // Someone else's session is untouched.
      expect((await apiClient(t.app, bystanderSession).get('/api/v1/me')).statusCode).toBe(200);
    });

    it('is open to any signed-in user, even one with no role yet', async () => {
      const user = await createUser(t.db, instituteId);
      const response = await apiClient(t.app, await loginAs(t.app, user)).put(
        URL,
        change(TEST_PASSWORD, NEW_PASSWORD),
      );
      expect(response.statusCode).toBe(200);
      expect((await storedHash(user)).password_hash).not.toBe(user.password_hash);
    });

    it('lets the user sign in through the sign-in form with the new password, and no longer with the old one', async () => {
      const user = await createUser(t.db, instituteId, { is_educator: true });
      const response = await apiClient(t.app, await loginAs(t.app, user)).put(
        URL,
        change(TEST_PASSWORD, NEW_PASSWORD),
      );
      expect(response.statusCode).toBe(200);

      const withOld = await signInThroughForm(t.app, user.email, TEST_PASSWORD);
      expect(withOld.status).toBe(401);
      expect(withOld.session).toBeUndefined();

      const withNew = await signInThroughForm(t.app, user.email, NEW_PASSWORD);
      expect(withNew.status).toBe(303);
      expect(withNew.session).toBeTruthy();
      const me = await apiClient(t.app, `pdp_session=${withNew.session}`).get('/api/v1/me');
      expect(me.statusCode).toBe(200);
      expect(json<{ data: { user: { id: number } } }>(me).data.user.id).toBe(user.id);
    });
  });

  describe('guessing the current password', () => {
    it('answers 429 after 10 wrong current passwords in the window, even for the right one, changing nothing', async () => {
      const user = await createUser(t.db, instituteId, { is_educator: true });
      const client = apiClient(t.app, await loginAs(t.app, user));
      for (let i = 0; i < t.config.rateLimit.perAccount; i++) {
        const wrong = await client.put(URL, change(`Wrong-Guess-${i}-Abc!`, NEW_PASSWORD));
        expect(wrong.statusCode).toBe(422);
      }
      const limited = await client.put(URL, change(TEST_PASSWORD, NEW_PASSWORD));
      expect(limited.statusCode).toBe(429);
      expect(json(limited)).toMatchObject({ title: 'Too Many Requests' });
      expect((await storedHash(user)).password_hash).toBe(user.password_hash);
    });
  });

  describe('422 cases: nothing changes', () => {
    let user: UserRow;
    let cookie: string;
    beforeAll(async () => {
      user = await createUser(t.db, instituteId, { is_educator: true });
      cookie = await loginAs(t.app, user);
    });

    /** Sends the body, checks the 422 shape and that the stored password is untouched, and answers the messages. */
    async function expect422(payload: unknown, title = 'Your password could not be changed') {
      const before = await storedHash(user);
      const response = await apiClient(t.app, cookie).put(URL, payload);
      expect(response.statusCode).toBe(422);
      const result = json<ValidationBody>(response);
      expect(result).toEqual({ title, code: 2, messages: expect.any(Object), base: [] });
      const after = await storedHash(user);
      expect(after.password_hash).toBe(before.password_hash);
      expect(after.password_changed_at).toEqual(before.password_changed_at);
      expect(await verifyPassword(after.password_hash, TEST_PASSWORD)).toBe(true);
      // The failed attempt does not end the session.
      expect((await apiClient(t.app, cookie).get('/api/v1/me')).statusCode).toBe(200);
      return result.messages;
    }

    it('says "can\'t be blank" for each missing field', async () => {
      const messages = await expect422(body({}), 'Validation Failed');
      expect(messages).toEqual({
        current_password: ["can't be blank"],
        password: ["can't be blank"],
        password_confirmation: ["can't be blank"],
      });
    });

    it('says "can\'t be blank" for each empty field', async () => {
      const messages = await expect422(
        body({ current_password: '', password: '', password_confirmation: '' }),
        'Validation Failed',
      );
      expect(messages).toEqual({
        current_password: ["can't be blank"],
        password: ["can't be blank"],
        password_confirmation: ["can't be blank"],
      });
    });

    it('says "can\'t be blank" for only the field that is missing', async () => {
      const messages = await expect422(
        body({ current_password: TEST_PASSWORD, password: NEW_PASSWORD }),
        'Validation Failed',
      );
      expect(messages).toEqual({ password_confirmation: ["can't be blank"] });
    });

    it('says "is invalid" on current_password for a wrong current password', async () => {
      const messages = await expect422(change('Not-The-Password-1', NEW_PASSWORD));
      expect(messages).toEqual({ current_password: ['is invalid'] });
    });

    it('rejects a password that is too short', async () => {
      const short = 'Ab1!'.padEnd(LIMITS.passwordMinLength - 1, 'x');
      const messages = await expect422(change(TEST_PASSWORD, short));
      expect(messages).toEqual({ password: ['is too short (minimum is 14 characters)'] });
    });

    it('rejects a password without an uppercase letter', async () => {
      const messages = await expect422(change(TEST_PASSWORD, 'no-uppercase-here-42'));
      expect(messages).toEqual({ password: ['must include at least one uppercase letter'] });
    });

    it('rejects a password without a lowercase letter', async () => {
      const messages = await expect422(change(TEST_PASSWORD, 'NO-LOWERCASE-HERE-42'));
      expect(messages).toEqual({ password: ['must include at least one lowercase letter'] });
    });

    it('rejects a password without a digit', async () => {
      const messages = await expect422(change(TEST_PASSWORD, 'No-Digits-Here-Ever'));
      expect(messages).toEqual({ password: ['must include at least one digit'] });
    });

    it('rejects a password without a symbol from the list', async () => {
      const messages = await expect422(change(TEST_PASSWORD, 'NoSymbolsHere42 ok'));
      expect(messages).toEqual({ password: ['must include at least one symbol from #?!@$%^&*-'] });
    });

    it('lists every unmet rule at once', async () => {
      const messages = await expect422(change(TEST_PASSWORD, 'abc'));
      expect(messages).toEqual({
        password: [
          'is too short (minimum is 14 characters)',
          'must include at least one uppercase letter',
          'must include at least one digit',
          'must include at least one symbol from #?!@$%^&*-',
        ],
      });
    });

    it('rejects the current password as the new one', async () => {
      const messages = await expect422(change(TEST_PASSWORD, TEST_PASSWORD));
      expect(messages).toEqual({ password: ['must be different from the current password'] });
    });

    it('does not call a wrong current password "the same as the current one"', async () => {
      const messages = await expect422(change('Wrong-Current-Passw0rd!', 'Wrong-Current-Passw0rd!'));
      expect(messages).toEqual({ current_password: ['is invalid'] });
    });

    it('rejects a confirmation that does not match', async () => {
      const messages = await expect422(change(TEST_PASSWORD, NEW_PASSWORD, `${NEW_PASSWORD}x`));
      expect(messages).toEqual({ password_confirmation: ["doesn't match Password"] });
    });

    it('answers every failing field together', async () => {
      const messages = await expect422(change('wrong', 'short', 'other'));
      expect(Object.keys(messages).sort()).toEqual(['current_password', 'password', 'password_confirmation']);
      expect(messages.current_password).toEqual(['is invalid']);
      expect(messages.password).toContain('is too short (minimum is 14 characters)');
      expect(messages.password_confirmation).toEqual(["doesn't match Password"]);
    });
  });

  it('answers 401 to an anonymous caller', async () => {
    const response = await apiClient(t.app).put(URL, change(TEST_PASSWORD, NEW_PASSWORD));
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ title: 'Unauthorized', message: 'You are no longer logged in' });
  });

  it('answers 403 without the X-Client-App header, and changes nothing', async () => {
    const user = await createUser(t.db, instituteId, { is_educator: true });
    const cookie = await loginAs(t.app, user);
    const response = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: { cookie },
      payload: change(TEST_PASSWORD, NEW_PASSWORD),
    });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toMatchObject({
      title: 'Forbidden',
      message: expect.stringContaining('X-Client-App'),
    });
    expect((await storedHash(user)).password_hash).toBe(user.password_hash);

    const wrongValue = await apiClient(t.app, cookie).put(URL, change(TEST_PASSWORD, NEW_PASSWORD), {
      'x-client-app': 'someone-else',
    });
    expect(wrongValue.statusCode).toBe(403);
    expect((await storedHash(user)).password_hash).toBe(user.password_hash);
  });
});
