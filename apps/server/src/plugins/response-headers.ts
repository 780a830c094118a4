import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Helmet's options for this route, over the app's (the SSO pages' form-action, features/auth/routes.ts). */
    helmet?: HelmetOptions;
    /** The headers the route's responses start with (set by this plugin when the route is added). */
    responseHeaders?: Readonly<Record<string, string>>;
  }
}

/** Browser features the console never uses, switched off for every page it serves. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()';

/**
 * Helmet's headers that only a document reads (a page's policy, framing, referrer, isolation). The
 * hashed scripts and styles under /assets/ keep `X-Content-Type-Options` and
 * `Cross-Origin-Resource-Policy`, which guard a file itself, and drop these: sent with each of the
 * ~30 files of a first visit they were about 20 KiB of its transfer.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'permissions-policy',
];

/**
 * The headers helmet sets with these options, found once by running its middleware against a
 * stand-in response. None of our options depends on the request (no nonces, no directive functions),
 * so every response of a route gets the same ones; @fastify/helmet built helmet's middleware again
 * for every request, CSP string and all.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Headers every response starts with, set in one step as the request arrives (a route or an error may
 * still change them):
 * - helmet's security headers (the app's options, or the route's over them), and a Permissions-Policy;
 * - `Cache-Control: no-store` on the API, whose JSON, CSV and PDF answers hold one user's data and
 *   must never sit in a shared or back-button cache (a route that sets its own Cache-Control keeps it);
 * - for the hashed files under /assets/, only the headers that guard a file.
 */
async function responseHeadersPlugin(app: FastifyInstance, options: { helmet: HelmetOptions }) {
  const page = Object.freeze({ ...helmetHeaders(options.helmet), 'permissions-policy': PERMISSIONS_POLICY });
  const api = Object.freeze({ ...page, 'cache-control': 'no-store' });
  const asset = Object.freeze(
    Object.fromEntries(Object.entries(page).filter(([name]) => !DOCUMENT_ONLY_HEADERS.includes(name))),
  );

  app.addHook('onRoute', (route) => {
    const own = route.config?.helmet;
    const base = own
      ? {
          ...helmetHeaders(Object.assign({}, options.helmet, own) as HelmetOptions),
          'permissions-policy': PERMISSIONS_POLICY,
        }
      : page;
    const headers = route.url.startsWith('/api/') ? { ...base, 'cache-control': 'no-store' } : base;
    route.config = { ...route.config, responseHeaders: Object.freeze(headers) };
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(
      request.url.startsWith('/assets/')
        ? asset
        : (request.routeOptions.config.responseHeaders ?? (isApi(request.url) ? api : page)),
    );
    done();
  });
}

/** An address under /api/ that no route answers (its 404 is no-store too). */
const isApi = (url: string) => url.startsWith('/api/');

export const responseHeaders = fp(responseHeadersPlugin, { name: 'response-headers' });
