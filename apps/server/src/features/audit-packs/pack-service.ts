import { createHash } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/storage.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { canReadPointsHistory } from '../points/policies.js';
import { loadPackData, type PackData } from './pack-data-service.js';
import * as data from './pack-data-repository.js';
import type { PackInstitute, PackRange } from './pack-data-repository.js';
import { renderPackPdf } from './pack-pdf.js';
import { addPackEntries, namePart, PackZip, type ManifestEntry } from './pack-zip.js';
import { canMakeAuditPack } from './policies.js';
import * as runs from './runs-repository.js';

/** What a pack's PDF adds to the files it names, per educator: a generous allowance for the estimate. */
const PDF_ALLOWANCE_BYTES = 512 * 1024;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Refuses (422) a pack whose estimated size, its stored files and an allowance per PDF, is over the
 * configured maximum (AUDIT_PACK_MAX_MB), before anything is made. Answers the estimate.
 */
export async function checkPackSize(
  deps: Pick<AppDeps, 'db' | 'config'>,
  instituteId: number,
  userIds: number[],
  range: PackRange,
): Promise<number> {
  const stored = await data.storedBytesOf(deps.db, instituteId, userIds, range);
  const estimate = stored.bytes + userIds.length * PDF_ALLOWANCE_BYTES;
  if (estimate > deps.config.auditPackMaxBytes)
    throw AppError.validation({}, [
      `The pack would be about ${megabytes(estimate)} (${userIds.length} educators, ${stored.files} files), ` +
        `over the limit of ${megabytes(deps.config.auditPackMaxBytes)}: choose a shorter range or fewer educators`,
    ]);
  return estimate;
}

/** The institute's brand and clock, and its logo for the PDF's header. */
export async function packInstitute(db: Executor, storage: FileStorage, instituteId: number) {
  const institute = await data.findPackInstitute(db, instituteId);
  if (!institute) throw AppError.notFound('Institute');
  const logo = institute.logo_key ? ((await storage.get(institute.logo_key)) ?? null) : null;
  return { ...institute, id: instituteId, logo };
}

type PackBrand = PackInstitute & { id: number; logo: Buffer | null };

export const renderPdfOf = (institute: PackBrand, pack: PackData) =>
  renderPackPdf(institute, institute.logo, pack, new Date());

/**
 * The user a pack is about, if the caller may make it: another institute's user, or one the caller
 * may not see, is 404; a user they see but not every part of (their VCM, their profile) is 403.
 */
async function packedUser(deps: Pick<AppDeps, 'db'>, auth: ResolvedSession, userId: number) {
  const [owner] = await data.findPackOwners(deps.db, auth.instituteId, [userId]);
  if (!owner || !canReadPointsHistory(auth.user, owner)) throw AppError.notFound('User');
  if (!canMakeAuditPack(auth.user, owner)) throw AppError.forbidden();
  return owner;
}

/** The download's name; a long name is cut before its dates, never through them. */
const fileNameOf = (pack: PackData, extension: string) =>
  namePart(
    `Audit pack - ${pack.owner.given_name} ${pack.owner.family_name}`,
    'Audit pack',
    ` ${pack.range.from} to ${pack.range.to}.${extension}`,
  );

/** Records a pack made at once in the log of packs, whose trigger writes it to the audit trail. */
function recordUserPack(
  deps: Pick<AppDeps, 'db'>,
  auth: ResolvedSession,
  pack: PackData,
  format: 'pdf' | 'zip',
  made: { sha256: string; size: number; missing: number },
) {
  return runs.insertRun(deps.db, {
    institute_id: auth.instituteId,
    requested_by: auth.user.id,
    scope: 'user',
    scope_value: String(pack.owner.id),
    format,
    date_from: pack.range.from,
    date_to: pack.range.to,
    status: 'ready',
    educators_total: 1,
    educators_done: 1,
    size: made.size,
    sha256: made.sha256,
    missing_files: made.missing,
  });
}

async function loadUserPack(deps: AppDeps, auth: ResolvedSession, userId: number, range: PackRange) {
  const owner = await packedUser(deps, auth, userId);
  await checkPackSize(deps, auth.instituteId, [owner.id], range);
  const institute = await packInstitute(deps.db, deps.storage, auth.instituteId);
  const [pack] = await loadPackData(deps.db, institute, [owner.id], range);
  return { institute, pack: pack! };
}

/** GET users/{id}/audit_pack.pdf: the pack's PDF; its SHA-256 goes to the audit trail. */
export async function userPackPdf(deps: AppDeps, auth: ResolvedSession, userId: number, range: PackRange) {
  const { institute, pack } = await loadUserPack(deps, auth, userId, range);
  const pdf = await renderPdfOf(institute, pack);
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  await recordUserPack(deps, auth, pack, 'pdf', { sha256, size: pdf.length, missing: 0 });
  return { filename: fileNameOf(pack, 'pdf'), pdf };
}

/**
 * GET users/{id}/audit_pack.zip: the PDF, every file it names and the manifest, streamed as it is
 * made; once the last byte has gone, the ZIP's SHA-256 goes to the audit trail.
 */
export async function userPackZip(deps: AppDeps, auth: ResolvedSession, userId: number, range: PackRange) {
  const { institute, pack } = await loadUserPack(deps, auth, userId, range);
  const pdf = await renderPdfOf(institute, pack);
  const zip = new PackZip();
  const body = new PassThrough();
  const hash = createHash('sha256');
  let size = 0;
  let entries: ManifestEntry[] = [];
  const output = zip.zip.outputStream as unknown as Readable;
  output.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    size += chunk.length;
  });
  output.on('end', () => {
    const missing = entries.filter((e) => e.status === 'missing').length;
    recordUserPack(deps, auth, pack, 'zip', { sha256: hash.digest('hex'), size, missing }).catch(
      (error: unknown) => body.destroy(error as Error),
    );
  });
  output.pipe(body);
  addPackEntries(zip, deps.storage, '', pack, pdf).then(
    (added) => {
      entries = added;
      zip.end();
    },
    (error: unknown) => body.destroy(error as Error),
  );
  return { filename: fileNameOf(pack, 'zip'), stream: body as Readable };
}
