import type { FastifyPluginAsync } from 'fastify';
import { isSafeStorageKey } from '../../lib/storage.js';
import { CONTENT_TYPES } from '../../lib/uploads.js';
import { AppError } from '../../lib/errors.js';
import { contentDisposition } from '../../lib/filenames.js';
import { sendStoredFile } from '../../lib/send-stored-file.js';

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
      reply
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', 'public, max-age=31536000, immutable');
      // Streamed by the app, never presigned: the sandbox above must come with an SVG.
      return sendStoredFile(reply, app.deps.storage, {
        key,
        contentType: CONTENT_TYPES[kind],
        contentDisposition: contentDisposition('inline'),
        presignable: false,
      });
    },
  );
};
