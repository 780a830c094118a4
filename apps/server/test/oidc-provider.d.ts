// oidc-provider ships no types; the test identity provider (test/identity-provider.ts) uses a few calls.
declare module 'oidc-provider';
