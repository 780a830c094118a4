import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs, TEST_PASSWORD } from '../../../test/factories.js';
import { Browser, nextIp, signInThroughForm } from '../../../test/forms.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { RESET_MESSAGES } from './password-reset.js';
import { insertResetToken } from './reset-token-repository.js';

const NEW_PASSWORD = 'Attacker-Chosen-Passw0rd!';

/**
 * A password-setting link (invitation or reset) is a credential for the account it was sent
 * for, at the address it was sent to. Once that address is no longer the account's, or the password
 * has been changed since, the link must no longer set the password.
 */
describe('invitation and reset links after the account changes', () => {
  let t: TestApp;
  let instituteId: number;
  beforeAll(async () => {
    t = await createTestApp();
    instituteId = (await createInstitute(t.db, { name: 'Probe Institute' })).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A link as the invitation/reset email carries it (the token is what the mailbox holder has). */
  async function issueLink(user: { id: number; institute_id: number }, hours = 24 * 14) {
    const token = randomToken();
    await insertResetToken(t.db, {
      token_hash: hashToken(token),
      user_id: user.id,
      user_institute_id: user.institute_id,
      expires_at: new Date(Date.now() + hours * 3_600_000),
    });
    return token;
  }

  async function submitReset(token: string, password: string) {
    const browser = new Browser(t.app, nextIp());
    const form = await browser.get(`/users/password/edit?reset_password_token=${encodeURIComponent(token)}`);
    return browser.post('/users/password', {
      _method: 'put',
      'user[reset_password_token]': token,
      'user[password]': password,
      'user[password_confirmation]': password,
      authenticity_token: form.token!,
    });
  }

  it('an invitation link sent to a mistyped address stops working once the admin corrects the email', async () => {
    const admin = await createUser(t.db, instituteId, { is_institute_admin: true });
    // The admin typed the wrong address: the invitation goes to a stranger's mailbox.
    const user = await createUser(t.db, instituteId, {
      email: 'jane.doe@strangers-mail.test',
      is_facilitator: true,
      password_hash: null,
    });
    const strangersToken = await issueLink(user);

    // The admin notices and corrects the email.
    const put = await apiClient(t.app, await loginAs(t.app, admin)).put(`/api/v1/users/${user.id}`, {
      user: { email: 'jane.doe@probe-institute.test' },
    });
    expect(put.statusCode).toBe(200);

    // The stranger still holds the old link: it must not set the account's password.
    const reset = await submitReset(strangersToken, NEW_PASSWORD);
    const signIn = await signInThroughForm(
      new Browser(t.app, nextIp()),
      'jane.doe@probe-institute.test',
      NEW_PASSWORD,
    );
    // The stranger now signs in as the (corrected) account.
    expect(signIn.status).not.toBe(303);
    expect(reset.text).toContain(RESET_MESSAGES.tokenInvalid);
  });

  it('a reset link issued before a Change Password no longer works after it', async () => {
    const user = await createUser(t.db, instituteId, {
      email: 'changer@probe-institute.test',
      is_educator: false,
      is_facilitator: true,
    });
    // Someone with brief access to the mailbox (or a forwarded email) holds a fresh reset link.
    const token = await issueLink(user, 6);
    // The owner, noticing, changes the password (ending every other session).
    const cookie = await loginAs(t.app, user);
    const changed = await apiClient(t.app, cookie).put('/api/v1/users/password', {
      user: {
        current_password: TEST_PASSWORD,
        password: 'Owner-Fresh-Passw0rd!!',
        password_confirmation: 'Owner-Fresh-Passw0rd!!',
      },
    });
    expect(changed.statusCode).toBe(200);
    // The earlier link must not undo that.
    const reset = await submitReset(token, NEW_PASSWORD);
    expect(reset.text).toContain(RESET_MESSAGES.tokenInvalid);
  });

  it('a link does not set the password of a deactivated account', async () => {
    const admin = await createUser(t.db, instituteId, { is_institute_admin: true });
    const user = await createUser(t.db, instituteId, {
      email: 'leaver@probe-institute.test',
      is_facilitator: true,
    });
    const token = await issueLink(user);
    const put = await apiClient(t.app, await loginAs(t.app, admin)).put(`/api/v1/users/${user.id}`, {
      user: { active: false },
    });
    expect(put.statusCode).toBe(200);
    const reset = await submitReset(token, NEW_PASSWORD);
    expect(reset.text).toContain(RESET_MESSAGES.tokenInvalid);
  });
});
