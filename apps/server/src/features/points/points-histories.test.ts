import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { TINY_PNG } from '../../../test/multipart.js';
import {
  attendances,
  institutes,
  points_histories,
  points_history_evidences,
  programs,
  registrations,
  workshops,
  type UserRow,
} from '../../db/schema/index.js';
import { onLedgerChange } from './ledger-hooks.js';
import { uploadEvidence, vocationalEntry } from './points-test-support.js';

/** GET users/{id}/points_histories (.csv, .pdf) and DELETE of a row (issue 16). */
let t: TestApp;
let instituteId: number;
let admin: UserRow;
let supervisor: UserRow;
let educator: UserRow;
let otherEducator: UserRow;
let superAdmin: UserRow;
let adminCookie: string;
let supervisorCookie: string;
let educatorCookie: string;
let foreignUserId: number;
let programRowId: number;
let vocationalRowId: number;
let reaRowId: number;

interface Row {
  id: number;
  type: string;
  date: string;
  points: number;
  activity_name: string | null;
  program: { id: number; name: string | null } | null;
  evidence_attached: boolean;
  evidences: { file_url: string; metadata: { filename: string } }[];
  can: { delete: boolean };
}

beforeAll(async () => {
  t = await createTestApp();
  const institute = await createInstitute(t.db, { name: 'North TAFE', points_file_attachment_enabled: true });
  instituteId = institute.id;
  admin = await createUser(t.db, instituteId, { is_institute_admin: true });
  supervisor = await createUser(t.db, instituteId, { is_supervisor: true });
  educator = await createUser(t.db, instituteId, {
    is_educator: true,
    supervisor_id: supervisor.id,
    given_name: 'Ivana',
    family_name: 'Petrović',
  });
  otherEducator = await createUser(t.db, instituteId, { is_educator: true });
  superAdmin = await createUser(t.db, instituteId, { is_super_admin: true });
  adminCookie = await loginAs(t.app, admin);
  supervisorCookie = await loginAs(t.app, supervisor);
  educatorCookie = await loginAs(t.app, educator);
  foreignUserId = (await createUser(t.db, (await createInstitute(t.db)).id, { is_educator: true })).id;

  const [program] = await t.db
    .insert(programs)
    .values({ institute_id: instituteId, name: 'First Aid Refresher', program_type: 'elective' })
    .returning();
  const [programRow] = await t.db
    .insert(points_histories)
    .values({
      institute_id: instituteId,
      user_id: educator.id,
      type: 'PointsProgram',
      date: '2026-02-01',
      points: 6,
      program_id: program!.id,
    })
    .returning();
  programRowId = programRow!.id;
  const fileId = await uploadEvidence(t.app, adminCookie);
  const client = apiClient(t.app, adminCookie);
  const vocational = await client.post(`/api/v1/users/${educator.id}/points_vocationals`, {
    points_vocational: vocationalEntry({
      activity_name: '=HYPERLINK("http://evil.test")',
      activity_date: '2026-04-10',
      evidences_attributes: [{ file_id: fileId }],
    }),
    notify_user: false,
  });
  vocationalRowId = json<{ data: Row }>(vocational).data.id;
  const rea = await client.post(`/api/v1/users/${educator.id}/points_reas`, {
    points_rea: vocationalEntry({ activity_name: 'Conference', activity_date: '2026-03-05', points: 1.5 }),
    notify_user: false,
  });
  reaRowId = json<{ data: Row }>(rea).data.id;
});
afterAll(() => t.close());

const list = (cookie: string | undefined, userId: number, query = '') =>
  apiClient(t.app, cookie).get(`/api/v1/users/${userId}/points_histories${query}`);

async function pdfText(pdf: Buffer) {
  const parser = new PDFParse({ data: pdf });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('GET users/{id}/points_histories', () => {
  it('lists every kind of row, newest first, with the detail and the program', async () => {
    const response = await list(adminCookie, educator.id);
    expect(response.statusCode).toBe(200);
    const body = json<{ data: Row[]; meta: { total: number } }>(response);
    expect(body.meta.total).toBe(3);
    expect(body.data.map((r) => [r.type, r.date])).toEqual([
      ['PointsVocational', '2026-04-10'],
      ['PointsRea', '2026-03-05'],
      ['PointsProgram', '2026-02-01'],
    ]);
    const [vocational, rea, program] = body.data;
    expect(vocational).toMatchObject({ evidence_attached: true, can: { delete: true } });
    expect(vocational!.evidences.map((e) => e.metadata.filename)).toEqual(['evidence.png']);
    expect(rea).toMatchObject({ points: 1.5, evidence_attached: false, activity_name: 'Conference' });
    expect(program).toMatchObject({
      type_label: 'Program',
      program: { name: 'First Aid Refresher', program_type: 'elective' },
      can: { delete: false },
    });
  });

  it('sorts and filters with the generic list query', async () => {
    const response = await list(adminCookie, educator.id, '?q[s]=points+asc&q[type_eq]=PointsRea');
    expect(json<{ data: Row[] }>(response).data.map((r) => r.id)).toEqual([reaRowId]);
    const byPoints = await list(adminCookie, educator.id, '?q[s]=points+asc');
    expect(json<{ data: Row[] }>(byPoints).data.map((r) => r.points)).toEqual([1.5, 2.5, 6]);
  });

  it('shows the user their own history and a supervisor their educator’s', async () => {
    expect(json<{ data: Row[] }>(await list(educatorCookie, educator.id)).data).toHaveLength(3);
    const own = json<{ data: Row[] }>(await list(educatorCookie, educator.id)).data;
    expect(own.every((r) => !r.can.delete)).toBe(true);
    expect((await list(supervisorCookie, educator.id)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await list(undefined, educator.id)).statusCode).toBe(401);
  });

  it('answers 404 for another institute’s user, a supervisor’s non-educator and a super admin', async () => {
    expect((await list(adminCookie, foreignUserId)).statusCode).toBe(404);
    expect((await list(supervisorCookie, otherEducator.id)).statusCode).toBe(404);
    expect((await list(educatorCookie, otherEducator.id)).statusCode).toBe(404);
    expect((await list(adminCookie, superAdmin.id)).statusCode).toBe(404);
  });
});

describe('exports', () => {
  it('points_histories.csv has a row per entry, a formula-like name escaped', async () => {
    const response = await list(adminCookie, educator.id, '.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toMatch(/^Date,Given Name,Family Name,Type,Detail/);
    expect(lines).toHaveLength(4);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(response.body).toContain('First Aid Refresher');
  });

  it('points_histories.pdf names the user and the period and lists the rows', async () => {
    const response = await list(
      adminCookie,
      educator.id,
      '.pdf?q[date_gteq]=2026-03-01&q[date_lteq]=2026-12-31',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Points History');
    expect(text).toContain('Ivana Petrović');
    expect(text).toContain('1/3/26 – 31/12/26');
    expect(text).toContain('Conference');
    expect(text).not.toContain('First Aid Refresher');
    // The period is printed as such; no other filter chose the rows.
    expect(text).toContain('Filters: none');
    const filtered = await list(adminCookie, educator.id, '.pdf?q[evidence_attached_eq]=true');
    expect((await pdfText(filtered.rawPayload)).replace(/\s+/g, ' ')).toMatch(
      /Filters: Evidence: Attached Made \d{1,2}\/\d{1,2}\/\d{2} \d{1,2}:\d{2} [AP]M \(Australia\/Melbourne\)/,
    );
  });

  it('answers 404 to a supervisor for someone they do not supervise', async () => {
    expect((await list(supervisorCookie, otherEducator.id, '.csv')).statusCode).toBe(404);
    expect((await list(supervisorCookie, otherEducator.id, '.pdf')).statusCode).toBe(404);
  });
});

describe('GET evidence_files/{file_id}', () => {
  it('downloads an evidence file for whoever may read the history, 404 for anyone else', async () => {
    const rows = json<{ data: Row[] }>(await list(adminCookie, educator.id)).data;
    const url = rows.find((r) => r.id === vocationalRowId)!.evidences[0]!.file_url;
    expect(url).toMatch(/^\/api\/v1\/evidence_files\/[A-Za-z0-9_-]+$/);
    for (const cookie of [adminCookie, supervisorCookie, educatorCookie]) {
      const response = await apiClient(t.app, cookie).get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-disposition']).toContain('filename="evidence.png"');
      expect(response.rawPayload).toEqual(TINY_PNG);
    }
    const stranger = await loginAs(t.app, otherEducator);
    expect((await apiClient(t.app, stranger).get(url)).statusCode).toBe(404);
    expect((await apiClient(t.app).get(url)).statusCode).toBe(401);
    expect((await apiClient(t.app, adminCookie).get('/api/v1/evidence_files/nope')).statusCode).toBe(404);
  });
});

describe('the detail of a program row and a vocational row (part 2 §3 "Points history row")', () => {
  let learner: UserRow;
  let programId: number;
  let workshopIds: number[];

  beforeAll(async () => {
    learner = await createUser(t.db, instituteId, { is_educator: true, supervisor_id: supervisor.id });
    await t.db
      .update(institutes)
      .set({
        program_points_require_workshop_attendance: true,
        requirement_1_name: 'Industry Hours',
        requirement_1_enabled: true,
        requirement_2_name: 'Hidden',
        requirement_2_enabled: false,
      })
      .where(eq(institutes.id, instituteId));
    const [program] = await t.db
      .insert(programs)
      .values({
        institute_id: instituteId,
        name: 'Assessment Design',
        program_type: 'learning_journey',
        summary_description: 'Design valid assessments.',
        pdf_key: `${instituteId}/flyer.pdf`,
        pdf_filename: 'assessment-flyer.pdf',
        published: true,
      })
      .returning();
    programId = program!.id;
    const inserted = await t.db
      .insert(workshops)
      .values(
        [
          ['Session B', '2026-05-02T00:00:00Z', 1.5],
          ['Session A', '2026-05-01T00:00:00Z', 2],
          ['Session C', '2026-05-03T00:00:00Z', 3],
        ].map(([name, start, points]) => ({
          institute_id: instituteId,
          program_id: programId,
          name: name as string,
          start_time: new Date(start as string),
          end_time: new Date(start as string),
          points: points as number,
        })),
      )
      .returning({ id: workshops.id });
    workshopIds = inserted.map((w) => w.id);
    const [registration] = await t.db
      .insert(registrations)
      .values({
        institute_id: instituteId,
        program_id: programId,
        user_id: learner.id,
        completed: true,
        completed_at: new Date(),
        is_learning_journey: true,
      })
      .returning();
    // Present at A and B, marked absent at C.
    await t.db.insert(attendances).values([
      {
        institute_id: instituteId,
        registration_id: registration!.id,
        workshop_id: workshopIds[0]!,
        present: true,
      },
      {
        institute_id: instituteId,
        registration_id: registration!.id,
        workshop_id: workshopIds[1]!,
        present: true,
      },
      {
        institute_id: instituteId,
        registration_id: registration!.id,
        workshop_id: workshopIds[2]!,
        present: false,
      },
    ]);
    await t.db.insert(points_histories).values({
      institute_id: instituteId,
      user_id: learner.id,
      type: 'PointsProgram',
      date: '2026-05-04',
      points: 3.5,
      program_id: programId,
      registration_id: registration!.id,
      learning_journey_equivalent: true,
    });
    const added = await apiClient(t.app, adminCookie).post(`/api/v1/users/${learner.id}/points_vocationals`, {
      points_vocational: vocationalEntry({ activity_name: 'Site visit', activity_date: '2026-04-01' }),
      notify_user: false,
    });
    expect(added.statusCode).toBe(201);
  });
  afterAll(() =>
    t.db
      .update(institutes)
      .set({ program_points_require_workshop_attendance: false, requirement_1_enabled: false })
      .where(eq(institutes.id, instituteId)),
  );

  const detail = (row: Record<string, unknown>) => ({
    summary: row.summary,
    program_flyer: row.program_flyer,
    learning_journey_achieved: row.learning_journey_achieved,
    workshop_attendances: row.workshop_attendances,
    requirement_flags: row.requirement_flags,
  });
  const rowsOf = async (cookie: string) => {
    const response = await list(cookie, learner.id);
    expect(response.statusCode).toBe(200);
    return json<{ data: Record<string, unknown>[] }>(response).data;
  };
  const flags = [{ key: 'requirement_1', name: 'Industry Hours', value: null }];

  it('a program row carries the summary, the flyer, learning journey achieved and each workshop’s eligible points', async () => {
    const [program, vocational] = await rowsOf(adminCookie);
    expect(program!.type).toBe('PointsProgram');
    expect(detail(program!)).toEqual({
      summary: 'Design valid assessments.',
      program_flyer: { url: `/api/v1/programs/${programId}/pdf`, filename: 'assessment-flyer.pdf' },
      learning_journey_achieved: true,
      workshop_attendances: [
        { workshop_id: workshopIds[1], name: 'Session A', attended: true, eligible_points: 2 },
        { workshop_id: workshopIds[0], name: 'Session B', attended: true, eligible_points: 1.5 },
        { workshop_id: workshopIds[2], name: 'Session C', attended: false, eligible_points: 0 },
      ],
      requirement_flags: flags,
    });
    expect(vocational!.type).toBe('PointsVocational');
    expect(detail(vocational!)).toEqual({
      summary: null,
      program_flyer: null,
      learning_journey_achieved: null,
      workshop_attendances: null,
      requirement_flags: flags,
    });
  });

  it('without required attendance every workshop counts; an unpublished program’s flyer is not offered to its educator', async () => {
    await t.db
      .update(institutes)
      .set({ program_points_require_workshop_attendance: false })
      .where(eq(institutes.id, instituteId));
    await t.db.update(programs).set({ published: false }).where(eq(programs.id, programId));
    const learnerCookie = await loginAs(t.app, learner);
    const [own] = await rowsOf(learnerCookie);
    expect(own!.program_flyer).toBeNull();
    expect(
      (own!.workshop_attendances as { eligible_points: number }[]).map((w) => w.eligible_points),
    ).toEqual([2, 1.5, 3]);
    const [seenByAdmin] = await rowsOf(adminCookie);
    expect(seenByAdmin!.program_flyer).toEqual({
      url: `/api/v1/programs/${programId}/pdf`,
      filename: 'assessment-flyer.pdf',
    });
    await t.db.update(programs).set({ published: true }).where(eq(programs.id, programId));
  });

  it('a program row without a registration shows its own learning journey and no workshops', async () => {
    const rows = json<{ data: Record<string, unknown>[] }>(await list(adminCookie, educator.id)).data;
    const program = rows.find((r) => r.id === programRowId)!;
    expect(detail(program)).toEqual({
      summary: null,
      program_flyer: null,
      learning_journey_achieved: false,
      workshop_attendances: null,
      requirement_flags: flags,
    });
  });
});

describe('DELETE users/{id}/points_histories/{history_id}', () => {
  const remove = (cookie: string | undefined, userId: number, id: number) =>
    apiClient(t.app, cookie).delete(`/api/v1/users/${userId}/points_histories/${id}`);
  const exists = async (id: number) =>
    (
      await t.db
        .select()
        .from(points_histories)
        .where(and(eq(points_histories.institute_id, instituteId), eq(points_histories.id, id)))
    ).length === 1;

  it('answers 400 for a program’s row and keeps it', async () => {
    const response = await remove(adminCookie, educator.id, programRowId);
    expect(response.statusCode).toBe(400);
    expect(json<{ message: string }>(response).message).toMatch(/uncomplete the registration/);
    expect(await exists(programRowId)).toBe(true);
  });

  it('answers 401, 403 (educator; supervisor on a rea row) and 404 (another user’s row, id)', async () => {
    expect((await remove(undefined, educator.id, reaRowId)).statusCode).toBe(401);
    expect((await remove(educatorCookie, educator.id, reaRowId)).statusCode).toBe(403);
    expect((await remove(supervisorCookie, educator.id, reaRowId)).statusCode).toBe(403);
    expect((await remove(adminCookie, otherEducator.id, reaRowId)).statusCode).toBe(404);
    expect((await remove(adminCookie, foreignUserId, reaRowId)).statusCode).toBe(404);
    expect(await exists(reaRowId)).toBe(true);
  });

  it('deletes a vocational row (by the supervisor) with its evidence, and a rea row (by an admin)', async () => {
    const changes: unknown[] = [];
    const stop = onLedgerChange(async (_tx, _deps, change) => void changes.push(change));
    expect((await remove(supervisorCookie, educator.id, vocationalRowId)).statusCode).toBe(204);
    stop();
    expect(changes).toEqual([{ instituteId, userId: educator.id, dates: ['2026-04-10'] }]);
    expect(await exists(vocationalRowId)).toBe(false);
    const evidences = await t.db
      .select()
      .from(points_history_evidences)
      .where(eq(points_history_evidences.points_history_id, vocationalRowId));
    expect(evidences).toEqual([]);
    expect((await remove(adminCookie, educator.id, reaRowId)).statusCode).toBe(204);
    expect(await exists(reaRowId)).toBe(false);
  });
});
