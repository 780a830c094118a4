import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomToken } from './tokens.js';

/** Reads a secret kept in DATA_DIR, generating it (mode 600) on first use. */
export function readOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomToken() + randomToken();
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
