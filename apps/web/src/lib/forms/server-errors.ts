/**
 * Turning an API error into what a form shows (spec part 1 §8 "Generic save", part 2 §5 and §8):
 * the server's FIRST message per field beside the field, and one line of form-level text above
 * or below the form. Pure functions here; `applyServerErrors` is the react-hook-form glue.
 */
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** The error bodies of packages/contract/src/common/errors.ts, with the HTTP status beside them. */
export interface ServerError {
  status: number;
  title: string;
  /** code 1 (400 and friends): one message. */
  message?: string;
  /** code 2 (422): messages keyed by field. */
  messages?: Record<string, string[]>;
  base?: string[];
  code?: number;
}

export interface FieldMappingOptions {
  /** Server field → form field, for names the `x_id` → `x` rule does not cover. */
  fieldMap?: Readonly<Record<string, string>>;
  /**
   * The form's field names. With them, a server field is matched exactly, then `x_id` to `x`, and
   * a message that matches no field is added to the form-level text instead of being lost. Without
   * them, the server's name is used as is and an `x_id` error is also set on `x`.
   */
  fieldNames?: readonly string[];
}

export interface FieldErrorMapping {
  /** Form field → the first server message for it. */
  fields: Record<string, string>;
  /** Full sentences for messages that belong to no form field ("Current password is invalid"). */
  unmatched: string[];
}

export const SERVER_ERROR_TEXT = '500 Internal Server Error';
export const FALLBACK_ERROR_TEXT = 'Something went wrong, please try again';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringList = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;

function readMessages(value: unknown): Record<string, string[]> | undefined {
  if (!isRecord(value)) return undefined;
  const messages: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(value)) {
    // Tolerate a single string where a list is expected: a message must never be dropped.
    const items = typeof list === 'string' ? [list] : stringList(list);
    if (items && items.length > 0) messages[field] = items;
  }
  return messages;
}

/**
 * Reads the api client's `ApiError` ({status, body}) or an already flat `{status, title, ...}`.
 * Anything without a numeric status (a network failure, a thrown bug) is not a server error: null.
 */
export function readServerError(error: unknown): ServerError | null {
  if (!isRecord(error) || typeof error.status !== 'number') return null;
  const body = isRecord(error.body) ? error.body : error;
  return {
    status: error.status,
    title: typeof body.title === 'string' ? body.title : '',
    message: typeof body.message === 'string' ? body.message : undefined,
    messages: readMessages(body.messages),
    base: stringList(body.base),
    code: typeof body.code === 'number' ? body.code : undefined,
  };
}

/** `current_password` → "Current password"; `department_id` → "Department". */
export function humanizeFieldName(field: string): string {
  const words = field.replace(/_id$/, '').replace(/[_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The server sends Rails-style fragments ("is invalid"); a capitalised message is already a sentence. */
function toSentence(field: string, message: string): string {
  return /^[A-Z]/.test(message) ? message : `${humanizeFieldName(field)} ${message}`;
}

function formFieldsFor(serverField: string, options: FieldMappingOptions): string[] {
  const mapped = options.fieldMap?.[serverField];
  if (mapped) return [mapped];
  const withoutId = serverField.endsWith('_id') ? serverField.slice(0, -3) : undefined;
  const { fieldNames } = options;
  if (!fieldNames) return withoutId ? [serverField, withoutId] : [serverField];
  if (fieldNames.includes(serverField)) return [serverField];
  if (withoutId && fieldNames.includes(withoutId)) return [withoutId];
  return [];
}

/** The first message per field, keyed by the form's own field names. */
export function mapFieldErrors(
  messages: Readonly<Record<string, readonly string[]>> | undefined,
  options: FieldMappingOptions = {},
): FieldErrorMapping {
  const mapping: FieldErrorMapping = { fields: {}, unmatched: [] };
  for (const [serverField, list] of Object.entries(messages ?? {})) {
    const first = list[0];
    if (first === undefined) continue;
    // `base` inside messages is form-level by definition (Rails habit).
    const targets = serverField === 'base' ? [] : formFieldsFor(serverField, options);
    if (targets.length === 0) {
      mapping.unmatched.push(serverField === 'base' ? first : toSentence(serverField, first));
      continue;
    }
    for (const target of targets) mapping.fields[target] ??= first;
  }
  return mapping;
}

/**
 * The form-level text for an error:
 * - 5xx: "500 Internal Server Error" (details never reach the client anyway);
 * - field messages (code 2): the title, then ": " and the base messages and unmatched fields;
 * - a single message (code 1): "title: message";
 * - not a server error: the thrown error's message, else a generic line.
 */
export function formErrorText(error: unknown, options: FieldMappingOptions = {}): string {
  const server = readServerError(error);
  if (!server) {
    return error instanceof Error && error.message ? error.message : FALLBACK_ERROR_TEXT;
  }
  if (server.status >= 500) return SERVER_ERROR_TEXT;
  const title = server.title || FALLBACK_ERROR_TEXT;
  const hasFieldMessages = Object.keys(server.messages ?? {}).length > 0 || (server.base ?? []).length > 0;
  if (hasFieldMessages || server.code === 2) {
    const extra = [...(server.base ?? []), ...mapFieldErrors(server.messages, options).unmatched];
    return extra.length > 0 ? `${title}: ${extra.join(', ')}` : title;
  }
  // An error object may repeat its title as its message when the body had none.
  return server.message && server.message !== title ? `${title}: ${server.message}` : title;
}

/**
 * Puts the server's first message per field on the form and returns the form-level text (for
 * `<FormErrorAlert>`). The form stays dirty: the user fixes the fields and saves again.
 *
 * Why "every status has text": the old console only logged 403/404/429 on save, which left the
 * user with a dead button; showing "title: message" costs nothing and explains the refusal.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  options: FieldMappingOptions = {},
): string {
  const server = readServerError(error);
  if (server && server.status < 500) {
    const { fields } = mapFieldErrors(server.messages, options);
    Object.entries(fields).forEach(([field, message], index) => {
      // Field names come from the server at run time; react-hook-form accepts any path.
      setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  }
  return formErrorText(error, options);
}
