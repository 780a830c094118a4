import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../src/lib/storage-s3.js';
import { migrateStorage } from '../src/lib/storage-migrate.js';
import { localStorageOf, type FileStorage } from '../src/lib/storage.js';
import { randomToken } from '../src/lib/tokens.js';
import { runAdmin } from './backup-support.js';
import { startS3Server, type TestS3Server } from './s3-server.js';

/** `npm run admin -- storage-migrate`: an install's files move from DATA_DIR/uploads to S3. */

let s3: TestS3Server;
let dataDir: string;
let local: FileStorage;
let bucket: FileStorage;
const files: { key: string; data: Buffer }[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pdp-migrate-'));
  local = localStorageOf({ dataDir });
  bucket = createS3Storage(s3.storage());
  for (const [key, size] of [
    [`3/${randomToken()}.pdf`, 5_000_000],
    [`3/${randomToken()}.png`, 1_000],
    [`cache/4/${randomToken()}.docx`, 20_000],
  ] as const) {
    const data = randomBytes(size);
    await local.put(key, data);
    files.push({ key, data });
  }
});
afterAll(async () => {
  await s3?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

// Each run starts the CLI through tsx: seconds each, more on a busy machine.
const CLI_TIMEOUT = 120_000;
const migrate = () => runAdmin(['storage-migrate'], { DATA_DIR: dataDir, ...s3.env });

describe('storage-migrate', () => {
  it(
    'copies every file to the bucket and verifies it; run again, it copies nothing and changes nothing',
    async () => {
      const first = await migrate();
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(first.stdout).toContain('3 copied and verified, 0 already there (same SHA-256), 0 failed.');
      for (const file of files) expect((await bucket.get(file.key))?.equals(file.data)).toBe(true);

      const again = await migrate();
      expect(again.code).toBe(0);
      expect(again.stdout).toContain('0 copied and verified, 3 already there (same SHA-256), 0 failed.');
    },
    CLI_TIMEOUT,
  );

  it(
    'copies again an object that differs from the file on disk (a run stopped half-way)',
    async () => {
      await bucket.put(files[0]!.key, Buffer.from('truncated'));
      const run = await migrate();
      expect(run.stdout).toContain('1 copied and verified, 2 already there');
      expect((await bucket.get(files[0]!.key))?.equals(files[0]!.data)).toBe(true);
    },
    CLI_TIMEOUT,
  );

  it('reports a copy that does not read back as written', async () => {
    // A store that keeps something other than what it was given.
    const corrupting: FileStorage = { ...bucket, put: (key, data) => bucket.put(key, data.subarray(1)) };
    await bucket.delete(files[1]!.key);
    const report = await migrateStorage(local, corrupting);
    expect(report).toEqual({ copied: 0, skipped: 2, failed: [files[1]!.key] });
  });

  it(
    'refuses to run without S3 settings, and names an unreachable bucket',
    async () => {
      const local = await runAdmin(['storage-migrate'], { DATA_DIR: dataDir });
      expect(local.code).toBe(1);
      expect(local.stderr).toContain('set STORAGE=s3');
      const down = await runAdmin(['storage-migrate'], {
        DATA_DIR: dataDir,
        ...s3.env,
        S3_ENDPOINT: 'http://127.0.0.1:9',
      });
      expect(down.code).toBe(1);
      expect(down.stderr).toContain('File storage unavailable');
    },
    CLI_TIMEOUT,
  );
});
