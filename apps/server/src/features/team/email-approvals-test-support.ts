import type { TestApp } from '../../../test/app.js';
import { loginAs } from '../../../test/factories.js';
import { Browser, nextIp } from '../../../test/forms.js';
import type { UserRow } from '../../db/schema/index.js';
import { createApprovalLinks, type ApprovalLinkKind } from './approval-links-service.js';

/** A browser signed in as `user` (its session cookie beside the pages' CSRF cookie); none: signed out. */
export async function browserOf(t: TestApp, user?: UserRow) {
  const browser = new Browser(t.app, nextIp());
  if (user) {
    const [name, value] = (await loginAs(t.app, user)).split('=') as [string, string];
    browser.cookies.set(name, value);
  }
  return browser;
}

export const pathOf = (url: string) => new URL(url).pathname;

/** The path of a new link for `approver` to decide one record. */
export async function linkFor(
  t: TestApp,
  instituteId: number,
  approver: UserRow,
  kind: ApprovalLinkKind,
  itemId: number,
) {
  const [url] = await createApprovalLinks(t.db, t.app.deps, instituteId, [
    { approverId: approver.id, kind, itemId },
  ]);
  return pathOf(url!);
}

/** The approval link an email's text carries (after "… from this email: "). */
export const linkInEmail = (text: string) => /from this email: (\S+)/.exec(text)?.[1];
