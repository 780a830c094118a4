import { PROGRAM_TYPE_LABELS, type TProgramType } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { emailText } from '../../lib/email-text.js';
import { createApprovalLinks } from '../team/approval-links-service.js';
import { approversFor } from '../team/delegations-service.js';
import * as repo from './approvals-repository.js';

export interface PendingRegistrationNotice {
  id: number;
  institute_id: number;
  program: { name: string | null; program_type: TProgramType | null; start_date: string | null };
  instituteName: string;
  registrant: { id: number; given_name: string; family_name: string };
}

/**
 * Who is asked to approve a new pending registration: the registrant's supervisor (registrations
 * policies), when active, and each delegate acting for them today (team delegations). Admins approve
 * from the queue and its reminder. One place to change who receives the request.
 */
export async function registrationApproversOf(tx: Executor, instituteId: number, registrantId: number) {
  const supervisor = await repo.findActiveSupervisorOf(tx, instituteId, registrantId);
  return supervisor ? approversFor(tx, instituteId, supervisor.id) : [];
}

/**
 * "Registration to approve": the registration's details and a link that decides it from the email
 * (team approval links), one email per approver, written in the registration's transaction.
 */
export async function queueApprovalRequest(
  tx: Executor,
  deps: Pick<AppDeps, 'mailer' | 'config'>,
  registration: PendingRegistrationNotice,
) {
  const instituteId = registration.institute_id;
  const approvers = await registrationApproversOf(tx, instituteId, registration.registrant.id);
  if (!approvers.length) return;
  const urls = await createApprovalLinks(
    tx,
    deps,
    instituteId,
    approvers.map((approver) => ({ approverId: approver.id, kind: 'registration', itemId: registration.id })),
  );
  const { program, registrant } = registration;
  const name = program.name ?? 'Unnamed Program';
  await deps.mailer.queueMany(
    tx,
    approvers.map((approver, index) => ({
      instituteId,
      to: approver.email,
      subject: `Registration to approve: ${name}`,
      // Its link decides the registration once signed in: the body is wiped once delivered.
      isSensitive: true,
      text:
        emailText`Hello ${approver.given_name},\n\n` +
        emailText`${registrant.given_name} ${registrant.family_name} registered for a program at ` +
        emailText`${registration.instituteName} that needs your approval` +
        (approver.on_behalf_of ? emailText` (on behalf of ${approver.on_behalf_of.full_name})` : '') +
        `.\n\n` +
        emailText`Program: ${name}\n` +
        emailText`Type: ${program.program_type ? PROGRAM_TYPE_LABELS[program.program_type] : '-'}\n` +
        emailText`Starts: ${program.start_date ?? '-'}\n\n` +
        emailText`Approve or reject from this email: ${urls[index]!}\n\n` +
        `Or open My Team to decide it with the others waiting.\n`,
    })),
  );
}
