import type { TVcm } from '@pdp/contract';
import { useState } from 'react';
import { notifyError } from '../../../../lib/messages';
import { getMissingUnits } from '../../api/get-vcm';
import { missingUnitsOutcome, type MissingUnitsCheckReason } from './missing-units';
import type { UnitToDecide } from './missing-units-dialog';
import { blockingHint, type ReviewAction } from './review-rules';

export type HeaderDialog = ReviewAction | 'status' | 'delegate' | 'all-present';

/**
 * The header's flow (part 2 §2, §4 "Missing-units check"): Return and Approve first say what blocks
 * them (part 2 §8's hints); then, for those who may run it, the missing-unit check: units missing →
 * the dialog to mark them; none → the requested dialog (or "all the required units" when the check
 * was opened directly).
 */
export function useReviewFlow(vcm: TVcm) {
  const [dialog, setDialog] = useState<HeaderDialog | null>(null);
  const [missingUnits, setMissingUnits] = useState<UnitToDecide[] | null>(null);
  const [isCheckRunning, setIsCheckRunning] = useState(false);

  const runCheck = async (reason: MissingUnitsCheckReason) => {
    setIsCheckRunning(true);
    try {
      const missing = await getMissingUnits(vcm.id);
      const outcome = missingUnitsOutcome(
        reason,
        missing.map((unit) => unit.code),
      );
      if (outcome.kind === 'choose') {
        setMissingUnits(
          missing.map((unit) => ({ code: unit.code, title: unit.title, courseCodes: unit.course_codes })),
        );
      } else {
        setDialog(outcome.kind === 'all-present' ? 'all-present' : outcome.action);
      }
    } catch {
      // Already in the message bar: "Something went wrong, please try again" (get-vcm.ts).
    } finally {
      setIsCheckRunning(false);
    }
  };

  const request = (action: ReviewAction) => {
    const hint = blockingHint(action, vcm.status, vcm.item_counts);
    if (hint) {
      notifyError(hint);
      return;
    }
    if (vcm.can.missing_units_check) void runCheck(action);
    else setDialog(action);
  };

  return {
    dialog,
    openDialog: setDialog,
    closeDialog: () => setDialog(null),
    missingUnits,
    closeMissingUnits: () => setMissingUnits(null),
    isCheckRunning,
    requestReturn: () => request('return'),
    requestApprove: () => request('approve'),
    checkMissingUnits: () => void runCheck('check'),
  };
}
