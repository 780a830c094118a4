import {
  countItems,
  decideItemAction,
  decideVcmAction,
  VCM_ITEM_STATUSES,
  VCM_STATUSES,
  type TVcmItemStatus,
  type TVcmStatus,
} from '@pdp/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../../test/app.js';
import { vcm_professional_qualifications, vcm_unit_responses } from '../../db/schema/index.js';
import { createVcmRow, historyOf, vcmFixture, vcmRow, type VcmFixture } from './test-support.js';

/**
 * The review workflow through the API (issue 18): random sequences of item decisions, approve,
 * return, force and delegate on one VCM. After every call the database holds what the state machine
 * says (status, every item's status), a refused call changes nothing and answers 400, and there is
 * exactly one history line per accepted event.
 */
let t: TestApp;
let f: VcmFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await vcmFixture(t);
});
afterAll(() => t.close());

const UNITS = ['U1', 'U2', 'U3'] as const;
type Step =
  | { kind: 'item'; action: 'approve' | 'needs_attention'; index: number; feedback: string }
  | { kind: 'approve' | 'reject' | 'delegate' }
  | { kind: 'force'; status: TVcmStatus };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('item' as const),
    action: fc.constantFrom('approve' as const, 'needs_attention' as const),
    index: fc.nat({ max: 3 }),
    feedback: fc.constantFrom('Add the dates', ''),
  }),
  fc.record({ kind: fc.constantFrom('approve' as const, 'reject' as const, 'delegate' as const) }),
  fc.record({ kind: fc.constant('force' as const), status: fc.constantFrom(...VCM_STATUSES) }),
);

describe('VCM workflow through the API (property)', () => {
  it('keeps the database equal to the state machine, one history line per accepted event', async () => {
    const admin = apiClient(t.app, f.cookies.admin);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...VCM_ITEM_STATUSES), { minLength: 4, maxLength: 4 }),
        fc.array(step, { minLength: 1, maxLength: 10 }),
        async (initial, steps) => {
          const vcm = await createVcmRow(t.db, f.catalogue, {
            owner: await f.newEducator(),
            approver: f.people.approver,
            responses: Object.fromEntries(UNITS.map((code, i) => [code, initial[i]!])),
            qualifications: { PQ1: initial[3]! },
          });
          let status: TVcmStatus = 'in_review';
          const items: TVcmItemStatus[] = [...initial];
          let accepted = 0;
          for (const s of steps) {
            let expectedOk: boolean;
            let response;
            if (s.kind === 'item') {
              const decision = decideItemAction(s.action, status, items[s.index]!, s.feedback);
              expectedOk = decision.ok;
              const verb = s.action === 'approve' ? 'approve' : 'reject';
              const body =
                s.index < 3
                  ? { vcm_unit_response: { approver_feedback: s.feedback } }
                  : { vcm_professional_qualification: { approver_feedback: s.feedback } };
              const path =
                s.index < 3
                  ? `unit_responses/${f.catalogue.units[UNITS[s.index]!]}`
                  : `professional_qualifications/${f.catalogue.qualifications.PQ1}`;
              response = await admin.put(
                `/api/v1/vcms/${vcm.id}/${path}/${verb}`,
                verb === 'approve' ? {} : body,
              );
              // A blank feedback is refused by the body's schema (422) before the rule (400).
              if (decision.ok) items[s.index] = decision.to;
              else if (s.action === 'needs_attention' && !s.feedback) expect(response.statusCode).toBe(422);
            } else {
              const decision = decideVcmAction(
                s.kind,
                status,
                countItems(items),
                s.kind === 'force' ? s.status : undefined,
              );
              expectedOk = decision.ok;
              const verb = s.kind === 'force' ? 'force_update' : s.kind;
              const body =
                s.kind === 'force'
                  ? { vcm: { status: s.status } }
                  : s.kind === 'delegate'
                    ? { vcm: { approver_user_id: f.people.supervisor.id } }
                    : {};
              response = await admin.put(`/api/v1/vcms/${vcm.id}/${verb}`, body);
              if (decision.ok) status = decision.to;
            }
            if (expectedOk) {
              expect(response.statusCode).toBe(200);
              accepted += 1;
            } else {
              expect([400, 422]).toContain(response.statusCode);
            }
            expect((await vcmRow(t.db, vcm.id)).status).toBe(status);
            const stored = await t.db
              .select({ status: vcm_unit_responses.status, unit_id: vcm_unit_responses.unit_id })
              .from(vcm_unit_responses)
              .where(eq(vcm_unit_responses.vcm_id, vcm.id));
            const [qualification] = await t.db
              .select({ status: vcm_professional_qualifications.status })
              .from(vcm_professional_qualifications)
              .where(eq(vcm_professional_qualifications.vcm_id, vcm.id));
            expect([
              ...UNITS.map((code) => stored.find((r) => r.unit_id === f.catalogue.units[code])!.status),
              qualification!.status,
            ]).toEqual(items);
            expect(await historyOf(t.db, vcm.id)).toHaveLength(accepted);
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 300_000);
});
