import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe random token with 256 bits of entropy. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as their SHA-256 so a leaked table holds nothing usable. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
