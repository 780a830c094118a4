import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets kept at rest (an institute's SSO client secret) and for short-lived values
 * the browser carries but must neither read nor change (the SSO flow's state). The key is derived
 * from the configured secret with HKDF, one key per purpose, so a value sealed for one purpose never
 * opens as another. Format: `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export type Sealer = { seal(plain: string): string; open(sealed: string): string | undefined };

export function createSealer(secret: string, purpose: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secret, 'pdp-sealed', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    /** The plain text, or undefined when the value was changed, sealed with another key or is no sealed value. */
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return undefined;
      }
    },
  };
}

/** The sealer of the institutes' SSO client secrets at rest, keyed by SSO_SECRET_KEY (docs/sso.md). */
export const ssoSecretSealer = (ssoSecretKey: string) => createSealer(ssoSecretKey, 'sso-client-secret');
