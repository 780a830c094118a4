import {
  countItems,
  type TListQuery,
  type TVcm,
  type TVcmCourse,
  type TVcmItemStatus,
  type TVcmListRow,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { compileListQuery, listMeta } from '../../lib/list-query.js';
import type { ResolvedSession } from '../auth/session-service.js';
import {
  canReviewVcm,
  canSeeVcm,
  reviewerIds,
  vcmAbilities,
  visibleVcms,
  type VcmRecord,
} from './policies.js';
import * as historyRepo from './vcm-history-repository.js';
import * as items from './vcm-items-repository.js';
import { currencyOf, inTurn, hasUpdateSinceFeedback, presentListRow } from './vcms-present.js';
import * as repo from './vcms-repository.js';
import { recordOnBehalfOf } from '../../db/audit-actor.js';
import { delegatorActedFor } from '../users/policies.js';

/**
 * VCM reads and access (issue 18): everything is hidden (404) while the institute has VCM disabled
 * (part 1 §3 vcm_enabled); a VCM outside the caller's scope, or of another institute, is not found.
 */

const notFound = () => AppError.notFound('VCM');

export type VcmSettings = NonNullable<Awaited<ReturnType<typeof repo.findVcmSettings>>>;

/**
 * Who calls a VCM service: the session and, behind a VCM route's guard, the institute's VCM settings
 * the guard has read (guards.ts), so a request reads them once. A caller without them (a job, a
 * test) passes the session alone and the service reads the settings itself.
 */
export type VcmCaller = ResolvedSession & { readonly vcmSettings?: VcmSettings };

/** The institute's VCM settings; 404 while VCM is off. */
export async function requireVcmEnabled(db: Executor, instituteId: number): Promise<VcmSettings> {
  const settings = await repo.findVcmSettings(db, instituteId);
  if (!settings?.vcm_enabled) throw notFound();
  return settings;
}

/** The caller's institute's VCM settings: the guard's when it read that institute's, else read now (404 while off). */
export async function vcmSettingsOf(db: Executor, auth: VcmCaller): Promise<VcmSettings> {
  const known = auth.vcmSettings;
  if (known?.institute_id === auth.instituteId) return known;
  return requireVcmEnabled(db, auth.instituteId);
}

export const recordOf = (view: NonNullable<repo.VcmView>): VcmRecord => ({
  owner_user_id: view.vcm.owner_user_id,
  approver_user_id: view.vcm.approver_user_id,
  owner_supervisor_id: view.owner_supervisor_id,
});

/** A VCM the caller may see (404 otherwise). */
export async function visibleVcm(db: Executor, auth: VcmCaller, id: number) {
  const settings = await vcmSettingsOf(db, auth);
  const view = await repo.findVcmView(db, auth.instituteId, id);
  if (!view || !canSeeVcm(auth.user, recordOf(view))) throw notFound();
  return { view, settings };
}

/**
 * In a transaction: the VCM locked for a change (two reviewers queue on the row), seen by the caller
 * (404) and, unless `allow` says otherwise, reviewed by them (403).
 */
export async function lockVcmFor(
  tx: Executor,
  auth: VcmCaller,
  id: number,
  allow: (record: VcmRecord) => boolean = (record) => canReviewVcm(auth.user, record),
) {
  const settings = await vcmSettingsOf(tx, auth);
  const vcm = await repo.lockVcm(tx, auth.instituteId, id);
  if (!vcm) throw notFound();
  const view = (await repo.findVcmView(tx, auth.instituteId, id))!;
  const record = recordOf(view);
  if (!canSeeVcm(auth.user, record)) throw notFound();
  if (!allow(record)) throw AppError.forbidden();
  await recordOnBehalfOf(tx, delegatorActedFor(auth.user, record.approver_user_id));
  return { vcm, view, settings };
}

/** Manage VCMs: in_review unless a status filter is given (`status_eq=all`: every status). */
function withDefaultStatus(query: TListQuery): TListQuery {
  const q = { ...(query.q ?? {}) };
  if (q.status_eq === 'all') {
    delete q.status_eq;
    return { ...query, q };
  }
  const namesStatus = Object.keys(q).some((key) => key.startsWith('status_'));
  return namesStatus ? query : { ...query, q: { ...q, status_eq: 'in_review' } };
}

export async function listVcms(deps: AppDeps, auth: VcmCaller, query: TListQuery) {
  await vcmSettingsOf(deps.db, auth);
  const compiled = compileListQuery(repo.vcmListResource, withDefaultStatus(query));
  const scope = visibleVcms(auth.user);
  const [rows, total] = await Promise.all([
    repo.listVcmRows(deps.db, auth.instituteId, scope, compiled),
    repo.countVcms(deps.db, auth.instituteId, scope, compiled.where),
  ]);
  return { data: rows.map(presentListRow), meta: listMeta(compiled, total) };
}

const EXPORT_BATCH = 500;

/** `GET vcms.csv`: the list's filters and sort, every page. Checks access before streaming. */
export async function exportVcms(deps: AppDeps, auth: VcmCaller, query: TListQuery) {
  await vcmSettingsOf(deps.db, auth);
  const compiled = compileListQuery(repo.vcmListResource, withDefaultStatus(query));
  const scope = visibleVcms(auth.user);
  return async function* rows(): AsyncGenerator<TVcmListRow & { owner_unique_identifier: string | null }> {
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const batch = await repo.listVcmRows(deps.db, auth.instituteId, scope, {
        ...compiled,
        limit: EXPORT_BATCH,
        offset,
      });
      yield* batch.map((view) => ({
        ...presentListRow(view),
        owner_unique_identifier: view.owner_unique_identifier,
      }));
      if (batch.length < EXPORT_BATCH) return;
    }
  };
}

/** The courses of the VCM with their units, unit counts and the units added after the VCM was created. */
export async function vcmCourses(db: Executor, view: NonNullable<repo.VcmView>): Promise<TVcmCourse[]> {
  const { vcm } = view;
  const [lines, responses] = await inTurn([
    () => items.listCourseUnits(db, vcm.institute_id, vcm.id),
    () => items.listUnitResponses(db, vcm.institute_id, vcm.id),
  ]);
  const statusByUnit = new Map(
    responses
      .filter((r) => !r.response.removed)
      .map((r) => [r.response.unit_id, r.response.status as TVcmItemStatus]),
  );
  const answered = new Set(responses.map((r) => r.response.unit_id));
  const byCourse = new Map<number, TVcmCourse>();
  for (const line of lines) {
    let course = byCourse.get(line.course_id);
    if (!course) {
      course = {
        id: line.course_id,
        code: line.course_code,
        title: line.course_title,
        units: [],
        unit_ids: [],
        units_added_after_creation: [],
        unit_counts: countItems([]),
      };
      byCourse.set(line.course_id, course);
    }
    if (line.unit_id === null || line.unit_code === null || line.unit_title === null) continue;
    const unit = { id: line.unit_id, code: line.unit_code, title: line.unit_title };
    course.units.push(unit);
    course.unit_ids.push(unit.id);
    // Still to decide: joined after the VCM was created and not answered (nor removed) since.
    if (line.joined_at && line.joined_at > vcm.created_at && !answered.has(unit.id)) {
      course.units_added_after_creation.push(unit);
    }
    const status = statusByUnit.get(unit.id);
    if (status) course.unit_counts[status] += 1;
  }
  return [...byCourse.values()];
}

/** `GET vcms/{id}`. */
export async function getVcm(deps: AppDeps, auth: VcmCaller, id: number): Promise<TVcm> {
  const { view, settings } = await visibleVcm(deps.db, auth, id);
  return presentVcm(deps.db, auth, view, settings);
}

export async function presentVcm(
  db: Executor,
  auth: ResolvedSession,
  view: NonNullable<repo.VcmView>,
  settings: VcmSettings,
): Promise<TVcm> {
  const { vcm } = view;
  const [courses, responses, statuses, approvals, qualifications] = await inTurn([
    () => vcmCourses(db, view),
    () => items.listUnitResponses(db, vcm.institute_id, vcm.id),
    () => items.listItemStatuses(db, vcm.institute_id, vcm.id),
    () => items.lastApprovalByCode(db, vcm.institute_id, vcm.owner_user_id),
    () => items.listQualifications(db, vcm.institute_id, vcm.id),
  ]);
  const kept = responses.filter((r) => !r.response.removed);
  const current = kept.filter(
    (r) => currencyOf(approvals.get(r.unit_code), settings.valid_month_count).status === 'current',
  ).length;
  return {
    ...presentListRow(view),
    current_units_text: `${current} of ${kept.length} units current`,
    courses: courses.map(({ id: courseId, code, title, units, unit_ids }) => ({
      id: courseId,
      code,
      title,
      units,
      unit_ids,
    })),
    units: responses.map((r) => ({ id: r.response.unit_id, code: r.unit_code, title: r.unit_title })),
    item_counts: countItems(statuses),
    updated_since_feedback:
      vcm.status === 'in_review' &&
      hasUpdateSinceFeedback([...kept.map((r) => r.response), ...qualifications.map((q) => q.item)]),
    can: vcmAbilities(auth.user, recordOf(view)),
  };
}

/**
 * `GET vcms/check`: the VCMs in review that the signed-in approver approves, with those of the
 * supervisors they act for today (a delegate's badge counts what reaches them); 404 while VCM is disabled.
 */
export async function checkVcms(deps: AppDeps, auth: VcmCaller) {
  await vcmSettingsOf(deps.db, auth);
  return { in_review_count: await repo.countInReviewFor(deps.db, auth.instituteId, reviewerIds(auth.user)) };
}

/** `GET vcms/show_last_approved_vcm?user_id=`: null when the user has none (or the caller may not see it). */
export async function lastApprovedVcm(deps: AppDeps, auth: VcmCaller, userId: number) {
  await vcmSettingsOf(deps.db, auth);
  if (!(await repo.findUser(deps.db, auth.instituteId, userId))) throw AppError.notFound('User');
  const view = await repo.findLastApprovedView(deps.db, auth.instituteId, userId);
  return view && canSeeVcm(auth.user, recordOf(view)) ? presentListRow(view) : null;
}

/** `GET vcms/{id}/history_logs`: newest first. */
export async function listHistoryLogs(
  deps: AppDeps,
  auth: VcmCaller,
  id: number,
  page: { page: number; per_page: number },
) {
  const { view } = await visibleVcm(deps.db, auth, id);
  return historyPage(deps.db, view.vcm, page);
}

/** A page of a VCM's history, newest first (`educatorVisibleOnly`: My VCM's lines). */
export async function historyPage(
  db: Executor,
  vcm: { institute_id: number; id: number },
  page: { page: number; per_page: number },
  educatorVisibleOnly = false,
) {
  const offset = (page.page - 1) * page.per_page;
  const [rows, total] = await Promise.all([
    historyRepo.listHistoryLogs(db, vcm.institute_id, vcm.id, page.per_page, offset, educatorVisibleOnly),
    historyRepo.countHistoryLogs(db, vcm.institute_id, vcm.id, educatorVisibleOnly),
  ]);
  return {
    data: rows.map(({ log, user_full_name }) => ({
      id: log.id,
      created_at: log.created_at.toISOString(),
      description: log.description,
      user: log.user_id === null ? null : { id: log.user_id, full_name: user_full_name ?? 'Unknown user' },
      educator_visible: log.educator_visible,
    })),
    meta: { total, page: page.page, per_page: page.per_page },
  };
}

/** A unit's industry currency from its last approval (the one rule; the reports' deliverer search reads it). */
export { currencyOf } from './vcms-present.js';
