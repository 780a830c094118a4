import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { randomInt } from 'node:crypto';
import { LIMITS } from '@pdp/contract';

/** argon2id with the OWASP parameters (m=19456 KiB, t=2, p=1): about 11 ms a hash here. */
// Algorithm is an ambient const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verifying against this when the account is unknown makes known and unknown emails take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  const target = passwordHash ?? (await (dummyHash ??= hashPassword('not-a-real-password-Aa1!')));
  try {
    const ok = await verify(target, password);
    return ok && passwordHash != null;
  } catch {
    return false;
  }
}

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = LIMITS.passwordSymbols;

/** A random password that meets the policy: used for the demo accounts and the admin CLI. */
export function generatePassword(length = 20): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const all = UPPER + LOWER + DIGITS;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
