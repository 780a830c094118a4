import type { TMyNotification } from '@pdp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { email_outbox, users } from '../../db/schema/index.js';

describe('my notifications (issue 21): what the product emailed to me', () => {
  let t: TestApp;
  let instituteId: number;
  let otherInstituteId: number;

  beforeAll(async () => {
    t = await createTestApp();
    instituteId = (await createInstitute(t.db)).id;
    otherInstituteId = (await createInstitute(t.db)).id;
  });
  afterAll(() => t.close());

  const email = (
    institute: number,
    to: string,
    subject: string,
    extra: Partial<typeof email_outbox.$inferInsert> = {},
  ) =>
    t.db.insert(email_outbox).values({
      institute_id: institute,
      to_address: to,
      from_address: 'noreply@example.test',
      subject,
      text_body: `Body of ${subject}`,
      status: 'sent',
      ...extra,
    });
  const signedIn = async () => {
    // Holding the address for an hour: the emails below are from the last minutes.
    const user = await createUser(t.db, instituteId, {
      is_educator: true,
      email_since: new Date(Date.now() - 3_600_000),
    });
    return { user, client: apiClient(t.app, await loginAs(t.app, user)) };
  };
  const list = async (client: ReturnType<typeof apiClient>, query = '') => {
    const response = await client.get(`/api/v1/my/notifications${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return json<{ data: TMyNotification[]; meta: { total: number } }>(response);
  };
  const unread = async (client: ReturnType<typeof apiClient>) => {
    const response = await client.get('/api/v1/my/notifications/unread_count');
    expect(response.statusCode, response.body).toBe(200);
    return json<{ data: { unread_count: number } }>(response).data.unread_count;
  };

  it('lists my emails newest first, whatever the address case, and none of anyone else’s', async () => {
    const { user, client } = await signedIn();
    await email(instituteId, user.email, 'First', { created_at: new Date(Date.now() - 60_000) });
    await email(instituteId, user.email.toUpperCase(), 'Second');
    await email(instituteId, 'someone.else@example.test', 'Not mine');
    await email(otherInstituteId, user.email, 'Other institute');
    await email(instituteId, user.email, 'Reset link', { is_sensitive: true });
    await email(instituteId, user.email, 'Never delivered', { status: 'failed' });
    const body = await list(client);
    expect(body.data.map((row) => row.subject)).toEqual(['Second', 'First']);
    expect(body.data[0]).toMatchObject({ body: 'Body of Second', is_unread: true });
    expect(body.meta.total).toBe(2);
    expect((await list(client, '?per_page=1&page=2')).data.map((row) => row.subject)).toEqual(['First']);
  });

  it('counts unread emails until I mark them read, then only later ones', async () => {
    const { user, client } = await signedIn();
    await email(instituteId, user.email, 'One', { created_at: new Date(Date.now() - 60_000) });
    await email(instituteId, user.email, 'Two', { created_at: new Date(Date.now() - 60_000) });
    expect(await unread(client)).toBe(2);

    const read = await client.post('/api/v1/my/notifications/read', {});
    expect(read.statusCode, read.body).toBe(200);
    expect(json(read)).toEqual({ data: { unread_count: 0 } });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.notifications_read_at).not.toBeNull();
    expect(await unread(client)).toBe(0);
    expect((await list(client)).data.every((item) => !item.is_unread)).toBe(true);

    await email(instituteId, user.email, 'Three', { created_at: new Date(Date.now() + 60_000) });
    expect(await unread(client)).toBe(1);
    expect((await list(client)).data[0]).toMatchObject({ subject: 'Three', is_unread: true });
  });

  it('shows a new holder of an address only what was sent there since it became theirs', async () => {
    const address = 'shared.box@example.test';
    const first = await createUser(t.db, instituteId, { is_educator: true, email: address });
    await email(instituteId, address, 'Your place, with the joining link');
    // An admin corrects the first user's address; the old one goes to a colleague.
    const admin = apiClient(
      t.app,
      await loginAs(t.app, await createUser(t.db, instituteId, { is_institute_admin: true })),
    );
    const moved = await admin.put(`/api/v1/users/${first.id}`, { user: { email: 'first.new@example.test' } });
    expect(moved.statusCode, moved.body).toBe(200);
    const [movedRow] = await t.db.select().from(users).where(eq(users.id, first.id));
    expect(movedRow!.email_since.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const second = await createUser(t.db, instituteId, { is_educator: true, email: address });
    const client = apiClient(t.app, await loginAs(t.app, second));
    expect((await list(client)).data).toEqual([]);
    expect(await unread(client)).toBe(0);

    await email(instituteId, address, 'Welcome, second holder', { created_at: new Date(Date.now() + 1_000) });
    expect((await list(client)).data.map((row) => row.subject)).toEqual(['Welcome, second holder']);
  });

  it('answers 401 without a session, needs the web app header to mark read, and refuses a bad page', async () => {
    expect((await apiClient(t.app).get('/api/v1/my/notifications')).statusCode).toBe(401);
    expect((await apiClient(t.app).get('/api/v1/my/notifications/unread_count')).statusCode).toBe(401);
    expect((await apiClient(t.app).post('/api/v1/my/notifications/read', {})).statusCode).toBe(401);
    const { client } = await signedIn();
    const bad = await client.get('/api/v1/my/notifications?per_page=100000');
    expect([400, 422]).toContain(bad.statusCode);
    expect((await client.post('/api/v1/my/notifications/read', {}, { 'x-client-app': '' })).statusCode).toBe(
      403,
    );
  });
});
