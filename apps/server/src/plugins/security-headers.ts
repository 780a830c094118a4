import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

type HeadersMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: Error) => void,
) => void;

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** This route's Helmet options, each replacing the console's own (e.g. its own CSP). */
    helmet?: HelmetOptions;
  }
  interface FastifyContextConfig {
    /** The route's own Helmet middleware, built once when the route is added. */
    securityHeaders?: HeadersMiddleware;
  }
}

/**
 * Helmet's security headers on every response: the console's set, or a route's own (`helmet` in its
 * options, merged over the console's option by option). Each set's middleware is built once, when the
 * app or the route is set up. @fastify/helmet built a new Helmet on every request, parsing the
 * Content-Security-Policy's directives again each time: 3 µs per request in isolation, about 1 % of a
 * worker's CPU profile under the read mix (docs/performance.md, "The server under the read mix").
 */
async function securityHeadersPlugin(app: FastifyInstance, options: HelmetOptions) {
  const consoles = helmet(options) as HeadersMiddleware;
  app.addHook('onRoute', (route) => {
    if (!route.helmet) return;
    const own = helmet({ ...options, ...route.helmet } as HelmetOptions) as HeadersMiddleware;
    route.config = { ...route.config, securityHeaders: own };
  });
  app.addHook('onRequest', (request, reply, done) => {
    const apply = request.routeOptions.config?.securityHeaders ?? consoles;
    apply(request.raw, reply.raw, done);
  });
}

export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
