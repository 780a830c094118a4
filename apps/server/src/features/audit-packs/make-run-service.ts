import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import type { AuditPackRunRow } from '../../db/schema/index.js';
import type { FileStorage } from '../../lib/storage.js';
import { runInRequestContext } from '../../lib/request-context.js';
import { randomToken } from '../../lib/tokens.js';
import { loadPackData } from './pack-data-service.js';
import * as data from './pack-data-repository.js';
import { packInstitute, renderPdfOf } from './pack-service.js';
import { addPackEntries, namePart, PackZip } from './pack-zip.js';
import * as runs from './runs-repository.js';
import { expiryOf, readyEmail, RUN_FAILED, scopeOf, type AuditPackJob } from './runs-service.js';

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
type StoreDeps = { db: Executor; storage: FileStorage };

/**
 * Makes a run's ZIP: a folder per educator with their PDF, files and manifest, written as it is made
 * to a temporary file and then streamed to the file store, so memory holds one batch of educators and
 * one file at a time whatever the pack's size. The progress is saved after each batch.
 */
async function storeZip(deps: StoreDeps, run: AuditPackRunRow) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'pdp-audit-pack-'));
  try {
    const file = path.join(folder, 'pack.zip');
    const made = await writeZip(deps, run, file);
    const key = `${run.institute_id}/${randomToken()}.zip`;
    await deps.storage.putStream(key, createReadStream(file), made.size);
    return { ...made, key };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const readyChanges = (made: Awaited<ReturnType<typeof storeZip>>, expiresAt: Date) => ({
  status: 'ready' as const,
  sha256: made.sha256,
  size: made.size,
  missing_files: made.missing,
  file_key: made.key,
  expires_at: expiresAt,
});

/**
 * The audit-pack job: makes the claimed run's ZIP; when done the requester gets an email, in the
 * transaction that marks the run ready. A failure marks the run failed, with words for the screen.
 */
export async function makeAuditPackRun(deps: Deps, job: AuditPackJob): Promise<void> {
  const run = await runs.claimRun(deps.db, job.instituteId, job.runId);
  if (!run) return;
  try {
    const made = await storeZip(deps, run);
    const expiresAt = expiryOf(new Date());
    const full = (await runs.findRun(deps.db, job.instituteId, job.runId))!;
    // The ready pack's SHA-256 reaches the audit trail as made by whoever asked for it.
    await runInRequestContext({ requestId: `audit-pack-${run.id}`, userId: run.requested_by }, () =>
      deps.db.transaction(async (tx) => {
        await runs.updateRun(tx, job.instituteId, job.runId, readyChanges(made, expiresAt));
        await deps.mailer.queue(tx, readyEmail(deps, full, expiresAt));
      }),
    );
  } catch (error) {
    await runs.updateRun(deps.db, job.instituteId, job.runId, { status: 'failed', error: RUN_FAILED });
    throw error;
  }
}

/** A department's pack made at once, with no email (the demo institute's finished pack). */
export async function makeReadyDepartmentPack(
  deps: StoreDeps,
  pack: { instituteId: number; requestedBy: number; departmentId: number; from: string; to: string },
) {
  const userIds = await data.educatorsInScope(deps.db, pack.instituteId, {
    kind: 'department',
    departmentId: pack.departmentId,
  });
  const id = await runs.insertRun(deps.db, {
    institute_id: pack.instituteId,
    requested_by: pack.requestedBy,
    scope: 'department',
    scope_value: String(pack.departmentId),
    format: 'zip',
    date_from: pack.from,
    date_to: pack.to,
    status: 'running',
    educators_total: userIds.length,
  });
  const run = (await runs.findRun(deps.db, pack.instituteId, id))!;
  const made = await storeZip(deps, run);
  await runs.updateRun(deps.db, pack.instituteId, id, readyChanges(made, expiryOf(new Date())));
  return id;
}

async function writeZip(deps: StoreDeps, run: AuditPackRunRow, file: string) {
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
        // Drawing a PDF holds the event loop: let waiting requests in between educators.
        await new Promise((resolve) => setImmediate(resolve));
        const pdf = await renderPdfOf(institute, pack);
        // One folder per educator: the id is kept whole however long the name (names may agree).
        const folder = namePart(
          `${pack.owner.family_name} ${pack.owner.given_name}`,
          'educator',
          ` (${pack.owner.id})`,
        );
        const entries = await addPackEntries(zip, deps.storage, `${folder}/`, pack, pdf);
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
