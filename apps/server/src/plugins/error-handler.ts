import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES as STATUS_TEXT } from 'node:http';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
  missingReferenceOf,
  REMOVED_MEANWHILE,
} from '../lib/db-errors.js';
import { AppError, type FieldMessages } from '../lib/errors.js';
import { outageLog } from '../lib/logging.js';
import { StorageUnavailableError } from '../lib/storage.js';

/** Turns a schema path such as `/user/current_password` into the field key the client matches (`current_password`). */
function fieldKey(instancePath: string | undefined, context: string | undefined): string {
  const segments = (instancePath ?? '').split('/').filter(Boolean);
  // Bodies wrap their fields in the resource's singular name ({user:{...}}); the client keys errors by
  // field. A list's items are never a wrapper: `ids.0`, `items.0.id` (the bulk decisions) stay whole.
  if (context === 'body' && segments.length > 1 && !/^\d+$/.test(segments[1]!)) segments.shift();
  return segments.join('.') || 'base';
}

export function sendAppError(reply: FastifyReply, error: AppError) {
  switch (error.code) {
    case 'validation':
      return reply
        .status(422)
        .send({ title: error.title, code: 2, messages: error.fields, base: error.base });
    case 'bad_request':
      return reply.status(400).send({ title: error.title, message: error.message, code: 1 });
    default:
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send({ title: error.title, message: error.message });
  }
}

async function errorHandlerPlugin(app: FastifyInstance) {
  const logOutage = outageLog(app.log, 'database unavailable: answering 503');
  const logStorageOutage = outageLog(app.log, 'file storage unavailable: answering 503');
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // A route may have set its own headers before it failed (a CSV export's type and attachment):
    // the error is JSON and shown in place, never a download.
    reply.removeHeader('content-disposition');
    reply.type('application/json; charset=utf-8');
    if (error instanceof AppError) return sendAppError(reply, error);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldMessages = {};
      for (const issue of error.validation) {
        const key = fieldKey(issue.instancePath, error.validationContext);
        (fields[key] ??= []).push(issue.message ?? 'is invalid');
      }
      return sendAppError(reply, AppError.validation(fields));
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, unsupported media type, body too large...).
      return reply.status(status).send({
        title: `${status} ${STATUS_TEXT[status] ?? 'Bad Request'}`,
        message: error.message,
        code: 1,
      });
    }

    // The file store (local disk or S3) is down or refusing us: retry later; nothing was recorded (a
    // file is stored before the row that names it). Asked before the database: its cause may be a
    // refused connection too.
    if (error instanceof StorageUnavailableError) {
      logStorageOutage(error);
      return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({
        title: '503 Service Unavailable',
        message: 'File storage is not available at the moment. Please try again shortly.',
      });
    }

    // Not a bug: the database is stopped or restarting (docs/configuration.md), and the same request
    // will work once it is back.
    if (isDatabaseUnavailable(error)) {
      logOutage(error);
      return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({
        title: '503 Service Unavailable',
        message: 'The database is not available at the moment. Please try again shortly.',
      });
    }

    // Two users at once: the write names a row another user removed after this request checked it.
    const missing = missingReferenceOf(error);
    if (missing) return sendAppError(reply, AppError.validation({ [missing]: [REMOVED_MEANWHILE] }));

    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ title: '500 Internal Server Error' });
  });
}

export const errorHandler = fp(errorHandlerPlugin, { name: 'error-handler' });
