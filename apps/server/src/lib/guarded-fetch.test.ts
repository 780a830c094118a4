import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetch, RefusedDestinationError } from './guarded-fetch.js';

/** A resolver the test controls: each name answers the addresses given, anything else ENOTFOUND. */
function resolverOf(names: Record<string, string[]>): LookupFunction & { asked: string[] } {
  const asked: string[] = [];
  const lookup = ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    asked.push(hostname);
    const addresses: LookupAddress[] = (names[hostname] ?? []).map((address) => ({
      address,
      family: address.includes(':') ? 6 : 4,
    }));
    if (addresses.length === 0) return callback(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }));
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  }) as unknown as LookupFunction & { asked: string[] };
  lookup.asked = asked;
  return lookup;
}

describe('createGuardedFetch', () => {
  let server: http.Server;
  let port: number;
  const hits: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push(String(req.url));
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ method: req.method, body: req.headers['content-length'] ?? null }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = { method: 'GET', headers: {} };

  it('refuses a name that resolves to a private address, without connecting', async () => {
    const lookup = resolverOf({ 'idp.example': ['10.0.0.7'] });
    const guarded = createGuardedFetch({ allowLoopback: false, lookup });
    await expect(guarded('https://idp.example/.well-known/openid-configuration', get)).rejects.toThrow(
      RefusedDestinationError,
    );
    expect(lookup.asked).toEqual(['idp.example']);
  });

  it('refuses a name when any of its addresses is not public (one public, one metadata service)', async () => {
    const lookup = resolverOf({ 'idp.example': ['93.184.215.14', '169.254.169.254'] });
    const guarded = createGuardedFetch({ allowLoopback: false, lookup });
    await expect(guarded('https://idp.example/', get)).rejects.toThrow(/not public/);
  });

  it('connects to the address it checked (a name pinned to this machine, when loopback is allowed)', async () => {
    const before = hits.length;
    const lookup = resolverOf({ 'idp.localhost': ['127.0.0.1'] });
    const allowed = createGuardedFetch({ allowLoopback: true, lookup });
    const answer = await allowed(`http://idp.localhost:${port}/discovery`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code' }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ method: 'POST', body: '29' });
    expect(hits.slice(before)).toEqual(['/discovery']);

    // The same name with loopback not allowed: refused before the lookup, nothing reaches the server.
    const strict = createGuardedFetch({ allowLoopback: false, lookup });
    await expect(strict(`https://idp.localhost:${port}/discovery`, get)).rejects.toThrow(
      RefusedDestinationError,
    );
    expect(hits.slice(before)).toEqual(['/discovery']);
  });

  it('refuses literal addresses and plain http before any connection', async () => {
    const before = hits.length;
    const lookup = resolverOf({});
    const strict = createGuardedFetch({ allowLoopback: false, lookup });
    for (const url of [
      `http://127.0.0.1:${port}/internal-probe`,
      `https://127.0.0.1:${port}/internal-probe`,
      'http://10.0.0.1/',
      'https://169.254.169.254/latest/meta-data/',
    ])
      await expect(strict(url, get)).rejects.toThrow(RefusedDestinationError);
    expect(hits.length).toBe(before);
    expect(lookup.asked).toEqual([]);
  });

  it('drops an answer larger than its limit', async () => {
    const big = http.createServer((_req, res) => res.end('x'.repeat(4096)));
    await new Promise<void>((resolve) => big.listen(0, '127.0.0.1', resolve));
    try {
      const guarded = createGuardedFetch({ allowLoopback: true, maxBytes: 1024 });
      await expect(guarded(`http://127.0.0.1:${(big.address() as AddressInfo).port}/`, get)).rejects.toThrow(
        /too large/,
      );
    } finally {
      await new Promise<void>((resolve) => big.close(() => resolve()));
    }
  });
});
