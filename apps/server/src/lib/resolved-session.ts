import type { SessionUser } from '../db/schema/index.js';

/**
 * A signed-in session as a request carries it (`request.auth`, plugins/auth.ts): resolved from the
 * session cookie by features/auth's session service.
 */
export interface ResolvedSession {
  tokenHash: string;
  /** `acting_for`: the supervisors whose delegation names the user today (users policies' Actor). */
  user: SessionUser & { acting_for?: readonly number[] };
  /** The institute the session acts in: the user's own, or the one a super admin selected. */
  instituteId: number;
  /**
   * That institute's passport period settings, read with the session (`currentPeriod` uses them while
   * `instituteId` still names this institute).
   */
  actingInstitute: ActingInstitute;
  /** Set when an API token stands for the session (features/auth/api-token-service.ts). */
  apiTokenId?: number;
}

interface ActingInstitute {
  id: number;
  points_anniversary_month: number;
  timezone: string;
}
