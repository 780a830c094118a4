import {
  AUDIT_PACK_KEPT_DAYS,
  AUDIT_PACK_MESSAGES,
  AUDIT_PACK_SCOPE_LABELS,
  auditPackScopesOf,
  type TAuditPackRun,
  type TCreateAuditPackBody,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import type { QueueSettings } from '../../plugins/jobs.js';
import type { ResolvedSession } from '../auth/session-service.js';
import * as data from './pack-data-repository.js';
import { checkPackSize } from './pack-service.js';
import { canMakeBulkAuditPacks } from './policies.js';
import * as runs from './runs-repository.js';

/** The job that makes a department's, unit code's or institute's packs: `{ instituteId, runId }`. */
export const AUDIT_PACK_JOB = 'audit-pack';
/**
 * Its queue: one attempt (a failed run says so on screen and is started again by hand), given up by
 * pg-boss after an hour.
 */
export const AUDIT_PACK_QUEUE = { retryLimit: 0, expireInSeconds: 60 * 60 } satisfies QueueSettings;
/** What the screen says of a run that could not be made, whatever stopped it. */
export const RUN_FAILED = { message: 'The pack could not be made. Try again, or ask your administrator.' };
/**
 * A run still running with no progress for longer than its job's attempt may last, and a margin, was
 * given up by pg-boss: its node stopped mid-run (a kill, a lost machine) and no retry follows.
 */
const ABANDONED_RUNNING_MS = (AUDIT_PACK_QUEUE.expireInSeconds + 15 * 60) * 1000;
/**
 * A run still queued a day on has lost its job (a restore from a backup, which holds no jobs; a node
 * that stopped as it took the job): any node starts a queued job within moments otherwise.
 */
const ABANDONED_QUEUED_MS = 24 * 3_600_000;
export interface AuditPackJob {
  instituteId: number;
  runId: number;
}

type ScopeOf = Parameters<typeof data.educatorsInScope>[2];

/** The stored scope of a run as the query that finds its educators. */
export function scopeOf(run: Pick<runs.RunRow, 'scope' | 'scope_value'>): ScopeOf {
  if (run.scope === 'department') return { kind: 'department', departmentId: Number(run.scope_value) };
  if (run.scope === 'unit') return { kind: 'unit', code: run.scope_value ?? '' };
  return { kind: 'institute' };
}

function present(run: runs.RunRow, departmentName?: string): TAuditPackRun {
  const scopeLabel =
    run.scope === 'department'
      ? `${AUDIT_PACK_SCOPE_LABELS.department}: ${departmentName ?? run.scope_value}`
      : run.scope === 'unit'
        ? `${AUDIT_PACK_SCOPE_LABELS.unit}: ${run.scope_value}`
        : AUDIT_PACK_SCOPE_LABELS[run.scope];
  return {
    id: run.id,
    scope: run.scope,
    scope_label: scopeLabel,
    from: run.date_from,
    to: run.date_to,
    status: run.status,
    educators_total: run.educators_total,
    educators_done: run.educators_done,
    missing_files: run.missing_files,
    size: run.size,
    sha256: run.sha256,
    requested_by: run.requester,
    created_at: run.created_at.toISOString(),
    expires_at: run.expires_at?.toISOString() ?? null,
    error: run.error?.message ?? null,
  };
}

function assertMayRun(auth: ResolvedSession) {
  if (!canMakeBulkAuditPacks(auth.user)) throw AppError.forbidden();
}

async function presentAll(deps: Pick<AppDeps, 'db'>, instituteId: number, rows: runs.RunRow[]) {
  const names = new Map<string, string | undefined>();
  for (const row of rows)
    if (row.scope === 'department' && !names.has(row.scope_value ?? ''))
      names.set(
        row.scope_value ?? '',
        await data.departmentName(deps.db, instituteId, Number(row.scope_value)),
      );
  return rows.map((row) => present(row, names.get(row.scope_value ?? '')));
}

/** GET audit_packs: the institute's packs made by the job, newest first. */
export async function listAuditPackRuns(deps: AppDeps, auth: ResolvedSession) {
  assertMayRun(auth);
  return presentAll(deps, auth.instituteId, await runs.listRuns(deps.db, auth.instituteId));
}

async function findRun(deps: Pick<AppDeps, 'db'>, auth: ResolvedSession, id: number) {
  assertMayRun(auth);
  const run = await runs.findRun(deps.db, auth.instituteId, id);
  if (!run || run.scope === 'user') throw AppError.notFound('Audit pack');
  return run;
}

/** GET audit_packs/{id}: its progress (the screen polls it). */
export async function getAuditPackRun(deps: AppDeps, auth: ResolvedSession, id: number) {
  const [run] = await presentAll(deps, auth.instituteId, [await findRun(deps, auth, id)]);
  return run!;
}

/** The ZIP of a ready pack, while it is kept; else 404. */
export async function auditPackDownload(deps: AppDeps, auth: ResolvedSession, id: number) {
  const run = await findRun(deps, auth, id);
  if (run.status !== 'ready' || !run.file_key) throw AppError.notFound('Audit pack');
  const label = run.scope === 'institute' ? 'institute' : `${run.scope} ${run.scope_value}`;
  return { key: run.file_key, filename: `Audit packs - ${label} ${run.date_from} to ${run.date_to}.zip` };
}

/**
 * POST audit_packs: finds the scope's educators, refuses (422) a scope with none or a pack over the
 * size limit, then records the run and queues its job in one transaction.
 */
export async function startAuditPackRun(deps: AppDeps, auth: ResolvedSession, body: TCreateAuditPackBody) {
  assertMayRun(auth);
  const input = body.audit_pack;
  const instituteId = auth.instituteId;
  const institute = await data.findPackInstitute(deps.db, instituteId);
  if (!institute || !auditPackScopesOf(institute).includes(input.scope))
    throw AppError.validation({ scope: [AUDIT_PACK_MESSAGES.unitWithoutVcm] });
  if (input.scope === 'department') {
    const name = await data.departmentName(deps.db, instituteId, input.department_id!);
    if (name === undefined)
      throw AppError.validation({ department_id: ['is not a department of the institute'] });
  }
  const scopeValue =
    input.scope === 'department'
      ? String(input.department_id)
      : input.scope === 'unit'
        ? input.unit_code!.trim().toUpperCase()
        : null;
  const range = { from: input.from, to: input.to };
  const userIds = await data.educatorsInScope(
    deps.db,
    instituteId,
    scopeOf({ scope: input.scope, scope_value: scopeValue }),
  );
  if (!userIds.length) throw AppError.validation({}, ['No active educator is in that scope.']);
  await checkPackSize(deps, instituteId, userIds, range);
  const id = await deps.db.transaction(async (tx) => {
    const runId = await runs.insertRun(tx, {
      institute_id: instituteId,
      requested_by: auth.user.id,
      scope: input.scope,
      scope_value: scopeValue,
      format: 'zip',
      date_from: range.from,
      date_to: range.to,
      status: 'queued',
      educators_total: userIds.length,
    });
    await deps.jobs.enqueue<AuditPackJob>(tx, AUDIT_PACK_JOB, [{ instituteId, runId }]);
    return runId;
  });
  return getAuditPackRun(deps, auth, id);
}

/** When a pack made now stops being kept. */
export const expiryOf = (now: Date) => new Date(now.getTime() + AUDIT_PACK_KEPT_DAYS * 86_400_000);

/** The requester's email once the pack is ready: where to download it, and until when. */
export function readyEmail(deps: Pick<AppDeps, 'config'>, run: runs.RunRow, expiresAt: Date) {
  const scope = present(run).scope_label;
  return {
    to: run.requester_email,
    instituteId: run.institute_id,
    subject: 'Your audit pack is ready',
    text:
      `Hello ${run.requester},\n\n` +
      `The audit pack you asked for (${scope}, ${run.date_from} to ${run.date_to}) is ready. ` +
      `Download it from Audit packs: ${deps.config.appUrl}/audit_packs\n\n` +
      `It is kept until ${expiresAt.toISOString().slice(0, 10)}.`,
  };
}

/**
 * Marks failed the runs no job will finish, so the screen says so rather than "running" for ever
 * (the hourly cleanup). A job that still reaches such a run finds it failed and stops (claimRun).
 */
function failAbandonedAuditPacks(deps: Pick<AppDeps, 'db'>, now = new Date()) {
  const bounds = {
    runningBefore: new Date(now.getTime() - ABANDONED_RUNNING_MS),
    queuedBefore: new Date(now.getTime() - ABANDONED_QUEUED_MS),
  };
  return runs.failAbandonedRuns(deps.db, bounds, RUN_FAILED);
}

/** The hourly cleanup: runs no job will finish are failed, packs past their 7 days removed. */
export async function cleanUpAuditPacks(deps: Pick<AppDeps, 'db' | 'storage'>, now = new Date()) {
  return {
    failed: await failAbandonedAuditPacks(deps, now),
    expired: await removeExpiredAuditPacks(deps, now),
  };
}

/** Deletes the files of packs past their expiry and marks them expired (the hourly cleanup). */
export async function removeExpiredAuditPacks(deps: Pick<AppDeps, 'db' | 'storage'>, now = new Date()) {
  const expired = await runs.listExpiredRuns(deps.db, now);
  for (const run of expired) {
    if (run.file_key) await deps.storage.delete(run.file_key);
    await runs.updateRun(deps.db, run.institute_id, run.id, { status: 'expired', file_key: null });
  }
  return expired.length;
}
