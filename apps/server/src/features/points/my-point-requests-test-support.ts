import type { TMyPointRequest } from '@pdp/contract';
import { eq } from 'drizzle-orm';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { email_outbox, institutes, type UserRow } from '../../db/schema/index.js';

/** An institute with educator point entry on, an admin, a supervisor and two educators signed in. */
export async function myPointRequestsWorld(name: string) {
  const t: TestApp = await createTestApp();
  const institute = await createInstitute(t.db, {
    name,
    educator_points_entry_enabled: true,
    points_file_attachment_enabled: true,
    vocational_point_approval_email_to: ['supervisor'],
    professional_point_approval_email_to: ['institute_admins'],
  });
  const admin = await createUser(t.db, institute.id, { is_institute_admin: true });
  const supervisor = await createUser(t.db, institute.id, { is_supervisor: true });
  const educator = await createUser(t.db, institute.id, { is_educator: true, supervisor_id: supervisor.id });
  const other = await createUser(t.db, institute.id, { is_educator: true, supervisor_id: supervisor.id });
  const cookies = {
    admin: await loginAs(t.app, admin),
    educator: await loginAs(t.app, educator),
    other: await loginAs(t.app, other),
  };
  const settings = (values: Partial<typeof institutes.$inferInsert>) =>
    t.db.update(institutes).set(values).where(eq(institutes.id, institute.id));
  const emailsTo = (user: UserRow) =>
    t.db.select().from(email_outbox).where(eq(email_outbox.to_address, user.email));
  return {
    t,
    institute,
    admin,
    supervisor,
    educator,
    other,
    cookies,
    settings,
    emailsTo,
    as: (cookie: string) => apiClient(t.app, cookie),
  };
}

/** A complete vocational request body ("other" activity) with overrides. */
export const myRequest = (overrides: Record<string, unknown> = {}) => ({
  point_request: {
    type: 'VocationalPointRequest',
    points: 3,
    activity_name: 'Industry placement',
    activity_date: '2026-03-14',
    activity_duration: 2,
    activity_interval: 'days',
    inform_teaching_practice: 'Current practice',
    related_to_units: 'Unit A',
    student_benefit: 'Up-to-date examples',
    ...overrides,
  },
});

export const URL = '/api/v1/my/point_requests';
export type One = { data: TMyPointRequest };
export type List = { data: TMyPointRequest[]; meta: { total: number } };
export { json };
