import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countItems,
  decideItemAction,
  decideVcmAction,
  VCM_ITEM_STATUSES,
  VCM_STATUSES,
  vcmReviewButtons,
  type TVcmAction,
  type TVcmItemStatus,
  type TVcmStatus,
} from './vcm-state-machine.js';

/**
 * The VCM state machine's property (issue 18): whatever sequence of reviewer, educator and admin
 * actions runs, a refused action changes nothing and gives a message, and the states reached keep
 * the workflow's invariants (unless an admin forced the status, which the spec allows).
 */

type Step =
  | { kind: 'vcm'; action: Exclude<TVcmAction, 'force'> }
  | { kind: 'force'; status: TVcmStatus }
  | { kind: 'item'; action: 'approve' | 'needs_attention'; index: number; feedback: string }
  | { kind: 'answer'; index: number };

interface Model {
  status: TVcmStatus;
  items: TVcmItemStatus[];
  approvedAt: number | null;
  forced: boolean;
  history: number;
}

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('vcm' as const),
    action: fc.constantFrom(
      'submit' as const,
      'reject' as const,
      'approve' as const,
      'delegate' as const,
      'close' as const,
    ),
  }),
  fc.record({ kind: fc.constant('force' as const), status: fc.constantFrom(...VCM_STATUSES) }),
  fc.record({
    kind: fc.constant('item' as const),
    action: fc.constantFrom('approve' as const, 'needs_attention' as const),
    index: fc.nat({ max: 5 }),
    feedback: fc.constantFrom('', '  ', 'Add the dates'),
  }),
  fc.record({ kind: fc.constant('answer' as const), index: fc.nat({ max: 5 }) }),
);

/** The educator answers an item while the VCM is with them (draft or returned). */
const educatorMayEdit = (status: TVcmStatus) => status === 'draft' || status === 'needs_attention';

function apply(model: Model, s: Step, clock: number): { model: Model; refusal: string | null } {
  const counts = countItems(model.items);
  if (s.kind === 'answer') {
    const item = model.items[s.index];
    if (!item || !educatorMayEdit(model.status) || item === 'approved')
      return { model, refusal: 'not editable' };
    const items = model.items.map((status, i) => (i === s.index ? 'saved' : status));
    return { model: { ...model, items }, refusal: null };
  }
  if (s.kind === 'item') {
    const item = model.items[s.index];
    if (!item) return { model, refusal: 'no item' };
    const decision = decideItemAction(s.action, model.status, item, s.feedback);
    if (!decision.ok) return { model, refusal: decision.message };
    const items = model.items.map((status, i) => (i === s.index ? decision.to : status));
    return { model: { ...model, items, history: model.history + 1 }, refusal: null };
  }
  const decision =
    s.kind === 'force'
      ? decideVcmAction('force', model.status, counts, s.status)
      : decideVcmAction(s.action, model.status, counts);
  if (!decision.ok) return { model, refusal: decision.message };
  const items = model.items.map((status) => decision.items[status] ?? status);
  const statusChanged = decision.to !== model.status;
  return {
    model: {
      status: decision.to,
      items,
      approvedAt: decision.to === 'approved' && statusChanged ? clock : model.approvedAt,
      forced: s.kind === 'force' ? true : statusChanged ? false : model.forced,
      history: model.history + 1,
    },
    refusal: null,
  };
}

describe('VCM state machine (property)', () => {
  it('keeps the invariants through random action sequences', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...VCM_ITEM_STATUSES), { minLength: 0, maxLength: 6 }),
        fc.array(step, { maxLength: 60 }),
        (initialItems, steps) => {
          let model: Model = {
            status: 'draft',
            items: initialItems,
            approvedAt: null,
            forced: false,
            history: 0,
          };
          let accepted = 0;
          steps.forEach((s, clock) => {
            const before = model;
            const { model: after, refusal } = apply(model, s, clock);
            if (refusal !== null) {
              expect(refusal.length).toBeGreaterThan(0);
              expect(after).toBe(before);
              return;
            }
            if (s.kind !== 'answer') accepted += 1;
            // Reviewers decide items only while the VCM is in review.
            if (s.kind === 'item') expect(before.status).toBe('in_review');
            if (s.kind === 'vcm' && s.action === 'approve') {
              expect(after.items.length).toBeGreaterThan(0);
              expect(after.items.every((status) => status === 'approved')).toBe(true);
            }
            if (s.kind === 'vcm' && s.action === 'reject') {
              expect(after.items.some((status) => status === 'needs_attention')).toBe(true);
              expect(
                after.items.every((status) => status === 'needs_attention' || status === 'approved'),
              ).toBe(true);
            }
            model = after;
            // Invariants of every state reached without an admin's force.
            expect(VCM_STATUSES).toContain(model.status);
            if (model.status === 'approved') expect(model.approvedAt).not.toBeNull();
            if (!model.forced) {
              if (model.status === 'approved') expect(model.items.every((x) => x === 'approved')).toBe(true);
              if (model.status === 'in_review') expect(model.items).not.toContain('saved');
              if (model.status === 'in_review') expect(model.items).not.toContain('unsubmitted');
              if (model.status === 'needs_attention') expect(model.items).not.toContain('in_review');
            }
            // The header never offers a button the machine would refuse.
            const buttons = vcmReviewButtons(model.status, countItems(model.items));
            if (buttons.emphasis === 'approve') expect(buttons.canApprove).toBe(true);
            if (!buttons.enabled) expect(buttons.canApprove || buttons.canReturn).toBe(false);
            expect(model.history).toBe(accepted);
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses each transition with its rule’s message', () => {
    const counts = countItems(['approved', 'in_review']);
    expect(decideVcmAction('approve', 'in_review', counts)).toEqual({
      ok: false,
      message: 'You must approve all professional qualifications and units first.',
    });
    expect(decideVcmAction('reject', 'in_review', counts)).toEqual({
      ok: false,
      message: 'You must action all professional qualifications and unit responses first...',
    });
    expect(decideVcmAction('reject', 'in_review', countItems(['approved'])).ok).toBe(false);
    expect(decideVcmAction('reject', 'in_review', countItems(['approved', 'needs_attention']))).toMatchObject(
      {
        ok: true,
        to: 'needs_attention',
      },
    );
    expect(decideVcmAction('approve', 'draft', countItems(['approved']))).toEqual({
      ok: false,
      message: 'This VCM is not in review.',
    });
    expect(decideItemAction('needs_attention', 'in_review', 'in_review', ' ')).toEqual({
      ok: false,
      message: 'Feedback is required to mark an item as needs attention.',
    });
    expect(decideItemAction('approve', 'needs_attention', 'in_review').ok).toBe(false);
    expect(decideVcmAction('force', 'approved', counts, 'draft')).toMatchObject({ ok: true, to: 'draft' });
  });
});
