import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { email_outbox, points_histories, users } from '../../db/schema/index.js';
import { vocationalEntry } from './points-test-support.js';

/** Add External Currency with `notify_user`: who is told (external-currency-emails.ts). */
let t: TestApp;
let instituteId: number;
let admin: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await createTestApp();
  instituteId = (await createInstitute(t.db, { name: 'Notify TAFE' })).id;
  admin = apiClient(
    t.app,
    await loginAs(t.app, await createUser(t.db, instituteId, { is_institute_admin: true })),
  );
});
afterAll(() => t.close());

const emailsTo = (address: string) =>
  t.db.select().from(email_outbox).where(eq(email_outbox.to_address, address));
const addFor = (userId: number, kind: 'points_vocationals' | 'points_reas', activity_name: string) =>
  admin.post(`/api/v1/users/${userId}/${kind}`, {
    [kind === 'points_reas' ? 'points_rea' : 'points_vocational']: vocationalEntry({ activity_name }),
    notify_user: true,
  });

describe('notify_user', () => {
  it('emails an active educator what was added', async () => {
    const educator = await createUser(t.db, instituteId, { is_educator: true });
    const response = await addFor(educator.id, 'points_reas', 'Conference');
    expect(response.statusCode, response.body).toBe(201);
    expect((await emailsTo(educator.email)).map((e) => e.subject)).toEqual([
      'External currency added: Conference',
    ]);
  });

  it('adds the row for a deactivated educator but emails them nothing', async () => {
    const gone = await createUser(t.db, instituteId, { is_educator: true });
    await t.db.update(users).set({ active: false }).where(eq(users.id, gone.id));
    for (const kind of ['points_reas', 'points_vocationals'] as const) {
      const response = await addFor(gone.id, kind, `Added while inactive (${kind})`);
      expect(response.statusCode, response.body).toBe(201);
    }
    const rows = await t.db.select().from(points_histories).where(eq(points_histories.user_id, gone.id));
    expect(rows.map((row) => row.type).sort()).toEqual(['PointsRea', 'PointsVocational']);
    expect(await emailsTo(gone.email)).toEqual([]);
  });
});
