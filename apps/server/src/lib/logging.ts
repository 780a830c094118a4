import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

const SECRET_PARAMS = /([?&](?:[^=&]*(?:token|password|secret|code)[^=&]*)=)[^&#]*/gi;

/** Strips secrets (reset tokens, passwords, codes) from a URL before it is logged. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[REDACTED]');
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
