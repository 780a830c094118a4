import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Browser features the console never uses, switched off for every page it serves. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()';

/**
 * Headers every response gets: a Permissions-Policy, and `Cache-Control: no-store` on the API, whose
 * JSON, CSV and PDF answers hold one user's data and must never sit in a shared or back-button cache
 * (a route that sets its own Cache-Control keeps it).
 */
async function responseHeadersPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.routeOptions.url?.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}

export const responseHeaders = fp(responseHeadersPlugin, { name: 'response-headers' });
