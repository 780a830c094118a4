import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { emailText, multiline } from '../../lib/email-text.js';
import type { DecisionRow } from './approvals-repository.js';

/**
 * "Your registration was not approved", with the reason the supervisor or admin gave (part 2 §4
 * "Registration"). Written to the outbox in the decision's transaction, so it leaves only if the
 * decision commits. The approval's email is the programs domain's confirmation, calendar file included.
 */
export async function queueRejectionNotice(
  tx: Executor,
  deps: Pick<AppDeps, 'mailer'>,
  instituteId: number,
  registration: DecisionRow,
  reason: string,
) {
  const name = registration.program_name ?? 'Unnamed Program';
  await deps.mailer.queue(tx, {
    instituteId,
    to: registration.user_email,
    subject: `Registration not approved: ${name}`,
    text:
      emailText`Hello ${registration.user_given_name},\n\n` +
      emailText`Your registration for ${name} at ${registration.institute_name} was not approved.\n\n` +
      emailText`Reason: ${multiline(reason)}\n`,
  });
}
