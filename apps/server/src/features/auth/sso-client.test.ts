import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-deps.js';
import type { InstituteRow } from '../../db/schema/index.js';
import { RefusedDestinationError } from '../../lib/guarded-fetch.js';
import { ssoClientOf } from './sso-client.js';

/** The provider's address is the institute admin's to choose: the server fetches only public https. */
describe('ssoClientOf', () => {
  let probe: http.Server;
  let probeUrl: string;
  const hits: string[] = [];
  beforeAll(async () => {
    probe = http.createServer((req, res) => {
      hits.push(String(req.url));
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    probeUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/internal-probe`;
  });
  afterAll(() => new Promise<void>((resolve) => probe.close(() => resolve())));

  const depsWith = (ssoAllowLoopbackHttp: boolean) =>
    ({ config: { ssoAllowLoopbackHttp, ssoSecretKey: 'k'.repeat(32) } }) as unknown as AppDeps;
  /** Whether discovery failed because the guarded fetch refused the address (openid-client wraps it). */
  const isRefused = async (pending: Promise<unknown>) => {
    let error: unknown = await pending.then(
      () => undefined,
      (e: unknown) => e,
    );
    while (error && !(error instanceof RefusedDestinationError)) error = (error as { cause?: unknown }).cause;
    return error instanceof RefusedDestinationError;
  };
  let nextId = 1;
  // An issuer stored before the save-time check existed, or written past it.
  const instituteWith = (issuer: string) =>
    ({
      id: nextId++,
      sso_issuer_url: issuer,
      sso_client_id: 'client',
      sso_client_secret: null,
    }) as InstituteRow;

  it('never fetches this machine unless SSO_ALLOW_LOOPBACK_HTTP allows it', async () => {
    expect(await isRefused(ssoClientOf(depsWith(false), instituteWith(probeUrl)))).toBe(true);
    expect(hits).toEqual([]);
    // Allowed (tests, local providers), the same issuer is fetched: the probe sees discovery.
    expect(await isRefused(ssoClientOf(depsWith(true), instituteWith(probeUrl)))).toBe(false);
    expect(hits).toEqual(['/internal-probe/.well-known/openid-configuration']);
  });

  it.each(['http://10.0.0.1/', 'https://10.0.0.1/', 'https://169.254.169.254/', 'http://[::1]:1/'])(
    'refuses %s before any connection, loopback allowed or not',
    async (issuer) => {
      for (const allowLoopback of [false, true]) {
        if (allowLoopback && issuer.includes('[::1]')) continue;
        expect(await isRefused(ssoClientOf(depsWith(allowLoopback), instituteWith(issuer)))).toBe(true);
      }
    },
  );
});
