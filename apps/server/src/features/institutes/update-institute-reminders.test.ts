import { REMINDER_DAYS_MESSAGE } from '@pdp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { institutes } from '../../db/schema/index.js';

type Validation = { title: string; messages: Record<string, string[]> };

/**
 * The reminders' days through PUT /api/v1/institutes/{id} (part 1 §3 "Reminder settings"): a reminder
 * switched on must have days it can send by, judged on the institute as the save leaves it.
 */
describe('saving reminder settings', () => {
  let t: TestApp;
  let instituteId: number;
  let admin: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp();
    instituteId = (await createInstitute(t.db)).id;
    admin = apiClient(
      t.app,
      await loginAs(t.app, await createUser(t.db, instituteId, { is_institute_admin: true })),
    );
  });
  afterAll(() => t.close());

  const put = (institute: Record<string, unknown>) =>
    admin.put(`/api/v1/institutes/${instituteId}`, { institute });
  const stored = async () => (await t.db.select().from(institutes).where(eq(institutes.id, instituteId)))[0]!;
  const expectRefused = async (institute: Record<string, unknown>, messages: Record<string, string[]>) => {
    const before = await stored();
    const response = await put(institute);
    expect(response.statusCode, JSON.stringify(institute)).toBe(422);
    expect(json<Validation>(response).messages).toEqual(messages);
    expect(await stored()).toEqual(before);
  };

  it('refuses a reminder every 0 days, switched on or not', async () => {
    await expectRefused(
      { zero_points_reminder_enabled: true, zero_points_reminder_days: 0 },
      { zero_points_reminder_days: ['must be 1 or more'] },
    );
    await expectRefused(
      { vcm_expired_reminder_period: 0 },
      { vcm_expired_reminder_period: ['must be 1 or more'] },
    );
    // The workshop reminder never sends 0 business days ahead.
    await expectRefused({ workshop_reminder_days: 0 }, { workshop_reminder_days: ['must be 1 or more'] });
  });

  it('refuses a reminder switched on without its days, in the same save or against what is stored', async () => {
    await expectRefused(
      { supervisor_profile_waiting_enabled: true, supervisor_profile_waiting_frequency: null },
      { supervisor_profile_waiting_frequency: [REMINDER_DAYS_MESSAGE] },
    );
    // Only the switch: the days stored are blank.
    expect((await stored()).partial_points_reminder_days).toBeNull();
    await expectRefused(
      { partial_points_reminder_enabled: true, profiling_reminder_enabled: true },
      {
        partial_points_reminder_days: [REMINDER_DAYS_MESSAGE],
        profiling_reminder_days: [REMINDER_DAYS_MESSAGE],
      },
    );
    // The at-risk reminder needs when it starts; its repeat may stay blank (it then sends once).
    await expectRefused(
      { at_risk_reminder_enabled: true, at_risk_reminder_days: null },
      { at_risk_reminder_days_before: [REMINDER_DAYS_MESSAGE] },
    );
  });

  it('saves a reminder with its days, then refuses to blank the days while it is on', async () => {
    const saved = await put({ unactioned_points_reminder_enabled: true, unactioned_points_reminder_days: 7 });
    expect(saved.statusCode).toBe(200);
    expect(await stored()).toMatchObject({
      unactioned_points_reminder_enabled: true,
      unactioned_points_reminder_days: 7,
    });
    await expectRefused(
      { unactioned_points_reminder_days: null },
      { unactioned_points_reminder_days: [REMINDER_DAYS_MESSAGE] },
    );
    // Switched off, its days may go blank.
    expect(
      (await put({ unactioned_points_reminder_enabled: false, unactioned_points_reminder_days: null }))
        .statusCode,
    ).toBe(200);
    expect((await stored()).unactioned_points_reminder_days).toBeNull();
  });

  it('keeps 0 where it means something: the cut-off, and the at-risk reminder from the last day', async () => {
    const response = await put({
      registration_cutoff_days: 0,
      at_risk_reminder_enabled: true,
      at_risk_reminder_days_before: 0,
      at_risk_reminder_days: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored()).toMatchObject({
      registration_cutoff_days: 0,
      at_risk_reminder_enabled: true,
      at_risk_reminder_days_before: 0,
      at_risk_reminder_days: null,
    });
  });

  it('never refuses a save of other settings for a reminder stored on without its days', async () => {
    await t.db
      .update(institutes)
      .set({ vcm_missing_reminder_enabled: true, vcm_missing_reminder_period: null })
      .where(eq(institutes.id, instituteId));
    const response = await put({ custom_user_field_1: 'Campus' });
    expect(response.statusCode).toBe(200);
    expect((await stored()).custom_user_field_1).toBe('Campus');
  });
});
