import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import { verifyPassword } from '../../lib/passwords.js';
import { createLocalDiskStorage } from '../../lib/storage.js';
import type { DatabaseHandle } from '../client.js';
import {
  banners,
  capabilities,
  departments,
  divisions,
  domains,
  employment_types,
  institutes,
  response_labels,
  users,
  video_resources,
} from '../schema/index.js';
import { seedDemoIfEmpty } from './demo.js';

describe('demo seed', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'pdp-seed-'));
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds both institutes, every demo account and realistic settings, and saves the credentials (mode 600)', async () => {
    const seeded = await seedDemoIfEmpty(database.db, { dataDir, demoPassword: undefined });
    expect(seeded).toBeDefined();
    const db = database.db;
    const names = (await db.select().from(institutes)).map((i) => i.name).sort();
    expect(names).toEqual(['Demo Institute', 'Northside College']);

    const all = await db.select().from(users);
    const byEmail = new Map(all.map((u) => [u.email, u]));
    expect(byEmail.get('super@demo.test')).toMatchObject({ is_super_admin: true });
    expect(byEmail.get('admin@northside.test')).toMatchObject({ is_institute_admin: true });
    const supervisor = byEmail.get('supervisor@demo.test')!;
    // The e2e tests rely on supervisor@ supervising exactly educator1..20, educator20 being the guest.
    expect(
      all
        .filter((u) => u.supervisor_id === supervisor.id && u.institute_id === supervisor.institute_id)
        .map((u) => u.email)
        .sort(),
    ).toEqual(Array.from({ length: 20 }, (_, i) => `educator${i + 1}@demo.test`).sort());
    expect(byEmail.get('educator20@demo.test')).toMatchObject({ is_guest: true, is_educator: false });
    expect(await verifyPassword(supervisor.password_hash, seeded!.password)).toBe(true);
    // Hashed once: every account has the same hash.
    expect(new Set(all.map((u) => u.password_hash)).size).toBe(1);

    const demoId = byEmail.get('admin@demo.test')!.institute_id;
    const northId = byEmail.get('admin@northside.test')!.institute_id;
    for (const instituteId of [demoId, northId]) {
      const people = all.filter((u) => u.institute_id === instituteId);
      expect(people.length).toBeGreaterThanOrEqual(55);
      for (const role of ['is_institute_admin', 'is_supervisor', 'is_facilitator', 'is_educator'] as const) {
        expect(people.filter((u) => u[role] && u.active).length, role).toBeGreaterThanOrEqual(2);
      }
      expect(people.filter((u) => u.is_guest).length).toBeGreaterThanOrEqual(2);
      expect(people.filter((u) => !u.active).length).toBeGreaterThanOrEqual(3);
      expect(new Set(people.map((u) => u.unique_identifier)).size).toBe(people.length);

      // Every division and employment type has people.
      const usedDivisions = await db
        .selectDistinct({ id: departments.division_id })
        .from(users)
        .innerJoin(
          departments,
          and(eq(departments.institute_id, users.institute_id), eq(departments.id, users.department_id)),
        )
        .where(eq(users.institute_id, instituteId));
      const allDivisions = await db.select().from(divisions).where(eq(divisions.institute_id, instituteId));
      expect(usedDivisions).toHaveLength(allDivisions.length);
      const types = await db
        .select()
        .from(employment_types)
        .where(eq(employment_types.institute_id, instituteId));
      expect(new Set(people.map((u) => u.employment_type_id).filter(Boolean)).size).toBe(types.length);

      // Supervisors supervise groups of active educators and guests of their institute.
      const supervised = people.filter((u) => u.supervisor_id !== null);
      for (const u of supervised) {
        const boss = people.find((p) => p.id === u.supervisor_id);
        expect(boss).toMatchObject({ is_supervisor: true, active: true });
        expect(u.is_educator || u.is_guest).toBe(true);
      }
      const groups = new Set(supervised.map((u) => u.supervisor_id));
      expect(groups.size).toBeGreaterThanOrEqual(4);
      for (const boss of groups) {
        expect(supervised.filter((u) => u.supervisor_id === boss).length).toBeGreaterThanOrEqual(3);
      }
      for (const u of people.filter((p) => p.is_educator)) {
        expect(u.department_id !== null && u.employment_type_id !== null, u.email).toBe(true);
      }
    }
    // Custom user fields are filled where the institute enables them (Demo: both, Northside: none).
    const newPeople = (id: number) =>
      all.filter((u) => u.institute_id === id && /^[a-z-]+\.[a-z-]+@/.test(u.email));
    expect(newPeople(demoId).length).toBeGreaterThanOrEqual(30);
    expect(newPeople(demoId).every((u) => u.custom_1 && u.custom_2)).toBe(true);
    expect(all.filter((u) => u.institute_id === northId).every((u) => !u.custom_1 && !u.custom_2)).toBe(true);

    const [domainCount] = await db
      .select({ n: count() })
      .from(domains)
      .where(eq(domains.institute_id, demoId));
    expect(domainCount!.n).toBe(4);
    expect((await db.select().from(capabilities)).length).toBeGreaterThan(8);
    expect(
      (await db.select().from(response_labels).where(eq(response_labels.institute_id, demoId))).length,
    ).toBe(4);
    const storage = createLocalDiskStorage(path.join(dataDir, 'uploads'));
    const demoBanners = await db.select().from(banners).where(eq(banners.institute_id, demoId));
    expect(demoBanners).toHaveLength(2);
    for (const banner of demoBanners) {
      expect((await storage.get(banner.desktop_image_key!))?.subarray(0, 2).toString('hex')).toBe('ffd8');
    }
    expect((await db.select().from(video_resources)).length).toBe(3);

    const file = path.join(dataDir, 'demo-credentials.txt');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain(`password: ${seeded!.password}`);
  });

  it('does not seed again, and reports the saved password', async () => {
    const again = await seedDemoIfEmpty(database.db, { dataDir, demoPassword: undefined });
    expect(again?.password).toMatch(/\S{14,}/);
    expect(await database.db.select().from(institutes)).toHaveLength(2);
  });
});
