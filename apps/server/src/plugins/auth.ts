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
  }
}

/** The signed-in session, narrowed for handlers that sit behind a guard. */
export function authOf(request: FastifyRequest): ResolvedSession {
  if (!request.auth) throw AppError.unauthenticated();
  return request.auth;
}

async function authPlugin(app: FastifyInstance) {
  const { sessions } = app.deps;
  app.decorateRequest('auth', null);

  // CSRF defence for the API: a cookie-authenticated state change must say it comes from the web app.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || SAFE_METHODS.has(request.method)) return;
    if (!request.cookies[SESSION_COOKIE]) return;
    if (request.headers['x-client-app'] !== 'webapp') {
      throw AppError.forbidden(
        'Missing X-Client-App header: state-changing requests must come from the web app.',
      );
    }
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
}

export const auth = fp(authPlugin, { name: 'auth' });
