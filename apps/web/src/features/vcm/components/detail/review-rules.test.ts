import { countItems, VCM_RULE_MESSAGES, type TVcmItemStatus } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import { blockingHint, itemStatusLabel, reviewButtons, vcmStatusLabel } from './review-rules';

const counts = (...statuses: TVcmItemStatus[]) => countItems(statuses);

describe('the status labels', () => {
  it('come from the label map, or are the raw status when there is no label', () => {
    expect(vcmStatusLabel('in_review')).toBe('In Review');
    expect(vcmStatusLabel('archived_somehow')).toBe('archived_somehow');
    expect(itemStatusLabel('previously_approved')).toBe('Previously Approved');
    expect(itemStatusLabel('odd')).toBe('odd');
  });
});

describe('Return VCM To Educator and Approve VCM', () => {
  const enabled = (buttons: ReturnType<typeof reviewButtons>) => [
    buttons.return.isEnabled,
    buttons.approve.isEnabled,
  ];

  it('are enabled only while in review, when the action may go ahead, and not while the check runs', () => {
    const actioned = counts('needs_attention', 'approved');
    expect(enabled(reviewButtons('in_review', actioned, false))).toEqual([true, false]);
    expect(enabled(reviewButtons('in_review', counts('approved'), false))).toEqual([false, true]);
    expect(enabled(reviewButtons('in_review', counts('approved'), true))).toEqual([false, false]);
    for (const status of ['draft', 'needs_attention', 'approved', 'closed'] as const) {
      expect(reviewButtons(status, actioned, false)).toMatchObject({
        return: { isEnabled: false, reason: null },
        approve: { isEnabled: false, reason: null },
      });
    }
  });

  it('say why each is disabled while in review', () => {
    expect(reviewButtons('in_review', counts('in_review', 'approved'), false)).toMatchObject({
      return: { isEnabled: false, reason: VCM_RULE_MESSAGES.actionAllFirst },
      approve: { isEnabled: false, reason: VCM_RULE_MESSAGES.approveAllFirst },
    });
    expect(reviewButtons('in_review', counts('needs_attention'), false)).toMatchObject({
      return: { reason: null },
      approve: { reason: VCM_RULE_MESSAGES.approveAllFirst },
    });
    expect(reviewButtons('in_review', counts('approved'), false)).toMatchObject({
      return: { reason: VCM_RULE_MESSAGES.needsAttentionItem },
      approve: { reason: null },
    });
  });

  it('fill Approve when every item is approved', () => {
    expect(reviewButtons('in_review', counts('approved', 'approved'), false).emphasis).toBe('approve');
  });

  it('fill Return when nothing is still in review and something is not approved', () => {
    expect(reviewButtons('in_review', counts('approved', 'needs_attention'), false).emphasis).toBe('return');
  });

  it('fill neither while an item is still in review, or outside review', () => {
    expect(reviewButtons('in_review', counts('approved', 'in_review'), false).emphasis).toBeNull();
    expect(reviewButtons('needs_attention', counts('needs_attention'), false).emphasis).toBeNull();
  });
});

describe('the blocking hints (part 2 §8)', () => {
  it('ask to action every item before returning', () => {
    expect(blockingHint('return', 'in_review', counts('in_review', 'approved'))).toBe(
      'You must action all professional qualifications and unit responses first...',
    );
    expect(blockingHint('return', 'in_review', counts('needs_attention', 'approved'))).toBeNull();
    expect(blockingHint('return', 'in_review', counts('approved'))).toBe(
      VCM_RULE_MESSAGES.needsAttentionItem,
    );
  });

  it('ask to approve every item before approving', () => {
    expect(blockingHint('approve', 'in_review', counts('needs_attention', 'approved'))).toBe(
      'You must approve all professional qualifications and units first.',
    );
    expect(blockingHint('approve', 'in_review', counts('approved', 'approved'))).toBeNull();
  });
});
