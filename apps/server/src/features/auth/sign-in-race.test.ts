import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs, TEST_PASSWORD } from '../../../test/factories.js';
import { Browser, nextIp } from '../../../test/forms.js';

const PER_ACCOUNT = 10;
const PER_IP = 50;

/**
 * Guesses sent at the same moment see each other: each is counted before the (slow) argon2 check and
 * given back only when right. From one address, one account gets at most PER_ACCOUNT password checks
 * a window, however the guesses are timed; so does a session guessing its current password.
 */
describe('password throttles under simultaneous guesses', () => {
  let t: TestApp;
  let instituteId: number;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: { windowSeconds: 900, perAccount: PER_ACCOUNT, perIp: PER_IP } });
    instituteId = (await createInstitute(t.db)).id;
  });
  afterAll(() => t.close());

  it('one address guessing one account in parallel gets at most perAccount answers other than 429', async () => {
    await createUser(t.db, instituteId, { email: 'target@example.test' });
    const browser = new Browser(t.app, nextIp());
    const form = await browser.get('/users/sign_in');
    const guesses = Array.from({ length: 40 }, (_, i) =>
      i === 39 ? TEST_PASSWORD : `Wrong-Guess-${i}-Xyz!`,
    );
    const answers = await Promise.all(
      guesses.map((password) =>
        browser.post('/users/sign_in', {
          'user[email]': 'target@example.test',
          'user[password]': password,
          authenticity_token: form.token!,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const checked = statuses.filter((status) => status !== 429).length;
    // The 40th guess (the right password) must not be checked after 39 wrong ones from this address.
    expect({ checked, lastGuess: statuses[39] }).toEqual({ checked: PER_ACCOUNT, lastGuess: 429 });
  });

  it('a stolen session guessing the current password in parallel gets at most perAccount checks', async () => {
    const user = await createUser(t.db, instituteId, {
      email: 'victim-session@example.test',
      is_facilitator: true,
    });
    const client = apiClient(t.app, await loginAs(t.app, user));
    const guesses = Array.from({ length: 30 }, (_, i) =>
      i === 29 ? TEST_PASSWORD : `Wrong-Guess-${i}-Xyz!`,
    );
    const answers = await Promise.all(
      guesses.map((current_password) =>
        client.put('/api/v1/users/password', {
          user: {
            current_password,
            password: 'Stolen-Session-Passw0rd!',
            password_confirmation: 'Stolen-Session-Passw0rd!',
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    const checked = statuses.filter((status) => status !== 429).length;
    // The right password, guessed 30th, must not be accepted after 29 wrong ones.
    expect({ checked, lastGuess: statuses[29] }).toEqual({ checked: PER_ACCOUNT, lastGuess: 429 });
  });
});
