import type { FastifyPluginAsync } from 'fastify';
import { isSafeStorageKey } from '../../lib/storage.js';
import { CONTENT_TYPES } from '../../lib/uploads.js';
import { AppError } from '../../lib/errors.js';
import { contentDisposition } from '../../lib/filenames.js';

/**
 * Serves uploaded files. Names are server-generated and unguessable (logos and banners are shown to
 * educators and on the sign-in page, so they need no session). The Content-Type comes from the
 * validated kind, never from the client, and an SVG is sandboxed so it can never run a script.
 */
export const uploadRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { institute: string; file: string } }>(
    '/uploads/:institute/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const key = `${request.params.institute}/${request.params.file}`;
      const kind = key.split('.').pop() as keyof typeof CONTENT_TYPES;
      // Only the public images: a program PDF is served by its program's route, to who may see it.
      if (!isSafeStorageKey(key) || !Object.hasOwn(CONTENT_TYPES, kind)) throw AppError.notFound('File');
      const data = await app.deps.storage.get(key);
      if (!data) throw AppError.notFound('File');
      return reply
        .header('content-type', CONTENT_TYPES[kind])
        .header('content-disposition', contentDisposition('inline'))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    },
  );
};
