import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, json } from '../../../test/app.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { alertsOf } from '../../../test/forms.js';
import { signInThroughProvider, useSsoWorld } from '../../../test/sso-support.js';
import { institutes, users } from '../../db/schema/index.js';
import { auditTrail } from '../audit/test-support.js';
import { SSO_MESSAGES } from './sso-messages.js';

type Validation = { code: number; messages: Record<string, string[]> };
const MAPPINGS = [
  { group: 'pdp-admins', role: 'institute_admin' },
  { group: 'pdp-supervisors', role: 'supervisor' },
  { group: 'pdp-staff', role: 'facilitator' },
];

/** Issue 20, beyond the spec: roles from the provider's groups claim at each SSO sign-in. */
describe('SSO roles from a groups claim', () => {
  const domain = 'roles-college.edu.au';
  const sso = useSsoWorld(domain, { sso_groups_claim: 'groups', sso_role_mappings: MAPPINGS });
  let admin: string;
  beforeAll(async () => {
    expect(json<{ data: Record<string, unknown> }>(sso.saved).data).toMatchObject({
      sso_groups_claim: 'groups',
      sso_role_mappings: MAPPINGS,
    });
    admin = await loginAs(
      sso.t.app,
      await createUser(sso.t.db, sso.instituteId, { is_institute_admin: true }),
    );
  });

  const put = (institute: object) =>
    apiClient(sso.t.app, admin).put(`/api/v1/institutes/${sso.instituteId}`, { institute });
  const rolesOf = async (id: number) => {
    const [row] = await sso.t.db.select().from(users).where(eq(users.id, id));
    const { is_institute_admin, is_supervisor, is_facilitator, is_educator, is_guest } = row!;
    return { is_institute_admin, is_supervisor, is_facilitator, is_educator, is_guest };
  };

  const signIn = async (email: string) => {
    const { finished, signedIn } = await signInThroughProvider(sso.t.app, email);
    return { finished: finished!, signedIn };
  };

  it('sets the roles to exactly those of the groups, recorded in the audit trail as the user', async () => {
    const user = await createUser(sso.t.db, sso.instituteId, { email: `rae@${domain}`, is_educator: true });
    sso.idp.setClaims(user.email, { groups: ['pdp-supervisors', 'pdp-staff', 'unrelated-group'] });
    const trail = auditTrail(sso.t);
    const mark = await trail.mark();

    const { finished, signedIn } = await signIn(user.email);
    expect(finished.status).toBe(303);
    expect(signedIn).toBe(true);
    expect(await rolesOf(user.id)).toEqual({
      is_institute_admin: false,
      is_supervisor: true,
      is_facilitator: true,
      is_educator: false,
      is_guest: false,
    });
    const events = (await trail.since(mark, 'users')).filter((e) => e.record_id === user.id);
    const change = events.find((e) => e.action === 'update' && e.after && 'is_supervisor' in e.after);
    expect(change).toMatchObject({
      user_id: user.id,
      before: { is_supervisor: false, is_facilitator: false, is_educator: true },
      after: { is_supervisor: true, is_facilitator: true, is_educator: false },
    });

    // The next sign-in with other groups changes them again; the same groups change nothing.
    sso.idp.setClaims(user.email, { groups: 'pdp-admins' });
    expect((await signIn(user.email)).signedIn).toBe(true);
    expect(await rolesOf(user.id)).toMatchObject({
      is_institute_admin: true,
      is_supervisor: false,
      is_facilitator: false,
    });
    const again = await trail.mark();
    expect((await signIn(user.email)).signedIn).toBe(true);
    const later = await trail.since(again, 'users');
    expect(later.filter((e) => e.after && 'is_institute_admin' in e.after)).toEqual([]);
  });

  it('refuses a user whose groups match no mapping, leaving the roles as they were', async () => {
    const user = await createUser(sso.t.db, sso.instituteId, {
      email: `ned@${domain}`,
      is_facilitator: true,
    });
    sso.idp.setClaims(user.email, { groups: ['unrelated-group'] });
    const { finished, signedIn } = await signIn(user.email);
    expect(finished.status).toBe(403);
    expect(alertsOf(finished.html)).toEqual([SSO_MESSAGES.noRole]);
    expect(signedIn).toBe(false);
    expect(await rolesOf(user.id)).toMatchObject({ is_facilitator: true, is_supervisor: false });
  });

  it('leaves the roles alone when the token has no groups claim', async () => {
    const user = await createUser(sso.t.db, sso.instituteId, {
      email: `ola@${domain}`,
      is_facilitator: true,
    });
    const { signedIn } = await signIn(user.email);
    expect(signedIn).toBe(true);
    expect(await rolesOf(user.id)).toMatchObject({ is_facilitator: true, is_institute_admin: false });
  });

  it('never gives a role an institute admin could not: a stored super admin mapping gives nothing', async () => {
    // Written past the API (which refuses the role), as an old or tampered row would hold it.
    await sso.t.db
      .update(institutes)
      .set({ sso_role_mappings: [...MAPPINGS, { group: 'pdp-root', role: 'super_admin' }] })
      .where(eq(institutes.id, sso.instituteId));
    try {
      const user = await createUser(sso.t.db, sso.instituteId, { email: `ida@${domain}`, is_educator: true });
      sso.idp.setClaims(user.email, { groups: ['pdp-root', 'pdp-staff'] });
      expect((await signIn(user.email)).signedIn).toBe(true);
      const [row] = await sso.t.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ is_super_admin: false, is_facilitator: true, is_educator: false });
    } finally {
      await sso.t.db
        .update(institutes)
        .set({ sso_role_mappings: MAPPINGS })
        .where(eq(institutes.id, sso.instituteId));
    }
  });

  it('answers 422 for an unknown role, a blank group, a bad claim name or too many mappings', async () => {
    const bad = await put({
      sso_groups_claim: 'not a claim',
      sso_role_mappings: [
        { group: ' ', role: 'supervisor' },
        { group: 'x', role: 'super_admin' },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json<Validation>(bad).messages).sort()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^sso_groups_claim/),
        expect.stringMatching(/^sso_role_mappings/),
      ]),
    );
    const many = Array.from({ length: 51 }, (_, i) => ({ group: `g${i}`, role: 'educator' }));
    expect((await put({ sso_role_mappings: many })).statusCode).toBe(422);
    // Nothing was saved.
    const shown = json<{ data: Record<string, unknown> }>(
      await apiClient(sso.t.app, admin).get(`/api/v1/institutes/${sso.instituteId}`),
    );
    expect(shown.data).toMatchObject({ sso_groups_claim: 'groups', sso_role_mappings: MAPPINGS });
  });
});
