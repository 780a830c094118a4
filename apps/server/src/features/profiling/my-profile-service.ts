import {
  MY_PROFILE_MESSAGES as MESSAGES,
  MY_PROFILE_STAGE_LABELS,
  myProfileStage,
  type TMyProfile,
  type TMyProfileAnswersBody,
  type TMyProfileComparison,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError, FieldErrors } from '../../lib/errors.js';
import { uploadUrl } from '../../lib/uploads.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { recomputePassport } from '../points/passports-service.js';
import { currentPeriod } from '../points/period-service.js';
import { answerTable } from './answer-table.js';
import * as mine from './my-profile-repository.js';
import { findProfileRow } from './profiles-repository.js';
import { percentOf } from './profiles-service.js';
import * as repo from './responses-repository.js';

/*
 * My profile (issue 21): the caller's own self-assessment, always in their home institute (a super
 * admin who selected another institute still acts as themselves) and for its current passport period
 * (docs/decisions.md "Profiling"). Nothing here takes an id from the caller: another user's profile
 * cannot even be named. The profile is created by the first save, as the mobile app's was.
 */

interface Me {
  instituteId: number;
  userId: number;
  period: { start: string; end: string };
}

/** Only educators self-assess (guests and staff-only users have no profile to fill in). */
async function meOf(deps: AppDeps, auth: ResolvedSession): Promise<Me> {
  if (!auth.user.is_educator) throw AppError.forbidden(MESSAGES.notEducator);
  const instituteId = auth.user.institute_id;
  const { start, end } = await currentPeriod(deps.db, { ...auth, instituteId });
  return { instituteId, userId: auth.user.id, period: { start, end } };
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** `GET /my/profile`: the state, progress and the whole form with my answers. */
export async function myProfile(deps: AppDeps, auth: ResolvedSession): Promise<TMyProfile> {
  const { db } = deps;
  const me = await meOf(deps, auth);
  const own = await mine.findOwnProfile(db, me.instituteId, me.userId, me.period.start);
  const [row, context, labels, domains, capabilities] = await Promise.all([
    own ? findProfileRow(db, me.instituteId, own.id) : undefined,
    mine.selfAssessmentContext(db, me.instituteId, me.userId),
    repo.responseLabelList(db, me.instituteId),
    repo.profileDomains(db, me.instituteId, own?.id ?? 0),
    repo.allActiveCapabilities(db, me.instituteId),
  ]);
  const ids = capabilities.map((c) => c.id);
  const answers = own ? await repo.profileAnswers(db, 'educator', me.instituteId, own.id, ids) : [];
  const answerOf = new Map<number, number>(answers.map((a) => [a.capability_id, a.value]));
  const profile = row?.profile;
  const stage = myProfileStage(
    profile ? { ...profile, supervisor_answered_count: row.supervisor_answered_count } : null,
  );
  const formDomains = domains
    .map((domain) => {
      const own = capabilities.filter((c) => c.domain_id === domain.id);
      return {
        id: domain.id,
        name: domain.name,
        color: domain.color,
        summary: domain.summary,
        svg_icon_url: uploadUrl(domain.svg_icon_key),
        answered_count: own.filter((c) => answerOf.has(c.id)).length,
        capabilities_count: own.length,
        capabilities: own.map((c, index) => ({
          id: c.id,
          number: index + 1,
          statement: c.statement,
          value: answerOf.get(c.id) ?? null,
        })),
      };
    })
    .filter((domain) => domain.capabilities_count > 0);
  return {
    period: me.period,
    stage,
    stage_label: MY_PROFILE_STAGE_LABELS[stage],
    can_edit: !profile?.educator_completed,
    educator_completed: profile?.educator_completed ?? false,
    educator_completed_at: iso(profile?.educator_completed_at),
    completed: profile?.completed ?? false,
    completed_at: iso(profile?.completed_at),
    requires_supervisor_step: context?.requires_supervisor_step ?? true,
    supervisor_full_name: context?.supervisor_full_name ?? null,
    answered_count: answerOf.size,
    total_count: ids.length,
    percent: percentOf(answerOf.size, ids.length),
    labels,
    domains: formDomains,
  };
}

/** Each answer names a statement of my form (once) and one of the institute's response labels. */
async function checkAnswers(deps: AppDeps, me: Me, body: TMyProfileAnswersBody) {
  const [capabilities, labels] = await Promise.all([
    repo.allActiveCapabilities(deps.db, me.instituteId),
    repo.responseLabelValues(deps.db, me.instituteId),
  ]);
  const counting = new Set(capabilities.map((c) => c.id));
  const seen = new Set<number>();
  const errors = new FieldErrors();
  body.profile.responses.forEach(({ capability_id, value }, index) => {
    if (!counting.has(capability_id)) errors.add(`responses.${index}.capability_id`, MESSAGES.notCapability);
    else if (seen.has(capability_id)) errors.add(`responses.${index}.capability_id`, MESSAGES.twice);
    seen.add(capability_id);
    if (!labels.has(value)) errors.add(`responses.${index}.value`, MESSAGES.notLabel);
  });
  errors.throwIfAny();
}

/** The period's profile, created on first use, locked for the rest of the transaction. */
async function lockedOwnProfile(tx: Parameters<typeof mine.lockProfile>[0], me: Me) {
  const key = { institute_id: me.instituteId, user_id: me.userId };
  await mine.insertOwnProfile(tx, { ...key, period_start: me.period.start, period_end: me.period.end });
  const own = await mine.findOwnProfile(tx, me.instituteId, me.userId, me.period.start);
  const locked = own && (await mine.lockProfile(tx, me.instituteId, own.id));
  if (!locked) throw AppError.notFound('Profile');
  return locked;
}

/** `PUT /my/profile/responses`: saves some or all answers while the profile is not submitted. */
export async function saveMyAnswers(
  deps: AppDeps,
  auth: ResolvedSession,
  body: TMyProfileAnswersBody,
): Promise<TMyProfile> {
  const me = await meOf(deps, auth);
  await checkAnswers(deps, me, body);
  await deps.db.transaction(async (tx) => {
    const profile = await lockedOwnProfile(tx, me);
    if (profile.educator_completed) throw AppError.validation({}, [MESSAGES.locked]);
    await mine.upsertEducatorResponses(
      tx,
      body.profile.responses.map(({ capability_id, value }) => ({
        institute_id: me.instituteId,
        profile_id: profile.id,
        capability_id,
        value,
        responded_by_id: me.userId,
      })),
    );
  });
  return myProfile(deps, auth);
}

/**
 * `POST /my/profile/submit`: every statement answered, then `educator_completed` (the supervisor's
 * "Waiting for Supervisor"); without the supervisor step the profile is complete at once and counts
 * toward this period's passport, as the supervisor's submit does.
 */
export async function submitMyProfile(deps: AppDeps, auth: ResolvedSession): Promise<TMyProfile> {
  const me = await meOf(deps, auth);
  const context = await mine.selfAssessmentContext(deps.db, me.instituteId, me.userId);
  const isCompleteNow = context?.requires_supervisor_step === false;
  await deps.db.transaction(async (tx) => {
    const profile = await lockedOwnProfile(tx, me);
    if (profile.educator_completed) throw AppError.validation({}, [MESSAGES.alreadySubmitted]);
    const capabilities = await repo.allActiveCapabilities(tx, me.instituteId);
    const ids = capabilities.map((c) => c.id);
    const answered = new Set<number>(
      (await repo.profileAnswers(tx, 'educator', me.instituteId, profile.id, ids)).map(
        (a) => a.capability_id,
      ),
    );
    const errors = new FieldErrors();
    for (const id of ids) if (!answered.has(id)) errors.add(`capabilities.${id}`, MESSAGES.notAnswered);
    if (!errors.isEmpty) errors.throwIfAny(undefined, [MESSAGES.notAll(answered.size, ids.length)]);
    const updated = await mine.setEducatorCompleted(
      tx,
      me.instituteId,
      profile.id,
      new Date(),
      isCompleteNow,
    );
    if (!updated.length) throw AppError.validation({}, [MESSAGES.alreadySubmitted]);
    if (isCompleteNow) await recomputePassport(tx, me.instituteId, me.userId, me.period.start);
  });
  return myProfile(deps, auth);
}

const mean = (values: (number | null)[]) => {
  const present = values.filter((v): v is number => v !== null);
  if (!present.length) return null;
  return Math.round((present.reduce((a, b) => a + b, 0) / present.length) * 10) / 10;
};

/** `GET /my/profile/comparison`: once the profile is completed, my answers beside the other two. */
export async function myProfileComparison(
  deps: AppDeps,
  auth: ResolvedSession,
): Promise<TMyProfileComparison> {
  const me = await meOf(deps, auth);
  const own = await mine.findOwnProfile(deps.db, me.instituteId, me.userId, me.period.start);
  const row = own && (await findProfileRow(deps.db, me.instituteId, own.id));
  if (!row?.profile.completed) throw AppError.badRequest(MESSAGES.notCompleted);
  const { labels, domains } = await answerTable(deps.db, me.instituteId, row);
  return {
    period: me.period,
    completed_at: iso(row.profile.completed_at),
    requires_supervisor_step: row.requires_supervisor_step,
    supervisor_full_name: row.supervisor_full_name,
    labels,
    domains: domains.map((domain) => ({
      id: domain.id,
      name: domain.name,
      color: domain.color,
      averages: {
        educator: mean(domain.capabilities.map((c) => c.educator)),
        supervisor: mean(domain.capabilities.map((c) => c.supervisor)),
        business_ideal: mean(domain.capabilities.map((c) => c.businessIdeal)),
      },
      capabilities: domain.capabilities.map(({ businessIdeal, ...c }) => ({
        ...c,
        business_ideal: businessIdeal,
      })),
    })),
  };
}
