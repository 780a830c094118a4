import {
  POINTS_HISTORY_MESSAGES,
  POINTS_HISTORY_TYPE_LABELS,
  type TListQuery,
  type TPointsHistory,
  type TPointsHistoryType,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { booleanWording, type FilterWording } from '../../lib/filter-words.js';
import { csvLabel } from '../../lib/csv.js';
import { compileListQuery, listMeta } from '../../lib/list-query.js';
import type { Actor } from '../users/policies.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { afterLedgerChange } from './ledger-hooks.js';
import { historyOwner } from './points-histories-access.js';
import { canDeleteHistoryRow } from './policies.js';
import * as repo from './points-histories-repository.js';
import { programFlyer, requirementFlags } from './points-histories-detail.js';
import {
  presentHistoryRow,
  withHistoryDetails,
  type PointsHistoryRecord,
} from './points-histories-row-service.js';
import { findEvidenceByUploadIdIn, HISTORY_EVIDENCES, REQUEST_EVIDENCES } from './evidence-repository.js';

/** A points history's own filters in words, for its PDFs (the user's, and the Points History report). */
export const POINTS_HISTORY_FILTERS: Record<string, FilterWording> = {
  type_eq: { label: 'Type', value: (v) => csvLabel(POINTS_HISTORY_TYPE_LABELS, v) ?? undefined },
  evidence_attached_eq: booleanWording('Evidence', 'Attached', 'Not Attached'),
};

/** A row of the user's Points History: the shared fields, then its program, files, flyer and `can`. */
function present(row: PointsHistoryRecord, actor: Actor, owner: repo.HistoryOwner): TPointsHistory {
  const h = row.history;
  return {
    ...presentHistoryRow(row, owner),
    program:
      h.program_id === null
        ? null
        : {
            id: h.program_id,
            name: row.program_name,
            program_type: row.program_type,
            start_date: row.program_start_date,
            end_date: row.program_end_date,
          },
    domain_id: h.domain_id,
    vocational_activity_id: h.vocational_activity_id,
    activity_name: h.activity_name,
    evidences: row.evidences.map((e) => ({
      id: e.id,
      file_url: evidenceFileUrl(e.upload_id),
      metadata: { filename: e.filename, size: e.size, mime_type: e.mime_type, file_id: e.upload_id },
    })),
    program_flyer: programFlyer(row, actor),
    requirement_flags: requirementFlags(owner),
    created_at: h.created_at.toISOString(),
    can: { delete: canDeleteHistoryRow(actor, owner, h.type) },
  };
}

/** Where an evidence file is downloaded (GET evidence_files/{file_id}). */
export const evidenceFileUrl = (uploadId: string) => `/api/v1/evidence_files/${encodeURIComponent(uploadId)}`;

/**
 * An evidence file of a history row or a point request the caller may read (the user's history
 * rules); 404 for any other, or a file missing from storage.
 */
export async function evidenceFile(deps: AppDeps, auth: ResolvedSession, uploadId: string) {
  // Only the acting institute's files: a user outside it (a super admin's own) has a hidden history.
  const found =
    (await findEvidenceByUploadIdIn(deps.db, HISTORY_EVIDENCES, auth.instituteId, uploadId)) ??
    (await findEvidenceByUploadIdIn(deps.db, REQUEST_EVIDENCES, auth.instituteId, uploadId));
  if (!found) throw AppError.notFound('File');
  const owner = await historyOwner(deps, auth, found.user_id).catch((error: unknown) => {
    if (error instanceof AppError) return undefined;
    throw error;
  });
  if (!owner || owner.institute_id !== found.evidence.institute_id) throw AppError.notFound('File');
  return {
    key: found.evidence.storage_key,
    filename: found.evidence.filename,
    mimeType: found.evidence.mime_type,
  };
}

async function presentAll(
  db: Executor,
  actor: Actor,
  owner: repo.HistoryOwner,
  rows: repo.HistoryListRow[],
): Promise<TPointsHistory[]> {
  const records = await withHistoryDetails(db, owner.institute_id, rows);
  return records.map((row) => present(row, actor, owner));
}

/** One row as the list presents it (the answer of the add-currency calls). */
export async function historyRowById(
  db: Executor,
  auth: ResolvedSession,
  owner: repo.HistoryOwner,
  historyId: number,
): Promise<TPointsHistory> {
  const rows = await repo.listHistoryRows(db, owner.institute_id, owner.id, {
    where: repo.historyIdIs(historyId),
    orderBy: [],
  });
  return (await presentAll(db, auth.user, owner, rows))[0]!;
}

/** GET users/{id}/points_histories: the generic list, newest first by default. */
export async function listPointsHistories(
  deps: AppDeps,
  auth: ResolvedSession,
  userId: number,
  query: TListQuery,
) {
  const owner = await historyOwner(deps, auth, userId);
  const compiled = compileListQuery(repo.pointsHistoryListResource, query);
  const [rows, total] = await Promise.all([
    repo.listHistoryRows(deps.db, owner.institute_id, owner.id, compiled),
    repo.countHistoryRows(deps.db, owner.institute_id, owner.id, compiled.where),
  ]);
  return { data: await presentAll(deps.db, auth.user, owner, rows), meta: listMeta(compiled, total) };
}

/** Every row of the list's filters and sort (the CSV and PDF exports), with the owner. */
export async function exportPointsHistories(
  deps: AppDeps,
  auth: ResolvedSession,
  userId: number,
  query: TListQuery,
) {
  const owner = await historyOwner(deps, auth, userId);
  const compiled = compileListQuery(repo.pointsHistoryListResource, query);
  const rows = await repo.listHistoryRows(deps.db, owner.institute_id, owner.id, {
    where: compiled.where,
    orderBy: compiled.orderBy,
  });
  return { owner, rows: await presentAll(deps.db, auth.user, owner, rows) };
}

/**
 * DELETE users/{id}/points_histories/{history_id}: a vocational or rea row, by whoever may add that
 * kind; a program's row is removed by uncompleting its registration (400).
 */
export async function deletePointsHistory(
  deps: AppDeps,
  auth: ResolvedSession,
  userId: number,
  historyId: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const owner = await historyOwner(deps, auth, userId, tx);
    const row = await repo.findHistoryRow(tx, owner.institute_id, owner.id, historyId);
    if (!row) throw AppError.notFound('Points history');
    if (row.type === 'PointsProgram') throw AppError.badRequest(POINTS_HISTORY_MESSAGES.programRow);
    if (!canDeleteHistoryRow(auth.user, owner, row.type as TPointsHistoryType)) throw AppError.forbidden();
    await repo.deleteHistoryRow(tx, owner.institute_id, row.id);
    await afterLedgerChange(tx, deps, owner.institute_id, owner.id, [row.date]);
  });
}
