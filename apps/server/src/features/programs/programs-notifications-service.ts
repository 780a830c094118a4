import { PROGRAM_NOTIFICATION_TYPES } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { ResolvedSession } from '../auth/session-service.js';
import * as repo from './programs-notifications-repository.js';
import { queueProgramMessage } from './registrations-emails.js';
import { managedProgram } from './registrations-service.js';

/**
 * The two messages to a program's registrants (part 2 §7; docs/decisions.md "Program notifications"):
 * `notifications` reaches every registrant not refused (pending and approved) and the program's
 * facilitator; `educator_notifications` only the approved registrants, whose places are confirmed.
 * Inactive users get nothing. Each send is one notification log row (the Notification report), written
 * with the emails in one transaction.
 */
export type ProgramNotificationKind = keyof typeof PROGRAM_NOTIFICATION_TYPES;

export async function notifyRegistrants(
  deps: AppDeps,
  auth: ResolvedSession,
  programId: number,
  kind: ProgramNotificationKind,
  message: string,
): Promise<{ recipients: number }> {
  return deps.db.transaction(async (tx) => {
    const program = await managedProgram(tx, auth, programId);
    const instituteId = auth.instituteId;
    const statuses: ('pending' | 'approved')[] =
      kind === 'notifications' ? ['pending', 'approved'] : ['approved'];
    const recipients = await repo.registrantsInStates(tx, instituteId, program.id, statuses);
    if (kind === 'notifications' && program.facilitator_id !== null) {
      const facilitator = await repo.activeUser(tx, instituteId, program.facilitator_id);
      if (facilitator && !recipients.some((r) => r.id === facilitator.id)) recipients.push(facilitator);
    }
    await queueProgramMessage(tx, deps, program, recipients, message, auth.user);
    await repo.insertNotificationLog(tx, {
      institute_id: instituteId,
      program_id: program.id,
      program_name: program.name,
      notification_type: PROGRAM_NOTIFICATION_TYPES[kind],
      message,
      number_of_recipients: recipients.length,
      user_id: auth.user.id,
    });
    return { recipients: recipients.length };
  });
}
