import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import { verifyPassword } from '../../lib/passwords.js';
import { createLocalDiskStorage } from '../../lib/storage.js';
import type { DatabaseHandle } from '../client.js';
import {
  banners,
  capabilities,
  domains,
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
    expect(all).toHaveLength(25); // super, admin, supervisor, facilitator, 20 educators, Northside admin
    const byEmail = new Map(all.map((u) => [u.email, u]));
    expect(byEmail.get('super@demo.test')).toMatchObject({ is_super_admin: true });
    expect(byEmail.get('admin@northside.test')).toMatchObject({ is_institute_admin: true });
    const supervisor = byEmail.get('supervisor@demo.test')!;
    expect(all.filter((u) => u.supervisor_id === supervisor.id).length).toBeGreaterThanOrEqual(6);
    expect(all.filter((u) => u.is_guest)).toHaveLength(1);
    expect(await verifyPassword(supervisor.password_hash, seeded!.password)).toBe(true);

    const demoId = byEmail.get('admin@demo.test')!.institute_id;
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
