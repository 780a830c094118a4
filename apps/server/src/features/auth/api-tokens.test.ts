import type { TApiToken, TCreatedApiToken } from '@pdp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { api_tokens, audit_events, units } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';

type Client = ReturnType<typeof apiClient>;

/**
 * API tokens (issue 40 §4): made and revoked by an institute admin, the secret shown once and stored
 * hashed, read-only to the reports of their own institute, rate-limited, in the audit trail.
 */
describe('API tokens', () => {
  let t: TestApp;
  let instituteId: number;
  let admin: Client;
  let supervisor: Client;

  beforeAll(async () => {
    t = await createTestApp();
    instituteId = (await createInstitute(t.db, { timezone: 'UTC', vcm_enabled: true })).id;
    await t.db.insert(units).values({ institute_id: instituteId, year: 2026, code: 'U1', title: 'Unit one' });
    admin = apiClient(
      t.app,
      await loginAs(t.app, await createUser(t.db, instituteId, { is_institute_admin: true })),
    );
    supervisor = apiClient(
      t.app,
      await loginAs(t.app, await createUser(t.db, instituteId, { is_supervisor: true })),
    );
  });
  afterAll(() => t.close());

  const create = async (name: string) => {
    const res = await admin.post('/api/v1/api_tokens', { api_token: { name } });
    expect(res.statusCode, res.body).toBe(201);
    return json<{ data: TCreatedApiToken }>(res).data;
  };
  const bearer = (token: string, method: 'GET' | 'POST' = 'GET', url = '/api/v1/reports/passport') =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

  it('shows the secret once, lists the token without it and stores only its hash', async () => {
    const created = await create('Timetabling');
    expect(created.token).toMatch(new RegExp(`^pdp_${instituteId}_[A-Za-z0-9_-]{43}$`));
    expect(created).toMatchObject({ name: 'Timetabling', last_used_at: null, revoked_at: null });
    const list = json<{ data: TApiToken[] }>(await admin.get('/api/v1/api_tokens')).data;
    const listed = list.find((row) => row.id === created.id)!;
    expect(listed).not.toHaveProperty('token');
    expect(JSON.stringify(list)).not.toContain(created.token);
    const [row] = await t.db.select().from(api_tokens).where(eq(api_tokens.id, created.id));
    expect(row!.token_hash).toBe(hashToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(-43));
  });

  it('reads the reports (JSON and CSV), and stamps its last use', async () => {
    const { id, token } = await create('Reader');
    const res = await bearer(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await bearer(token, 'GET', '/api/v1/reports/unit_deliverers?q[unit_code_eq]=U1')).statusCode,
    ).toBe(200);
    expect((await bearer(token, 'GET', '/api/v1/reports/passport.csv')).statusCode).toBe(200);
    const listed = json<{ data: TApiToken[] }>(await admin.get('/api/v1/api_tokens')).data.find(
      (r) => r.id === id,
    )!;
    expect(listed.last_used_at).not.toBeNull();
  });

  it('is refused (403) anywhere but the reports’ reads: /me, settings, users, writes', async () => {
    const { token } = await create('Narrow');
    for (const [method, url] of [
      ['GET', '/api/v1/me'],
      ['GET', '/api/v1/my/passport'],
      ['GET', '/api/v1/users'],
      ['GET', '/api/v1/api_tokens'],
      ['GET', '/api/v1/audit_events'],
      ['POST', '/api/v1/reports/profile'],
    ] as const) {
      const res = await bearer(token, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('answers 401 once revoked, and an unknown or forged token 401', async () => {
    const { id, token } = await create('Short-lived');
    expect((await bearer(token)).statusCode).toBe(200);
    const revoked = await admin.delete(`/api/v1/api_tokens/${id}`);
    expect(revoked.statusCode).toBe(200);
    expect(json<{ data: TApiToken }>(revoked).data.revoked_at).not.toBeNull();
    expect((await bearer(token)).statusCode).toBe(401);
    expect((await bearer(`${token.slice(0, -1)}A`)).statusCode).toBe(401);
    expect((await bearer('not-a-token')).statusCode).toBe(401);
    // Another institute's number in front of the same secret names no token there.
    expect((await bearer(token.replace(`pdp_${instituteId}_`, `pdp_${instituteId + 1}_`))).statusCode).toBe(
      401,
    );
  });

  it('allows 60 calls a minute, then 429 with Retry-After in the spec’s error body', async () => {
    const { token } = await create('Busy');
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1)
      statuses.push((await bearer(token, 'GET', '/api/v1/reports/unit_deliverers')).statusCode);
    expect(statuses.every((status) => status === 422)).toBe(true);
    const limited = await bearer(token, 'GET', '/api/v1/reports/unit_deliverers');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(json(limited)).toEqual({ title: 'Too Many Requests', message: expect.stringContaining('60') });
  });

  it('reads only its own institute: another institute’s unit is 404, its tokens cannot be revoked (404)', async () => {
    const elsewhere = (await createInstitute(t.db)).id;
    await t.db.insert(units).values({ institute_id: elsewhere, year: 2026, code: 'X9', title: 'Theirs' });
    const outsider = apiClient(
      t.app,
      await loginAs(t.app, await createUser(t.db, elsewhere, { is_institute_admin: true })),
    );
    const theirs = json<{ data: TCreatedApiToken }>(
      await outsider.post('/api/v1/api_tokens', { api_token: { name: 'Theirs' } }),
    ).data;
    const { token } = await create('Ours');
    expect(
      (await bearer(token, 'GET', '/api/v1/reports/unit_deliverers?q[unit_code_eq]=X9')).statusCode,
    ).toBe(404);
    expect((await admin.delete(`/api/v1/api_tokens/${theirs.id}`)).statusCode).toBe(404);
    const list = json<{ data: TApiToken[] }>(await admin.get('/api/v1/api_tokens')).data;
    expect(list.map((row) => row.id)).not.toContain(theirs.id);
  });

  it('is the institute admins’ to manage: a supervisor 403, anonymous 401', async () => {
    expect((await supervisor.get('/api/v1/api_tokens')).statusCode).toBe(403);
    expect((await supervisor.post('/api/v1/api_tokens', { api_token: { name: 'x' } })).statusCode).toBe(403);
    expect((await apiClient(t.app).get('/api/v1/api_tokens')).statusCode).toBe(401);
  });

  it('names the field of a bad name (422) and writes nothing', async () => {
    const before = (await t.db.select().from(api_tokens).where(eq(api_tokens.institute_id, instituteId)))
      .length;
    for (const name of ['', '   ', 'x'.repeat(101)]) {
      const res = await admin.post('/api/v1/api_tokens', { api_token: { name } });
      expect(res.statusCode).toBe(422);
      expect(json<{ messages: Record<string, string[]> }>(res).messages).toHaveProperty('name');
    }
    const after = (await t.db.select().from(api_tokens).where(eq(api_tokens.institute_id, instituteId)))
      .length;
    expect(after).toBe(before);
  });

  it('leaves creation, use and revocation in the audit trail, never the hash', async () => {
    const { id, token } = await create('Audited');
    await bearer(token);
    await admin.delete(`/api/v1/api_tokens/${id}`);
    const events = await t.db
      .select()
      .from(audit_events)
      .where(and(eq(audit_events.table_name, 'api_tokens'), eq(audit_events.record_id, id)))
      .orderBy(audit_events.id);
    expect(events.map((event) => event.action)).toEqual(['insert', 'update', 'update']);
    expect(events[1]!.after).toHaveProperty('last_used_at');
    expect(events[2]!.after).toHaveProperty('revoked_at');
    expect(JSON.stringify(events)).not.toContain(hashToken(token));
    expect(events.every((event) => event.user_id !== null)).toBe(true);
  });
});
