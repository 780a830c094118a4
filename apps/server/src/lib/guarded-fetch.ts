import dns, { type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isAllowedAddress, outboundUrlProblem, type AddressPolicy } from './public-address.js';

/** What openid-client hands its `customFetch` (a subset of fetch's options). */
export interface GuardedFetchInit {
  method: string;
  headers: Record<string, string>;
  body?: string | URLSearchParams | Uint8Array | ArrayBuffer | ReadableStream | null;
  signal?: AbortSignal;
}
export type GuardedFetch = (url: string, init: GuardedFetchInit) => Promise<Response>;

/** A refused destination: before any connection is made. */
export class RefusedDestinationError extends Error {}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A fetch for URLs a tenant chose (an institute's SSO provider): the URL must pass the address policy
 * (public-address.ts), and a host name is checked once resolved, inside the connection itself (the
 * socket's `lookup`), so a name that resolves to 10.x, or to a public address first and a private one
 * at connect time (DNS rebinding), never gets a connection. Redirects are not followed (openid-client
 * asks for `redirect: 'manual'`), and an answer over `maxBytes` is dropped. `lookup` is for tests.
 */
export function createGuardedFetch(
  policy: AddressPolicy & { lookup?: LookupFunction; maxBytes?: number },
): GuardedFetch {
  const resolve: LookupFunction = policy.lookup ?? dns.lookup;
  const maxBytes = policy.maxBytes ?? 1024 * 1024;
  const checkedLookup: LookupFunction = (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 0);
      const addresses = found as unknown as LookupAddress[];
      if (addresses.length === 0 || !addresses.every((a) => isAllowedAddress(a.address, policy))) {
        const refused = new RefusedDestinationError(`${hostname} resolves to an address that is not public`);
        return callback(Object.assign(refused, { code: 'EADDRNOTAVAIL' }), '', 0);
      }
      if (options.all) return callback(null, addresses as never);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };

  return (url, init) =>
    new Promise<Response>((resolveResponse, reject) => {
      const target = new URL(url);
      const problem = outboundUrlProblem(target, policy);
      if (problem) return reject(new RefusedDestinationError(`${target.origin} ${problem}`));
      if (init.body instanceof ReadableStream)
        return reject(new TypeError('A streamed body is not supported'));
      const client = target.protocol === 'https:' ? https : http;
      const request = client.request(
        target,
        // A connection of its own (agent: false): a pooled socket was not made through checkedLookup.
        {
          method: init.method,
          headers: init.headers,
          lookup: checkedLookup,
          agent: false,
          signal: init.signal,
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            chunks.push(chunk);
            if (size > maxBytes) {
              reject(new RefusedDestinationError('The answer is too large'));
              request.destroy();
            }
          });
          response.on('error', reject);
          response.on('end', () => {
            if (size > maxBytes) return;
            const status = response.statusCode ?? 502;
            const headers = new Headers();
            for (const [name, value] of Object.entries(response.headers)) {
              for (const one of [value ?? []].flat()) headers.append(name, one);
            }
            const body = NULL_BODY_STATUSES.has(status) ? null : Buffer.concat(chunks);
            resolveResponse(new Response(body, { status, statusText: response.statusMessage, headers }));
          });
        },
      );
      request.on('error', reject);
      const body = init.body;
      request.end(
        body === null || body === undefined
          ? undefined
          : typeof body === 'string' || body instanceof URLSearchParams
            ? String(body)
            : Buffer.from(body instanceof ArrayBuffer ? new Uint8Array(body) : body),
      );
    });
}
