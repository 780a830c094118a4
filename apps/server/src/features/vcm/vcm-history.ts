import { vcmStatusLabel } from '@pdp/contract';
import type { Executor } from '../../db/client.js';
import { insertHistoryLogs } from './vcm-history-repository.js';

/**
 * VCM History (part 2 §3 "VCM history log"; issue 18): every state change, review decision,
 * delegation, forced status and bulk action writes one line, in the same transaction as the change
 * (a refused or rolled-back action leaves none). `educator_visible` says whether the educator's app
 * shows the line: everything that concerns their answers does; a delegation between reviewers does not.
 */
export const VCM_EVENTS = {
  created: (revision: number, copied: boolean) => ({
    description: copied
      ? `Revision ${revision} created from the last approved VCM`
      : `Revision ${revision} created`,
    educator_visible: true,
  }),
  approved: () => ({ description: 'VCM approved', educator_visible: true }),
  returned: () => ({ description: 'VCM returned to educator', educator_visible: true }),
  closed: (byRevision: number) => ({
    description: `VCM closed: revision ${byRevision} was approved`,
    educator_visible: true,
  }),
  forced: (from: string, to: string) => ({
    description: `Status changed from ${vcmStatusLabel(from)} to ${vcmStatusLabel(to)} by an administrator`,
    educator_visible: true,
  }),
  delegated: (from: string | null, to: string) => ({
    description: from ? `Approver changed from ${from} to ${to}` : `Approver set to ${to}`,
    educator_visible: false,
  }),
  unitApproved: (code: string) => ({ description: `Unit ${code} approved`, educator_visible: true }),
  unitNeedsAttention: (code: string, feedback: string) => ({
    description: `Unit ${code} marked needs attention: ${feedback}`,
    educator_visible: true,
  }),
  unitEdited: (code: string) => ({
    description: `Unit ${code} response edited by reviewer`,
    educator_visible: true,
  }),
  workExperienceAdded: (code: string, employer: string) => ({
    description: `Unit ${code}: work experience at ${employer} added`,
    educator_visible: true,
  }),
  workExperienceRemoved: (code: string, employer: string) => ({
    description: `Unit ${code}: work experience at ${employer} removed`,
    educator_visible: true,
  }),
  qualificationApproved: (code: string) => ({
    description: `Professional qualification ${code} approved`,
    educator_visible: true,
  }),
  qualificationNeedsAttention: (code: string, feedback: string) => ({
    description: `Professional qualification ${code} marked needs attention: ${feedback}`,
    educator_visible: true,
  }),
  bulkRejected: (codes: string[]) => ({
    description: `Missing units requested from the educator: ${codes.join(', ')}`,
    educator_visible: true,
  }),
  submitted: (again: boolean) => ({
    description: again ? 'VCM resubmitted for review by the educator' : 'VCM submitted for review',
    educator_visible: true,
  }),
  unitAnswered: (code: string) => ({
    description: `Unit ${code} response updated by the educator`,
    educator_visible: true,
  }),
  qualificationAnswered: (code: string, change: 'added' | 'updated' | 'removed') => ({
    description: `Professional qualification ${code} ${change} by the educator`,
    educator_visible: true,
  }),
  bulkRemoved: (codes: string[]) => ({
    description: `Missing units removed: ${codes.join(', ')}`,
    educator_visible: true,
  }),
} as const;

export type VcmEvent = keyof typeof VCM_EVENTS;

/** Writes one history line for the VCM. */
export function logVcmEvent(
  tx: Executor,
  vcm: { institute_id: number; id: number },
  userId: number | null,
  event: VcmEvent,
  line: { description: string; educator_visible: boolean },
) {
  return insertHistoryLogs(tx, [
    { institute_id: vcm.institute_id, vcm_id: vcm.id, user_id: userId, event, ...line },
  ]);
}
