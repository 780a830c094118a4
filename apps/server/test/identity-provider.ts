import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 for the SSO tests (issue 20). Anyone named by
 * the authorization request's login_hint is signed in at once (no login page) with the email claim
 * `email`; consent is implied. With `loginPage` (the browser test) the provider shows its own login
 * form instead (oidc-provider's development interactions: any login, any password) and signs in
 * whoever is typed there. `tamper` rewrites the next ID token the token endpoint sends
 * (re-signed with the provider's own key, or with `foreignKey` a stranger's), to show each check.
 */
export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Further claims of one account (e.g. `groups`), from now on; the `profile` scope carries `groups`. */
  setClaims(accountId: string, claims: Record<string, unknown>): void;
  /** Rewrites the claims of the next ID token (one use). */
  tamper(change: (claims: Record<string, unknown>) => void, options?: { foreignKey?: boolean }): void;
  close(): Promise<void>;
}

export async function startIdentityProvider(
  redirectUris: string[],
  postLogoutUris: string[],
  options: { loginPage?: boolean } = {},
): Promise<TestIdentityProvider> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const clientId = 'pdp-console';
  const clientSecret = 'test-client-secret-0123456789abcdef';
  const extraClaims = new Map<string, Record<string, unknown>>();
  let pending: { change: (claims: Record<string, unknown>) => void; foreignKey?: boolean } | undefined;

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
      { client_id: 'someone-else', client_secret: clientSecret, redirect_uris: redirectUris },
    ],
    jwks: { keys: [jwk] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['groups'] },
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: true, ...extraClaims.get(id) }),
    }),
    loadExistingGrant: async (ctx: {
      oidc: {
        provider: { Grant: new (o: object) => Grant };
        client: { clientId: string };
        session: { accountId: string };
      };
    }) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: options.loginPage === true },
      rpInitiatedLogout: { enabled: true },
    },
  });
  const callback = provider.callback();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    void (async () => {
      if (req.url?.startsWith('/interaction/') && !options.loginPage) {
        const details = await provider.interactionDetails(req, res);
        const accountId = String(details.params.login_hint ?? 'nobody@example.test');
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      if (req.url?.startsWith('/token') && pending) {
        const { change, foreignKey } = pending;
        pending = undefined;
        rewriteIdToken(res, change, foreignKey ? stranger : privateKey);
      }
      callback(req, res);
    })();
  });

  return {
    issuer,
    clientId,
    clientSecret,
    setClaims(accountId, claims) {
      extraClaims.set(accountId, claims);
    },
    tamper(change, options = {}) {
      pending = { change, foreignKey: options.foreignKey };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface Grant {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}

/** Catches the token endpoint's JSON on its way out and re-signs its ID token with changed claims. */
function rewriteIdToken(
  res: http.ServerResponse,
  change: (c: Record<string, unknown>) => void,
  key: KeyObject,
) {
  const end = res.end.bind(res) as (chunk?: unknown) => http.ServerResponse;
  res.end = ((chunk?: unknown) => {
    const body = JSON.parse(String(chunk)) as { id_token?: string };
    if (body.id_token) {
      const [header, payload] = body.id_token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
      change(claims);
      const signed = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
      body.id_token = `${signed}.${sign('sha256', Buffer.from(signed), key).toString('base64url')}`;
    }
    const text = JSON.stringify(body);
    res.setHeader('content-length', Buffer.byteLength(text));
    return end(text);
  }) as typeof res.end;
}

/** Follows the provider's redirects (keeping its cookies) until it sends the browser back to the app. */
export async function followProvider(url: string, appUrl: string): Promise<URL> {
  const jar = new Map<string, string>();
  let next = url;
  for (let hop = 0; hop < 10; hop++) {
    if (next.startsWith(appUrl)) return new URL(next);
    const response = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`The provider stopped at ${next}: ${response.status} ${await response.text()}`);
    next = new URL(location, next).href;
  }
  throw new Error('Too many redirects at the provider');
}
