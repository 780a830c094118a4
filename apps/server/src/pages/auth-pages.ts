import { PASSWORD_HELP_TEXT } from '@pdp/contract';
import { html } from '../lib/html.js';
import { fieldError, flash, PRODUCT_NAME, renderPage, type Branding } from './layout.js';

interface Common {
  branding?: Branding | null;
  csrfToken: string;
}

const hidden = (csrfToken: string) =>
  html`<input type="hidden" name="authenticity_token" value="${csrfToken}" />`;
/** The email field every page starts with; with an error, it is marked invalid and linked to the message. */
function emailField(o: { value?: string; error?: string; autofocus: boolean }) {
  return html`<label for="user_email">Email</label>
    <input
      id="user_email"
      type="email"
      name="user[email]"
      value="${o.value ?? ''}"
      autocomplete="username"
      aria-invalid="${o.error ? 'true' : 'false'}"
      ${o.error ? html`aria-describedby="user_email-error"` : ''}
      required
      ${o.autofocus ? html`autofocus` : ''}
    />
    ${fieldError('user_email', o.error)}`;
}

const instituteQuery = (branding?: Branding | null) => (branding ? `?institute=${branding.id}` : '');

/** The form posts back with the page's institute and return path, so both survive a wrong password. */
function signInFormQuery(branding: Branding | null | undefined, returnTo: string | undefined): string {
  const query = new URLSearchParams();
  if (branding) query.set('institute', String(branding.id));
  if (returnTo) query.set('return_to', returnTo);
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function signInPage(
  o: Common & { email?: string; error?: string; notice?: string; returnTo?: string },
): string {
  const q = instituteQuery(o.branding);
  return renderPage({
    title: 'Log in',
    branding: o.branding,
    body: html`<h1>Log in</h1>
      <p class="lead">Sign in to manage your institute's professional learning.</p>
      ${flash('error', o.error)} ${flash('info', o.notice)}
      <form method="post" action="/users/sign_in${signInFormQuery(o.branding, o.returnTo)}" novalidate>
        ${hidden(o.csrfToken)} ${emailField({ value: o.email, autofocus: !o.email })}
        <label for="user_password">Password</label>
        <input
          id="user_password"
          type="password"
          name="user[password]"
          autocomplete="current-password"
          required
          ${o.email ? html`autofocus` : ''}
        />
        <button type="submit">Log in</button>
      </form>
      <div class="links">
        <a href="/users/password/new${q}">Forgot password?</a>
        <a href="/sso/sign_in${q}">Sign in with SSO</a>
      </div>`,
  });
}

export function forgotPasswordPage(o: Common & { email?: string; error?: string; sent?: boolean }): string {
  const q = instituteQuery(o.branding);
  const body = o.sent
    ? html`<h1>Check your email</h1>
        <p class="lead">
          If an account exists for <strong>${o.email}</strong>, we have sent it a link to reset the password.
          The link can be used once and expires soon.
        </p>
        <div class="links"><a href="/users/sign_in${q}">Back to log in</a></div>`
    : html`<h1>Forgot your password?</h1>
        <p class="lead">Enter your email and we will send you a link to reset your password.</p>
        <form method="post" action="/users/password${q}" novalidate>
          ${hidden(o.csrfToken)} ${emailField({ value: o.email, error: o.error, autofocus: true })}
          <button type="submit">Send reset instructions</button>
        </form>
        <div class="links"><a href="/users/sign_in${q}">Back to log in</a></div>`;
  return renderPage({ title: 'Forgot password', branding: o.branding, body });
}

export interface ResetErrors {
  reset_password_token?: string;
  password?: string;
  password_confirmation?: string;
}

export function resetPasswordPage(o: Common & { token: string; errors?: ResetErrors }): string {
  const e = o.errors ?? {};
  const invalid = (message?: string) => (message ? 'true' : 'false');
  return renderPage({
    title: 'Change your password',
    branding: o.branding,
    body: html`<h1>Change your password</h1>
      ${
        e.reset_password_token
          ? html`${flash('error', e.reset_password_token)}
              <div class="links"><a href="/users/password/new">Request a new link</a></div>`
          : ''
      }
      <form method="post" action="/users/password" novalidate>
        ${hidden(o.csrfToken)}
        <input type="hidden" name="_method" value="put" />
        <input type="hidden" name="user[reset_password_token]" value="${o.token}" />
        <label for="user_password">New password</label>
        <input
          id="user_password"
          type="password"
          name="user[password]"
          autocomplete="new-password"
          aria-invalid="${invalid(e.password)}"
          aria-describedby="password-hint${e.password ? ' user_password-error' : ''}"
          required
          autofocus
        />
        <div class="hint" id="password-hint">${PASSWORD_HELP_TEXT}</div>
        ${fieldError('user_password', e.password)}
        <label for="user_password_confirmation">Confirm new password</label>
        <input
          id="user_password_confirmation"
          type="password"
          name="user[password_confirmation]"
          autocomplete="new-password"
          aria-invalid="${invalid(e.password_confirmation)}"
          ${e.password_confirmation ? html`aria-describedby="user_password_confirmation-error"` : ''}
          required
        />
        ${fieldError('user_password_confirmation', e.password_confirmation)}
        <button type="submit">Change my password</button>
      </form>`,
  });
}

export const PASSWORD_RESET_INFO = `Your password has been reset. To continue please login to the ${PRODUCT_NAME} app on your device.`;

export function passwordResetInfoPage(o: { branding?: Branding | null }): string {
  return renderPage({
    title: 'Password reset',
    branding: o.branding,
    body: html`<h1>Password reset</h1>
      <p class="lead" role="status">${PASSWORD_RESET_INFO}</p>`,
  });
}

export function ssoSignInPage(o: Common & { email?: string; error?: string }): string {
  const q = instituteQuery(o.branding);
  return renderPage({
    title: 'Single sign-on',
    branding: o.branding,
    scripts: ['/auth-assets/sso.js'],
    body: html`<h1>Single sign-on</h1>
      <p class="lead">Enter your work email to continue with your institute's sign-in.</p>
      ${flash('error', o.error)}
      <form method="post" action="/sso/sign_in${q}" novalidate>
        ${hidden(o.csrfToken)} ${emailField({ value: o.email, autofocus: true })}
        <button type="submit">Continue</button>
      </form>
      <div class="links"><a href="/users/sign_in${q}">Log in with a password</a></div>`,
  });
}
