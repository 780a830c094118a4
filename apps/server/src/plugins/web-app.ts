import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { serverDir } from '../lib/paths.js';
import { ENCODING_SUFFIX, assetStore, weakEtag, type AssetEncoding } from './web-assets.js';

const defaultDist = path.join(serverDir, '../web/dist');

/** Vite names every file under assets/ by its content hash: a new build means a new URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon.svg) may be cached but is checked on every use. */
export const REVALIDATE = 'no-cache';

/** The encodings to try for a request, best first: br and gzip where accepted (q=0 refuses), then none. */
function acceptedEncodings(request: FastifyRequest): AssetEncoding[] {
  const header = request.headers['accept-encoding'];
  const accepted = new Set(
    (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/i.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  return [...(['br', 'gzip'] as const).filter((name) => accepted.has(name)), 'identity'];
}

/**
 * One encoding of a file, with its type, caching, `Vary` and validators; a 304 when the browser holds
 * that ETag (the body is then never read).
 */
async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { type: string; cacheControl: string; encoding: AssetEncoding; etag: string; lastModified?: string },
  body: () => Buffer | Promise<Buffer>,
) {
  reply
    .type(file.type)
    .header('cache-control', file.cacheControl)
    .header('vary', 'accept-encoding')
    .header('etag', file.etag);
  if (file.lastModified) reply.header('last-modified', file.lastModified);
  if (file.encoding !== 'identity') reply.header('content-encoding', file.encoding);
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  return reply.send(await body());
}

/** index.html for a client route: precompressed like the assets, never cached without checking. */
async function sendIndexHtml(request: FastifyRequest, reply: FastifyReply, distDir: string) {
  const file = path.join(distDir, 'index.html');
  // The web build writes `.br` and `.gz` beside each file worth compressing.
  const encoding = acceptedEncodings(request).find(
    (name) => name === 'identity' || existsSync(file + ENCODING_SUFFIX[name]),
  )!;
  const sent = file + ENCODING_SUFFIX[encoding];
  const etag = weakEtag(await stat(sent));
  const type = 'text/html; charset=utf-8';
  return sendEncoded(request, reply, { type, cacheControl: REVALIDATE, encoding, etag }, () =>
    readFile(sent),
  );
}

/**
 * Serves the built console (apps/web/dist) with an SPA fallback: any GET (or HEAD) that is not an API,
 * docs or server page answers index.html, and the client router takes over.
 *
 * Files are served precompressed (`x.js.br` or `x.js.gz` by Accept-Encoding, with
 * `Vary: Accept-Encoding`, the original Content-Type and a Content-Encoding). Hashed assets come from
 * memory once read (web-assets.ts) and are cached for a year as immutable; index.html and the other
 * unhashed files are read per request and revalidated.
 */
async function webAppPlugin(app: FastifyInstance, options: { distDir?: string }) {
  const distDir = path.resolve(options.distDir ?? defaultDist);
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    // One wildcard route that looks for the file when asked, rather than a GET and a HEAD route per
    // file of the build (about 460 with their compressed siblings): registering those took about a
    // quarter of the CPU each worker spends building its app. A folder (`/`) or a dotfile (`.vite/`) is
    // not a file to serve: it goes to the not-found handler below, as a missing file does.
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: true,
      allowedPath: (pathname) => !pathname.endsWith('/'),
      dotfiles: 'ignore',
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // Its files' names carry no hash (the hashed ones are under /assets/, the route below).
      setHeaders: (reply) => {
        reply.header('cache-control', REVALIDATE);
      },
    });
    // Everything under /assets/: the hashed files, from memory once read (web-assets.ts); a name that
    // is not one of the build's files, whatever it holds, is a 404. The route above serves the rest.
    const assets = assetStore(path.join(distDir, 'assets'));
    app.get<{ Params: { '*': string } }>('/assets/*', { schema: { hide: true } }, async (request, reply) => {
      for (const encoding of acceptedEncodings(request)) {
        const asset = await assets(request.params['*'], encoding);
        if (asset)
          return sendEncoded(
            request,
            reply,
            { ...asset, cacheControl: IMMUTABLE, encoding },
            () => asset.body,
          );
      }
      return reply.callNotFound();
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // Client routes only: a missing /assets/x.js or any other file must be a real 404, or a browser
    // holding an old page after a deploy would get index.html as its script and show a blank console.
    // HEAD answers as GET would, without the body (Node drops it): link checkers and uptime probes ask with HEAD.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|auth-assets|assets|healthz|readyz)(\/|$)/.test(pathname) &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (!isPage) throw AppError.notFound(`Route ${request.method} ${request.url.split('?')[0]}`);
    if (!hasBuild) {
      return reply
        .type('text/plain; charset=utf-8')
        .send('The web console is not built yet. Run `npm run build:web` (npm start does this for you).');
    }
    return sendIndexHtml(request, reply, distDir);
  });
}

export const webApp = fp(webAppPlugin, { name: 'web-app' });
