// The VCM detail's header rules (part 2 §2 "VCM detail", §4, §8 blocking hints). The transitions
// themselves are the contract's state machine (vcm-state-machine.ts, which the server enforces);
// this adds what only the screen knows: the missing-unit check running, and why a button is off.
import {
  VCM_ITEM_STATUS_LABELS,
  decideVcmAction,
  vcmReviewButtons,
  vcmStatusLabel,
  type TVcmItemCounts,
  type TVcmStatus,
} from '@pdp/contract';

export { vcmStatusLabel };

export type ReviewAction = 'return' | 'approve';

/** An item's status in words, or the raw status when it has no label (part 2 §4). */
export function itemStatusLabel(status: string): string {
  return (VCM_ITEM_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

export interface ReviewButton {
  isEnabled: boolean;
  /** Why it is disabled while the VCM is in review (part 2 §8's blocking hints); null otherwise. */
  reason: string | null;
}

export interface ReviewButtons {
  return: ReviewButton;
  approve: ReviewButton;
  /** The filled button, or null when both are outlined. */
  emphasis: ReviewAction | null;
}

/**
 * Return VCM To Educator and Approve VCM: each enabled only in review, when the state machine would
 * let it go ahead, and not while the missing-unit check runs; a blocked one says why. Approve is
 * filled when everything is approved, otherwise Return once nothing is in review.
 */
export function reviewButtons(
  status: TVcmStatus,
  counts: TVcmItemCounts,
  isCheckRunning: boolean,
): ReviewButtons {
  const buttons = vcmReviewButtons(status, counts);
  const button = (action: ReviewAction): ReviewButton => {
    const reason = buttons.enabled ? blockingHint(action, status, counts) : null;
    return { isEnabled: buttons.enabled && reason === null && !isCheckRunning, reason };
  };
  return { return: button('return'), approve: button('approve'), emphasis: buttons.emphasis };
}

/**
 * Why an action cannot go ahead yet, said before asking the server (part 2 §8's blocking hints and
 * the state machine's other refusals); null when it may.
 */
export function blockingHint(
  action: ReviewAction,
  status: TVcmStatus,
  counts: TVcmItemCounts,
): string | null {
  const decision = decideVcmAction(action === 'return' ? 'reject' : 'approve', status, counts);
  return decision.ok ? null : decision.message;
}
