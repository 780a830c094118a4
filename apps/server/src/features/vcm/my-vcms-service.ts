import {
  canEducatorEditItem,
  canEducatorEditVcm,
  countItems,
  decideVcmAction,
  emptyItemCounts,
  MY_VCM_GUIDANCE_FIELDS,
  MY_VCM_MESSAGES,
  myVcmDocumentUrl,
  type TMyVcmGuidance,
  type TMyVcm,
  type TMyVcmCatalogue,
  type TMyVcmListRow,
  type TStartMyVcmBody,
  type TVcmItemCounts,
  type TVcmItemStatus,
  type TVcmProfessionalQualification,
  type TVcmStatus,
  type TVcmSupportingDocument,
  type TVcmUnitResponse,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { canOwnVcm, isVcmOwner } from './policies.js';
import * as mine from './my-vcms-repository.js';
import { createVcm } from './vcms-create-service.js';
import * as items from './vcm-items-repository.js';
import { presentQualifications, presentResponses } from './vcm-items-service.js';
import { presentListRow } from './vcms-present.js';
import { documentFile } from './vcm-responses-service.js';
import * as repo from './vcms-repository.js';
import { historyPage, presentVcm, vcmSettingsOf, type VcmCaller } from './vcms-service.js';

/**
 * My VCM (issue 21): the signed-in educator's own VCMs, read through the review's repositories and
 * presenters. VCM off for the institute: 404 (as the staff side); not an educator whose employment
 * type has VCM on: 403 with a message; someone else's VCM: 404.
 */

const notFound = () => AppError.notFound('VCM');

/**
 * My VCM acts in the caller's home institute, as every `my` route does: a super admin who switched
 * institute still sees their own (docs/using-educator-app.md).
 */
export const homeAuth = <T extends ResolvedSession>(auth: T): T =>
  auth.instituteId === auth.user.institute_id ? auth : { ...auth, instituteId: auth.user.institute_id };

/** The institute has VCM on (404) and the caller may own a VCM (403). */
export async function requireMyVcm(db: Executor, auth: VcmCaller) {
  const settings = await vcmSettingsOf(db, auth);
  const self = await repo.findUser(db, auth.instituteId, auth.user.id);
  if (!self || !canOwnVcm(self, self.employment_type_vcm_enabled ?? false)) {
    throw AppError.forbidden(MY_VCM_MESSAGES.notEnabled);
  }
  return settings;
}

/** One of the caller's VCMs (404 for anyone else's or another institute's). */
export async function ownVcm(db: Executor, auth: VcmCaller, id: number) {
  const settings = await requireMyVcm(db, auth);
  const view = await repo.findVcmView(db, auth.instituteId, id);
  if (!view || !isVcmOwner(auth.user, view.vcm)) throw notFound();
  return { view, settings };
}

/** In a transaction: the caller's VCM locked for a change (a second submit waits here, then sees the first's status). */
export async function lockOwnVcm(tx: Executor, auth: VcmCaller, id: number) {
  const settings = await requireMyVcm(tx, auth);
  const vcm = await repo.lockVcm(tx, auth.instituteId, id);
  if (!vcm || !isVcmOwner(auth.user, vcm)) throw notFound();
  const view = (await repo.findVcmView(tx, auth.instituteId, id))!;
  return { vcm, view, settings };
}

const refuse = (message: string) => AppError.validation({}, [message], 'The VCM could not be changed');

/** The VCM is in a state where its educator edits (draft, or returned to them): 422 otherwise. */
export function requireEditableVcm(vcm: repo.VcmRow) {
  if (!canEducatorEditVcm(vcm.status as TVcmStatus)) throw refuse(MY_VCM_MESSAGES.notEditable);
}

/** The item may change: the VCM is editable and, once returned, the item is not approved (422). */
export function requireEditableItem(vcm: repo.VcmRow, itemStatus: string) {
  requireEditableVcm(vcm);
  if (!canEducatorEditItem(vcm.status as TVcmStatus, itemStatus as TVcmItemStatus)) {
    throw refuse(MY_VCM_MESSAGES.itemApproved);
  }
}

/** A row of my list: the review's row without its owner, with the item counts and what I may do. */
function presentMyListRow(view: NonNullable<repo.VcmView>, counts: TVcmItemCounts): TMyVcmListRow {
  const { owner_user: _owner, ...row } = presentListRow(view);
  const status = view.vcm.status as TVcmStatus;
  return {
    ...row,
    item_counts: counts,
    can: { edit: canEducatorEditVcm(status), submit: decideVcmAction('submit', status, counts).ok },
  };
}

async function listRow(db: Executor, view: NonNullable<repo.VcmView>): Promise<TMyVcmListRow> {
  const { vcm } = view;
  return presentMyListRow(view, countItems(await items.listItemStatuses(db, vcm.institute_id, vcm.id)));
}

const OPEN: readonly string[] = ['draft', 'in_review', 'needs_attention'];

/** `GET my/vcms`: my revisions, and whether a new one may start this year (the same statements for any number). */
export async function listMyVcms(deps: AppDeps, auth: VcmCaller) {
  await requireMyVcm(deps.db, auth);
  const year = new Date().getUTCFullYear();
  const views = await mine.listOwnVcmViews(deps.db, auth.instituteId, auth.user.id);
  const ids = views.map((view) => view.vcm.id);
  const countsByVcm = new Map(ids.map((id) => [id, emptyItemCounts()]));
  if (ids.length) {
    for (const { vcm_id, status, n } of await mine.countItemStatuses(deps.db, auth.instituteId, ids)) {
      countsByVcm.get(vcm_id)![status as TVcmItemStatus] += n;
    }
  }
  const revisions = views.map((view) => presentMyListRow(view, countsByVcm.get(view.vcm.id)!));
  const can_start = !views.some(({ vcm }) => vcm.year === year && OPEN.includes(vcm.status));
  return { revisions, year, can_start };
}

const mine_ = (vcmId: number, d: TVcmSupportingDocument) => ({ ...d, url: myVcmDocumentUrl(vcmId, d.id) });

/** A unit response as its educator sees it: can_edit instead of the reviewer's actions, my document URLs. */
export function presentMyResponse(vcm: repo.VcmRow, r: TVcmUnitResponse) {
  const { actions: _actions, ...rest } = r;
  return {
    ...rest,
    unit_response_supporting_documents: r.unit_response_supporting_documents.map((d) => ({
      ...d,
      supporting_document: mine_(vcm.id, d.supporting_document),
    })),
    can_edit: canEducatorEditItem(vcm.status as TVcmStatus, r.status),
  };
}

export function presentMyQualification(vcm: repo.VcmRow, q: TVcmProfessionalQualification) {
  const { actions: _actions, ...rest } = q;
  return {
    ...rest,
    supporting_documents: q.supporting_documents.map((d) => mine_(vcm.id, d)),
    can_edit: canEducatorEditItem(vcm.status as TVcmStatus, q.status),
  };
}

/** The caller's institute's VCM guidance; a blank setting is null (the screens show nothing for it). */
export async function myVcmGuidance(db: Executor, instituteId: number): Promise<TMyVcmGuidance> {
  const stored = await mine.findGuidanceSettings(db, instituteId);
  const guidance = {} as TMyVcmGuidance;
  for (const field of MY_VCM_GUIDANCE_FIELDS) guidance[field] = stored?.[field]?.trim() || null;
  return guidance;
}

/** The detail: header, courses, every unit response not removed, qualifications, the institute's guidance. */
export async function presentMyVcm(
  db: Executor,
  auth: ResolvedSession,
  view: NonNullable<repo.VcmView>,
  settings: Awaited<ReturnType<typeof requireMyVcm>>,
): Promise<TMyVcm> {
  const full = await presentVcm(db, auth, view, settings);
  const responses = await presentResponses(db, auth, view, settings);
  const qualifications = await presentQualifications(db, auth, view);
  const courses = full.courses.map(({ id, code, title, units }) => ({ id, code, title, units }));
  return {
    ...(await listRow(db, view)),
    current_units_text: full.current_units_text,
    courses,
    unit_responses: responses.filter((r) => !r.removed).map((r) => presentMyResponse(view.vcm, r)),
    professional_qualifications: qualifications.map((q) => presentMyQualification(view.vcm, q)),
    guidance: await myVcmGuidance(db, view.vcm.institute_id),
  };
}

/** `GET my/vcms/{id}`. */
export async function getMyVcm(deps: AppDeps, auth: VcmCaller, id: number) {
  const { view, settings } = await ownVcm(deps.db, auth, id);
  return presentMyVcm(deps.db, auth, view, settings);
}

/** `GET my/vcms/catalogue?year=`: the year's courses (with unit counts) and qualifications. */
export async function myVcmCatalogue(
  deps: AppDeps,
  auth: VcmCaller,
  year = new Date().getUTCFullYear(),
): Promise<TMyVcmCatalogue> {
  await requireMyVcm(deps.db, auth);
  return {
    year,
    courses: await mine.listCatalogueCourses(deps.db, auth.instituteId, year),
    professional_qualifications: await mine.listCatalogueQualifications(deps.db, auth.instituteId, year),
    guidance: await myVcmGuidance(deps.db, auth.instituteId),
  };
}

/** `POST my/vcms`: the review's create for myself (copies the last approved answers forward). */
export async function startMyVcm(deps: AppDeps, auth: VcmCaller, body: TStartMyVcmBody) {
  await requireMyVcm(deps.db, auth);
  const { year, course_ids, professional_qualification_ids } = body.vcm;
  return createVcm(deps, auth, { vcm: { year, course_ids, professional_qualification_ids } });
}

/** `GET my/vcms/{id}/history_logs`: the lines marked educator-visible, newest first. */
export async function listMyHistory(
  deps: AppDeps,
  auth: VcmCaller,
  id: number,
  page: { page: number; per_page: number },
) {
  const { view } = await ownVcm(deps.db, auth, id);
  return historyPage(deps.db, view.vcm, page, true);
}

/** `GET my/vcms/{id}/supporting_documents/{document_id}`: a file of my VCM. */
export async function mySupportingDocumentFile(
  deps: AppDeps,
  auth: VcmCaller,
  id: number,
  documentId: number,
) {
  const { view } = await ownVcm(deps.db, auth, id);
  return documentFile(deps, view.vcm, documentId);
}
