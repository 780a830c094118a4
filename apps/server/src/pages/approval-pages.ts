import { html } from '../lib/html.js';
import { flash, renderPage, type Branding } from './layout.js';

/**
 * The page an approve-from-email link opens (the team console): what the record is and one button
 * that approves it (a POST with the form's CSRF token), or why the link no longer works, with the
 * way to the console either way.
 */

export interface ApprovalItemView {
  /** "Registration" or "Point request". */
  noun: string;
  educator: string;
  /** The program or the activity. */
  title: string;
  points: number | null;
}

export interface ApprovalPageOptions {
  branding?: Branding | null;
  heading: string;
  /** Why the link does not work, or what happened; none on the confirmation itself. */
  message?: { kind: 'error' | 'info'; text: string };
  item?: ApprovalItemView;
  /** The form that approves; only while the record can be approved. */
  form?: { action: string; csrfToken: string };
  consoleUrl: string;
}

export function approvalPage(o: ApprovalPageOptions): string {
  const item = o.item;
  return renderPage({
    title: o.heading,
    branding: o.branding,
    body: html`<h1>${o.heading}</h1>
      ${o.message ? flash(o.message.kind, o.message.text) : ''}
      ${
        item
          ? html`<dl class="lead">
              <dt>${item.noun}</dt>
              <dd>${item.title}</dd>
              <dt>Educator</dt>
              <dd>${item.educator}</dd>
              ${
                item.points === null
                  ? ''
                  : html`<dt>Points</dt>
                      <dd>${String(item.points)}</dd>`
              }
            </dl>`
          : ''
      }
      ${
        o.form
          ? html`<form method="post" action="${o.form.action}">
              <input type="hidden" name="authenticity_token" value="${o.form.csrfToken}" />
              <button type="submit">Approve</button>
            </form>`
          : ''
      }
      <div class="links"><a href="${o.consoleUrl}">Open My Team</a></div>`,
  });
}
