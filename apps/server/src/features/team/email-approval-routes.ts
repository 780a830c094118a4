import formbody from '@fastify/formbody';
import { text } from '@pdp/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseNestedParams } from '../../lib/nested-params.js';
import { approvalPage, type ApprovalPageOptions } from '../../pages/approval-pages.js';
import { issueFormToken, isValidFormToken } from '../../plugins/form-csrf.js';
import { findBranding } from '../institutes/service.js';
import { APPROVAL_LINK_PATH } from './approval-links-service.js';
import {
  approveFromLink,
  openApprovalLink,
  type DecisionState,
  type LinkItem,
} from './email-approvals-service.js';

const ZParams = z.object({ link: text().max(200) });
const ZForm = z.object({ authenticity_token: text().max(200).optional() });
const CONSOLE = '/team';

const NOUNS = { registration: 'Registration', point_request: 'Point request' } as const;
const viewOf = (item: LinkItem) => ({
  noun: NOUNS[item.kind],
  educator: item.user_full_name,
  title: item.title ?? 'Unnamed',
  points: item.points,
});

/** What each state of a link says, and its status. */
function pageOf(state: Exclude<DecisionState, { state: 'ready' } | { state: 'sign_in' }>) {
  const error = (text: string) => ({ kind: 'error' as const, text });
  switch (state.state) {
    case 'invalid':
      return {
        status: 404,
        heading: 'Link not valid',
        message: error('This approval link is not valid: it may have been copied incompletely, or changed.'),
      };
    case 'wrong_person':
      return {
        status: 403,
        heading: 'Link for another approver',
        message: error(
          'This approval link was sent to another person. Only the approver it was sent to can use it, signed in as themselves.',
        ),
      };
    case 'used':
      return {
        status: 410,
        heading: 'Link already used',
        message: error('This approval link has been used already: each link works once.'),
      };
    case 'expired':
      return {
        status: 410,
        heading: 'Link expired',
        message: error(`This approval link has expired: links work for ${state.days} days after the email.`),
      };
    case 'decided':
      return {
        status: 409,
        heading: 'Already decided',
        message: error(
          `This ${NOUNS[state.item.kind].toLowerCase()} is no longer pending: it has been decided already.`,
        ),
        item: viewOf(state.item),
      };
    case 'refused':
      return {
        status: 403,
        heading: 'Not approved',
        message: error(`You can no longer approve this: ${state.message}`),
      };
    case 'approved':
      return {
        status: 200,
        heading: 'Approved',
        message: { kind: 'info' as const, text: `${NOUNS[state.item.kind]} approved.` },
        item: viewOf(state.item),
      };
  }
}

/** GET and POST /email_approvals/{link}: the page an approval email's link opens, and its Approve. */
export const emailApprovalRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(formbody, { parser: parseNestedParams });
  const { deps } = app;
  const secure = deps.config.appUrl.startsWith('https:');
  const path = `${APPROVAL_LINK_PATH}/:link`;

  const send = async (
    reply: FastifyReply,
    status: number,
    options: Omit<ApprovalPageOptions, 'consoleUrl' | 'branding'>,
    instituteId?: number,
  ) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(
        approvalPage({ ...options, consoleUrl: CONSOLE, branding: await findBranding(deps.db, instituteId) }),
      );

  const answer = async (request: FastifyRequest, link: string, reply: FastifyReply, state: DecisionState) => {
    const instituteId = request.auth?.instituteId;
    if (state.state === 'sign_in') {
      const returnTo = encodeURIComponent(`${APPROVAL_LINK_PATH}/${link}`);
      return reply.redirect(`/users/sign_in?return_to=${returnTo}`, 303);
    }
    if (state.state === 'ready') {
      const csrfToken = issueFormToken(request, reply, secure);
      const action = `${APPROVAL_LINK_PATH}/${encodeURIComponent(link)}`;
      return send(
        reply,
        200,
        {
          heading: `Approve this ${NOUNS[state.item.kind].toLowerCase()}?`,
          item: viewOf(state.item),
          form: { action, csrfToken },
        },
        instituteId,
      );
    }
    const { status, ...page } = pageOf(state);
    return send(reply, status, page, instituteId);
  };

  app.get(path, { schema: { hide: true, params: ZParams } }, async (request, reply) => {
    const state = await openApprovalLink(deps, request.params.link, await app.loadAuth(request));
    return answer(request, request.params.link, reply, state);
  });

  app.post(path, { schema: { hide: true, params: ZParams, body: ZForm } }, async (request, reply) => {
    const auth = await app.loadAuth(request);
    if (!auth) return answer(request, request.params.link, reply, { state: 'sign_in' });
    if (!isValidFormToken(request, reply, request.body.authenticity_token))
      return send(
        reply,
        403,
        {
          heading: 'Form expired',
          message: { kind: 'error', text: 'Your form has expired. Please open the link again.' },
        },
        auth.instituteId,
      );
    return answer(
      request,
      request.params.link,
      reply,
      await approveFromLink(deps, request.params.link, auth),
    );
  });
};
