import {
  unitDelivererReasonText,
  type TPassportStatus,
  type TQualificationDelivererReason,
} from '@pdp/contract';
import { plusMonths, todayIn } from '../../lib/today.js';
import { currencyOf } from '../vcm/vcms-service.js';
import { passportQualifies } from './forecast-rules.js';
import type { UnitClaim } from './unit-deliverers-repository.js';

/**
 * The one rule of "who may deliver" (docs/using-compliance.md): an educator may deliver a unit on a
 * day when, at that day's end, they claim it, their claim was approved, its industry currency (the
 * institute's months from the last approval) was current, and their passport was complete or, today,
 * on track by the forecast. The unit search and the qualification search both ask it, per unit.
 */

export interface DeliveryDay {
  /** The day's end: claims, approvals and currency are as they stood then. */
  end: Date;
  timezone: string;
  /** The institute's months of VCM currency (null or 0: no limit). */
  validMonths: number | null;
}

export interface DeliveryVerdict {
  qualifies: boolean;
  reasons: { code: TQualificationDelivererReason; text: string }[];
  /** The claim's last approval by then (an ISO instant), null when it was not approved then. */
  claim_approved_at: string | null;
  /** The day the unit's currency runs out (yyyy-MM-dd); null without an approval or a limit. */
  currency_expires_on: string | null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "3 Mar 2026": the reasons' dates, the same in every locale. */
const inWords = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month! - 1]} ${year}`;
};

/** The day a currency started at `approval` runs out on, on the institute's calendar. */
function expiryDay(approval: Date, validMonths: number, timezone: string) {
  return todayIn(timezone, plusMonths(approval, validMonths));
}

const reason = (code: TQualificationDelivererReason, expiredOn?: string) => ({
  code,
  text: unitDelivererReasonText(code, expiredOn),
});

/**
 * Whether one educator may deliver one unit on the day, and every unmet condition (a unit not
 * claimed says so, and the passport's reason still shows beside it).
 */
export function judgeDelivery(
  claim: UnitClaim | undefined,
  passport: { status: TPassportStatus; forecast: string | null },
  day: DeliveryDay,
): DeliveryVerdict {
  const reasons: DeliveryVerdict['reasons'] = [];
  let expiresOn: string | null = null;
  if (!claim) reasons.push(reason('not_claimed'));
  else {
    const currency = currencyOf(claim.last_approval, day.validMonths, day.end);
    expiresOn =
      claim.last_approval && day.validMonths
        ? expiryDay(claim.last_approval, day.validMonths, day.timezone)
        : null;
    if (!claim.approved) reasons.push(reason('claim_not_approved'));
    if (currency.status === 'outdated') reasons.push(reason('currency_expired', inWords(expiresOn!)));
  }
  if (!passportQualifies(passport.status, passport.forecast)) reasons.push(reason('passport_incomplete'));
  return {
    qualifies: reasons.length === 0,
    reasons,
    claim_approved_at: claim?.approved ? (claim.last_approval?.toISOString() ?? null) : null,
    currency_expires_on: expiresOn,
  };
}
