import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomToken } from './tokens.js';

/**
 * Reads a secret kept in DATA_DIR, generating it (mode 600) on first use. Worker processes start
 * together and may all find it missing: each writes a complete file of its own and links it into
 * place, which only the first can do; the others read the winner's.
 */
export function readOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomToken().slice(0, 8)}`;
  writeFileSync(draft, `${randomToken() + randomToken()}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(file, 'utf8').trim();
}
