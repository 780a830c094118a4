// The VCM detail's header rules (part 2 §2 "VCM detail", §4, §8 blocking hints). The transitions
// themselves are the contract's state machine (vcm-state-machine.ts, which the server enforces);
// this adds what only the screen knows: the missing-unit check running, and the line under the
// buttons.
import {
  VCM_ITEM_STATUS_LABELS,
  VCM_RULE_MESSAGES,
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

export interface ReviewButtons {
  isEnabled: boolean;
  /** The filled button, or null when both are outlined. */
  emphasis: ReviewAction | null;
}

/**
 * Return VCM To Educator and Approve VCM: enabled only in review and not while the missing-unit
 * check runs; Approve filled when everything is approved, otherwise Return once nothing is in review.
 */
export function reviewButtons(
  status: TVcmStatus,
  counts: TVcmItemCounts,
  isCheckRunning: boolean,
): ReviewButtons {
  const buttons = vcmReviewButtons(status, counts);
  return { isEnabled: buttons.enabled && !isCheckRunning, emphasis: buttons.emphasis };
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

/** The line under the buttons while in review: what the reviewer still has to do, if anything. */
export function reviewProgressHint(status: TVcmStatus, counts: TVcmItemCounts): string | null {
  if (status !== 'in_review') return null;
  if (counts.unsubmitted + counts.saved + counts.in_review > 0) return VCM_RULE_MESSAGES.actionAllFirst;
  return decideVcmAction('approve', status, counts).ok ? null : VCM_RULE_MESSAGES.approveAllFirst;
}

/** "The Educator has updated their response since feedback was given": back in review with feedback. */
export function hasUpdatedSinceFeedback(
  vcmStatus: string,
  item: { status: string; approver_feedback?: string | null },
): boolean {
  return vcmStatus === 'in_review' && item.status === 'in_review' && Boolean(item.approver_feedback?.trim());
}
