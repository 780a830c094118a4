import { countItems, VCM_RULE_MESSAGES, type TVcmItemStatus } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import {
  blockingHint,
  hasUpdatedSinceFeedback,
  itemStatusLabel,
  reviewButtons,
  reviewProgressHint,
  vcmStatusLabel,
} from './review-rules';

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
  it('are enabled only while in review and not while the missing-unit check runs', () => {
    const some = counts('in_review');
    expect(reviewButtons('in_review', some, false).isEnabled).toBe(true);
    expect(reviewButtons('in_review', some, true).isEnabled).toBe(false);
    for (const status of ['draft', 'needs_attention', 'approved', 'closed'] as const) {
      expect(reviewButtons(status, some, false).isEnabled).toBe(false);
    }
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

  it('say what is left under the buttons while in review', () => {
    expect(reviewProgressHint('in_review', counts('in_review'))).toBe(VCM_RULE_MESSAGES.actionAllFirst);
    expect(reviewProgressHint('in_review', counts('needs_attention'))).toBe(
      VCM_RULE_MESSAGES.approveAllFirst,
    );
    expect(reviewProgressHint('in_review', counts('approved'))).toBeNull();
    expect(reviewProgressHint('approved', counts('in_review'))).toBeNull();
  });
});

describe('the feedback note', () => {
  it('shows when an item with earlier feedback is back in review', () => {
    expect(
      hasUpdatedSinceFeedback('in_review', { status: 'in_review', approver_feedback: 'Add dates' }),
    ).toBe(true);
    expect(hasUpdatedSinceFeedback('in_review', { status: 'in_review', approver_feedback: null })).toBe(
      false,
    );
    expect(hasUpdatedSinceFeedback('in_review', { status: 'needs_attention', approver_feedback: 'x' })).toBe(
      false,
    );
    expect(hasUpdatedSinceFeedback('needs_attention', { status: 'in_review', approver_feedback: 'x' })).toBe(
      false,
    );
  });
});
