import {
  can,
  type TBusinessIdealResponseBody,
  type TDomainWithCapabilities,
  type TResponse,
  type TResponseSummary,
  type TResponseSummaryEntry,
  type TResponseSummaryQuery,
  type TResponseType,
  type TSupervisorResponseBody,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import { uploadUrl } from '../../lib/uploads.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { organisationLists } from '../settings/service.js';
import { countActiveCapabilities } from './answer-counts-repository.js';
import { accessibleProfile, percentOf, PROFILE_MESSAGES } from './profiles-service.js';
import * as repo from './responses-repository.js';

/** Every capability that counts (active, in an active domain), in form order. */
export { allActiveCapabilities } from './responses-repository.js';

/** A domain of the institute with its active capabilities, numbered from 1 in display order. */
export async function domainWithCapabilities(
  deps: AppDeps,
  instituteId: number,
  domainId: number,
): Promise<TDomainWithCapabilities> {
  const domain = await repo.findDomain(deps.db, instituteId, domainId);
  if (!domain) throw AppError.notFound('Domain');
  const capabilities = await repo.activeCapabilitiesOf(deps.db, instituteId, domainId);
  return {
    id: domain.id,
    name: domain.name,
    color: domain.color,
    summary: domain.summary,
    svg_icon_url: uploadUrl(domain.svg_icon_key),
    display_order: domain.display_order,
    active: domain.active,
    capabilities: capabilities.map((capability, index) => ({ ...capability, number: index + 1 })),
  };
}

export async function profileDomain(
  deps: AppDeps,
  auth: ResolvedSession,
  profileId: number,
  domainId: number,
) {
  await accessibleProfile(deps, auth, profileId);
  return domainWithCapabilities(deps, auth.instituteId, domainId);
}

type Answers = { capability_id: number; value: number }[];
function summaryOf(
  capabilityIds: number[],
  answers: Partial<Record<TResponseType, Answers>>,
): TResponseSummary['data'] {
  const data: TResponseSummary['data'] = {};
  for (const id of capabilityIds) {
    data[String(id)] = { EducatorResponse: null, BusinessIdealResponse: null, SupervisorResponse: null };
  }
  for (const [type, rows] of Object.entries(answers) as [TResponseType, Answers][]) {
    for (const row of rows) {
      const entry = data[String(row.capability_id)] as TResponseSummaryEntry | undefined;
      if (entry) entry[type] = { capability_id: row.capability_id, type, value: row.value };
    }
  }
  return data;
}

async function checkIdealKey(deps: AppDeps, instituteId: number, key: repo.IdealKey) {
  const lists = await organisationLists(deps.db, instituteId);
  if (!lists.departments.some((d) => d.id === key.department_id)) throw AppError.notFound('Department');
  if (!lists.employmentTypes.some((t) => t.id === key.employment_type_id)) {
    throw AppError.notFound('Employment type');
  }
}

async function businessIdealPercent(deps: AppDeps, instituteId: number, key: repo.IdealKey) {
  const [answered, total] = await Promise.all([
    repo.countBusinessIdealAnswered(deps.db, instituteId, key),
    countActiveCapabilities(deps.db, instituteId),
  ]);
  return percentOf(answered, total);
}

/** `GET /response_summary`: a business ideal (admins) or a profile's three answers, for one domain. */
export async function responseSummary(
  deps: AppDeps,
  auth: ResolvedSession,
  query: TResponseSummaryQuery,
): Promise<TResponseSummary> {
  const instituteId = auth.instituteId;
  if (query.mode === 'bi') {
    if (!can(auth.user, 'profiling.business_ideal')) throw AppError.forbidden();
    const key = { department_id: query.department_id!, employment_type_id: query.employment_type_id! };
    await checkIdealKey(deps, instituteId, key);
    const domain = await domainWithCapabilities(deps, instituteId, query.domain_id);
    const ids = domain.capabilities.map((c) => c.id);
    const ideal = await repo.businessIdealAnswers(deps.db, instituteId, key, ids);
    return {
      data: summaryOf(ids, { BusinessIdealResponse: ideal }),
      meta: { business_ideal_completed_percent: await businessIdealPercent(deps, instituteId, key) },
    };
  }
  const row = await accessibleProfile(deps, auth, query.profile_id!);
  const domain = await domainWithCapabilities(deps, instituteId, query.domain_id);
  const ids = domain.capabilities.map((c) => c.id);
  const key =
    row.department_id !== null && row.employment_type_id !== null
      ? { department_id: row.department_id, employment_type_id: row.employment_type_id }
      : undefined;
  const [educator, supervisor, ideal, total] = await Promise.all([
    repo.profileAnswers(deps.db, 'educator', instituteId, row.profile.id, ids),
    repo.profileAnswers(deps.db, 'supervisor', instituteId, row.profile.id, ids),
    key ? repo.businessIdealAnswers(deps.db, instituteId, key, ids) : Promise.resolve([]),
    countActiveCapabilities(deps.db, instituteId),
  ]);
  return {
    data: summaryOf(ids, {
      EducatorResponse: educator,
      SupervisorResponse: supervisor,
      BusinessIdealResponse: ideal,
    }),
    meta: { profile: { supervisor_completed_percent: percentOf(row.supervisor_answered_count, total) } },
  };
}

async function checkAnswer(deps: AppDeps, instituteId: number, capabilityId: number, value: number) {
  const capability = await repo.findActiveCapability(deps.db, instituteId, capabilityId);
  if (!capability) throw AppError.notFound('Capability');
  const labels = await repo.responseLabelValues(deps.db, instituteId);
  if (!labels.has(value)) throw AppError.badRequest(PROFILE_MESSAGES.notLabel(value));
}

/** Rates one capability (again: a second answer replaces the first). */
export async function answerAsSupervisor(
  deps: AppDeps,
  auth: ResolvedSession,
  body: TSupervisorResponseBody,
) {
  const { profile_id, capability_id, value } = body.supervisor_response;
  const row = await accessibleProfile(deps, auth, profile_id);
  if (!row.profile.educator_completed) throw AppError.badRequest(PROFILE_MESSAGES.educatorNotCompleted);
  if (row.profile.supervisor_completed) throw AppError.badRequest(PROFILE_MESSAGES.alreadySubmitted);
  if (row.profile.completed) throw AppError.badRequest(PROFILE_MESSAGES.alreadyComplete);
  await checkAnswer(deps, auth.instituteId, capability_id, value);
  await repo.upsertSupervisorResponse(deps.db, {
    institute_id: auth.instituteId,
    profile_id,
    capability_id,
    value,
    responded_by_id: auth.user.id,
  });
  const updated = await accessibleProfile(deps, auth, profile_id);
  const total = await countActiveCapabilities(deps.db, auth.instituteId);
  const data: TResponse = { capability_id, type: 'SupervisorResponse', value };
  return {
    data,
    meta: { profile: { supervisor_completed_percent: percentOf(updated.supervisor_answered_count, total) } },
  };
}

export async function answerBusinessIdeal(
  deps: AppDeps,
  auth: ResolvedSession,
  body: TBusinessIdealResponseBody,
) {
  const { department_id, employment_type_id, capability_id, value } = body.business_ideal_response;
  const key = { department_id, employment_type_id };
  await checkIdealKey(deps, auth.instituteId, key);
  await checkAnswer(deps, auth.instituteId, capability_id, value);
  await repo.upsertBusinessIdealResponse(deps.db, {
    institute_id: auth.instituteId,
    ...key,
    capability_id,
    value,
  });
  const data: TResponse = { capability_id, type: 'BusinessIdealResponse', value };
  return {
    data,
    meta: { business_ideal_completed_percent: await businessIdealPercent(deps, auth.instituteId, key) },
  };
}
