/**
 * The one way the console talks to the API: same-origin cookie session, JSON, and the
 * `X-Client-App: webapp` header that the server requires on state-changing calls (its CSRF defence).
 */

export const SIGN_IN_PATH = '/users/sign_in';
export const CLIENT_HEADERS = { 'X-Client-App': 'webapp' } as const;

/** An API answer other than 2xx. `body` is the server's error shape ({title, message, ...}) when JSON. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    const title = typeof body === 'object' && body && 'title' in body ? String(body.title) : `HTTP ${status}`;
    super(title);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

export function redirectToSignIn(): void {
  window.location.assign(SIGN_IN_PATH);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...CLIENT_HEADERS, Accept: 'application/json' };
  // Only send a content type with a body: the server rejects an empty body declared as JSON.
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(path, {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });

  if (response.status === 401) {
    redirectToSignIn();
    // The page is unloading: stay pending rather than flash an error screen on the way out.
    return new Promise<T>(() => {});
  }

  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) throw new ApiError(response.status, data);
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
