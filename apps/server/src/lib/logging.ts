import type { FastifyBaseLogger, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { causes } from './db-errors.js';

const SECRET_PARAMS = /([?&](?:[^=&]*(?:token|password|secret|code)[^=&]*)=)[^&#]*/gi;

/** Strips secrets (reset tokens, passwords, codes) from a URL before it is logged. */
export function redactUrl(url: string): string {
  // Without an `=` there is no value to strip (most request lines): no pattern to run.
  return url.includes('=') ? url.replace(SECRET_PARAMS, '$1[REDACTED]') : url;
}

/**
 * Structured JSON logs with request ids. No password, token or cookie ever appears:
 * bodies are never logged, URLs lose secret query values, and auth headers are redacted.
 */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.password_confirmation',
        '*.current_password',
        '*.token',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
          userAgent: request.headers['user-agent'],
        };
      },
    },
  };
}

/**
 * Standard output, written asynchronously and in batches: lines gather in a buffer that is written
 * once it holds LOG_BATCH_BYTES, or at the latest LOG_FLUSH_MS after a quiet spell, rather than a
 * write per line (at LOG_LEVEL=info a write per line cost a fifth of the read mix's throughput, and
 * a write per few lines still 6 % of a worker's CPU; docs/performance.md). Lines still buffered when
 * the process exits, however it exits, are written synchronously by pino's exit hook. One per
 * process, whatever the number of apps built in it (the tests build many).
 */
export function stdoutDestination(): DestinationStream {
  return (stdout ??= pino.destination({
    dest: 1,
    sync: false,
    minLength: LOG_BATCH_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  }));
}
/** About 16 request lines: one write per 16 requests under load. */
export const LOG_BATCH_BYTES = 4096;
/** How late a line may reach the log when the server is quiet. */
export const LOG_FLUSH_MS = 1000;
let stdout: DestinationStream | undefined;

/**
 * The one line per request (Fastify's own two are off): what an operator needs to find a slow or
 * failing request and whose it was. `route` is the matched pattern, so lines group by endpoint.
 */
export function logRequest(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  request.log.info(
    {
      method: request.method,
      url: redactUrl(request.url),
      route: request.routeOptions.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      instituteId: request.auth?.instituteId,
      userId: request.auth?.user.id,
      remoteAddress: request.ip,
    },
    'request completed',
  );
  done();
}

/** The deepest cause's first line: "connect ECONNREFUSED /data/pg/.s.PGSQL.5432" rather than Drizzle's wrapper. */
function rootReason(error: unknown): string {
  let reason = String(error);
  for (const e of causes(error)) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof message === 'string') reason = `${typeof code === 'string' ? `${code} ` : ''}${message}`;
  }
  return reason.split('\n')[0]!;
}

/**
 * While the database is down every request and every job poll fails the same way: one warning at
 * first, then at most one per `everyMs` counting those not logged, instead of a stack trace each.
 */
export function outageLog(log: Pick<FastifyBaseLogger, 'warn'>, message: string, everyMs = 10_000) {
  let loggedAt = -Infinity;
  let unlogged = 0;
  return (error: unknown) => {
    const now = Date.now();
    if (now - loggedAt < everyMs) {
      unlogged++;
      return;
    }
    log.warn({ reason: rootReason(error), unlogged }, message);
    loggedAt = now;
    unlogged = 0;
  };
}
