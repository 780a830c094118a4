import { z } from 'zod';
import { ZId } from '../common/values.js';
import { ZCalendarDate } from '../points/points-histories.js';

/**
 * Delegation while away: a supervisor (or an admin for them) names another supervisor or an admin
 * to act for them between two dates, both inclusive, in the institute's time zone. During it the
 * delegate reaches the supervisor's team as the supervisor does, and the audit trail records each
 * of their decisions there as made on the supervisor's behalf.
 */

/** The longest delegation, in days (both ends counted). */
export const DELEGATION_MAX_DAYS = 366;

export const DELEGATION_MESSAGES = {
  self: 'cannot be the supervisor themself',
  notEligible: 'must be an active supervisor or admin of this institute',
  endsBeforeStart: 'must be on or after the start date',
  inPast: 'must not be in the past',
  tooLong: `must be at most ${DELEGATION_MAX_DAYS} days after the start date`,
  overlaps: 'overlaps another delegation of this supervisor',
  notSupervisor: 'is not a supervisor',
  alreadyEnded: 'This delegation has already ended',
} as const;

export const ZDelegationStatus = z.enum(['upcoming', 'active', 'ended']);
export type TDelegationStatus = z.infer<typeof ZDelegationStatus>;

const person = z.object({ id: z.number().int(), full_name: z.string() });

export const ZDelegation = z.object({
  id: z.number().int(),
  supervisor: person,
  delegate: person,
  /** yyyy-MM-dd, inclusive. */
  starts_on: z.string(),
  /** yyyy-MM-dd, inclusive. */
  ends_on: z.string(),
  /** When it was ended early; null otherwise. */
  ended_at: z.string().nullable(),
  created_at: z.string(),
  status: ZDelegationStatus,
  can: z.object({ end: z.boolean() }),
});
export type TDelegation = z.infer<typeof ZDelegation>;

/** A supervisor's own delegations by default; an admin names any supervisor. */
export const ZDelegationsQuery = z.object({ supervisor_id: ZId.optional() });
export type TDelegationsQuery = z.output<typeof ZDelegationsQuery>;

export const ZDelegationsResponse = z.object({
  /** The supervisor's delegations that have not ended, then the last few ended, newest first. */
  data: z.array(ZDelegation),
  /** Who may be named: the institute's active supervisors and admins, but the supervisor. */
  delegates: z.array(person),
  /** The active delegations the caller acts under (the banner, and the teams they may open). */
  acting_for: z.array(ZDelegation),
});
export type TDelegationsResponse = z.infer<typeof ZDelegationsResponse>;

export const ZCreateDelegation = z.object({
  /** Whose delegation: the caller's own by default; an admin names a supervisor. */
  supervisor_id: ZId.optional(),
  delegate_id: ZId,
  starts_on: ZCalendarDate,
  ends_on: ZCalendarDate,
});
export type TCreateDelegation = z.output<typeof ZCreateDelegation>;

export const ZDelegationParams = z.object({ id: ZId });
export const ZDelegationResponse = z.object({ data: ZDelegation });
export type TDelegationResponse = z.infer<typeof ZDelegationResponse>;
