import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readOrCreateSecret } from './secrets.js';

describe('readOrCreateSecret', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the secret once (mode 600) and reads the same one afterwards', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pdp-secret-'));
    const first = readOrCreateSecret(dir, 'session-secret');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readOrCreateSecret(dir, 'session-secret')).toBe(first);
    expect(statSync(path.join(dir, 'session-secret')).mode & 0o777).toBe(0o600);
  });

  it('gives every one of several processes starting at once the same secret, and leaves no drafts', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pdp-secret-'));
    const script = `import { readOrCreateSecret } from ${JSON.stringify(path.resolve(import.meta.dirname, 'secrets.ts'))};
process.stdout.write(readOrCreateSecret(process.argv[1], 'session-secret'));`;
    const run = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dir]);
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
      });
    const secrets = await Promise.all(Array.from({ length: 6 }, run));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toBe(readFileSync(path.join(dir, 'session-secret'), 'utf8').trim());
    expect(readdirSync(dir)).toEqual(['session-secret']);
  });
});
