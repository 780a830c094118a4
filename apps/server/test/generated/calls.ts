import type { Readable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import qs from 'qs';
import type { RouteEntry } from '../../src/plugins/auth.js';

/** Runs `task` over the items, at most `limit` at a time (the app is shared; the machine has 2 cores). */
export async function mapLimit<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export interface Call {
  method: string;
  url: string;
  /** Encoded with brackets, as the web app sends list queries (`q[name_cont]=x`); or a ready string. */
  query?: Record<string, unknown> | string;
  /** JSON-encoded unless `rawBody` is given. */
  body?: unknown;
  /** Sent as it is (a multipart body, or one that arrives in chunks). */
  rawBody?: string | Buffer | Readable;
  contentType?: string;
  cookie?: string;
}

const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';

/** Sends a request the way the web app does (X-Client-App: webapp, the session cookie). */
export function send(app: FastifyInstance, call: Call): Promise<LightMyRequestResponse> {
  const query = typeof call.query === 'string' ? call.query : qs.stringify(call.query ?? {});
  const headers: Record<string, string> = { 'x-client-app': 'webapp' };
  if (call.cookie) headers.cookie = call.cookie;
  let payload: Call['rawBody'];
  if (call.rawBody !== undefined) payload = call.rawBody;
  else if (hasBody(call.method)) payload = JSON.stringify(call.body ?? {});
  if (payload !== undefined) headers['content-type'] = call.contentType ?? 'application/json';
  return app.inject({
    method: call.method as 'GET',
    url: query ? `${call.url}?${query}` : call.url,
    payload,
    headers,
  });
}

export const routeName = (route: Pick<RouteEntry, 'method' | 'url'>) => `${route.method} ${route.url}`;
