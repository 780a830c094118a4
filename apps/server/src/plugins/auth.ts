import '@fastify/cookie';
import { can, type TPermission } from '@pdp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import type { ResolvedSession } from '../features/auth/session-service.js';

export const SESSION_COOKIE = 'pdp_session';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type AuthGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, once a guard (or `loadAuth`) has looked for it. */
    auth: ResolvedSession | null;
  }
  interface FastifyInstance {
    loadAuth(request: FastifyRequest): Promise<ResolvedSession | null>;
    /** Route guard (used as `onRequest`, so it runs before validation): 401 unless signed in. */
    requireSignIn: AuthGuard;
    /** Route guard: 401 unless signed in, 403 unless the user's roles hold the permission. */
    requirePermission(permission: TPermission): AuthGuard;
    /**
     * Route guard after a sign-in guard: 429 once the user has made `limit` such requests in the
     * rate-limit window (routes that send email). Counted in the database, across every worker.
     */
    limitPerUser(name: string, limit: number): AuthGuard;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes something (sends an email): it gets the same CSRF checks as a POST. */
    hasSideEffects?: boolean;
  }
}

/**
 * Whether the browser says the request comes from another site: `Sec-Fetch-Site: cross-site`, or an
 * `Origin` whose host is not the one the request was sent to. Clients that send neither (the mobile
 * app, curl) are judged by the other checks alone.
 */
function isCrossSite(request: FastifyRequest, appHost: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    const host = new URL(origin).host;
    return host !== request.host && host !== appHost;
  } catch {
    return true;
  }
}

/** The signed-in session, narrowed for handlers that sit behind a guard. */
export function authOf(request: FastifyRequest): ResolvedSession {
  if (!request.auth) throw AppError.unauthenticated();
  return request.auth;
}

async function authPlugin(app: FastifyInstance) {
  const { sessions, rateLimiter, config } = app.deps;
  // `request.host` honours TRUST_PROXY (X-Forwarded-Host); APP_URL's host is always this site.
  const appHost = new URL(config.appUrl).host;
  app.decorateRequest('auth', null);

  // CSRF defence for the API, decided on the route the router matched (never on the raw URL, which
  // `/%61pi/…` would slip past): a cookie-authenticated request that changes state, or a GET with a
  // side effect (it sends an email), must say it comes from the web app, and must not come from
  // another site. A cross-site form can set neither a custom header nor a same-site Origin.
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/')) return;
    const hasSideEffects =
      !SAFE_METHODS.has(request.method) || request.routeOptions.config.hasSideEffects === true;
    if (!hasSideEffects || !request.cookies[SESSION_COOKIE]) return;
    if (request.headers['x-client-app'] !== 'webapp') {
      throw AppError.forbidden(
        'Missing X-Client-App header: state-changing requests must come from the web app.',
      );
    }
    if (isCrossSite(request, appHost)) throw AppError.forbidden('Cross-site requests are not allowed.');
  });

  app.decorate('loadAuth', async (request: FastifyRequest) => {
    if (request.auth) return request.auth;
    const token = request.cookies[SESSION_COOKIE];
    request.auth = token ? ((await sessions.resolve(token)) ?? null) : null;
    return request.auth;
  });

  const requireSignIn: AuthGuard = async (request) => {
    if (!(await app.loadAuth(request))) throw AppError.unauthenticated();
  };
  app.decorate('requireSignIn', requireSignIn);

  app.decorate('requirePermission', (permission: TPermission): AuthGuard => {
    return async (request, reply) => {
      await requireSignIn(request, reply);
      if (!can(authOf(request).user, permission)) throw AppError.forbidden();
    };
  });

  app.decorate('limitPerUser', (name: string, limit: number): AuthGuard => {
    return async (request) => {
      if (!(await rateLimiter.hit(`${name}:user:${authOf(request).user.id}`, limit))) {
        throw AppError.rateLimited(
          'Too many requests of this kind. Please wait a few minutes and try again.',
        );
      }
    };
  });
}

export const auth = fp(authPlugin, { name: 'auth' });
