import { parse } from 'csv-parse/sync';
import { json, type TestApp } from '../../../test/app.js';
import {
  domains,
  notification_logs,
  point_request_evidences,
  point_requests,
  points_histories,
  points_history_evidences,
} from '../../db/schema/index.js';
import { createProgram, createRegistration } from '../programs/test-support.js';
import { seedReportWorld } from './test-support.js';

/**
 * The dated reports' world: the reports' institute (test-support.ts; Melbourne, passport year from
 * July, so 2026-07-01..2027-06-30 is the current period) with, in the 2026 period unless named:
 *
 * - programs Pathways (learning journey, domain Teaching, starts 2026-08-10: workshops of 2 and 3
 *   points) and Old Course (starts 2025-09-01); registrations: Ann to Pathways (completed as a
 *   learning journey, hurdle, present at the first workshop only), Bob (pending), Cal (approved) and
 *   the inactive Dan; Bob to Old Course (completed);
 * - points history: Ann's Pathways award (2) and a vocational entry with evidence (1.5), Bob's
 *   external professional entry (4), Dan's (inactive) entry, Cal's in the 2025 period;
 * - point requests: Ann's pending (with evidence), Bob's incomplete, Cal's approved, Dan's pending,
 *   Ann's of 2025;
 * - notification logs: one by the admin the first Melbourne hour of the period (still 30 June in
 *   UTC), a system reminder, one of 2025;
 * - and another institute with a program, a registration, a history row, a request and a log.
 */
export async function seedTableReportWorld(t: TestApp) {
  const w = await seedReportWorld(t);
  const db = t.db;
  const { home, other } = w;
  const { ann, bob, cal, dan, stranger, admin } = w.users;
  const [teaching] = await db.insert(domains).values({ institute_id: home.id, name: 'Teaching' }).returning();
  const at = (iso: string) => new Date(iso);

  const pathways = await createProgram(
    db,
    home.id,
    {
      name: 'Pathways',
      program_type: 'learning_journey',
      domain_id: teaching!.id,
      summary_description: 'Learn the pathways',
    },
    [
      { name: 'Intro', points: 2, start_time: at('2026-08-10T00:00:00Z') },
      { name: 'Practice', points: 3, start_time: at('2026-08-12T00:00:00Z') },
    ],
  );
  const oldCourse = await createProgram(db, home.id, { name: 'Old Course' }, [
    { name: 'Only', points: 1, start_time: at('2025-09-01T00:00:00Z') },
  ]);
  const elsewhere = await createProgram(db, other.id, { name: 'Elsewhere' }, [
    { start_time: at('2026-08-10T00:00:00Z') },
  ]);
  const [intro] = pathways.workshops;
  const annReg = await createRegistration(
    db,
    home.id,
    pathways.program.id,
    ann.id,
    { completed: true, is_learning_journey: true, hurdle: true },
    [intro!.id],
  );
  await createRegistration(db, home.id, pathways.program.id, bob.id, { status: 'pending' });
  await createRegistration(db, home.id, pathways.program.id, cal.id);
  await createRegistration(db, home.id, pathways.program.id, dan.id);
  const bobOld = await createRegistration(db, home.id, oldCourse.program.id, bob.id, { completed: true });
  await createRegistration(db, other.id, elsewhere.program.id, stranger.id);

  const history = (
    row: Omit<typeof points_histories.$inferInsert, 'institute_id'> & { institute_id?: number },
  ) =>
    db
      .insert(points_histories)
      .values({ institute_id: home.id, ...row })
      .returning()
      .then((rows) => rows[0]!);
  await history({
    user_id: ann.id,
    type: 'PointsProgram',
    date: '2026-08-12',
    points: 2,
    program_id: pathways.program.id,
    registration_id: annReg.id,
  });
  const annVocational = await history({
    user_id: ann.id,
    type: 'PointsVocational',
    date: '2026-09-01',
    points: 1.5,
    activity_name: 'Industry visit',
    activity_date: '2026-08-30',
    activity_duration: 3,
    activity_interval: 'hours',
    approval_reason: '=cmd',
    domain_id: teaching!.id,
  });
  await db.insert(points_history_evidences).values({
    institute_id: home.id,
    points_history_id: annVocational.id,
    upload_id: 'ann-evidence',
    storage_key: 'evidence/ann',
    filename: 'visit.pdf',
    size: 10,
    mime_type: 'application/pdf',
  });
  await history({
    user_id: bob.id,
    type: 'PointsRea',
    date: '2026-10-05',
    points: 4,
    activity_name: 'Conference',
  });
  await history({
    user_id: bob.id,
    type: 'PointsProgram',
    date: '2025-09-02',
    points: 1,
    program_id: oldCourse.program.id,
    registration_id: bobOld.id,
  });
  await history({
    user_id: dan.id,
    type: 'PointsVocational',
    date: '2026-09-02',
    points: 1,
    activity_name: 'Shed',
  });
  await history({
    user_id: cal.id,
    type: 'PointsVocational',
    date: '2025-10-01',
    points: 2,
    activity_name: 'Old',
  });
  await history({
    institute_id: other.id,
    user_id: stranger.id,
    type: 'PointsRea',
    date: '2026-09-01',
    points: 9,
    activity_name: 'Foreign',
  });

  const request = (
    row: Omit<typeof point_requests.$inferInsert, 'institute_id'> & { institute_id?: number },
  ) =>
    db
      .insert(point_requests)
      .values({ institute_id: home.id, points: 1, ...row })
      .returning()
      .then((rows) => rows[0]!);
  const annRequest = await request({
    user_id: ann.id,
    type: 'VocationalPointRequest',
    activity_name: 'Site tour',
    points: 2.5,
    updated_at: at('2026-09-10T03:00:00Z'),
  });
  await db.insert(point_request_evidences).values({
    institute_id: home.id,
    point_request_id: annRequest.id,
    upload_id: 'ann-request-evidence',
    storage_key: 'evidence/ann-request',
    filename: 'tour.pdf',
    size: 10,
    mime_type: 'application/pdf',
  });
  await request({
    user_id: bob.id,
    type: 'ReaPointRequest',
    activity_name: 'Webinar',
    status: 2,
    reason: 'Missing evidence',
    updated_at: at('2026-10-01T03:00:00Z'),
  });
  await request({
    user_id: cal.id,
    type: 'VocationalPointRequest',
    activity_name: 'Mentoring',
    status: 1,
    approval_reason: 'Good',
    updated_at: at('2026-11-01T03:00:00Z'),
  });
  await request({
    user_id: dan.id,
    type: 'VocationalPointRequest',
    activity_name: 'Inactive',
    updated_at: at('2026-09-05T03:00:00Z'),
  });
  await request({
    user_id: ann.id,
    type: 'ReaPointRequest',
    activity_name: 'Last year',
    updated_at: at('2025-12-01T03:00:00Z'),
  });
  await request({
    institute_id: other.id,
    user_id: stranger.id,
    type: 'ReaPointRequest',
    activity_name: 'Foreign',
    updated_at: at('2026-09-01T03:00:00Z'),
  });

  const log = (
    row: Omit<typeof notification_logs.$inferInsert, 'institute_id'> & { institute_id?: number },
  ) => db.insert(notification_logs).values({ institute_id: home.id, ...row });
  await log({
    program_id: pathways.program.id,
    program_name: 'Pathways',
    notification_type: 'educator_notification',
    message: 'Welcome to Pathways',
    number_of_recipients: 4,
    user_id: admin.id,
    // 1 July 2026, 00:30 in Melbourne: the period's first hour, still 30 June in UTC.
    created_at: at('2026-06-30T14:30:00Z'),
  });
  await log({
    program_id: pathways.program.id,
    program_name: 'Pathways',
    notification_type: 'workshop_reminder',
    message: '@Reminder: Practice tomorrow',
    number_of_recipients: 3,
    created_at: at('2026-08-11T00:00:00Z'),
  });
  await log({
    program_name: 'Old Course',
    notification_type: 'notification',
    message: 'Last year',
    number_of_recipients: 1,
    user_id: admin.id,
    created_at: at('2025-09-01T00:00:00Z'),
  });
  await log({
    institute_id: other.id,
    program_name: 'Elsewhere',
    notification_type: 'notification',
    message: 'Foreign',
    number_of_recipients: 1,
    created_at: at('2026-08-01T00:00:00Z'),
  });
  return { ...w, domain: teaching!, programs: { pathways, oldCourse }, registrations: { annReg } };
}
export type TableReportWorld = Awaited<ReturnType<typeof seedTableReportWorld>>;

type Client = Awaited<ReturnType<typeof seedReportWorld>>['as']['admin'];

/** A report page's body, after checking it answered 200. */
export async function getReport<T>(client: Client, url: string): Promise<T> {
  const response = await client.get(url);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return json<T>(response);
}

/** A CSV export's rows (the header first), after checking it answered CSV. */
export async function getCsv(client: Client, url: string): Promise<string[][]> {
  const response = await client.get(url);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  if (response.headers['content-type'] !== 'text/csv; charset=utf-8') throw new Error('not CSV');
  return parse(response.body, { bom: true }) as string[][];
}

/** An instant as the reports' CSV writes it: the Melbourne institute's clock, "2026-11-20 14:07". */
export function melbourne(instant: string) {
  const clock = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Australia/Melbourne',
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return clock.format(new Date(instant));
}

/** A table value as the CSV writes it: empty for null, formula-like text behind a quote. */
export const csvText = (value: string | number | boolean | null | undefined) =>
  value === null || value === undefined
    ? ''
    : /^[=+\-@\t\r]/.test(String(value))
      ? `'${String(value)}`
      : String(value);
