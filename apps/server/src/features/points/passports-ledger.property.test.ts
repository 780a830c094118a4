import {
  passportPeriodOfYear,
  POINTS_IMPORT_COLUMNS,
  registrationImportHeaders,
  type TPointRequestType,
} from '@pdp/contract';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { multipartFile } from '../../../test/multipart.js';
import {
  employment_types,
  passports,
  point_requests,
  points_histories,
  profiles,
  programs,
} from '../../db/schema/index.js';
import { csvOf } from '../programs/registrations-import-test-support.js';
import { createProgram, createRegistration } from '../programs/test-support.js';
import { currentPeriodOf } from './period-service.js';
import { figuresOf, passportStatus, type PassportRequirements } from './passports-rules.js';
import { createPointRequest } from './point-requests-test-support.js';
import { vocationalEntry } from './points-test-support.js';

/**
 * The ledger property of issue 16: whatever sequence of history changes happens (completing and
 * uncompleting registrations one by one or by import, adding and deleting external currency through
 * the API or the no-approval activity import, approving and converting point requests), the
 * stored passport of every period equals a recomputation from scratch by the pure rules.
 */

type Command =
  | { kind: 'complete'; program: number; completed: boolean }
  | { kind: 'import'; program: number; completed: boolean }
  | {
      kind: 'add' | 'points_import';
      type: 'PointsVocational' | 'PointsRea';
      points: number;
      journey: boolean;
      when: When;
    }
  | { kind: 'delete'; index: number }
  | { kind: 'request'; type: TPointRequestType; points: number; journey: boolean; when: When }
  | { kind: 'approve' | 'convert'; index: number };
type When = 'start' | 'end' | 'before';

const PROGRAM_TYPES = ['elective', 'learning_journey', 'vocational_learning_journey'] as const;

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('complete' as const),
    program: fc.nat({ max: 2 }),
    completed: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('import' as const), program: fc.nat({ max: 2 }), completed: fc.boolean() }),
  fc.record({
    kind: fc.constantFrom('add' as const, 'points_import' as const),
    type: fc.constantFrom('PointsVocational' as const, 'PointsRea' as const),
    points: fc.integer({ min: 0, max: 12 }).map((quarters) => quarters / 4),
    journey: fc.boolean(),
    when: fc.constantFrom<When>('start', 'end', 'before'),
  }),
  fc.record({ kind: fc.constant('delete' as const), index: fc.nat({ max: 9 }) }),
  fc.record({
    kind: fc.constant('request' as const),
    type: fc.constantFrom<TPointRequestType>('VocationalPointRequest', 'ReaPointRequest'),
    points: fc.integer({ min: 0, max: 12 }).map((quarters) => quarters / 4),
    journey: fc.boolean(),
    when: fc.constantFrom<When>('start', 'end', 'before'),
  }),
  fc.record({ kind: fc.constantFrom('approve' as const, 'convert' as const), index: fc.nat({ max: 4 }) }),
);

const requirementsArb: fc.Arbitrary<PassportRequirements> = fc.record({
  professional_points: fc.integer({ min: 0, max: 4 }),
  num_lj_required: fc.integer({ min: 0, max: 1 }),
  vocational_points: fc.integer({ min: 0, max: 3 }),
  num_vocational_lj_required: fc.integer({ min: 0, max: 1 }),
  profiling_tool_required: fc.boolean(),
});

describe('passports: the ledger property', () => {
  let t: TestApp;
  let instituteId: number;
  let admin: ReturnType<typeof apiClient>;
  let current: { start: string; end: string };
  let previous: { start: string; end: string };
  let programIds: number[];
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const institute = await createInstitute(t.db, {
      timezone: 'Australia/Melbourne',
      points_anniversary_month: 7,
    });
    instituteId = institute.id;
    current = currentPeriodOf(institute);
    previous = passportPeriodOfYear(7, Number(current.start.slice(0, 4)) - 1);
    admin = apiClient(
      t.app,
      await loginAs(t.app, await createUser(t.db, instituteId, { is_institute_admin: true })),
    );
    programIds = [];
    for (const [i, program_type] of PROGRAM_TYPES.entries()) {
      const { program } = await createProgram(t.db, instituteId, { program_type }, [{ points: i + 1 }]);
      programIds.push(program.id);
    }
  });
  afterAll(() => t.close());

  const dateOf = (when: When) =>
    when === 'start' ? current.start : when === 'end' ? current.end : previous.end;

  /** The stored passport of a period against the pure rules applied to the whole history. */
  async function expectRecomputable(
    userId: number,
    requirements: PassportRequirements,
    profileCompleted: boolean,
  ) {
    const rows = await t.db
      .select({
        type: points_histories.type,
        points: points_histories.points,
        learning_journey_equivalent: points_histories.learning_journey_equivalent,
        date: points_histories.date,
        program_type: programs.program_type,
      })
      .from(points_histories)
      .leftJoin(
        programs,
        and(
          eq(programs.institute_id, points_histories.institute_id),
          eq(programs.id, points_histories.program_id),
        ),
      )
      .where(and(eq(points_histories.institute_id, instituteId), eq(points_histories.user_id, userId)));
    for (const period of [current, previous]) {
      const inPeriod = rows.filter((row) => row.date >= period.start && row.date <= period.end);
      const [stored] = await t.db
        .select()
        .from(passports)
        .where(
          and(
            eq(passports.institute_id, instituteId),
            eq(passports.user_id, userId),
            eq(passports.period_start, period.start),
          ),
        );
      if (!stored) {
        // Never recomputed: nothing ever reached this period's history.
        expect(inPeriod).toEqual([]);
        continue;
      }
      // The profile belongs to the current period only.
      const figures = figuresOf(inPeriod, period === current && profileCompleted);
      expect({
        status: stored.status,
        professional_points: stored.professional_points,
        vocational_points: stored.vocational_points,
        learning_journeys: stored.learning_journeys,
        vocational_learning_journeys: stored.vocational_learning_journeys,
        profile_completed: stored.profile_completed,
      }).toEqual({ status: passportStatus(requirements, figures), ...figures });
      expect(stored.issued_at !== null).toBe(stored.status === 'COMPLETE');
    }
  }

  async function run(userId: number, uid: string, registrationIds: number[], step: Command) {
    switch (step.kind) {
      case 'complete': {
        const response = await admin.put(
          `/api/v1/programs/${programIds[step.program]}/registrations/${registrationIds[step.program]}`,
          { registration: { completed: step.completed }, notify_user: false },
        );
        expect(response.statusCode, response.body).toBe(200);
        return;
      }
      case 'import': {
        const csv = csvOf(registrationImportHeaders(1), [uid, '', '', '', step.completed ? 'Y' : 'N']);
        const { payload, headers } = await multipartFile('file', csv, 'registrations.csv');
        const response = await admin.post(
          `/api/v1/programs/${programIds[step.program]}/registrations/import`,
          payload,
          headers,
        );
        expect(response.statusCode, response.body).toBe(200);
        return;
      }
      case 'add': {
        // Add External Currency, as an admin: the ledger's hook recomputes the passport.
        const rea = step.type === 'PointsRea';
        const entry = vocationalEntry({
          points: step.points,
          activity_date: dateOf(step.when),
          ...(rea ? { learning_journey_equivalent: step.journey } : {}),
        });
        const response = await admin.post(
          `/api/v1/users/${userId}/${rea ? 'points_reas' : 'points_vocationals'}`,
          rea ? { points_rea: entry, notify_user: false } : { points_vocational: entry, notify_user: false },
        );
        expect(response.statusCode, response.body).toBe(201);
        return;
      }
      case 'points_import': {
        // Import Activities - No Approval: one row straight into the history.
        const rea = step.type === 'PointsRea';
        const c = POINTS_IMPORT_COLUMNS;
        const csv = csvOf(
          [
            c.employee_number,
            c.points_type,
            c.activity_name,
            c.activity_date,
            c.points,
            c.learning_journey_equivalent,
          ],
          [
            uid,
            rea ? 'External Professional Currency' : 'Vocational Currency',
            'Imported',
            dateOf(step.when),
            String(step.points),
            rea && step.journey ? 'Y' : 'N',
          ],
        );
        const { payload, headers } = await multipartFile('file', csv, 'points_no_approval.csv');
        const response = await admin.post('/api/v1/points_histories/import_no_approval', payload, headers);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data.errors).toEqual([]);
        return;
      }
      case 'delete': {
        const external = await t.db
          .select({ id: points_histories.id })
          .from(points_histories)
          .where(
            and(
              eq(points_histories.institute_id, instituteId),
              eq(points_histories.user_id, userId),
              inArray(points_histories.type, ['PointsVocational', 'PointsRea']),
            ),
          )
          .orderBy(points_histories.id);
        const row = external[step.index % Math.max(external.length, 1)];
        if (!row) return;
        const response = await admin.delete(`/api/v1/users/${userId}/points_histories/${row.id}`);
        expect(response.statusCode, response.body).toBe(204);
        return;
      }
      case 'request': {
        // Submitted (the app or the import): no history yet, until it is approved.
        await createPointRequest(t.db, instituteId, userId, {
          type: step.type,
          points: step.points,
          learning_journey_equivalent: step.journey,
          activity_date: dateOf(step.when),
        });
        return;
      }
      case 'approve':
      case 'convert': {
        const pending = await t.db
          .select({ id: point_requests.id })
          .from(point_requests)
          .where(
            and(
              eq(point_requests.institute_id, instituteId),
              eq(point_requests.user_id, userId),
              eq(point_requests.status, 0),
            ),
          )
          .orderBy(point_requests.id);
        const request = pending[step.index % Math.max(pending.length, 1)];
        if (!request) return;
        const response = await admin.put(
          `/api/v1/users/${userId}/point_requests/${request.id}/${step.kind}`,
          { notify_user: false },
        );
        expect(response.statusCode, response.body).toBe(204);
        return;
      }
    }
  }

  it('leaves every stored passport equal to a recomputation, after any sequence of changes', async () => {
    await fc.assert(
      fc.asyncProperty(
        requirementsArb,
        fc.boolean(),
        fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        fc.array(command, { minLength: 1, maxLength: 10 }),
        async (requirements, profileCompleted, journeys, commands) => {
          const [type] = await t.db
            .insert(employment_types)
            .values({ institute_id: instituteId, name: `Type ${++n}`, ...requirements })
            .returning();
          const uid = `P${n}`;
          const user = await createUser(t.db, instituteId, {
            is_educator: true,
            unique_identifier: uid,
            employment_type_id: type!.id,
          });
          await t.db.insert(profiles).values({
            institute_id: instituteId,
            user_id: user.id,
            period_start: current.start,
            period_end: current.end,
            completed: profileCompleted,
          });
          const registrationIds = [];
          for (const [i, programId] of programIds.entries()) {
            const registration = await createRegistration(t.db, instituteId, programId, user.id, {
              is_learning_journey: journeys[i],
            });
            registrationIds.push(registration.id);
          }
          for (const step of commands) {
            await run(user.id, uid, registrationIds, step);
            await expectRecomputable(user.id, requirements, profileCompleted);
          }
        },
      ),
      {
        numRuns: 30,
        // One sequence that surely crosses every status: up to COMPLETE, down, and back by import.
        examples: [
          [
            {
              professional_points: 1,
              num_lj_required: 0,
              vocational_points: 1,
              num_vocational_lj_required: 0,
              profiling_tool_required: false,
            },
            false,
            [false, false, false],
            [
              { kind: 'add', type: 'PointsRea', points: 0, journey: false, when: 'start' },
              { kind: 'add', type: 'PointsRea', points: 1, journey: false, when: 'start' },
              { kind: 'add', type: 'PointsVocational', points: 1, journey: false, when: 'end' },
              { kind: 'delete', index: 1 },
              { kind: 'complete', program: 0, completed: true },
              { kind: 'import', program: 0, completed: false },
              { kind: 'import', program: 1, completed: true },
              { kind: 'add', type: 'PointsRea', points: 2, journey: true, when: 'before' },
              { kind: 'points_import', type: 'PointsRea', points: 1, journey: true, when: 'start' },
              { kind: 'request', type: 'ReaPointRequest', points: 1, journey: true, when: 'end' },
              { kind: 'convert', index: 0 },
              { kind: 'approve', index: 0 },
            ],
          ],
        ],
      },
    );
  });
});
