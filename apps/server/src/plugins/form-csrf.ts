import '@fastify/cookie';
import Tokens from '@fastify/csrf';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * CSRF tokens for the server-rendered form posts (the `authenticity_token` field).
 * The secret lives in a signed, HttpOnly cookie; the token in the form is derived from it.
 */
const CSRF_COOKIE = 'pdp_csrf';
// Without userInfo (the first overload of the constructor's types assumes it).
interface SimpleTokens {
  secretSync(): string;
  create(secret: string): string;
  verify(secret: string, token: string): boolean;
}
const tokens = new Tokens() as unknown as SimpleTokens;

function secretOf(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const raw = request.cookies[CSRF_COOKIE];
  if (!raw) return undefined;
  const unsigned = reply.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

export function issueFormToken(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = secretOf(request, reply);
  if (existing) return tokens.create(existing);
  const secret = tokens.secretSync();
  reply.setCookie(CSRF_COOKIE, secret, { path: '/', httpOnly: true, sameSite: 'lax', secure, signed: true });
  return tokens.create(secret);
}

export function isValidFormToken(request: FastifyRequest, reply: FastifyReply, token: unknown): boolean {
  const secret = secretOf(request, reply);
  return Boolean(secret) && typeof token === 'string' && tokens.verify(secret!, token);
}
