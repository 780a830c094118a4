import type { TImportResult } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import { importTransaction } from '../../db/import-transaction.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { notifyNewPointRequests } from './point-requests-emails.js';
import * as repo from './points-import-repository.js';
import { pointsImportStats } from './points-import-rules.js';
import { failedImport, planPointsFile } from './points-import-service.js';

/**
 * POST point_requests/import (part 2 §5, Import Activities): every row becomes a pending point request
 * (VocationalPointRequest or ReaPointRequest) for an active user, all in one transaction; the
 * institute's approval email recipients hear of the new requests as a point request submitted by hand
 * does. A dry run does all of it and rolls back: no request and no email stay.
 */
export async function importPointRequests(
  deps: AppDeps,
  auth: ResolvedSession,
  data: Buffer,
  { dryRun }: { dryRun: boolean },
): Promise<TImportResult['data']> {
  const instituteId = auth.instituteId;
  const { issues, entries, changes } = await planPointsFile(deps.db, instituteId, data, {
    activeUsersOnly: true,
  });
  if (issues.length) return failedImport(dryRun, issues);
  const written = { point_requests: entries.length };
  await importTransaction(deps.db, { dryRun, written }, async (tx) => {
    await repo.insertPendingPointRequests(tx, instituteId, auth.user.id, entries);
    await notifyNewPointRequests(
      tx,
      deps,
      instituteId,
      entries.map((entry) => ({
        user_id: entry.user_id,
        type: repo.REQUEST_TYPE[entry.type],
        activity_name: entry.activity_name,
        activity_date: entry.activity_date,
        points: Number(entry.points),
      })),
    );
  });
  return { dry_run: dryRun, errors: [], stats: pointsImportStats(entries), changes };
}
