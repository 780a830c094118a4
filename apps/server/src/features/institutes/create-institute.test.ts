import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import {
  createDivisionWithDepartments,
  createEmploymentType,
  createInstitute,
  createUser,
  loginAs,
} from '../../../test/factories.js';
import {
  banners,
  capabilities,
  departments,
  divisions,
  domains,
  employment_types,
  institutes,
  locations,
  response_labels,
  users,
} from '../../db/schema/index.js';
import { multipartFile, TINY_JPEG, TINY_PNG } from '../../../test/multipart.js';

type ValidationBody = { title: string; code: number; messages: Record<string, string[]>; base: string[] };

describe('POST /api/v1/institutes and GET /api/v1/institutes/options', () => {
  let t: TestApp;
  let superCookie: string;
  let adminCookie: string;
  let sourceId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const source = await createInstitute(t.db, {
      name: 'Source College',
      primary_color: '#123456',
      vcm_enabled: true,
      points_anniversary_month: 7,
      sso_enabled: true,
      sso_domain_name: 'source.example',
      from_email_address: 'pd@source.example',
      allow_supervisor_to_action: ['vocational_point_requests'],
    });
    sourceId = source.id;
    await createDivisionWithDepartments(t.db, sourceId, 'Trades', ['PLB', 'ELC']);
    await createDivisionWithDepartments(t.db, sourceId, 'Health', ['NUR']);
    await createEmploymentType(t.db, sourceId, 'Full-time');
    await t.db.insert(locations).values([
      { institute_id: sourceId, name: 'City' },
      { institute_id: sourceId, name: 'Online' },
    ]);
    await createUser(t.db, sourceId, { is_educator: true, email: 'source-educator@example.test' });
    superCookie = await loginAs(t.app, await createUser(t.db, sourceId, { is_super_admin: true }));
    adminCookie = await loginAs(t.app, await createUser(t.db, sourceId, { is_institute_admin: true }));
  });
  afterAll(() => t.close());

  it('lists institutes to copy from, by name, for a super admin only', async () => {
    await createInstitute(t.db, { name: 'Another Place' });
    const response = await apiClient(t.app, superCookie).get('/api/v1/institutes/options');
    expect(response.statusCode).toBe(200);
    const names = json<{ data: { id: number; name: string }[] }>(response).data.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(expect.arrayContaining(['Source College', 'Another Place']));
    expect((await apiClient(t.app, adminCookie).get('/api/v1/institutes/options')).statusCode).toBe(403);
    expect((await apiClient(t.app).get('/api/v1/institutes/options')).statusCode).toBe(401);
  });

  it('creates an empty institute with defaults: 201 with data.id', async () => {
    const response = await apiClient(t.app, superCookie).post('/api/v1/institutes', {
      institute: { name: '  Fresh Start  ' },
    });
    expect(response.statusCode).toBe(201);
    const { id } = json<{ data: { id: number } }>(response).data;
    const [row] = await t.db.select().from(institutes).where(eq(institutes.id, id));
    expect(row).toMatchObject({ name: 'Fresh Start', vcm_enabled: false, points_anniversary_month: 1 });
    expect(await t.db.select().from(divisions).where(eq(divisions.institute_id, id))).toEqual([]);
  });

  it('copies configuration and settings data, but never users or institute-specific identity', async () => {
    const response = await apiClient(t.app, superCookie).post('/api/v1/institutes', {
      institute: { name: 'Copied College' },
      copy_from_institute_id: sourceId,
    });
    expect(response.statusCode).toBe(201);
    const { id } = json<{ data: { id: number } }>(response).data;

    const [copy] = await t.db.select().from(institutes).where(eq(institutes.id, id));
    expect(copy).toMatchObject({
      name: 'Copied College',
      primary_color: '#123456',
      vcm_enabled: true,
      points_anniversary_month: 7,
      allow_supervisor_to_action: ['vocational_point_requests'],
      sso_enabled: false,
      sso_domain_name: null,
      from_email_address: null,
    });

    const copiedDivisions = await t.db.select().from(divisions).where(eq(divisions.institute_id, id));
    expect(copiedDivisions.map((d) => d.name).sort()).toEqual(['Health', 'Trades']);
    const copiedDepartments = await t.db.select().from(departments).where(eq(departments.institute_id, id));
    const trades = copiedDivisions.find((d) => d.name === 'Trades')!;
    expect(
      copiedDepartments
        .filter((d) => d.division_id === trades.id)
        .map((d) => d.code)
        .sort(),
    ).toEqual(['ELC', 'PLB']);
    expect(copiedDepartments).toHaveLength(3);
    expect(
      (await t.db.select().from(employment_types).where(eq(employment_types.institute_id, id))).map(
        (e) => e.name,
      ),
    ).toEqual(['Full-time']);
    expect(
      (await t.db.select().from(locations).where(eq(locations.institute_id, id))).map((l) => l.name).sort(),
    ).toEqual(['City', 'Online']);
    expect(await t.db.select().from(users).where(eq(users.institute_id, id))).toEqual([]);
  });

  it('never lets a copy share the source’s logo file: the copy’s first upload leaves the source’s logo', async () => {
    const uploadLogo = async (id: number) => {
      const form = await multipartFile('institute[logo]', TINY_PNG, 'logo.png');
      const response = await apiClient(t.app, superCookie).post(
        `/api/v1/institutes/${id}/logo`,
        form.payload,
        form.headers,
      );
      expect(response.statusCode, response.body).toBe(200);
      return json<{ data: { logo_url: string } }>(response).data.logo_url;
    };
    const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
    const sourceLogo = await uploadLogo(sourceId);
    const response = await apiClient(t.app, superCookie).post('/api/v1/institutes', {
      institute: { name: 'Logo Copy' },
      copy_from_institute_id: sourceId,
    });
    const { id } = json<{ data: { id: number } }>(response).data;
    const [copy] = await t.db.select().from(institutes).where(eq(institutes.id, id));
    expect(copy).toMatchObject({ logo_key: null, logo_url: null, logo_filename: null });

    const copyLogo = await uploadLogo(id);
    expect([await served(sourceLogo), await served(copyLogo)]).toEqual([200, 200]);
  });

  it('gives a brand-new institute the default response labels', async () => {
    const response = await apiClient(t.app, superCookie).post('/api/v1/institutes', {
      institute: { name: 'Labelled' },
    });
    const { id } = json<{ data: { id: number } }>(response).data;
    const labels = await t.db.select().from(response_labels).where(eq(response_labels.institute_id, id));
    expect(labels.map((l) => [l.value, l.text]).sort()).toEqual([
      [1, 'Not yet'],
      [2, 'Developing'],
      [3, 'Capable'],
      [4, 'Highly capable'],
    ]);
  });

  it('copies domains with their capabilities, and banners with their own copy of each file', async () => {
    const [domain] = await t.db
      .insert(domains)
      .values({ institute_id: sourceId, name: 'Teaching', display_order: 1 })
      .returning();
    await t.db.insert(capabilities).values([
      { institute_id: sourceId, domain_id: domain!.id, statement: 'Plans learning', display_order: 1 },
      { institute_id: sourceId, domain_id: domain!.id, statement: 'Assesses fairly', display_order: 2 },
    ]);
    const key = `${sourceId}/sourcebannerimage0001.jpg`;
    await t.app.deps.storage.put(key, TINY_JPEG);
    await t.db.insert(banners).values({
      institute_id: sourceId,
      title: 'Welcome',
      desktop_image_key: key,
      desktop_image_filename: 'w.jpg',
    });

    const response = await apiClient(t.app, superCookie).post('/api/v1/institutes', {
      institute: { name: 'Deep Copy' },
      copy_from_institute_id: sourceId,
    });
    const { id } = json<{ data: { id: number } }>(response).data;
    const [copiedDomain] = await t.db.select().from(domains).where(eq(domains.institute_id, id));
    const copiedCapabilities = await t.db
      .select()
      .from(capabilities)
      .where(eq(capabilities.institute_id, id));
    expect(copiedCapabilities.map((c) => [c.domain_id, c.statement]).sort()).toEqual([
      [copiedDomain!.id, 'Assesses fairly'],
      [copiedDomain!.id, 'Plans learning'],
    ]);
    const [copiedBanner] = await t.db.select().from(banners).where(eq(banners.institute_id, id));
    expect(copiedBanner!.desktop_image_key).toMatch(new RegExp(`^${id}/`));
    expect(copiedBanner!.desktop_image_key).not.toBe(key);
    expect((await t.app.deps.storage.get(copiedBanner!.desktop_image_key!))?.equals(TINY_JPEG)).toBe(true);
  });

  it('answers 422 per field for a blank, too long or taken name and an unknown source, creating nothing', async () => {
    const before = (await t.db.select().from(institutes)).length;
    const client = apiClient(t.app, superCookie);
    const cases: [unknown, string, string][] = [
      [{ institute: { name: '   ' } }, 'name', "can't be blank"],
      [{ institute: {} }, 'name', "can't be blank"],
      [{ institute: { name: 'x'.repeat(51) } }, 'name', 'is too long (maximum is 50 characters)'],
      [{ institute: { name: 'source college' } }, 'name', 'has already been taken'],
      [
        { institute: { name: 'Ghost copy' }, copy_from_institute_id: 999999 },
        'copy_from_institute_id',
        'does not exist',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await client.post('/api/v1/institutes', body);
      expect(response.statusCode).toBe(422);
      const error = json<ValidationBody>(response);
      expect(error.code).toBe(2);
      expect(error.messages[field]).toEqual([message]);
    }
    expect(await t.db.select().from(institutes)).toHaveLength(before);
  });

  it('accepts a name of exactly 50 characters', async () => {
    const name = 'y'.repeat(50);
    const response = await apiClient(t.app, superCookie).post('/api/v1/institutes', {
      institute: { name },
    });
    expect(response.statusCode).toBe(201);
    const { id } = json<{ data: { id: number } }>(response).data;
    const stored = await t.db.select({ name: institutes.name }).from(institutes).where(eq(institutes.id, id));
    expect(stored).toEqual([{ name }]);
  });

  it('refuses institute admins (403) and anonymous callers (401)', async () => {
    const body = { institute: { name: 'Not allowed' } };
    expect((await apiClient(t.app, adminCookie).post('/api/v1/institutes', body)).statusCode).toBe(403);
    expect((await apiClient(t.app).post('/api/v1/institutes', body)).statusCode).toBe(401);
    expect(await t.db.select().from(institutes).where(eq(institutes.name, 'Not allowed'))).toEqual([]);
  });
});
