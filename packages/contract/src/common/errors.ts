import { z } from 'zod';

/**
 * Error bodies, in the shapes the spec's error catalogues read.
 * code 1: a single message; code 2: messages keyed by field.
 */
export const ZMessageError = z.object({ title: z.string(), message: z.string() });
export const ZBadRequestError = ZMessageError.extend({ code: z.literal(1) });
export const ZValidationError = z.object({
  title: z.string(),
  code: z.literal(2),
  messages: z.record(z.string(), z.array(z.string())),
  base: z.array(z.string()),
});
export const ZServerError = z.object({ title: z.literal('500 Internal Server Error') });

export type TMessageError = z.infer<typeof ZMessageError>;
export type TValidationError = z.infer<typeof ZValidationError>;

/** The error responses every authenticated API route may answer. */
export const errorResponses = {
  400: ZBadRequestError,
  401: ZMessageError,
  403: ZMessageError,
  404: ZMessageError,
  422: ZValidationError,
  429: ZMessageError,
} as const;
