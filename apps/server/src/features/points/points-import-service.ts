import {
  LIMITS,
  POINTS_HISTORY_MESSAGES,
  POINTS_IMPORT_COLUMNS,
  POINTS_IMPORT_REQUIRED,
  type TImportResult,
  type TPointsImportColumn,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { importTransaction } from '../../db/import-transaction.js';
import { AppError } from '../../lib/errors.js';
import { parseImportCsv } from '../../lib/csv-import.js';
import { randomToken } from '../../lib/tokens.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { actorOf, promoteCachedUpload, readCachedUpload } from '../uploads/service.js';
import { recomputePassportsFor } from './passports-service.js';
import * as repo from './points-import-repository.js';
import { planPointsImport, pointsImportStats } from './points-import-rules.js';

type ImportResult = TImportResult['data'];
const NOTHING = { created: 0, vocational: 0, professional: 0, users: 0 };
export const failedImport = (dryRun: boolean, errors: string[]): ImportResult => ({
  dry_run: dryRun,
  errors,
  stats: NOTHING,
  changes: [],
});
/** Thrown inside the transaction to roll it back with issues for the answer. */
export class ImportRefused extends Error {
  constructor(readonly issues: string[]) {
    super(issues.join(' '));
  }
}

/**
 * Reads and checks a whole activity file (part 2 §5): the users it names (active or not, unless
 * `activeUsersOnly`), then every row's rules. Answers the issues or the entries and the plan.
 */
export async function planPointsFile(
  db: Executor,
  instituteId: number,
  data: Buffer,
  { activeUsersOnly }: { activeUsersOnly: boolean },
) {
  const parsed = await parseImportCsv<TPointsImportColumn>(data, POINTS_IMPORT_COLUMNS, {
    required: POINTS_IMPORT_REQUIRED,
    maxRecords: LIMITS.importMaxRecords,
  });
  if (parsed.errors.length) return { issues: parsed.errors, entries: [], changes: [] };
  const first = parsed.rows[0]!;
  if (!first.has('employee_number') && !first.has('email')) {
    const { employee_number, email } = POINTS_IMPORT_COLUMNS;
    return {
      issues: [`The header row needs the column ${employee_number} or ${email}.`],
      entries: [],
      changes: [],
    };
  }
  const distinct = (values: string[]) => [...new Set(values.filter(Boolean))];
  const [institute, users] = await Promise.all([
    repo.findImportInstitute(db, instituteId),
    repo.findImportUsers(
      db,
      instituteId,
      distinct(parsed.rows.map((r) => r.cells.employee_number)),
      distinct(parsed.rows.map((r) => r.cells.email.toLowerCase())),
    ),
  ]);
  return planPointsImport(parsed.rows, {
    userByIdentifier: new Map(users.flatMap((u) => (u.unique_identifier ? [[u.unique_identifier, u]] : []))),
    userByEmail: new Map(users.map((u) => [u.email.toLowerCase(), u])),
    usesUnits: institute?.uses_units ?? false,
    activeUsersOnly,
  });
}

/**
 * The evidence files of a no-approval import: the importer's own cached uploads, promoted once in the
 * import's transaction (a dry run only checks them, so it stores nothing). Every imported row gets an
 * evidence row of its own for each file (its own public id), all naming the one stored file.
 */
async function evidencesFor(
  deps: AppDeps,
  auth: ResolvedSession,
  tx: Executor,
  uploadIds: string[],
  dryRun: boolean,
): Promise<repo.SharedEvidence[]> {
  const evidences: repo.SharedEvidence[] = [];
  for (const uploadId of uploadIds) {
    try {
      if (dryRun) {
        const { upload } = await readCachedUpload(deps, actorOf(auth), uploadId);
        evidences.push({ storage_key: '', ...upload.metadata });
      } else {
        const row = await promoteCachedUpload(deps, actorOf(auth), uploadId, tx);
        evidences.push({
          storage_key: row.storage_key,
          filename: row.filename,
          size: row.size,
          mime_type: row.mime_type,
        });
      }
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found')
        throw new ImportRefused([`Evidence file ${uploadId} ${POINTS_HISTORY_MESSAGES.notYourUpload}.`]);
      throw error;
    }
  }
  return evidences;
}

/**
 * POST points_histories/import_no_approval (part 2 §5 "No-approval activity import"): every row
 * becomes a PointsVocational or PointsRea history row, the `evidences_attributes` files are attached to
 * each, and the passports of the periods the rows fall in are recomputed, all in one transaction. A
 * dry run does all of it and rolls back.
 */
export async function importPointsNoApproval(
  deps: AppDeps,
  auth: ResolvedSession,
  data: Buffer,
  { dryRun, evidenceIds }: { dryRun: boolean; evidenceIds: string[] },
): Promise<ImportResult> {
  const instituteId = auth.instituteId;
  const { issues, entries, changes } = await planPointsFile(deps.db, instituteId, data, {
    activeUsersOnly: false,
  });
  if (issues.length) return failedImport(dryRun, issues);
  const uploadIds = [...new Set(evidenceIds)];
  if (uploadIds.length) {
    const institute = await repo.findImportInstitute(deps.db, instituteId);
    if (!institute?.attachments_enabled)
      return failedImport(dryRun, [`Evidence files ${POINTS_HISTORY_MESSAGES.attachmentsDisabled}.`]);
  }
  try {
    const written = { points_histories: entries.length };
    await importTransaction(deps.db, { dryRun, written }, async (tx) => {
      const evidences = await evidencesFor(deps, auth, tx, uploadIds, dryRun);
      const rows = await repo.insertHistoryRows(tx, instituteId, auth.user.id, entries);
      await repo.insertSharedEvidences(
        tx,
        instituteId,
        rows.map((r) => r.id),
        evidences.map((evidence) => ({ ...evidence, uploadIds: rows.map(() => randomToken()) })),
      );
      await recomputePassportsFor(
        tx,
        instituteId,
        rows.map((r) => ({ userId: r.user_id, date: r.date })),
      );
    });
  } catch (error) {
    if (error instanceof ImportRefused) return failedImport(dryRun, error.issues);
    throw error;
  }
  return { dry_run: dryRun, errors: [], stats: pointsImportStats(entries), changes };
}
