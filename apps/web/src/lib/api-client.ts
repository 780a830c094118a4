/**
 * The one way the console talks to the API: same-origin cookie session, JSON, and the
 * `X-Client-App: webapp` header the server requires on state changes (its CSRF defence).
 * Error bodies are parsed once, here, into an `ApiError`, and the error catalogue of the spec
 * (part 1 §8, part 2 §8) is applied in one place:
 *
 * - 401 anywhere: alert "You are no longer logged in", then go to sign-in (once per page), which
 *   brings the user back to this page afterwards (`?return_to=`, issue 12 §14).
 * - Reads (`apiGet`): 403 tells the message bar the information is forbidden (in words, never the
 *   API path: issue 12 §11) and resolves to the caller's
 *   empty result; any other failure shows "Something went wrong". Either way the user has been told,
 *   so the rejected `ApiError` is marked `isReported`.
 * - Writes (`apiSend`): reject with the `ApiError` so a form can show the first message per field;
 *   `errorDisplay: 'modal'` sends the message to the Error! modal instead (deletes, toggles).
 */
import { pathOf, type InputOf, type Operation, type ParamsInputOf, type ResponseOf } from '@pdp/contract';
import { notifyError, showErrorModal } from './messages';
import { withSearchParams, type QueryParams } from './search-params';

export const SIGN_IN_PATH = '/users/sign_in';
export const CLIENT_HEADERS = { 'X-Client-App': 'webapp' } as const;
export const SESSION_EXPIRED_MESSAGE = 'You are no longer logged in';
export const SOMETHING_WENT_WRONG = 'Something went wrong';
/** The spec's "error notice that the path is forbidden" (part 1 §8), said without naming the API path. */
export const FORBIDDEN_MESSAGE = 'You are not allowed to view this information';

/** A failed API call, in the shape of the server's error bodies ({title, message} or {title, code, messages, base}). */
export class ApiError extends Error {
  readonly status: number;
  readonly title: string;
  /** 1: a single message; 2: messages per field. */
  readonly code: number | undefined;
  /** Field name → messages; the form shows the first of each. */
  readonly messages: Readonly<Record<string, readonly string[]>>;
  /** Messages about the record as a whole. */
  readonly base: readonly string[];
  readonly body: unknown;
  /** True once the client has already shown this failure to the user (reads do). */
  isReported = false;

  constructor(status: number, body: unknown) {
    const fields = isRecord(body) ? body : {};
    const title = typeof fields.title === 'string' ? fields.title : titleForStatus(status);
    super(typeof fields.message === 'string' ? fields.message : title);
    this.name = 'ApiError';
    this.status = status;
    this.title = title;
    this.code = typeof fields.code === 'number' ? fields.code : undefined;
    this.messages = isRecord(fields.messages) ? readMessages(fields.messages) : {};
    this.base = Array.isArray(fields.base) ? fields.base.filter((m) => typeof m === 'string') : [];
    this.body = body;
  }

  /** The first message of each field, which is what forms show. */
  firstMessages(): Record<string, string> {
    const first: Record<string, string> = {};
    for (const [field, list] of Object.entries(this.messages)) if (list[0]) first[field] = list[0];
    return first;
  }
}

/**
 * One line for a modal or message bar: base and field messages when there are any, else the message.
 * A field message is read after its field's name ("File is empty"), unless it is a sentence of its
 * own ("The file is larger than 5 MB").
 */
export function describeApiError(error: ApiError): string {
  const fieldLines = Object.entries(error.firstMessages()).map(([field, message]) => {
    if (/^[A-Z]/.test(message)) return message;
    const label = field.replace(/_/g, ' ');
    return `${label.charAt(0).toUpperCase()}${label.slice(1)} ${message}`;
  });
  const lines = [...error.base, ...fieldLines];
  return lines.length > 0 ? lines.join('. ') : error.message;
}

export interface GetOptions<T> {
  params?: QueryParams;
  signal?: AbortSignal;
  /** What a 403 resolves to ("the result is empty"). Without it a 403 rejects, already reported. */
  emptyResult?: T;
  /**
   * For the call that finds out whether anyone is signed in at all (`/me` on start-up): a 401 there
   * means "not signed in", not "no longer", so it goes to sign-in without the alert.
   */
  isSessionCheck?: boolean;
  /**
   * Failures the page explains itself, so no message is raised: a profile's 404 shows "No User"
   * in place of the form. They still reject, unreported.
   */
  unreportedStatuses?: readonly number[];
}

export async function apiGet<T>(path: string, options: GetOptions<T> = {}): Promise<T> {
  const response = await send(withSearchParams(path, options.params), 'GET', undefined, options.signal);
  if (response === 'network-error') throw reported(new ApiError(0, undefined), SOMETHING_WENT_WRONG);
  if (response.status === 401) return leaveForSignIn({ shouldAlert: !options.isSessionCheck });
  if (response.ok) return (await readBody(response)) as T;

  const error = new ApiError(response.status, await readBody(response));
  if (options.unreportedStatuses?.includes(response.status)) throw error;
  if (response.status === 403) {
    if ('emptyResult' in options) {
      notifyError(FORBIDDEN_MESSAGE);
      return options.emptyResult as T;
    }
    throw reported(error, FORBIDDEN_MESSAGE);
  }
  throw reported(error, SOMETHING_WENT_WRONG);
}

export interface SendOptions {
  /** GET only for the few actions the API exposes as a GET (switching institute). */
  method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';
  /** JSON-encoded, or sent as multipart when it is a FormData (uploads). */
  body?: unknown;
  signal?: AbortSignal;
  /** Also show the failure to the user: in the Error! modal, or in the message bar. */
  errorDisplay?: 'modal' | 'message';
}

export async function apiSend<T = unknown>(path: string, options: SendOptions = {}): Promise<T> {
  const response = await send(path, options.method ?? 'POST', options.body, options.signal);
  if (response !== 'network-error') {
    if (response.status === 401) return leaveForSignIn({ shouldAlert: true });
    if (response.ok) return (await readBody(response)) as T;
  }
  const error =
    response === 'network-error'
      ? new ApiError(0, undefined)
      : new ApiError(response.status, await readBody(response));
  if (options.errorDisplay === 'modal') showErrorModal(describeApiError(error));
  if (options.errorDisplay === 'message') notifyError(describeApiError(error));
  error.isReported = options.errorDisplay !== undefined;
  throw error;
}

/** A contract operation's input: its path params and body as the contract types them, and the query. */
export type CallInput<O extends Operation> = InputOf<O> & { query?: QueryParams };

export interface CallOptions<T> extends Omit<GetOptions<T>, 'params'>, Omit<SendOptions, 'method' | 'body'> {
  /** A GET that is an action (switching institute): its failure is the caller's to show, as a write's is. */
  isAction?: boolean;
}

type CallArgs<O extends Operation> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "nothing is required"
  {} extends InputOf<O>
    ? [input?: CallInput<O>, options?: CallOptions<ResponseOf<O>>]
    : [input: CallInput<O>, options?: CallOptions<ResponseOf<O>>];

/**
 * Calls a contract operation (`call(api.users.get, { params: { id } })`): the path, method and types
 * come from the contract, so a renamed path or a changed body fails to compile here. A GET is a read
 * (`apiGet`: failures reported), anything else a write (`apiSend`).
 */
export function call<O extends Operation>(
  operation: O,
  ...[input, options = {}]: CallArgs<O>
): Promise<ResponseOf<O>> {
  const url = buildUrl(operation, input);
  if (operation.method === 'GET' && !options.isAction) return apiGet<ResponseOf<O>>(url, options);
  return apiSend<ResponseOf<O>>(url, { ...options, method: operation.method, body: input?.body });
}

type UrlInput<O extends Operation> = ParamsInputOf<O> & { query?: QueryParams };

/** The URL of an operation (downloads, links, uploads): path params filled in, the query appended. */
export function urlOf<O extends Operation>(
  operation: O,
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "nothing is required"
  ...[input]: {} extends UrlInput<O> ? [input?: UrlInput<O>] : [input: UrlInput<O>]
): string {
  return buildUrl(operation, input);
}

function buildUrl(operation: Operation, input: { params?: unknown; query?: QueryParams } | undefined) {
  return withSearchParams(
    pathOf(operation.path, input?.params as Record<string, unknown> | undefined),
    input?.query,
  );
}

/**
 * Signing out has begun: reads still on their way will meet a 401 as the session ends, and must
 * neither alert "You are no longer logged in" nor send the page to sign-in over the identity
 * provider's sign-out page, where signing out is taking it (features/auth/api/sign-out.ts).
 */
export function beginSigningOut(): void {
  isLeavingForSignIn = true;
}

/** Signing out: the sign-in page, with no page to come back to. */
export function redirectToSignIn(): void {
  window.location.assign(SIGN_IN_PATH);
}

/**
 * The sign-in page, set to come back to the page the user is on. The server follows `return_to`
 * only for a path on this site (features/auth/return-path.ts).
 */
export function signInUrlReturningHere(): string {
  const { pathname, search, hash } = window.location;
  const here = `${pathname}${search}${hash}`;
  return here === '/'
    ? SIGN_IN_PATH
    : `${SIGN_IN_PATH}?${new URLSearchParams({ return_to: here }).toString()}`;
}

let isLeavingForSignIn = false;

/**
 * Several requests often fail together when a session ends; only the first alerts and redirects.
 * The promise never settles: the page is unloading, and an error screen would only flash.
 */
function leaveForSignIn({ shouldAlert }: { shouldAlert: boolean }): Promise<never> {
  if (!isLeavingForSignIn) {
    isLeavingForSignIn = true;
    if (shouldAlert) window.alert(SESSION_EXPIRED_MESSAGE);
    window.location.assign(signInUrlReturningHere());
  }
  return new Promise<never>(() => {});
}

async function send(
  url: string,
  method: string,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<Response | 'network-error'> {
  const headers: Record<string, string> = { ...CLIENT_HEADERS, Accept: 'application/json' };
  // A FormData body (a file upload) sets its own multipart Content-Type. Only declare JSON with a
  // body: the server rejects an empty body declared as JSON.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(url, {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // A cancelled query is not a failure to report; TanStack Query expects the abort to propagate.
    if (signal?.aborted) throw error;
    return 'network-error';
  }
}

function reported(error: ApiError, notice: string): ApiError {
  notifyError(notice);
  error.isReported = true;
  return error;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readMessages(value: Record<string, unknown>): Record<string, string[]> {
  const messages: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(value)) {
    if (Array.isArray(list)) messages[field] = list.filter((m): m is string => typeof m === 'string');
  }
  return messages;
}

function titleForStatus(status: number): string {
  if (status === 0) return SOMETHING_WENT_WRONG;
  if (status >= 500) return '500 Internal Server Error';
  return `Something went wrong. got status=${status}`;
}
