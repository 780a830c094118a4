import formbody from '@fastify/formbody';
import { ZRejectPointRequestBody, ZRejectRegistrationBody } from '@pdp/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseNestedParams } from '../../lib/nested-params.js';
import { approvalPage, type ApprovalPageOptions } from '../../pages/approval-pages.js';
import { issueFormToken, isValidFormToken } from '../../plugins/form-csrf.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { findBranding } from '../institutes/service.js';
import { APPROVAL_LINK_PATH } from './approval-links-service.js';
import { pageOf, NOUNS, viewOf } from './email-approval-states.js';
import {
  decideFromLink,
  openApprovalLink,
  type DecisionState,
  type LinkChoice,
  type LinkItem,
} from './email-approvals-service.js';

// Any text: a malformed link (too long, control characters, slashes) gets the "not valid" page, never
// a JSON error, so the route reads the rest of the path itself.
const ZParams = z.object({ '*': z.string() });
const ZForm = z.object({ decision: z.enum(['approve', 'reject']), reason: z.unknown().optional() });
const CONSOLE = '/team';
const REASONS = { registration: ZRejectRegistrationBody, point_request: ZRejectPointRequestBody } as const;

/** The reason a reject needs, read with the single decision's own rules; or what is wrong with it. */
function reasonOf(item: LinkItem, reason: unknown) {
  const parsed = REASONS[item.kind].shape.reason.safeParse(reason ?? '');
  return parsed.success ? { reason: parsed.data } : { error: parsed.error.issues[0]!.message };
}

type PageOptions = Omit<ApprovalPageOptions, 'consoleUrl' | 'branding'>;

function sendPage(
  reply: FastifyReply,
  status: number,
  options: PageOptions & Pick<ApprovalPageOptions, 'branding'>,
) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(approvalPage({ ...options, consoleUrl: CONSOLE }));
}

/** Whether an address Fastify could not decode was meant as an approval link. */
export const isApprovalLinkUrl = (url: string) => url.startsWith(`${APPROVAL_LINK_PATH}/`);

/** The "not valid" page for an address too malformed to reach the route (Fastify's frameworkErrors). */
export function sendInvalidLinkPage(reply: FastifyReply) {
  const { status, ...page } = pageOf({ state: 'invalid' });
  return sendPage(reply, status, page);
}

/** GET and POST /email_approvals/{link}: the page an approval email's link opens, and its decision. */
export const emailApprovalRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(formbody, { parser: parseNestedParams });
  const { deps } = app;
  const secure = deps.config.appUrl.startsWith('https:');
  const path = `${APPROVAL_LINK_PATH}/*`;

  const send = async (reply: FastifyReply, status: number, options: PageOptions, instituteId?: number) =>
    sendPage(reply, status, { ...options, branding: await findBranding(deps.db, instituteId) });

  const answer = async (
    request: FastifyRequest,
    link: string,
    reply: FastifyReply,
    state: DecisionState,
    /** The form again (422): the reason refused, or no decision named. */
    retry?: { reason?: unknown; error?: string },
  ) => {
    const instituteId = request.auth?.instituteId;
    if (state.state === 'sign_in') {
      const returnTo = encodeURIComponent(`${APPROVAL_LINK_PATH}/${link}`);
      return reply.redirect(`/users/sign_in?return_to=${returnTo}`, 303);
    }
    if (state.state === 'ready') {
      const { item } = state;
      const form = {
        action: `${APPROVAL_LINK_PATH}/${encodeURIComponent(link)}`,
        csrfToken: issueFormToken(request, reply, secure),
        rejectLabel: item.kind === 'registration' ? 'Reject' : 'Mark incomplete',
        approveNote:
          item.kind === 'point_request'
            ? `Approves the ${item.points ?? 'requested'} points as requested; to change them, open My Team.`
            : undefined,
        reason: typeof retry?.reason === 'string' ? retry.reason : undefined,
        reasonError: retry?.error,
      };
      const heading = `Approve this ${NOUNS[item.kind].toLowerCase()}?`;
      const message =
        retry && !retry.error ? { kind: 'error' as const, text: 'Choose Approve or Reject.' } : undefined;
      return send(reply, retry ? 422 : 200, { heading, message, item: viewOf(item), form }, instituteId);
    }
    const { status, ...page } = pageOf(state);
    return send(reply, status, page, instituteId);
  };

  app.get(path, { schema: { hide: true, params: ZParams } }, async (request, reply) => {
    const link = request.params['*'];
    return answer(request, link, reply, await openApprovalLink(deps, link, await app.loadAuth(request)));
  });

  /** Approve, or reject with a reason: a missing reason shows the page again with its error (422). */
  const decide = async (
    request: FastifyRequest,
    reply: FastifyReply,
    link: string,
    auth: ResolvedSession,
  ) => {
    const form = ZForm.safeParse(request.body);
    let choice: LinkChoice = { decision: 'approve' };
    if (!form.success || form.data.decision === 'reject') {
      const opened = await openApprovalLink(deps, link, auth);
      if (opened.state !== 'ready') return answer(request, link, reply, opened);
      if (!form.success) return answer(request, link, reply, opened, {});
      const reason = reasonOf(opened.item, form.data.reason);
      if ('error' in reason)
        return answer(request, link, reply, opened, { reason: form.data.reason, error: reason.error });
      choice = { decision: 'reject', reason: reason.reason };
    }
    return answer(request, link, reply, await decideFromLink(deps, link, auth, choice));
  };

  app.post(path, { schema: { hide: true, params: ZParams } }, async (request, reply) => {
    const link = request.params['*'];
    const auth = await app.loadAuth(request);
    if (!auth) return answer(request, link, reply, { state: 'sign_in' });
    const token = (request.body as { authenticity_token?: unknown } | null)?.authenticity_token;
    if (!isValidFormToken(request, reply, token))
      return send(
        reply,
        403,
        {
          heading: 'Form expired',
          message: { kind: 'error', text: 'Your form has expired. Please open the link again.' },
        },
        auth.instituteId,
      );
    return decide(request, reply, link, auth);
  });
};
