import type { DecisionState, LinkItem } from './email-approvals-service.js';

/** What each outcome of an approve-from-email link says on its page, and its status. */

export const NOUNS = { registration: 'Registration', point_request: 'Point request' } as const;

export const viewOf = (item: LinkItem) => ({
  noun: NOUNS[item.kind],
  educator: item.user_full_name,
  title: item.title ?? 'Unnamed',
  points: item.points,
});

const error = (text: string) => ({ kind: 'error' as const, text });

/** The page of every state but the confirmation itself and signing in. */
export function pageOf(state: Exclude<DecisionState, { state: 'ready' } | { state: 'sign_in' }>) {
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
    case 'not_allowed':
      return {
        status: 403,
        heading: 'Not yours to decide',
        message: error(
          "You can no longer decide this: your role, your team or your institute's settings do not let you decide it now.",
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
        heading: 'Not decided',
        message: error(`You can no longer decide this: ${state.message}`),
      };
    case 'decided_now':
      return { status: 200, ...outcomeOf(state.item, state.decision), item: viewOf(state.item) };
  }
}

function outcomeOf(item: LinkItem, decision: 'approve' | 'reject') {
  const noun = NOUNS[item.kind];
  if (decision === 'approve')
    return { heading: 'Approved', message: { kind: 'info' as const, text: `${noun} approved.` } };
  const done = item.kind === 'registration' ? 'rejected' : 'marked incomplete';
  return {
    heading: item.kind === 'registration' ? 'Rejected' : 'Marked incomplete',
    message: {
      kind: 'info' as const,
      text: `${noun} ${done}. The educator is told, with your reason.`,
    },
  };
}
