import {
  decideItemAction,
  VCM_RULE_MESSAGES,
  type TVcmItemAction,
  type TVcmItemStatus,
  type TVcmMissingUnit,
  type TVcmProfessionalQualification,
  type TVcmStatus,
  type TVcmUnitResponse,
  type TVcmUnitResponsesQuery,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { logVcmEvent, VCM_EVENTS } from './vcm-history.js';
import { canCheckMissingUnits, canReviewVcm } from './policies.js';
import * as items from './vcm-items-repository.js';
import { currencyOf, inTurn, presentQualification, presentUnitResponse } from './vcms-present.js';
import type * as repo from './vcms-repository.js';
import {
  lockVcmFor,
  recordOf,
  visibleVcm,
  type VcmCaller,
  type VcmSettings,
  vcmCourses,
} from './vcms-service.js';

/**
 * A VCM's items (part 2 §3, §4; issue 18): the unit responses (filters, currency, missing units) and
 * professional qualifications, and the reviewer's decision on each.
 */

type View = NonNullable<repo.VcmView>;

/** Every unit response of the VCM as the contract shows it. */
export async function presentResponses(
  db: Executor,
  auth: ResolvedSession,
  view: View,
  settings: VcmSettings,
  unitId?: number,
): Promise<TVcmUnitResponse[]> {
  const { vcm } = view;
  const [lines, courseLines, approvals, documents] = await inTurn([
    () => items.listUnitResponses(db, vcm.institute_id, vcm.id, unitId),
    () => items.listCourseUnits(db, vcm.institute_id, vcm.id),
    () => items.lastApprovalByCode(db, vcm.institute_id, vcm.owner_user_id),
    () => items.listDocuments(db, vcm.institute_id, vcm.id),
  ]);
  const experiences = await items.listWorkExperiences(
    db,
    vcm.institute_id,
    lines.map((l) => l.response.id),
  );
  const ctx = { vcmStatus: vcm.status as TVcmStatus, canReview: canReviewVcm(auth.user, recordOf(view)) };
  return lines.map((line) =>
    presentUnitResponse(line, {
      ...ctx,
      courseIds: courseLines.filter((c) => c.unit_id === line.response.unit_id).map((c) => c.course_id),
      workExperiences: experiences.filter((w) => w.unit_response_id === line.response.id),
      documents: documents.filter((d) => d.unit_response_id === line.response.id),
      currency: currencyOf(approvals.get(line.unit_code), settings.valid_month_count),
    }),
  );
}

/** Units the VCM's courses require with no response of any kind (removed ones count as answered). */
export async function missingUnits(db: Executor, view: View): Promise<TVcmMissingUnit[]> {
  const { vcm } = view;
  const [courses, responses] = await inTurn([
    () => vcmCourses(db, view),
    () => items.listUnitResponses(db, vcm.institute_id, vcm.id),
  ]);
  const answered = new Set(responses.map((r) => r.response.unit_id));
  const missing = new Map<number, TVcmMissingUnit>();
  for (const course of courses) {
    for (const unit of course.units) {
      if (answered.has(unit.id)) continue;
      const entry = missing.get(unit.id) ?? { code: unit.code, title: unit.title, course_codes: [] };
      entry.course_codes.push(course.code);
      missing.set(unit.id, entry);
    }
  }
  return [...missing.values()].sort((a, b) => a.code.localeCompare(b.code));
}

const matchesExtended = (
  r: TVcmUnitResponse,
  extended: NonNullable<TVcmUnitResponsesQuery['extended_status']>,
) =>
  extended === 'previously_approved'
    ? r.status === 'approved' && r.previously_approved
    : extended === 'approved'
      ? r.status === 'approved' && !r.previously_approved
      : r.status === extended;

/** `GET vcms/{id}/unit_responses`: the filtered responses, or with `missing=1` the missing units (admins). */
export async function listUnitResponses(
  deps: AppDeps,
  auth: VcmCaller,
  id: number,
  query: TVcmUnitResponsesQuery,
): Promise<{ data: TVcmUnitResponse[] } | { data: TVcmMissingUnit[] }> {
  const { view, settings } = await visibleVcm(deps.db, auth, id);
  if (query.missing) {
    if (!canCheckMissingUnits(auth.user)) throw AppError.forbidden();
    return { data: await missingUnits(deps.db, view) };
  }
  const all = await presentResponses(deps.db, auth, view, settings);
  const courseId = query.course_id;
  const data = all.filter(
    (r) =>
      r.removed === query.removed &&
      (courseId === undefined ||
        (courseId === '' ? r.course_ids.length === 0 : r.course_ids.includes(courseId))) &&
      (query.status === undefined || r.status === query.status) &&
      (query.extended_status === undefined || matchesExtended(r, query.extended_status)) &&
      (query.currency === undefined ||
        (query.currency === 'not_current'
          ? r.currency.status !== 'current'
          : r.currency.status === query.currency)),
  );
  return { data };
}

export async function presentQualifications(
  db: Executor,
  auth: ResolvedSession,
  view: View,
  qualificationId?: number,
): Promise<TVcmProfessionalQualification[]> {
  const { vcm } = view;
  const [lines, documents] = await inTurn([
    () => items.listQualifications(db, vcm.institute_id, vcm.id, qualificationId),
    () => items.listDocuments(db, vcm.institute_id, vcm.id),
  ]);
  const ctx = { vcmStatus: vcm.status as TVcmStatus, canReview: canReviewVcm(auth.user, recordOf(view)) };
  return lines.map((line) =>
    presentQualification(line, {
      ...ctx,
      documents: documents.filter((d) => d.vcm_professional_qualification_id === line.item.id),
    }),
  );
}

/** `GET vcms/{id}/professional_qualifications`. */
export async function listQualifications(deps: AppDeps, auth: VcmCaller, id: number) {
  const { view } = await visibleVcm(deps.db, auth, id);
  return presentQualifications(deps.db, auth, view);
}

/** The review columns a decision writes. */
function decisionChanges(to: TVcmItemStatus, auth: ResolvedSession, feedback: string | null) {
  const now = new Date();
  return to === 'approved'
    ? { status: to, approved_at: now, last_approver_user_id: auth.user.id, previously_approved: false }
    : {
        status: to,
        approver_feedback: feedback,
        feedback_at: now,
        approved_at: null,
        previously_approved: false,
      };
}

function decideOrRefuse(action: TVcmItemAction, vcm: repo.VcmRow, status: string, feedback: string | null) {
  const decision = decideItemAction(action, vcm.status as TVcmStatus, status as TVcmItemStatus, feedback);
  if (!decision.ok) throw AppError.badRequest(decision.message);
  return decision.to;
}

/** `PUT vcms/{id}/unit_responses/{unit_id}/approve|reject`. */
export function decideUnitResponse(
  deps: AppDeps,
  auth: VcmCaller,
  id: number,
  unitId: number,
  action: TVcmItemAction,
  feedback: string | null,
) {
  return deps.db.transaction(async (tx) => {
    const { vcm, view, settings } = await lockVcmFor(tx, auth, id);
    const [line] = await items.listUnitResponses(tx, vcm.institute_id, vcm.id, unitId);
    if (!line || line.response.removed) throw AppError.notFound('Unit response');
    const to = decideOrRefuse(action, vcm, line.response.status, feedback);
    await items.updateUnitResponse(
      tx,
      vcm.institute_id,
      line.response.id,
      decisionChanges(to, auth, feedback),
    );
    const event =
      to === 'approved'
        ? (['unitApproved', VCM_EVENTS.unitApproved(line.unit_code)] as const)
        : (['unitNeedsAttention', VCM_EVENTS.unitNeedsAttention(line.unit_code, feedback ?? '')] as const);
    await logVcmEvent(tx, vcm, auth.user.id, event[0], event[1]);
    return (await presentResponses(tx, auth, view, settings, unitId))[0]!;
  });
}

/** `PUT vcms/{id}/professional_qualifications/{professional_qualification_id}/approve|reject`. */
export function decideQualification(
  deps: AppDeps,
  auth: VcmCaller,
  id: number,
  qualificationId: number,
  action: TVcmItemAction,
  feedback: string | null,
) {
  return deps.db.transaction(async (tx) => {
    const { vcm, view } = await lockVcmFor(tx, auth, id);
    const [line] = await items.listQualifications(tx, vcm.institute_id, vcm.id, qualificationId);
    if (!line) throw AppError.notFound('Professional qualification');
    const to = decideOrRefuse(action, vcm, line.item.status, feedback);
    await items.updateQualification(tx, vcm.institute_id, line.item.id, decisionChanges(to, auth, feedback));
    const event =
      to === 'approved'
        ? (['qualificationApproved', VCM_EVENTS.qualificationApproved(line.code)] as const)
        : ([
            'qualificationNeedsAttention',
            VCM_EVENTS.qualificationNeedsAttention(line.code, feedback ?? ''),
          ] as const);
    await logVcmEvent(tx, vcm, auth.user.id, event[0], event[1]);
    return (await presentQualifications(tx, auth, view, qualificationId))[0]!;
  });
}

/** A change to a response needs the VCM in review (part 2 §4). */
export function requireInReview(vcm: repo.VcmRow) {
  if (vcm.status !== 'in_review') throw AppError.badRequest(VCM_RULE_MESSAGES.notInReview);
}
