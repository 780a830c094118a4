import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Serves the built console (apps/web/dist) with an SPA fallback: any GET that is not an API,
 * docs or server page answers index.html, and the client router takes over.
 */
async function webAppPlugin(app: FastifyInstance, options: { distDir?: string }) {
  const distDir = options.distDir ?? defaultDist;
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      decorateReply: false,
      index: false,
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // Client routes only: a missing /assets/x.js or any other file must be a real 404, or a browser
    // holding an old page after a deploy would get index.html as its script and show a blank console.
    const isPage =
      request.method === 'GET' &&
      !/^\/(api|auth-assets|assets|healthz)(\/|$)/.test(pathname) &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (!isPage) throw AppError.notFound(`Route ${request.method} ${request.url.split('?')[0]}`);
    if (!hasBuild) {
      return reply
        .type('text/plain; charset=utf-8')
        .send('The web console is not built yet. Run `npm run build:web` (npm start does this for you).');
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .sendFile('index.html', distDir);
  });
}

export const webApp = fp(webAppPlugin, { name: 'web-app' });
