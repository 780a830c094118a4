import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import * as repo from './approval-links-repository.js';

/**
 * Approve-from-email links (the team console): each names one approver and one record, works once
 * and expires after APPROVAL_LINK_DAYS (7 by default). The address carries the institute and a random
 * token; only the token's hash is kept. Written in the email's transaction, so a link exists only if
 * its email is sent.
 */

export type ApprovalLinkKind = 'registration' | 'point_request';
export const APPROVAL_LINK_PATH = '/email_approvals';
const DAY_MS = 86_400_000;

export interface ApprovalLinkRequest {
  approverId: number;
  kind: ApprovalLinkKind;
  itemId: number;
}

/** The links' addresses, in the order asked. */
export async function createApprovalLinks(
  tx: Executor,
  deps: Pick<AppDeps, 'config'>,
  instituteId: number,
  links: ApprovalLinkRequest[],
): Promise<string[]> {
  const expiresAt = new Date(Date.now() + (deps.config.approvalLinkDays ?? 7) * DAY_MS);
  const tokens = links.map(() => randomToken());
  await repo.insertLinks(
    tx,
    links.map((link, index) => ({
      institute_id: instituteId,
      token_hash: hashToken(tokens[index]!),
      approver_id: link.approverId,
      kind: link.kind,
      item_id: link.itemId,
      expires_at: expiresAt,
    })),
  );
  return tokens.map((token) => `${deps.config.appUrl}${APPROVAL_LINK_PATH}/${instituteId}.${token}`);
}
