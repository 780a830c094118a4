import type { InstituteRow } from '../../db/schema/index.js';
import { emailText, oneLine } from '../../lib/email-text.js';
import { html, SafeHtml } from '../../lib/html.js';
import type { OutgoingEmail } from './mailer.js';

/**
 * The one template layer of the emails (docs/emails.md): the institute's colours and logo, its
 * `from_email_name` / `from_email_address` (or the system's MAIL_FROM), a plain-text body beside the
 * HTML one, and the banner placeholders `[given_name]` and `[family_name]` filled in. Every email's
 * text is written with `emailText` (lib/email-text.ts), which keeps each value it is given on one line.
 */

export type BrandingInstitute = Pick<
  InstituteRow,
  'id' | 'name' | 'logo_url' | 'primary_color' | 'from_email_name' | 'from_email_address'
>;

export interface EmailPerson {
  email: string;
  given_name: string;
  family_name: string;
}

export interface BrandedContent {
  subject: string;
  /** Plain paragraphs; placeholders are filled in and the HTML version escapes them. */
  paragraphs: string[];
}

/**
 * Fills `[given_name]` and `[family_name]` (the banner placeholders) with the recipient's names, as
 * written: by a function, so a `$'` or `$&` in a name is not read as a replacement pattern.
 */
export function fillPlaceholders(text: string, person: Pick<EmailPerson, 'given_name' | 'family_name'>) {
  return text
    .replaceAll('[given_name]', () => oneLine(person.given_name))
    .replaceAll('[family_name]', () => oneLine(person.family_name));
}

/**
 * A From header's mailbox, `"name" <address>`. It is stored in the outbox as text and read back by
 * nodemailer's address parser, so the name is one line and a quoted string with its quotes and
 * backslashes escaped (RFC 5322 quoted-pair): a name ending in "\" cannot swallow the closing quote.
 */
export function mailboxOf(name: string, address: string): string {
  return `"${oneLine(name).trim().replace(/[\\"]/g, '\\$&')}" <${address}>`;
}

/** The From header: the institute's sender when it has an address, else the system default. */
export function senderOf(institute: BrandingInstitute, mailFrom: string): string {
  if (!institute.from_email_address) return mailFrom;
  return mailboxOf(institute.from_email_name?.trim() || institute.name, institute.from_email_address);
}

/**
 * A paragraph as HTML: escaped, its line breaks kept, and the app's own links (a password link, an
 * approve link, the sign-in page: whatever starts with `APP_URL`) made links a reader can click. Any
 * other address stays text, so no one can put a clickable link of their own into someone's email.
 */
function paragraphHtml(text: string, appUrl?: string): SafeHtml {
  let escaped = html`${text}`.value.replaceAll('\n', '<br>');
  if (appUrl) {
    const base = html`${appUrl.replace(/\/+$/, '')}`.value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    escaped = escaped.replace(
      new RegExp(`${base}(?=[/?#\\s<]|$)(?:[/?#][^\\s<]*)?(?<![.,;:!?)])`, 'g'),
      (url) => `<a href="${url}">${url}</a>`,
    );
  }
  return new SafeHtml(escaped);
}

/**
 * Where an email's reader fetches the institute's logo: an http(s) URL as it is; an uploaded logo,
 * stored as a path of this app (`/uploads/<key>`), under the app's public URL (`APP_URL`, config
 * `appUrl`). Null when there is no logo, or a relative one and no public URL to put it under: a mail
 * client cannot resolve a relative address, so the institute's name shows instead.
 */
export function logoSrc(logoUrl: string | null, appUrl?: string): string | null {
  if (!logoUrl) return null;
  if (/^https?:\/\//i.test(logoUrl)) return logoUrl;
  if (appUrl && logoUrl.startsWith('/') && !logoUrl.startsWith('//'))
    return `${appUrl.replace(/\/+$/, '')}${logoUrl}`;
  return null;
}

/** The branded HTML page: the institute's colour band with its logo (or name), the paragraphs, its name. */
function brandedHtml(institute: BrandingInstitute, paragraphs: string[], appUrl?: string): string {
  const logo = logoSrc(institute.logo_url, appUrl);
  const color = /^#[0-9a-f]{3,8}$/i.test(institute.primary_color) ? institute.primary_color : '#1f4e79';
  return html`<!doctype html>
    <html>
      <body style="margin:0;font-family:Arial,sans-serif;color:#222">
        <div style="background:${color};padding:16px;color:#fff">
          ${
            logo
              ? html`<img src="${logo}" alt="${institute.name}" height="40" />`
              : html`<strong>${institute.name}</strong>`
          }
        </div>
        <div style="padding:16px">
          ${paragraphs.map((p) => html`<p>${paragraphHtml(p, appUrl)}</p>`)}
          <p style="color:#666">${institute.name}</p>
        </div>
      </body>
    </html>`.value;
}

export function brandedEmail(
  institute: BrandingInstitute,
  mailFrom: string,
  to: EmailPerson,
  content: BrandedContent,
  /** The app's public URL, for an uploaded (relative) logo. */
  appUrl?: string,
): OutgoingEmail {
  const paragraphs = [
    emailText`Hello ${to.given_name},`,
    ...content.paragraphs.map((p) => fillPlaceholders(p, to)),
  ];
  return {
    instituteId: institute.id,
    to: to.email,
    from: senderOf(institute, mailFrom),
    subject: fillPlaceholders(content.subject, to),
    text: `${paragraphs.join('\n\n')}\n\n${oneLine(institute.name)}\n`,
    html: brandedHtml(institute, paragraphs, appUrl),
  };
}

/**
 * An email written as plain text (the invitations, confirmations and decisions written before the
 * template layer) put on it by the mailer: the same branded HTML, its paragraphs from the text's blank
 * lines, and the institute's sender unless the email names one. The text part stays as written.
 */
export function brandPlainEmail(
  institute: BrandingInstitute,
  mailFrom: string,
  email: OutgoingEmail,
  /** The app's public URL, for an uploaded (relative) logo. */
  appUrl?: string,
): OutgoingEmail {
  if (email.html !== undefined) return email;
  const paragraphs = email.text.trim().split(/\n\s*\n/);
  return {
    ...email,
    from: email.from ?? senderOf(institute, mailFrom),
    html: brandedHtml(institute, paragraphs, appUrl),
  };
}
