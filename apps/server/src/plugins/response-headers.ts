import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
];

/**
 * Headers every response gets: a Permissions-Policy, and `Cache-Control: no-store` on the API, whose
 * JSON, CSV and PDF answers hold one user's data and must never sit in a shared or back-button cache
 * (a route that sets its own Cache-Control keeps it).
 */
async function responseHeadersPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/assets/')) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      return;
    }
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.routeOptions.url?.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}

export const responseHeaders = fp(responseHeadersPlugin, { name: 'response-headers' });
