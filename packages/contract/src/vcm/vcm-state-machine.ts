/**
 * The VCM review workflow (part 2 §4 "VCM statuses", §6; issue 18), written once: the server enforces
 * it and the web reads it for the buttons' state and emphasis. Every transition is data (which
 * statuses it leaves from, where it goes, which rules over the items must hold); `decideVcmAction`
 * and `decideItemAction` read the tables, so a rule lives in one place.
 */

export const VCM_STATUSES = ['draft', 'in_review', 'needs_attention', 'approved', 'closed'] as const;
export type TVcmStatus = (typeof VCM_STATUSES)[number];

/** A unit response's or a professional qualification's status. */
export const VCM_ITEM_STATUSES = [
  'unsubmitted',
  'saved',
  'in_review',
  'needs_attention',
  'approved',
] as const;
export type TVcmItemStatus = (typeof VCM_ITEM_STATUSES)[number];

/**
 * The items table's status filter (part 2 §4): previously_approved is an approved item carried forward
 * unchanged from an earlier revision's approval (docs/decisions.md).
 */
export const VCM_EXTENDED_ITEM_STATUSES = [
  'in_review',
  'approved',
  'needs_attention',
  'previously_approved',
] as const;
export type TVcmExtendedItemStatus = (typeof VCM_EXTENDED_ITEM_STATUSES)[number];

/** Status labels (part 2 §4: a label map, the raw status when a status has none). */
export const VCM_STATUS_LABELS: Record<TVcmStatus, string> = {
  draft: 'Draft',
  in_review: 'In Review',
  needs_attention: 'Needs Attention',
  approved: 'Approved',
  closed: 'Closed',
};
export const VCM_ITEM_STATUS_LABELS: Record<TVcmItemStatus | TVcmExtendedItemStatus, string> = {
  unsubmitted: 'Unsubmitted',
  saved: 'Saved',
  in_review: 'In Review',
  needs_attention: 'Needs Attention',
  approved: 'Approved',
  previously_approved: 'Previously Approved',
};
export const vcmStatusLabel = (status: string): string =>
  (VCM_STATUS_LABELS as Record<string, string>)[status] ?? status;

/** How many items (unit responses not removed, plus professional qualifications) are in each status. */
export type TVcmItemCounts = Record<TVcmItemStatus, number>;
export const emptyItemCounts = (): TVcmItemCounts => ({
  unsubmitted: 0,
  saved: 0,
  in_review: 0,
  needs_attention: 0,
  approved: 0,
});
export function countItems(statuses: Iterable<TVcmItemStatus>): TVcmItemCounts {
  const counts = emptyItemCounts();
  for (const status of statuses) counts[status] += 1;
  return counts;
}
const totalItems = (counts: TVcmItemCounts) => VCM_ITEM_STATUSES.reduce((sum, s) => sum + counts[s], 0);

/** The texts of refusals (400, code 1) and hints (part 2 §8). */
export const VCM_RULE_MESSAGES = {
  notInReview: 'This VCM is not in review.',
  /** Return: every item actioned first (the blocking hint of part 2 §8). */
  actionAllFirst: 'You must action all professional qualifications and unit responses first...',
  /** Return: nothing to send back. */
  needsAttentionItem:
    'Mark at least one professional qualification or unit response as needs attention to return this VCM.',
  /** Approve: every item approved (the blocking hint of part 2 §8). */
  approveAllFirst: 'You must approve all professional qualifications and units first.',
  noItems: 'This VCM has no professional qualifications or unit responses to approve.',
  notSubmittable: 'Only a draft VCM or one returned to the educator can be submitted.',
  unsubmittedItems: 'Every unit response and professional qualification must be answered before submitting.',
  closedOrApproved: 'The approver of an approved or closed VCM cannot change.',
  sameStatus: 'The VCM already has that status.',
  notApproved: 'Only an approved VCM can be closed.',
  itemNotSubmitted: 'The educator has not submitted this item yet.',
  itemAlreadyApproved: 'This item is already approved.',
  itemAlreadyNeedsAttention: 'This item is already marked needs attention.',
  feedbackRequired: 'Feedback is required to mark an item as needs attention.',
} as const;

export type TVcmAction = 'submit' | 'reject' | 'approve' | 'force' | 'delegate' | 'close';

/** A rule over the items: the refusal's message when it fails. */
type ItemsRule = (counts: TVcmItemCounts) => string | null;

interface VcmTransition {
  /** The statuses the action leaves from ('any': every status). */
  from: readonly TVcmStatus[] | 'any';
  /** Where it goes: a status, 'same' (the status does not change) or 'chosen' (the admin's force). */
  to: TVcmStatus | 'same' | 'chosen';
  /** The refusal when the VCM is in another status. */
  wrongStatus: string;
  rules: readonly ItemsRule[];
  /** What happens to the items (submit sends the answered ones for review). */
  items?: Partial<Record<TVcmItemStatus, TVcmItemStatus>>;
}

export const VCM_TRANSITIONS: Record<TVcmAction, VcmTransition> = {
  /** The educator sends the VCM for review (mobile app / educator web app): answered items go in_review. */
  submit: {
    from: ['draft', 'needs_attention'],
    to: 'in_review',
    wrongStatus: VCM_RULE_MESSAGES.notSubmittable,
    rules: [(c) => (c.unsubmitted > 0 ? VCM_RULE_MESSAGES.unsubmittedItems : null)],
    items: { saved: 'in_review', needs_attention: 'in_review' },
  },
  /** Return VCM to educator (part 2 §4): one item needs attention and every item is actioned. */
  reject: {
    from: ['in_review'],
    to: 'needs_attention',
    wrongStatus: VCM_RULE_MESSAGES.notInReview,
    rules: [
      (c) => (c.unsubmitted + c.saved + c.in_review > 0 ? VCM_RULE_MESSAGES.actionAllFirst : null),
      (c) => (c.needs_attention === 0 ? VCM_RULE_MESSAGES.needsAttentionItem : null),
    ],
  },
  /** Approve VCM (part 2 §4): every item approved; sets approved_at and the approver. */
  approve: {
    from: ['in_review'],
    to: 'approved',
    wrongStatus: VCM_RULE_MESSAGES.notInReview,
    rules: [
      (c) => (totalItems(c) === 0 ? VCM_RULE_MESSAGES.noItems : null),
      (c) => (c.approved !== totalItems(c) ? VCM_RULE_MESSAGES.approveAllFirst : null),
    ],
  },
  /** An admin forces any status (part 2 §4); the items stay as they are. */
  force: { from: 'any', to: 'chosen', wrongStatus: '', rules: [] },
  /** A new approver, while the VCM is still open. */
  delegate: {
    from: ['draft', 'in_review', 'needs_attention'],
    to: 'same',
    wrongStatus: VCM_RULE_MESSAGES.closedOrApproved,
    rules: [],
  },
  /** An approved revision is closed when a later revision of the year is approved. */
  close: { from: ['approved'], to: 'closed', wrongStatus: VCM_RULE_MESSAGES.notApproved, rules: [] },
};

export type TVcmDecision =
  | { ok: true; to: TVcmStatus; items: Partial<Record<TVcmItemStatus, TVcmItemStatus>> }
  | { ok: false; message: string };

/** Whether `action` may run on a VCM in `status` with these items, and the status it leads to. */
export function decideVcmAction(
  action: TVcmAction,
  status: TVcmStatus,
  counts: TVcmItemCounts,
  chosen?: TVcmStatus,
): TVcmDecision {
  const transition = VCM_TRANSITIONS[action];
  if (transition.from !== 'any' && !transition.from.includes(status)) {
    return { ok: false, message: transition.wrongStatus };
  }
  for (const rule of transition.rules) {
    const message = rule(counts);
    if (message) return { ok: false, message };
  }
  if (transition.to === 'chosen') {
    if (!chosen || chosen === status) return { ok: false, message: VCM_RULE_MESSAGES.sameStatus };
    return { ok: true, to: chosen, items: {} };
  }
  return { ok: true, to: transition.to === 'same' ? status : transition.to, items: transition.items ?? {} };
}

/** A reviewer's decision on one item: approve, or mark needs attention (with feedback). */
export type TVcmItemAction = 'approve' | 'needs_attention';

interface ItemTransition {
  from: readonly TVcmItemStatus[];
  to: TVcmItemStatus;
  /** The refusal when the item is already where the action leads. */
  already: string;
  needsFeedback: boolean;
}

export const VCM_ITEM_TRANSITIONS: Record<TVcmItemAction, ItemTransition> = {
  approve: {
    from: ['in_review', 'needs_attention'],
    to: 'approved',
    already: VCM_RULE_MESSAGES.itemAlreadyApproved,
    needsFeedback: false,
  },
  needs_attention: {
    from: ['in_review', 'approved'],
    to: 'needs_attention',
    already: VCM_RULE_MESSAGES.itemAlreadyNeedsAttention,
    needsFeedback: true,
  },
};

/** Items are decided only while the VCM is in review (part 2 §4), and only once the educator submitted them. */
export function decideItemAction(
  action: TVcmItemAction,
  vcmStatus: TVcmStatus,
  itemStatus: TVcmItemStatus,
  feedback?: string | null,
): { ok: true; to: TVcmItemStatus } | { ok: false; message: string } {
  const transition = VCM_ITEM_TRANSITIONS[action];
  if (vcmStatus !== 'in_review') return { ok: false, message: VCM_RULE_MESSAGES.notInReview };
  if (itemStatus === transition.to) return { ok: false, message: transition.already };
  if (!transition.from.includes(itemStatus))
    return { ok: false, message: VCM_RULE_MESSAGES.itemNotSubmitted };
  if (transition.needsFeedback && !feedback?.trim()) {
    return { ok: false, message: VCM_RULE_MESSAGES.feedbackRequired };
  }
  return { ok: true, to: transition.to };
}

/**
 * An item's feedback is current until the item is approved: from then on it belongs to an earlier
 * return round (the VCM's history keeps it), so the screens stop showing it and "updated since
 * feedback" no longer applies.
 */
export const isFeedbackCurrent = (itemStatus: string) => itemStatus !== 'approved';

/**
 * The header's action buttons (part 2 §2): both enabled only in review; Approve is filled when every
 * item is approved, otherwise Return is filled once no item is still in review.
 */
export function vcmReviewButtons(status: TVcmStatus, counts: TVcmItemCounts) {
  const inReview = status === 'in_review';
  const canApprove = decideVcmAction('approve', status, counts).ok;
  const canReturn = decideVcmAction('reject', status, counts).ok;
  const emphasis: 'approve' | 'return' | null = !inReview
    ? null
    : canApprove
      ? 'approve'
      : counts.in_review === 0
        ? 'return'
        : null;
  return { enabled: inReview, canApprove, canReturn, emphasis };
}

/** Reviewers may edit a response only while the VCM is in review; a current-unit response has no save (part 2 §4). */
export const canEditVcmResponse = (status: TVcmStatus, hasCurrentUnit: boolean) =>
  status === 'in_review' && !hasCurrentUnit;
