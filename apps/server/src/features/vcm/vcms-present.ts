import {
  canEditVcmResponse,
  decideItemAction,
  isFeedbackCurrent,
  vcmDocumentUrl,
  vcmRevisionText,
  vcmStatusLabel,
  type TVcmCurrencyStatus,
  type TVcmItemStatus,
  type TVcmListRow,
  type TVcmProfessionalQualification,
  type TVcmStatus,
  type TVcmSupportingDocument,
  type TVcmUnitResponse,
} from '@pdp/contract';
import { plusMonths } from '../../lib/today.js';
import type * as items from './vcm-items-repository.js';
import type * as repo from './vcms-repository.js';

/** How the VCM's rows become the contract's shapes (part 2 §3). */

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function presentListRow(view: NonNullable<repo.VcmView>): TVcmListRow {
  const { vcm } = view;
  return {
    id: vcm.id,
    status: vcm.status as TVcmStatus,
    status_label: vcmStatusLabel(vcm.status),
    year: vcm.year,
    revision: vcm.revision,
    revision_text: vcmRevisionText(vcm.revision),
    owner_user: { id: vcm.owner_user_id, full_name: view.owner_full_name },
    approver_user:
      vcm.approver_user_id === null
        ? null
        : { id: vcm.approver_user_id, full_name: view.approver_full_name ?? 'Unknown user' },
    created_at: vcm.created_at.toISOString(),
    updated_at: vcm.updated_at.toISOString(),
    approved_at: iso(vcm.approved_at),
  };
}

/**
 * A unit's currency (part 2 §3, docs/decisions.md): missing without an approval, outdated once the
 * last approval is older than the institute's valid month count, current otherwise.
 */
export function currencyOf(
  lastApproval: Date | null | undefined,
  validMonths: number | null,
  now = new Date(),
): { status: TVcmCurrencyStatus; updated_at: string | null } {
  if (!lastApproval) return { status: 'missing', updated_at: null };
  if (validMonths !== null && validMonths > 0) {
    const expires = plusMonths(lastApproval, validMonths);
    if (expires < now) return { status: 'outdated', updated_at: lastApproval.toISOString() };
  }
  return { status: 'current', updated_at: lastApproval.toISOString() };
}

export function presentDocument(vcmId: number, d: items.DocumentRow): TVcmSupportingDocument {
  return {
    id: d.id,
    title: d.title,
    filename: d.filename,
    url: vcmDocumentUrl(vcmId, d.id),
    mime_type: d.mime_type,
    size: d.size,
  };
}

type FeedbackDates = { status: string; feedback_at: Date | null; answered_at: Date | null };

/** Feedback was given, is still current (the item not approved since), and the answer changed after it. */
const updatedSinceFeedback = (item: FeedbackDates) =>
  isFeedbackCurrent(item.status) &&
  item.feedback_at !== null &&
  item.answered_at !== null &&
  item.answered_at > item.feedback_at;

export interface ItemContext {
  vcmStatus: TVcmStatus;
  canReview: boolean;
}

function itemActions(ctx: ItemContext, status: TVcmItemStatus) {
  const can = (action: 'approve' | 'needs_attention') =>
    ctx.canReview && decideItemAction(action, ctx.vcmStatus, status, 'feedback').ok;
  return { approve: can('approve'), needs_attention: can('needs_attention') };
}

export function presentUnitResponse(
  line: items.UnitResponseLine,
  ctx: ItemContext & {
    courseIds: number[];
    workExperiences: items.WorkExperienceRow[];
    documents: items.DocumentRow[];
    currency: ReturnType<typeof currencyOf>;
  },
): TVcmUnitResponse {
  const r = line.response;
  const status = r.status as TVcmItemStatus;
  return {
    id: r.id,
    vcm_id: r.vcm_id,
    unit: { id: r.unit_id, code: line.unit_code, title: line.unit_title },
    course_ids: ctx.courseIds,
    status,
    previously_approved: r.previously_approved,
    has_current_unit: r.has_current_unit,
    has_equivalent_unit: r.has_equivalent_unit,
    has_relevant_study: r.has_relevant_study,
    has_work_experience: r.has_work_experience,
    equivalent_unit_code: r.equivalent_unit_code,
    equivalent_unit_title: r.equivalent_unit_title,
    study_detail: r.study_detail,
    study_justification: r.study_justification,
    experience_justification: r.experience_justification,
    work_experiences: ctx.workExperiences.map(({ id, employer_name, job_role, year_from, year_to }) => ({
      id,
      employer_name,
      job_role,
      year_from,
      year_to,
    })),
    unit_response_supporting_documents: ctx.documents.map((d) => ({
      id: d.id,
      response_method: d.response_method ?? 'current_unit',
      supporting_document: presentDocument(r.vcm_id, d),
    })),
    approver_feedback: r.approver_feedback,
    updated_since_feedback: updatedSinceFeedback(r),
    approved_at: iso(r.approved_at),
    last_approver_user:
      r.last_approver_user_id === null
        ? null
        : { id: r.last_approver_user_id, full_name: line.last_approver_name ?? 'Unknown user' },
    removed: r.removed,
    currency: ctx.currency,
    actions: {
      ...itemActions(ctx, status),
      edit: ctx.canReview && !r.removed && canEditVcmResponse(ctx.vcmStatus, r.has_current_unit),
    },
  };
}

export function presentQualification(
  line: items.QualificationLine,
  ctx: ItemContext & { documents: items.DocumentRow[] },
): TVcmProfessionalQualification {
  const q = line.item;
  const status = q.status as TVcmItemStatus;
  return {
    id: q.id,
    vcm_id: q.vcm_id,
    professional_qualification: { id: q.professional_qualification_id, code: line.code, title: line.title },
    status,
    previously_approved: q.previously_approved,
    approver_feedback: q.approver_feedback,
    updated_since_feedback: updatedSinceFeedback(q),
    approved_at: iso(q.approved_at),
    last_approver_user:
      q.last_approver_user_id === null
        ? null
        : { id: q.last_approver_user_id, full_name: line.last_approver_name ?? 'Unknown user' },
    supporting_documents: ctx.documents.map((d) => presentDocument(q.vcm_id, d)),
    actions: itemActions(ctx, status),
  };
}

export const hasUpdateSinceFeedback = (rows: FeedbackDates[]) => rows.some(updatedSinceFeedback);

/**
 * Runs the reads one after another: inside a transaction they share one connection, which takes one
 * query at a time (pg queues, and warns about, concurrent ones).
 */
export async function inTurn<T extends readonly unknown[]>(tasks: {
  [K in keyof T]: () => Promise<T[K]>;
}): Promise<T> {
  const results: unknown[] = [];
  for (const task of tasks) results.push(await task());
  return results as unknown as T;
}
