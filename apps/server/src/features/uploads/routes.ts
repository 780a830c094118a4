import { api, LIMITS } from '@pdp/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { declareFile, readUploadFirst, uploadOf, type UploadDeclaration } from '../../lib/read-upload.js';
import { serve } from '../../lib/serve.js';
import { authOf } from '../../plugins/auth.js';
import { actorOf, cacheUpload, EVIDENCE_TYPES } from './service.js';

/** Uploads per user per rate-limit window (15 minutes by default): 30 files, at most 450 MB. */
export const UPLOADS_PER_WINDOW = 30;

/** POST /upload's file: the multipart field `file`, at most LIMITS.evidenceFileBytes, not empty, evidence by its content. */
const EVIDENCE_UPLOAD: UploadDeclaration = {
  files: [
    declareFile('file', LIMITS.evidenceFileBytes, {
      isEmptyRefused: true,
      types: {
        accepted: EVIDENCE_TYPES,
        message: 'must be an image (PNG, JPEG, GIF or WebP), a PDF or a Word document',
      },
    }),
  ],
  missing: { field: 'file', message: "can't be blank: send the file as the multipart field file" },
};

const ZUploadBody = z.object({
  // Optional here so that a request without it gets the handler's "can't be blank"; it is required.
  file: z
    .any()
    .optional()
    .meta({ type: 'string', format: 'binary' })
    .describe(
      `The evidence file (required): an image (PNG, JPEG, GIF, WebP), a PDF or a Word document, at most ${LIMITS.evidenceFileBytes} bytes`,
    ),
});

/**
 * The companion upload service at the site root (part 2 §7, issue 16): evidence for point requests
 * is uploaded here first and cached; the point request save then promotes it by its id.
 */
export const evidenceUploadRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  serve(
    app,
    api.uploads.evidence,
    {
      onRequest: [app.requireSignIn, app.limitPerUser('evidence-upload', UPLOADS_PER_WINDOW)],
      config: { upload: EVIDENCE_UPLOAD },
      // The file is read (and checked) before validation, which then sees an empty body.
      preValidation: readUploadFirst,
      schema: {
        tags: ['uploads'],
        summary: 'Upload an evidence file to the cache (multipart field file, at most 15 MB)',
        description:
          'Answers the cached file; a point request saved within 24 hours promotes it by its id, otherwise it is deleted.',
        body: ZUploadBody,
      },
    },
    async (request, reply) => {
      const { data, filename, type } = uploadOf(request).file;
      // EVIDENCE_UPLOAD declares the types: the reader has judged the file one of them.
      const file = { data, filename: filename || 'file', type: type! };
      return reply.code(201).send(await cacheUpload(deps, actorOf(authOf(request)), file));
    },
  );
};
