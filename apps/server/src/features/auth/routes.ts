import { text, ZId } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import formbody from '@fastify/formbody';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { SESSION_COOKIE } from '../../plugins/auth.js';
import { issueFormToken, isValidFormToken } from '../../plugins/form-csrf.js';
import {
  forgotPasswordPage,
  passwordResetInfoPage,
  resetPasswordPage,
  signInPage,
  ssoSignInPage,
} from '../../pages/auth-pages.js';
import { findBranding } from '../institutes/service.js';
import { checkResetToken, requestPasswordReset, resetPassword } from './password-reset.js';
import { parseNestedParams } from '../../lib/nested-params.js';
import { SIGN_IN_MESSAGES, signIn } from './sign-in.js';
import { MAX_RETURN_PATH_LENGTH, safeReturnPath } from './return-path.js';
import {
  finishSsoSignIn,
  SSO_FLOW_COOKIE,
  SSO_FLOW_SECONDS,
  ssoSignOutUrl,
  startSsoSignIn,
} from './sso-sign-in.js';

/** Form fields are all optional strings: the page, not a JSON error, explains what is missing. */
const ZFormUser = z
  .object({
    email: text().optional(),
    password: text().optional(),
    password_confirmation: text().optional(),
    reset_password_token: text().optional(),
  })
  .optional();
const ZForm = z.object({
  user: ZFormUser,
  authenticity_token: text().optional(),
  _method: text().optional(),
});
/** `institute` only brands the page: an id that names no institute (or is no id) shows the plain page. */
const ZPageQuery = z.object({
  institute: ZId.optional().catch(undefined),
  email: text().max(254).optional(),
  reset_password_token: text().max(200).optional(),
  /** The console page to go back to after signing in (issue 12 §14); checked by safeReturnPath. */
  return_to: text().max(MAX_RETURN_PATH_LENGTH).optional().catch(undefined),
});

/** What the provider sends back (through the SSO page's hash, part 1 §2.1); the rest is ignored. */
const ZSsoCallback = z.object({
  code: text().max(2000).optional(),
  state: text().max(2000).optional(),
  iss: text().max(2000).optional(),
  session_state: text().max(2000).optional(),
  error: text().max(200).optional(),
  error_description: text().max(2000).optional(),
});

export const EXPIRED_FORM_MESSAGE = 'Your form has expired. Please try again.';

/** The server-rendered sign-in, password and SSO pages of part 1 §2.1, and their form posts (§7). */
export const authPageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Form-encoded bodies are parsed here only, for these pages' own forms; the JSON API refuses them
  // (415), so a cross-site HTML form cannot post to it.
  await app.register(formbody, { parser: parseNestedParams });
  const { deps } = app;
  const secure = deps.config.appUrl.startsWith('https:');
  const page = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  const token = (request: FastifyRequest, reply: FastifyReply) => issueFormToken(request, reply, secure);
  const branding = (request: FastifyRequest) =>
    findBranding(deps.db, (request.query as { institute?: number }).institute);
  const pageSchema = { schema: { hide: true, querystring: ZPageQuery } };
  const formSchema = { schema: { hide: true, querystring: ZPageQuery, body: ZForm } };

  app.get('/users/sign_in', pageSchema, async (request, reply) => {
    const returnTo = safeReturnPath(request.query.return_to);
    if (await app.loadAuth(request)) return reply.redirect(returnTo ?? '/');
    const csrfToken = token(request, reply);
    return page(
      reply,
      200,
      signInPage({ csrfToken, branding: await branding(request), email: request.query.email, returnTo }),
    );
  });

  app.post('/users/sign_in', formSchema, async (request, reply) => {
    const email = request.body.user?.email ?? '';
    const returnTo = safeReturnPath(request.query.return_to);
    const render = async (status: number, error: string) =>
      page(
        reply,
        status,
        signInPage({
          csrfToken: token(request, reply),
          branding: await branding(request),
          email,
          error,
          returnTo,
        }),
      );
    if (!isValidFormToken(request, reply, request.body.authenticity_token))
      return render(403, EXPIRED_FORM_MESSAGE);

    const result = await signIn(deps, {
      email,
      password: request.body.user?.password ?? '',
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    if (!result.ok)
      return render(result.reason === 'rate_limited' ? 429 : 401, SIGN_IN_MESSAGES[result.reason]);

    // A new token at every sign-in: the browser's previous session (whoever else may hold its token)
    // ends rather than living on beside the new one.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await deps.sessions.endToken(previous);
    reply.setCookie(SESSION_COOKIE, result.token, { path: '/', httpOnly: true, sameSite: 'lax', secure });
    return reply.redirect(returnTo ?? '/', 303);
  });

  app.get('/users/password/new', pageSchema, async (request, reply) => {
    const csrfToken = token(request, reply);
    return page(
      reply,
      200,
      forgotPasswordPage({ csrfToken, branding: await branding(request), email: request.query.email }),
    );
  });

  app.get('/users/password/edit', pageSchema, async (request, reply) => {
    const resetToken = request.query.reset_password_token ?? '';
    const checked = await checkResetToken(deps, resetToken);
    const errors = 'error' in checked ? { reset_password_token: checked.error } : undefined;
    const brandingRow = 'row' in checked ? await findBranding(deps.db, checked.row.user_institute_id) : null;
    return page(
      reply,
      200,
      resetPasswordPage({
        csrfToken: token(request, reply),
        token: resetToken,
        errors,
        branding: brandingRow,
      }),
    );
  });

  // One path serves both forms, as in the spec: a plain post asks for a link, `_method=put` sets the password.
  app.post('/users/password', formSchema, async (request, reply) => {
    const { user = {}, authenticity_token, _method } = request.body;
    const formOk = isValidFormToken(request, reply, authenticity_token);

    if (_method?.toLowerCase() === 'put') {
      const resetToken = user.reset_password_token ?? '';
      // Branded for the user's institute when the token is valid (a password typo keeps the page's look).
      const renderReset = async (status: number, errors: object, instituteId?: number) =>
        page(
          reply,
          status,
          resetPasswordPage({
            csrfToken: token(request, reply),
            token: resetToken,
            errors,
            branding: await findBranding(deps.db, instituteId),
          }),
        );
      if (!formOk) return renderReset(403, { reset_password_token: EXPIRED_FORM_MESSAGE });
      const result = await resetPassword(deps, {
        token: resetToken,
        password: user.password ?? '',
        passwordConfirmation: user.password_confirmation ?? '',
      });
      if (result.errors) return renderReset(422, result.errors, result.instituteId);
      return page(
        reply,
        200,
        passwordResetInfoPage({ branding: await findBranding(deps.db, result.instituteId) }),
      );
    }

    const email = user.email ?? '';
    const renderForgot = async (status: number, extra: { error?: string; sent?: boolean }) =>
      page(
        reply,
        status,
        forgotPasswordPage({
          csrfToken: token(request, reply),
          branding: await branding(request),
          email,
          ...extra,
        }),
      );
    if (!formOk) return renderForgot(403, { error: EXPIRED_FORM_MESSAGE });
    const result = await requestPasswordReset(deps, request.log, { email, ip: request.ip });
    if (result.error)
      return renderForgot(result.error.startsWith('Too many') ? 429 : 422, { error: result.error });
    return renderForgot(200, { sent: true });
  });

  // The SSO form's POST answers with a redirect to the institute's provider, and browsers hold form
  // redirects to the page's CSP form-action ('self' by default): these pages allow any https provider
  // (and, with SSO_ALLOW_LOOPBACK_HTTP, a provider on this machine, as the SSO client does).
  const loopbackProviders = deps.config.ssoAllowLoopbackHttp
    ? ['http://127.0.0.1:*', 'http://localhost:*']
    : [];
  const ssoHelmet = {
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: secure ? [] : null,
        formAction: ["'self'", 'https:', ...loopbackProviders],
      },
    },
  };
  app.get('/sso/sign_in', { ...pageSchema, helmet: ssoHelmet }, async (request, reply) => {
    const csrfToken = token(request, reply);
    return page(
      reply,
      200,
      ssoSignInPage({ csrfToken, branding: await branding(request), email: request.query.email }),
    );
  });

  const ssoPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    error: string,
    email?: string,
  ) =>
    page(
      reply,
      status,
      ssoSignInPage({ csrfToken: token(request, reply), branding: await branding(request), email, error }),
    );
  const flowCookie = { path: '/sso', httpOnly: true, sameSite: 'lax', secure } as const;

  app.post('/sso/sign_in', { ...formSchema, helmet: ssoHelmet }, async (request, reply) => {
    const email = request.body.user?.email ?? '';
    if (!isValidFormToken(request, reply, request.body.authenticity_token))
      return ssoPage(request, reply, 403, EXPIRED_FORM_MESSAGE, email);
    const started = await startSsoSignIn(deps, email);
    if (!started.ok) return ssoPage(request, reply, 422, started.message, email);
    reply.setCookie(SSO_FLOW_COOKIE, started.flowCookie, { ...flowCookie, maxAge: SSO_FLOW_SECONDS });
    return reply.redirect(started.url, 303);
  });

  app.get('/sso/signed_in', { schema: { hide: true, querystring: ZSsoCallback } }, async (request, reply) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(request.query)) if (value !== undefined) params.set(key, value);
    const result = await finishSsoSignIn(deps, {
      flowCookie: request.cookies[SSO_FLOW_COOKIE],
      params,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    // One attempt per flow: whatever happened, the state, nonce and verifier are spent.
    reply.clearCookie(SSO_FLOW_COOKIE, flowCookie);
    if (!result.ok) return ssoPage(request, reply, 403, result.message);
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await deps.sessions.endToken(previous);
    reply.setCookie(SESSION_COOKIE, result.token, { path: '/', httpOnly: true, sameSite: 'lax', secure });
    return reply.redirect('/', 303);
  });

  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = await app.loadAuth(request);
    if (auth) await deps.sessions.end(auth.tokenHash);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    // Under SSO the provider's session ends too (its end-session endpoint), or the next SSO sign-in
    // would pass straight through. The console's fetch cannot read a redirect, so it asks for JSON.
    const location = (auth && (await ssoSignOutUrl(deps, auth.user.institute_id))) || '/users/sign_in';
    if (request.headers.accept?.includes('application/json')) return reply.send({ location });
    return reply.redirect(location, 303);
  };

  app.delete('/sso/sign_out', { schema: { hide: true } }, async (request, reply) => {
    if (request.headers['x-client-app'] !== 'webapp')
      throw AppError.forbidden('Missing X-Client-App header.');
    return signOut(request, reply);
  });

  app.post('/sso/sign_out', { schema: { hide: true, body: ZForm } }, async (request, reply) => {
    if (request.body._method?.toLowerCase() !== 'delete')
      throw AppError.badRequest('Use _method=delete to sign out.');
    if (!isValidFormToken(request, reply, request.body.authenticity_token))
      throw AppError.forbidden(EXPIRED_FORM_MESSAGE);
    return signOut(request, reply);
  });
};
