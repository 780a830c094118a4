import '@fastify/cookie';
import { can, type Operation, type TPermission } from '@pdp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { AsyncResource } from 'node:async_hooks';
import { AppError } from '../lib/errors.js';
import type { UploadDeclaration } from '../lib/read-upload.js';
import { runInRequestContext, type RequestContext } from '../lib/request-context.js';
import type { ResolvedSession } from '../lib/resolved-session.js';

export const SESSION_COOKIE = 'pdp_session';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Routes outside /api that the API's CSRF check covers too: the evidence upload service (issue 16). */
const CSRF_ROOT_ROUTES = new Set(['/upload']);

/**
 * What a route's guards let through, declared by the guards themselves: anyone, any signed-in user, or
 * a user whose roles hold the permission. Record-level rules (a supervisor's own educators) come after.
 */
export type RouteAccess =
  { kind: 'public' } | { kind: 'signed_in' } | { kind: 'permission'; permission: TPermission };

export type AuthGuard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  /** Set on the sign-in and permission guards, so every route's access can be read back (`routeTable`). */
  access?: RouteAccess;
};

/** One route as registered: what it requires and what it validates (read by the generated tests). */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  access: RouteAccess;
  schema: FastifySchema | undefined;
  /** The files the route reads and their limits (`config.upload`, lib/read-upload.ts). */
  upload: UploadDeclaration | undefined;
  /** The contract operation the route serves (lib/serve.ts); none for pages and assets. */
  operation: Operation | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, once a guard (or `loadAuth`) has looked for it. */
    auth: ResolvedSession | null;
    /** Who acts (the audit trail): the request id, and the user once the session resolves. */
    requestContext: RequestContext | null;
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
    /** Every route with the access its guards declare (the authorization and fuzz tests walk it). */
    routeTable: RouteEntry[];
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

/** The strongest access the route's `onRequest` guards declare: a permission, else sign-in, else none. */
function accessOf(onRequest: unknown): RouteAccess {
  const declared = [onRequest]
    .flat()
    .map((hook) => (hook as AuthGuard | undefined)?.access)
    .filter((access) => access !== undefined);
  return declared.find((access) => access.kind === 'permission') ?? declared[0] ?? { kind: 'public' };
}

/** The signed-in session, narrowed for handlers that sit behind a guard. */
export function authOf(request: FastifyRequest): ResolvedSession {
  if (!request.auth) throw AppError.unauthenticated();
  return request.auth;
}

async function authPlugin(app: FastifyInstance) {
  const { sessions, apiTokens, rateLimiter, config } = app.deps;
  // `request.host` honours TRUST_PROXY (X-Forwarded-Host); APP_URL's host is always this site.
  const appHost = new URL(config.appUrl).host;
  app.decorateRequest('auth', null);
  app.decorateRequest('requestContext', null);

  // The request's context (lib/request-context.ts) for everything it runs. The body is read in another
  // async context (the socket's events), so the handler's hooks re-enter it from `preValidation` on.
  const scopes = new WeakMap<FastifyRequest, AsyncResource>();
  app.addHook('onRequest', (request, _reply, done) => {
    request.requestContext = { requestId: request.id, userId: null };
    runInRequestContext(request.requestContext, () => {
      const scope = new AsyncResource('pdp-request');
      scopes.set(request, scope);
      scope.runInAsyncScope(done);
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });

  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const access = accessOf(route.onRequest);
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD beside every GET; it runs the GET's guards.
      if (method === 'HEAD') continue;
      routeTable.push({
        method: method as HTTPMethods,
        url: route.url,
        access,
        schema: route.schema,
        upload: route.config?.upload,
        operation: route.config?.operation,
      });
    }
  });

  // CSRF defence for the API, decided on the route the router matched (never on the raw URL, which
  // `/%61pi/…` would slip past): a cookie-authenticated request that changes state, or a GET with a
  // side effect (it sends an email), must say it comes from the web app, and must not come from
  // another site. A cross-site form can set neither a custom header nor a same-site Origin.
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/') && !CSRF_ROOT_ROUTES.has(route ?? '')) return;
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

  // The one place a request's caller is found: an API token (`Authorization: Bearer`) when one is
  // sent, else the session cookie. A token is refused (403) on any route but the reports' reads.
  app.decorate('loadAuth', async (request: FastifyRequest) => {
    if (request.auth) return request.auth;
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const token = request.cookies[SESSION_COOKIE];
    if (bearer) {
      const route = { method: request.method, url: request.routeOptions.url };
      request.auth = (await apiTokens.authenticate(bearer, route)) ?? null;
    } else request.auth = token ? ((await sessions.resolve(token)) ?? null) : null;
    if (request.requestContext) request.requestContext.userId = request.auth?.user.id ?? null;
    if (bearer && request.auth) await apiTokens.recordUse(request.auth);
    return request.auth;
  });

  const requireSignIn: AuthGuard = async (request) => {
    if (!(await app.loadAuth(request))) throw AppError.unauthenticated();
  };
  requireSignIn.access = { kind: 'signed_in' };
  app.decorate('requireSignIn', requireSignIn);

  app.decorate('requirePermission', (permission: TPermission): AuthGuard => {
    const guard: AuthGuard = async (request, reply) => {
      await requireSignIn(request, reply);
      if (!can(authOf(request).user, permission)) throw AppError.forbidden();
    };
    guard.access = { kind: 'permission', permission };
    return guard;
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
