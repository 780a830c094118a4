import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import type { AppDeps } from '../../app-deps.js';
import type { AuditPackRunRow } from '../../db/schema/index.js';
import { runInRequestContext } from '../../lib/request-context.js';
import { randomToken } from '../../lib/tokens.js';
import { loadPackData } from './pack-data-service.js';
import * as data from './pack-data-repository.js';
import { packInstitute, renderPdfOf } from './pack-service.js';
import { addPackEntries, namePart, PackZip } from './pack-zip.js';
import * as runs from './runs-repository.js';
import { expiryOf, readyEmail, scopeOf, type AuditPackJob } from './runs-service.js';

/** Educators read and drawn together: few enough that memory stays flat, enough to save round trips. */
const BATCH = 10;

/** Hashes and counts what passes through. */
function hashing() {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ sha256: hash.digest('hex'), size }) };
}

type Deps = Pick<AppDeps, 'db' | 'storage' | 'mailer' | 'config'>;

/**
 * Makes a run's ZIP (the audit-pack job): a folder per educator with their PDF, files and manifest,
 * written as it is made to a temporary file and then streamed to the file store, so memory holds one
 * batch of educators and one file at a time whatever the pack's size. The progress is saved after each
 * batch; when done the requester gets an email, in the transaction that marks the run ready.
 */
export async function makeAuditPackRun(deps: Deps, job: AuditPackJob): Promise<void> {
  const run = await runs.claimRun(deps.db, job.instituteId, job.runId);
  if (!run) return;
  const folder = await mkdtemp(path.join(os.tmpdir(), 'pdp-audit-pack-'));
  try {
    const made = await writeZip(deps, run, path.join(folder, 'pack.zip'));
    const key = `${job.instituteId}/${randomToken()}.zip`;
    await deps.storage.putStream(key, createReadStream(path.join(folder, 'pack.zip')), made.size);
    const expiresAt = expiryOf(new Date());
    const full = (await runs.findRun(deps.db, job.instituteId, job.runId))!;
    // The ready pack's SHA-256 reaches the audit trail as made by whoever asked for it.
    await runInRequestContext({ requestId: `audit-pack-${run.id}`, userId: run.requested_by }, () =>
      deps.db.transaction(async (tx) => {
        await runs.updateRun(tx, job.instituteId, job.runId, {
          status: 'ready',
          sha256: made.sha256,
          size: made.size,
          missing_files: made.missing,
          file_key: key,
          expires_at: expiresAt,
        });
        await deps.mailer.queue(tx, readyEmail(deps, full, expiresAt));
      }),
    );
  } catch (error) {
    await runs.updateRun(deps.db, job.instituteId, job.runId, {
      status: 'failed',
      error: { message: 'The pack could not be made. Try again, or ask your administrator.' },
    });
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function writeZip(deps: Deps, run: AuditPackRunRow, file: string) {
  const userIds = await data.educatorsInScope(deps.db, run.institute_id, scopeOf(run));
  const institute = await packInstitute(deps.db, deps.storage, run.institute_id);
  const range = { from: run.date_from, to: run.date_to };
  const zip = new PackZip();
  const hash = hashing();
  const written = pipeline(zip.zip.outputStream as unknown as Readable, hash.stream, createWriteStream(file));
  let missing = 0;
  const adding = (async () => {
    for (let start = 0; start < userIds.length; start += BATCH) {
      const packs = await loadPackData(deps.db, institute, userIds.slice(start, start + BATCH), range);
      for (const pack of packs) {
        const pdf = await renderPdfOf(institute, pack);
        const owner = `${pack.owner.family_name} ${pack.owner.given_name} (${pack.owner.id})`;
        const entries = await addPackEntries(zip, deps.storage, `${namePart(owner)}/`, pack, pdf);
        missing += entries.filter((entry) => entry.status === 'missing').length;
      }
      await runs.updateRun(deps.db, run.institute_id, run.id, {
        educators_total: userIds.length,
        educators_done: Math.min(start + BATCH, userIds.length),
      });
    }
    zip.end();
  })().catch((error: unknown) => {
    (zip.zip.outputStream as unknown as Readable).destroy(error as Error);
    throw error;
  });
  await Promise.all([adding, written]);
  return { ...hash.result(), missing };
}
