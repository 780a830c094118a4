import { html } from '../lib/html.js';
import { fieldError, flash, renderPage, type Branding } from './layout.js';

/**
 * The page an approve-from-email link opens (the team console): what the record is, one button that
 * approves it and one that rejects it (a point request: marks it incomplete) with a required reason,
 * each a POST with the form's CSRF token; or why the link no longer works. The way to the console
 * is there either way.
 */

export interface ApprovalItemView {
  /** "Registration" or "Point request". */
  noun: string;
  educator: string;
  /** The program or the activity. */
  title: string;
  points: number | null;
}

export interface ApprovalForm {
  action: string;
  csrfToken: string;
  /** "Reject" (a registration) or "Mark incomplete" (a point request). */
  rejectLabel: string;
  /** What approving does that the approver cannot change here (the points as requested). */
  approveNote?: string;
  /** The reason typed, shown again with its error when it was refused. */
  reason?: string;
  reasonError?: string;
}

export interface ApprovalPageOptions {
  branding?: Branding | null;
  heading: string;
  /** Why the link does not work, or what happened; none on the confirmation itself. */
  message?: { kind: 'error' | 'info'; text: string };
  item?: ApprovalItemView;
  /** The forms that decide; only while the record can be decided. */
  form?: ApprovalForm;
  consoleUrl: string;
}

function itemList(item: ApprovalItemView) {
  return html`<dl class="lead">
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
  </dl>`;
}

function decisionForms(form: ApprovalForm) {
  const token = html`<input type="hidden" name="authenticity_token" value="${form.csrfToken}" />`;
  const error = form.reasonError;
  return html`<form method="post" action="${form.action}">
      ${token}
      <input type="hidden" name="decision" value="approve" />
      ${form.approveNote ? html`<div class="hint">${form.approveNote}</div>` : ''}
      <button type="submit">Approve</button>
    </form>
    <form method="post" action="${form.action}">
      ${token}
      <input type="hidden" name="decision" value="reject" />
      <label for="reason">Reason (the educator reads it)</label>
      <textarea
        id="reason"
        name="reason"
        rows="3"
        aria-invalid="${error ? 'true' : 'false'}"
        ${error ? html`aria-describedby="reason-error"` : ''}
        required
      >
${form.reason ?? ''}</textarea>
      ${fieldError('reason', error)}
      <button type="submit" class="secondary">${form.rejectLabel}</button>
    </form>`;
}

export function approvalPage(o: ApprovalPageOptions): string {
  return renderPage({
    title: o.heading,
    branding: o.branding,
    body: html`<h1>${o.heading}</h1>
      ${o.message ? flash(o.message.kind, o.message.text) : ''} ${o.item ? itemList(o.item) : ''}
      ${o.form ? decisionForms(o.form) : ''}
      <div class="links"><a href="${o.consoleUrl}">Open My Team</a></div>`,
  });
}
