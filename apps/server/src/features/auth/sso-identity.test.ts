import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient, json, sessionCookie } from '../../../test/app.js';
import { createInstitute, createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { alertsOf, Browser, nextIp, signInThroughForm } from '../../../test/forms.js';
import { signInThroughProvider, useSsoWorld } from '../../../test/sso-support.js';
import { password_reset_tokens, users } from '../../db/schema/index.js';
import { auditTrail } from '../audit/test-support.js';
import { RESET_MESSAGES } from './password-reset.js';
import { SSO_MESSAGES } from './sso-messages.js';

/** Who an SSO sign-in may be: never a super admin; a verified email or a linked `sub` (docs/sso.md). */
describe('SSO: who is signed in', () => {
  const domain = 'identity-college.edu.au';
  const sso = useSsoWorld(domain);

  const signIn = (email: string) => signInThroughProvider(sso.t.app, email);
  const linkOf = async (id: number) => {
    const [row] = await sso.t.db.select().from(users).where(eq(users.id, id));
    return { sso_issuer: row!.sso_issuer, sso_subject: row!.sso_subject };
  };
  const meOf = async (browser: Browser) => {
    const cookie = sessionCookie(browser.cookies.get('pdp_session')!);
    return json<{ data: { user: { email: string; is_super_admin: boolean } } }>(
      await apiClient(sso.t.app, cookie).get('/api/v1/me'),
    ).data.user;
  };

  describe('a super admin of the institute', () => {
    it('is never signed in through SSO, and keeps their password sign-in and reset', async () => {
      const root = await createUser(sso.t.db, sso.instituteId, {
        email: `root@${domain}`,
        is_super_admin: true,
      });
      const refused = await signIn(root.email);
      expect(refused.finished!.status).toBe(403);
      expect(alertsOf(refused.finished!.html)).toEqual([SSO_MESSAGES.superAdmin]);
      expect(refused.signedIn).toBe(false);
      // Not even linked: the refused sign-in wrote nothing.
      expect(await linkOf(root.id)).toEqual({ sso_issuer: null, sso_subject: null });

      // SSO is on for their institute, yet the password works.
      const browser = new Browser(sso.t.app, nextIp());
      const signedIn = await signInThroughForm(browser, root.email, TEST_PASSWORD);
      expect(signedIn.status).toBe(303);
      expect(await meOf(browser)).toMatchObject({ email: root.email, is_super_admin: true });
      // And so does Change Password: the password is theirs.
      const newPassword = 'Root-Passw0rd-Anew!';
      const changed = await apiClient(sso.t.app, sessionCookie(browser.cookies.get('pdp_session')!)).put(
        '/api/v1/users/password',
        {
          user: {
            current_password: TEST_PASSWORD,
            password: newPassword,
            password_confirmation: newPassword,
          },
        },
      );
      expect(changed.statusCode).toBe(200);

      // Forgot password: the page speaks of SSO for the whole domain (it tells nobody who has a
      // password), yet the link goes to whoever keeps one: the super admin, and a user of another
      // institute (without SSO) whose address happens to be on this domain.
      const staff = await createUser(sso.t.db, sso.instituteId, { email: `sal@${domain}` });
      const visitor = await createUser(sso.t.db, (await createInstitute(sso.t.db)).id, {
        email: `vi@${domain}`,
      });
      for (const email of [staff.email, root.email, visitor.email]) {
        const forgot = new Browser(sso.t.app, nextIp());
        const form = await forgot.get('/users/password/new');
        const asked = await forgot.post('/users/password', {
          'user[email]': email,
          authenticity_token: form.token!,
        });
        expect(asked.text).toContain(RESET_MESSAGES.sso);
      }
      const tokensOf = (id: number) =>
        sso.t.db.select().from(password_reset_tokens).where(eq(password_reset_tokens.user_id, id));
      for (const keeper of [root, visitor])
        await expect.poll(async () => (await tokensOf(keeper.id)).length, { timeout: 5000 }).toBe(1);
      expect(await tokensOf(staff.id)).toEqual([]);
    });
  });

  describe('email_verified', () => {
    it.each([
      ['missing', undefined],
      ['false', false],
      ['the string "false"', 'false'],
      ['a number', 1],
    ])('refuses an email match when email_verified is %s, linking nobody', async (_name, verified) => {
      const user = await createUser(sso.t.db, sso.instituteId, {
        email: `unverified${nextIp().replaceAll('.', '')}@${domain}`,
      });
      sso.idp.setClaims(user.email, { email_verified: verified });
      const refused = await signIn(user.email);
      expect(refused.finished!.status).toBe(403);
      expect(alertsOf(refused.finished!.html)).toEqual([SSO_MESSAGES.unverifiedEmail]);
      expect(refused.signedIn).toBe(false);
      expect(await linkOf(user.id)).toEqual({ sso_issuer: null, sso_subject: null });
    });

    it.each([
      ['true', true],
      ['the string "true"', 'true'],
    ])('matches the email when email_verified is %s, and links the sub', async (_name, verified) => {
      const user = await createUser(sso.t.db, sso.instituteId, {
        email: `verified${nextIp().replaceAll('.', '')}@${domain}`,
      });
      sso.idp.setClaims(user.email, { email_verified: verified });
      const signedIn = await signIn(user.email);
      expect(signedIn.signedIn).toBe(true);
      expect(await meOf(signedIn.browser)).toMatchObject({ email: user.email });
      // The test provider's sub is the login name it was given.
      expect(await linkOf(user.id)).toEqual({ sso_issuer: sso.idp.issuer, sso_subject: user.email });
    });
  });

  describe('the sub', () => {
    it('signs the linked user in by their sub, whatever email the provider now sends', async () => {
      const user = await createUser(sso.t.db, sso.instituteId, { email: `una@${domain}` });
      const trail = auditTrail(sso.t);
      const mark = await trail.mark();
      expect((await signIn(user.email)).signedIn).toBe(true);
      const link = (await trail.since(mark, 'users')).find((e) => e.after && 'sso_subject' in e.after);
      expect(link).toMatchObject({
        record_id: user.id,
        user_id: user.id,
        after: { sso_subject: user.email },
      });

      // The person's email changes at the provider (and is no account here): the sub still finds Una.
      sso.idp.setClaims(user.email, { email: `una.renamed@${domain}` });
      const again = await signIn(user.email);
      expect(again.signedIn).toBe(true);
      expect(await meOf(again.browser)).toMatchObject({ email: user.email });
    });

    it('refuses someone else at the provider who comes with a linked user’s email', async () => {
      const user = await createUser(sso.t.db, sso.instituteId, { email: `vic@${domain}` });
      expect((await signIn(user.email)).signedIn).toBe(true);
      // Another account at the provider (another sub) whose email claim, verified, is Vic's.
      const impostor = `impostor@${domain}`;
      sso.idp.setClaims(impostor, { email: user.email });
      const refused = await signIn(impostor);
      expect(refused.finished!.status).toBe(403);
      expect(alertsOf(refused.finished!.html)).toEqual([SSO_MESSAGES.otherPerson]);
      expect(refused.signedIn).toBe(false);
      expect(await linkOf(user.id)).toEqual({ sso_issuer: sso.idp.issuer, sso_subject: user.email });
    });

    it('no longer counts a link made under another issuer', async () => {
      const user = await createUser(sso.t.db, sso.instituteId, {
        email: `wes@${domain}`,
        sso_issuer: 'https://old-provider.example',
        sso_subject: 'someone-at-the-old-provider',
      });
      const signedIn = await signIn(user.email);
      expect(signedIn.signedIn).toBe(true);
      expect(await linkOf(user.id)).toEqual({ sso_issuer: sso.idp.issuer, sso_subject: user.email });
    });
  });
});
