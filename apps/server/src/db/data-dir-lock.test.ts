import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase, type DatabaseHandle } from './client.js';
import { DataDirectoryLockedError } from './data-dir-lock.js';
import { institutes } from './schema/index.js';

// Always PGlite: the lock guards the embedded database's directory, whatever TEST_DATABASE says.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts the real server (`src/server.ts`) on the directory, and answers how it ended. */
function runServer(dataDir: string, timeoutMs = 45_000) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  return new Promise<{ code: number | null; stderr: string; timedOut: boolean }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: {
        ...env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        DEMO: 'off',
        SESSION_SECRET: 'lock-test-session-secret-lock-test-session',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let timedOut = false;
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, timedOut });
    });
  });
}

describe('the PGlite data directory lock', () => {
  let dataDir: string;
  let first: DatabaseHandle | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'pdp-lock-'));
  });
  afterAll(async () => {
    await first?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second open in the same process with a clear error', async () => {
    first = await openPgliteDatabase(dataDir);
    await first.db.insert(institutes).values({ name: 'Written before' });

    const second = openPgliteDatabase(dataDir);
    await expect(second).rejects.toBeInstanceOf(DataDirectoryLockedError);
    await expect(second).rejects.toThrow(`The data directory ${path.resolve(dataDir)} is in use`);
    await expect(second).rejects.toThrow(/stop the other process \(or use another DATA_DIR\)/);

    // The refused attempt leaves the holder working.
    await first.db.insert(institutes).values({ name: 'Written after the refusal' });
    const names = (await first.db.select({ name: institutes.name }).from(institutes)).map((r) => r.name);
    expect(names.sort()).toEqual(['Written after the refusal', 'Written before']);
  });

  it('makes a second server process on the same directory exit non-zero with the clear message', async () => {
    expect(first).toBeDefined();
    const result = await runServer(dataDir);
    expect(result.timedOut).toBe(false);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(
      `The data directory ${path.resolve(dataDir)} is in use by another PD Passport process`,
    );

    // The holder is untouched by the other process.
    const [row] = await first!.db.select().from(institutes).where(eq(institutes.name, 'Written before'));
    expect(row).toBeDefined();
  });

  it('opens again after close, and nothing written before is lost', async () => {
    await first!.close();
    first = undefined;

    const reopened = await openPgliteDatabase(dataDir);
    try {
      const names = (await reopened.db.select({ name: institutes.name }).from(institutes)).map((r) => r.name);
      expect(names.sort()).toEqual(['Written after the refusal', 'Written before']);
      // And it can write: the lock is this handle's now.
      await reopened.db.insert(institutes).values({ name: 'Written by the reopened handle' });
    } finally {
      await reopened.close();
    }
    // Closing released the lock once more.
    const again = await openPgliteDatabase(dataDir);
    const count = (await again.db.select().from(institutes)).length;
    await again.close();
    expect(count).toBe(3);
  });
});
