import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import { passportPeriod } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import { verifyPassword } from '../../lib/passwords.js';
import { createLocalDiskStorage } from '../../lib/storage.js';
import type { DatabaseHandle } from '../client.js';
import { rowsOf } from '../sql-rows.js';
import { todayIn } from '../../lib/today.js';
import { allActiveCapabilities } from '../../features/profiling/responses-repository.js';
import {
  banners,
  business_ideal_responses,
  capabilities,
  courses,
  departments,
  divisions,
  domains,
  educator_responses,
  employment_types,
  attendances,
  institutes,
  points_histories,
  point_request_evidences,
  point_requests,
  profiles,
  notification_logs,
  passports,
  professional_qualifications,
  programs,
  registrations,
  response_labels,
  supervisor_responses,
  units,
  users,
  vcm_history_logs,
  vcm_professional_qualifications,
  vcm_supporting_documents,
  vcm_unit_responses,
  vcm_work_experiences,
  vcms,
  video_resources,
} from '../schema/index.js';
import { seedDemoIfEmpty } from './demo.js';
import { DEMO_LENIENT_SUPERVISOR, DEMO_SEVERE_SUPERVISOR } from './demo-planning.js';
import { gapsByDomain, ratingComparisons } from '../../features/profiling/gaps-service.js';
import { recommendationsFor } from '../../features/profiling/recommendations-service.js';
import { scheduledPlaces } from '../../features/programs/open-places-service.js';
import { DEMO_EDUCATOR_INCOMPLETE_REASON } from './demo-my-point-requests.js';
import { DEMO_FORECAST_DEPARTMENT } from './demo-forecast.js';
import { listForecastRows } from '../../features/reports/forecast-repository.js';
import { DEMO_AS_AT, DEMO_PASSPORTS } from './demo-passports.js';
import { asAtSettings } from '../../features/points/passport-as-at-service.js';
import { passportInputs } from '../../features/points/passports-repository.js';
import { passportStatus } from '../../features/points/passports-rules.js';
import { DEMO_PENDING_POINT_REQUESTS } from './demo-point-requests.js';
import { DEMO_EDUCATOR_PROFILES, E2E_PROFILE_EDUCATORS, type DemoProfileState } from './demo-profiles.js';

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
    // Analysed before the first sign-in: the planner knows how many users there are.
    const planned = await db.execute(
      sql`select reltuples::float8 as n from pg_class where oid = 'users'::regclass`,
    );
    expect(rowsOf<{ n: number }>(planned)[0]!.n).toBe(all.length);

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

  it('seeds profiles in every state for the current passport period, and business ideals', async () => {
    const db = database.db;
    const now = new Date();
    const allInstitutes = await db.select().from(institutes);
    const allUsers = await db.select().from(users);
    const userById = new Map(allUsers.map((u) => [u.id, u]));
    const types = new Map((await db.select().from(employment_types)).map((t) => [t.id, t]));
    const countBy = (rows: { profile_id: number }[]) => {
      const counts = new Map<number, number>();
      for (const r of rows) counts.set(r.profile_id, (counts.get(r.profile_id) ?? 0) + 1);
      return counts;
    };
    const educatorCounts = countBy(await db.select().from(educator_responses));
    const supervisorCounts = countBy(await db.select().from(supervisor_responses));
    const activeCapabilities = async (instituteId: number) =>
      (await allActiveCapabilities(db, instituteId)).length;

    const stateOf = new Map<string, DemoProfileState>();
    for (const institute of allInstitutes) {
      const period = passportPeriod(institute.points_anniversary_month, todayIn(institute.timezone, now));
      const total = await activeCapabilities(institute.id);
      const rows = await db.select().from(profiles).where(eq(profiles.institute_id, institute.id));
      expect(rows.length, institute.name).toBeGreaterThanOrEqual(15);
      const seen = new Set<DemoProfileState>();
      for (const profile of rows) {
        const educator = userById.get(profile.user_id)!;
        const requiresStep = types.get(educator.employment_type_id!)!.profiling_require_supervisor_step;
        const answered = educatorCounts.get(profile.id) ?? 0;
        const rated = supervisorCounts.get(profile.id) ?? 0;
        expect(profile).toMatchObject({ period_start: period.start, period_end: period.end });
        expect(educator).toMatchObject({ active: true, is_educator: true });
        // Every date is inside the period (a day's slack for the time zone) and in the past.
        for (const at of [
          profile.educator_completed_at,
          profile.supervisor_completed_at,
          profile.completed_at,
        ]) {
          if (!at) continue;
          expect(at.getTime()).toBeGreaterThan(Date.parse(`${period.start}T00:00:00Z`) - 86_400_000);
          expect(at.getTime()).toBeLessThanOrEqual(now.getTime());
        }
        let state: DemoProfileState;
        if (!profile.educator_completed) {
          state = 'educator_in_progress';
          expect(answered).toBeGreaterThan(0);
          expect(answered).toBeLessThan(total);
          expect(rated).toBe(0);
          expect(profile).toMatchObject({
            educator_completed_at: null,
            completed: false,
            supervisor_completed: false,
          });
        } else if (profile.completed) {
          state = 'completed';
          expect(answered).toBe(total);
          expect(profile.completed_at).not.toBeNull();
          if (requiresStep) {
            expect(rated).toBe(total);
            expect(profile.supervisor_completed).toBe(true);
            expect(profile.supervisor_completed_by_id).toBe(educator.supervisor_id);
            expect(profile.supervisor_completed_at!.getTime()).toBeGreaterThan(
              profile.educator_completed_at!.getTime(),
            );
            expect(profile.completed_at).toEqual(profile.supervisor_completed_at);
          } else {
            expect(rated).toBe(0);
            expect(profile.supervisor_completed).toBe(false);
            expect(profile.completed_at).toEqual(profile.educator_completed_at);
          }
        } else {
          expect(answered).toBe(total);
          expect(requiresStep).toBe(true);
          expect(profile.supervisor_completed).toBe(false);
          state = rated === 0 ? 'waiting_for_supervisor' : 'supervisor_in_progress';
          expect(rated).toBeLessThan(total);
        }
        seen.add(state);
        stateOf.set(educator.email, state);
      }
      // Every state, in both institutes.
      expect([...seen].sort(), institute.name).toEqual([
        'completed',
        'educator_in_progress',
        'supervisor_in_progress',
        'waiting_for_supervisor',
      ]);
      // Other supervisors' educators have profiles too (for admins who switch supervisor).
      const supervisorsWithProfiles = new Set(rows.map((p) => userById.get(p.user_id)!.supervisor_id));
      expect(supervisorsWithProfiles.size, institute.name).toBeGreaterThanOrEqual(4);
    }

    // supervisor@demo.test's educators are exactly as demo-profiles.ts documents them.
    for (let n = 1; n <= 20; n++) {
      expect(stateOf.get(`educator${n}@demo.test`), `educator${n}`).toBe(DEMO_EDUCATOR_PROFILES[n]);
    }
    const waiting = Array.from({ length: 9 }, (_, i) => `educator${i + 11}@demo.test`).filter(
      (email) => stateOf.get(email) === 'waiting_for_supervisor',
    );
    expect(waiting.length).toBeGreaterThanOrEqual(3);
    for (const email of Object.values(E2E_PROFILE_EDUCATORS)) expect(waiting).toContain(email);
    // At least one profile completed without the supervisor step (a Sessional Teacher).
    const sessional = [...types.values()].find((t) => t.name === 'Sessional Teacher')!;
    expect(sessional.profiling_require_supervisor_step).toBe(false);
    const educator6 = allUsers.find((u) => u.email === 'educator6@demo.test')!;
    expect(educator6.employment_type_id).toBe(sessional.id);
    expect(stateOf.get('educator6@demo.test')).toBe('completed');

    // Business ideal: every active capability for BUS × Full-time Teacher, about half for HLT × Full-time.
    const demo = allInstitutes.find((i) => i.name === 'Demo Institute')!;
    const total = await activeCapabilities(demo.id);
    const ideal = await db
      .select({ code: departments.code, type: employment_types.name, n: count() })
      .from(business_ideal_responses)
      .innerJoin(
        departments,
        and(
          eq(departments.institute_id, business_ideal_responses.institute_id),
          eq(departments.id, business_ideal_responses.department_id),
        ),
      )
      .innerJoin(
        employment_types,
        and(
          eq(employment_types.institute_id, business_ideal_responses.institute_id),
          eq(employment_types.id, business_ideal_responses.employment_type_id),
        ),
      )
      .where(eq(business_ideal_responses.institute_id, demo.id))
      .groupBy(departments.code, employment_types.name);
    const idealOf = (code: string, type: string) => ideal.find((r) => r.code === code && r.type === type)?.n;
    expect(idealOf('BUS', 'Full-time Teacher')).toBe(total);
    expect(idealOf('HLT', 'Full-time Teacher')).toBeGreaterThan(0);
    expect(idealOf('HLT', 'Full-time Teacher')).toBeLessThan(total);
  });

  it('seeds live, draft and past programs of every type, with registrations in every state', async () => {
    const db = database.db;
    const [demo] = await db.select().from(institutes).where(eq(institutes.name, 'Demo Institute'));
    const today = todayIn(demo!.timezone);
    const rows = await db.select().from(programs).where(eq(programs.institute_id, demo!.id));
    const tab = (p: (typeof rows)[number]) =>
      !p.published ? 'draft' : p.end_date !== null && p.end_date < today ? 'past' : 'live';
    const byTab = (name: string) => rows.filter((p) => tab(p) === name);
    expect(byTab('live').length).toBeGreaterThanOrEqual(4);
    expect(byTab('draft').length).toBeGreaterThanOrEqual(2);
    expect(byTab('past').length).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.map((p) => p.program_type).filter(Boolean))).toEqual(
      new Set(['vocational_learning_journey', 'vocational_elective', 'elective', 'learning_journey']),
    );
    expect(rows.some((p) => p.name === null)).toBe(true);
    // Dates follow the workshops, in the institute's zone.
    for (const program of byTab('live')) expect(program.end_date! >= today).toBe(true);

    const regs = await db.select().from(registrations).where(eq(registrations.institute_id, demo!.id));
    expect(new Set(regs.map((r) => r.status))).toEqual(new Set(['pending', 'approved', 'incomplete']));
    expect(regs.some((r) => r.completed && r.is_learning_journey)).toBe(true);
    expect(regs.some((r) => !r.completed && r.hurdle)).toBe(true);
    const completed = regs.filter((r) => r.completed);
    const points = await db
      .select()
      .from(points_histories)
      .where(and(eq(points_histories.institute_id, demo!.id), eq(points_histories.type, 'PointsProgram')));
    expect(points.map((p) => p.registration_id).sort()).toEqual(completed.map((r) => r.id).sort());
    expect(points.every((p) => p.points > 0)).toBe(true);
    const present = await db
      .select({ n: count() })
      .from(attendances)
      .where(eq(attendances.institute_id, demo!.id));
    expect(present[0]!.n).toBeGreaterThan(completed.length);
    // A full program: its registrations reach its attendee limit.
    const full = rows.find(
      (p) =>
        p.attendee_limit !== null && regs.filter((r) => r.program_id === p.id).length === p.attendee_limit,
    );
    expect(full).toBeDefined();

    // A flyer on a live program, stored as a real PDF, and notifications already sent.
    const withPdf = rows.filter((p) => p.pdf_key !== null);
    expect(withPdf).toHaveLength(1);
    const storage = createLocalDiskStorage(path.join(dataDir, 'uploads'));
    expect((await storage.get(withPdf[0]!.pdf_key!))?.subarray(0, 5).toString()).toBe('%PDF-');
    const sent = await db
      .select()
      .from(notification_logs)
      .where(eq(notification_logs.institute_id, demo!.id));
    expect(new Set(sent.map((n) => n.notification_type))).toEqual(
      new Set(['notification', 'educator_notification']),
    );
    expect(sent.every((n) => n.program_name && n.number_of_recipients > 0 && n.user_id)).toBe(true);
  });

  it('seeds the approval queue: the demo supervisor’s educators’ pending registrations across several live electives, and decided ones over past months', async () => {
    const db = database.db;
    const [demo] = await db.select().from(institutes).where(eq(institutes.name, 'Demo Institute'));
    expect(demo).toMatchObject({
      registrations_require_approval_enabled: true,
      elective_registrations_require_approval: true,
    });
    const [supervisor] = await db.select().from(users).where(eq(users.email, 'supervisor@demo.test'));
    const rows = await db
      .select({
        status: registrations.status,
        created_at: registrations.created_at,
        completed: registrations.completed,
        rejection_reason: registrations.rejection_reason,
        actioned_by_id: registrations.actioned_by_id,
        program_id: programs.id,
        program_type: programs.program_type,
        published: programs.published,
        end_date: programs.end_date,
      })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.user_id))
      .innerJoin(programs, eq(programs.id, registrations.program_id))
      .where(and(eq(registrations.institute_id, demo!.id), eq(users.supervisor_id, supervisor!.id)));
    const pending = rows.filter((r) => r.status === 'pending');
    expect(pending.length).toBeGreaterThanOrEqual(8);
    expect(new Set(pending.map((r) => r.program_id)).size).toBeGreaterThanOrEqual(3);
    // Each waits for approval because the institute requires it for electives, on a live program.
    const today = todayIn(demo!.timezone);
    for (const r of pending) {
      expect(r.program_type).toBe('elective');
      expect(r.published && r.end_date! >= today).toBe(true);
    }
    const decided = rows.filter((r) => r.status !== 'pending' && r.actioned_by_id === supervisor!.id);
    expect(decided.some((r) => r.status === 'incomplete' && r.rejection_reason)).toBe(true);
    expect(decided.some((r) => r.completed)).toBe(true);
    const months = new Set(rows.map((r) => r.created_at.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(3);
  });

  it('seeds current-period passports: some COMPLETE with the history to justify it, some IN_PROGRESS', async () => {
    const db = database.db;
    const [demo] = await db.select().from(institutes).where(eq(institutes.name, 'Demo Institute'));
    const period = passportPeriod(demo!.points_anniversary_month, todayIn(demo!.timezone));
    const rows = await db
      .select({ email: users.email, passport: passports, type: employment_types })
      .from(passports)
      .innerJoin(users, and(eq(users.institute_id, passports.institute_id), eq(users.id, passports.user_id)))
      .innerJoin(
        employment_types,
        and(
          eq(employment_types.institute_id, users.institute_id),
          eq(employment_types.id, users.employment_type_id),
        ),
      )
      .where(and(eq(passports.institute_id, demo!.id), eq(passports.period_start, period.start)));
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    for (const email of DEMO_PASSPORTS.complete) {
      const { passport, type } = byEmail.get(email)!;
      expect(passport).toMatchObject({ status: 'COMPLETE', profile_completed: true });
      expect(passport.issued_at).toBeInstanceOf(Date);
      expect(passport.professional_points).toBeGreaterThanOrEqual(type.professional_points);
      expect(passport.vocational_points).toBeGreaterThanOrEqual(type.vocational_points);
      // The figures are the period's history: nothing stored that the history does not hold.
      const history = await db
        .select({ points: points_histories.points })
        .from(points_histories)
        .where(
          and(
            eq(points_histories.institute_id, demo!.id),
            eq(points_histories.user_id, passport.user_id),
            gte(points_histories.date, period.start),
            lte(points_histories.date, period.end),
          ),
        );
      const total = history.reduce((sum, row) => sum + row.points, 0);
      expect(passport.professional_points + passport.vocational_points).toBeCloseTo(total, 2);
    }
    for (const email of DEMO_PASSPORTS.inProgress) {
      expect(byEmail.get(email)!.passport).toMatchObject({ status: 'IN_PROGRESS', issued_at: null });
    }
    expect(new Set(rows.map((row) => row.passport.status))).toEqual(
      new Set(['COMPLETE', 'IN_PROGRESS', 'INCOMPLETE']),
    );
  });

  it('gives the currency forecast a department whose educators are on track, at risk and lapsing', async () => {
    const db = database.db;
    const [demo] = await db.select().from(institutes).where(eq(institutes.name, 'Demo Institute'));
    const today = todayIn(demo!.timezone);
    const rows = await listForecastRows(
      db,
      {
        instituteId: demo!.id,
        period: passportPeriod(demo!.points_anniversary_month, today),
        today,
        timezone: demo!.timezone,
        vcmValidMonths: demo!.vcm_enabled ? demo!.vocational_currency_valid_month_count : null,
      },
      { where: undefined, scope: { kind: 'institute' }, orderBy: [] },
    );
    const states = new Map<string, Set<string>>();
    for (const row of rows) {
      const department = row.department_name ?? '';
      states.set(department, (states.get(department) ?? new Set()).add(row.forecast));
    }
    const complete = [...states].filter(([, seen]) =>
      ['on_track', 'at_risk', 'will_lapse'].every((s) => seen.has(s)),
    );
    expect(complete.map(([department]) => department)).toContain(DEMO_FORECAST_DEPARTMENT);
  });

  it('seeds a requirement change that a passport as at a day shows (DEMO_AS_AT)', async () => {
    const db = database.db;
    const [demo] = await db.select().from(institutes).where(eq(institutes.name, 'Demo Institute'));
    const [educator] = await db.select().from(users).where(eq(users.email, DEMO_AS_AT.educator));
    const dayBefore = (days: number) =>
      new Date(Date.parse(`${todayIn(demo!.timezone)}T00:00:00Z`) - days * 86_400_000)
        .toISOString()
        .slice(0, 10);
    const statusAsAt = async (day: string) => {
      const asAt = await asAtSettings(db, demo!.id, day);
      const [input] = await passportInputs(db, demo!.id, [educator!.id], asAt.period, asAt);
      const requirements = asAt.requirements.get(input!.employment_type_id!)!;
      return {
        required: requirements.professional_points,
        status: passportStatus(requirements, input!.figures),
      };
    };
    const lowered = DEMO_AS_AT.requirementLoweredDaysAgo;
    expect(await statusAsAt(dayBefore(lowered + 1))).toEqual({
      required: DEMO_AS_AT.previousProfessionalPoints,
      status: 'IN_PROGRESS',
    });
    expect(await statusAsAt(dayBefore(lowered))).toEqual({ required: 5, status: 'COMPLETE' });
  });

  it('seeds point requests in every status, the pending ones with real evidence files', async () => {
    const db = database.db;
    const [demo] = await db.select().from(institutes).where(eq(institutes.name, 'Demo Institute'));
    const requests = await db.select().from(point_requests).where(eq(point_requests.institute_id, demo!.id));
    expect(requests.filter((r) => r.status === 0)).toHaveLength(DEMO_PENDING_POINT_REQUESTS);
    expect(new Set(requests.map((r) => r.status))).toEqual(new Set([0, 1, 2]));
    expect(requests.filter((r) => r.status === 1).every((r) => r.points_history_id !== null)).toBe(true);
    const storage = createLocalDiskStorage(path.join(dataDir, 'uploads'));
    const files = await db.select().from(point_request_evidences);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect((await storage.get(file.storage_key))?.length).toBe(file.size);
  });

  it('gives the demo educator her own requests pending, incomplete (with a reason) and approved', async () => {
    const db = database.db;
    const [demo] = await db.select().from(institutes).where(eq(institutes.name, 'Demo Institute'));
    expect(demo!.educator_points_entry_enabled).toBe(true);
    const [olivia] = await db.select().from(users).where(eq(users.email, 'educator1@demo.test'));
    const own = await db.select().from(point_requests).where(eq(point_requests.user_id, olivia!.id));
    expect(new Set(own.map((r) => r.status))).toEqual(new Set([0, 1, 2]));
    expect(own.find((r) => r.status === 2)!.reason).toBe(DEMO_EDUCATOR_INCOMPLETE_REASON);
    expect(own.find((r) => r.status === 1)!.points_history_id).not.toBeNull();
  });

  it("turns VCM on for the Demo Institute, with this year's catalogue: 3 courses, 30 units, qualifications", async () => {
    const db = database.db;
    const [demo] = await db.select().from(institutes).where(eq(institutes.name, 'Demo Institute'));
    expect(demo!.vcm_enabled).toBe(true);
    // The guidance My VCM shows its educators (examples, course request address, qualifications help).
    expect(demo).toMatchObject({
      vcm_study_example_description: expect.stringContaining('Diploma'),
      vcm_study_example_info_url: expect.stringMatching(/^https:/),
      vcm_experience_example_justification: expect.any(String),
      vcm_course_request_email: 'vcm-courses@demo.test',
      professional_qualification_help_link_label: 'Which qualifications count?',
    });
    const year = Number(todayIn(demo!.timezone).slice(0, 4));
    const ofDemo = { institute_id: demo!.id, year };
    expect(
      await db
        .select()
        .from(courses)
        .where(and(eq(courses.institute_id, ofDemo.institute_id), eq(courses.year, year))),
    ).toHaveLength(3);
    expect(
      await db
        .select()
        .from(units)
        .where(and(eq(units.institute_id, ofDemo.institute_id), eq(units.year, year))),
    ).toHaveLength(30);
    expect(
      (
        await db
          .select()
          .from(professional_qualifications)
          .where(eq(professional_qualifications.institute_id, demo!.id))
      ).length,
    ).toBeGreaterThan(0);
  });

  it('seeds VCMs in every status, items of every status and kind, work experiences, documents, missing units', async () => {
    const db = database.db;
    const [demo] = await db.select().from(institutes).where(eq(institutes.name, 'Demo Institute'));
    const rows = await db.select().from(vcms).where(eq(vcms.institute_id, demo!.id));
    expect(new Set(rows.map((v) => v.status))).toEqual(
      new Set(['draft', 'in_review', 'needs_attention', 'approved', 'closed']),
    );
    const responses = await db
      .select()
      .from(vcm_unit_responses)
      .where(eq(vcm_unit_responses.institute_id, demo!.id));
    const qualifications = await db.select().from(vcm_professional_qualifications);
    expect(new Set([...responses, ...qualifications].map((r) => r.status))).toEqual(
      new Set(['unsubmitted', 'saved', 'in_review', 'needs_attention', 'approved']),
    );
    for (const kind of [
      'has_current_unit',
      'has_equivalent_unit',
      'has_relevant_study',
      'has_work_experience',
    ] as const) {
      expect(responses.some((r) => r[kind])).toBe(true);
    }
    expect((await db.select().from(vcm_work_experiences)).length).toBeGreaterThan(0);
    const storage = createLocalDiskStorage(path.join(dataDir, 'uploads'));
    const documents = await db.select().from(vcm_supporting_documents);
    expect(documents.length).toBeGreaterThan(0);
    for (const file of documents) expect((await storage.get(file.storage_key))?.length).toBe(file.size);
    // One VCM in review answers 7 of its course's 10 units: the Missing Units Check finds 3.
    const perVcm = rows.map((v) => responses.filter((r) => r.vcm_id === v.id).length);
    expect(perVcm).toContain(7);
    expect((await db.select().from(vcm_history_logs)).length).toBeGreaterThanOrEqual(rows.length);
  });

  it('gives the planners gaps, a shortfall, recommendations and a lenient and a severe supervisor of 5 or more', async () => {
    const db = database.db;
    const [demo] = await db.select().from(institutes).where(eq(institutes.name, 'Demo Institute'));
    const instituteId = demo!.id;
    const period = passportPeriod(demo!.points_anniversary_month, todayIn(demo!.timezone));
    const deps = { db } as Parameters<typeof recommendationsFor>[0];
    const [gaps, places] = await Promise.all([
      gapsByDomain(deps, { instituteId, profiles: { kind: 'latest' }, isActiveOnly: true }),
      scheduledPlaces(deps, instituteId, [12]),
    ]);
    const shortfalls = gaps.filter(
      (gap) => gap.educators > (places.find((p) => p.domain_id === gap.domain_id)?.places[0] ?? 0),
    );
    expect(gaps.length).toBeGreaterThanOrEqual(3);
    expect(shortfalls.length).toBeGreaterThanOrEqual(1);
    const { supervisors } = await ratingComparisons(deps, {
      instituteId,
      profiles: { kind: 'period', periodStart: period.start },
    });
    const of = (email: string) => supervisors.find((row) => row.supervisor_full_name === nameOf(email));
    const nameOf = (email: string) =>
      email === DEMO_LENIENT_SUPERVISOR.email
        ? `${DEMO_LENIENT_SUPERVISOR.given} ${DEMO_LENIENT_SUPERVISOR.family}`
        : `${DEMO_SEVERE_SUPERVISOR.given} ${DEMO_SEVERE_SUPERVISOR.family}`;
    expect(of(DEMO_LENIENT_SUPERVISOR.email)).toMatchObject({ educators: 6 });
    expect(of(DEMO_LENIENT_SUPERVISOR.email)!.difference).toBeGreaterThan(0.5);
    expect(of(DEMO_SEVERE_SUPERVISOR.email)).toMatchObject({ educators: 6 });
    expect(of(DEMO_SEVERE_SUPERVISOR.email)!.difference).toBeLessThan(-0.5);
    // The severe supervisor's educators are recommended open programs for their gaps.
    const [tomsEducator] = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(profiles, eq(profiles.user_id, users.id))
      .where(
        and(
          eq(users.institute_id, instituteId),
          eq(profiles.supervisor_completed_by_id, of(DEMO_SEVERE_SUPERVISOR.email)!.supervisor_id),
        ),
      );
    const recommended = await recommendationsFor(deps, instituteId, tomsEducator!.id);
    expect(recommended.state).toBe('ok');
    expect(recommended.programs.length).toBeGreaterThan(0);
  });

  it('does not seed again, and reports the saved password', async () => {
    const again = await seedDemoIfEmpty(database.db, { dataDir, demoPassword: undefined });
    expect(again?.password).toMatch(/\S{14,}/);
    expect(await database.db.select().from(institutes)).toHaveLength(2);
  });
});
