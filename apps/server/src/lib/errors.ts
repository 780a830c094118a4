/**
 * The one error type. Services throw it; the error handler turns it into the spec's error bodies.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  validation: 422,
  rate_limited: 429,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_TITLES: Record<ErrorCode, string> = {
  bad_request: 'Bad Request',
  unauthenticated: 'Unauthorized',
  forbidden: 'Forbidden',
  not_found: 'Not Found',
  conflict: 'Conflict',
  validation: 'Validation Failed',
  rate_limited: 'Too Many Requests',
};

export type FieldMessages = Record<string, string[]>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly title: string;
  readonly fields: FieldMessages;
  readonly base: string[];
  /** A 429's `Retry-After` in seconds, when the limit knows when its window ends. */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    message: string,
    options: { title?: string; fields?: FieldMessages; base?: string[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.code = code;
    this.title = options.title ?? ERROR_TITLES[code];
    this.fields = options.fields ?? {};
    this.base = options.base ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  static unauthenticated(message = 'You are no longer logged in') {
    return new AppError('unauthenticated', message);
  }
  static forbidden(message = 'You do not have permission to do that.') {
    return new AppError('forbidden', message);
  }
  /** Also used for another institute's record: never reveal which. */
  static notFound(what = 'Record') {
    return new AppError('not_found', `${what} not found`);
  }
  static badRequest(message: string, title?: string) {
    return new AppError('bad_request', message, { title });
  }
  static validation(fields: FieldMessages, base: string[] = [], title = 'Validation Failed') {
    return new AppError('validation', [...base, ...Object.values(fields).flat()].join(', '), {
      fields,
      base,
      title,
    });
  }
  static rateLimited(message: string, retryAfterSeconds?: number) {
    return new AppError('rate_limited', message, { retryAfterSeconds });
  }
}

/** Collects per-field messages, then throws one 422 when any were added. */
export class FieldErrors {
  private readonly fields: FieldMessages = {};
  add(field: string, message: string): this {
    (this.fields[field] ??= []).push(message);
    return this;
  }
  get isEmpty(): boolean {
    return Object.keys(this.fields).length === 0;
  }
  /** Throws one 422 with the field messages and any general (`base`) messages. */
  throwIfAny(title?: string, base: string[] = []): void {
    if (!this.isEmpty || base.length) throw AppError.validation(this.fields, base, title);
  }
}
