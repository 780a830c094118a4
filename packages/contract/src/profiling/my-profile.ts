import { z } from 'zod';
import { dataResponse } from '../common/list.js';
import { ZId } from '../common/values.js';
import { INT_MAX } from '../limits.js';

/**
 * My profile (issue 21): the caller's self-assessment for their institute's current passport period.
 * The stages follow the staff side's badges (part 1 §4), from the educator's point of view.
 */
export const MY_PROFILE_STAGES = [
  'not_started',
  'in_progress',
  'waiting_for_supervisor',
  'supervisor_in_progress',
  'completed',
] as const;
export type TMyProfileStage = (typeof MY_PROFILE_STAGES)[number];

/** What the educator reads for each stage; the middle three are the staff side's badge labels. */
export const MY_PROFILE_STAGE_LABELS: Record<TMyProfileStage, string> = {
  not_started: 'Not started',
  in_progress: 'In Progress with Educator',
  waiting_for_supervisor: 'Waiting for Supervisor',
  supervisor_in_progress: 'In Progress for Supervisor',
  completed: 'Completed',
};

/** The stage of a profile (or of none yet), by the same rules as the staff side's badge. */
export function myProfileStage(
  profile: { educator_completed: boolean; completed: boolean; supervisor_answered_count: number } | null,
): TMyProfileStage {
  if (!profile) return 'not_started';
  if (profile.completed) return 'completed';
  if (!profile.educator_completed) return 'in_progress';
  return profile.supervisor_answered_count > 0 ? 'supervisor_in_progress' : 'waiting_for_supervisor';
}

export const MY_PROFILE_MESSAGES = {
  notEducator: 'Only educators have a profile to self-assess.',
  locked: 'Your profile has been submitted and can no longer be changed.',
  alreadySubmitted: 'Your profile has already been submitted.',
  notAnswered: 'must be answered',
  notAll: (answered: number, total: number) =>
    `Answer every capability statement before submitting (${answered} of ${total} answered).`,
  notCapability: 'is not a capability statement of your profile',
  notLabel: 'is not one of the response labels',
  twice: 'is answered twice',
  notCompleted: 'The comparison shows once your profile is completed.',
} as const;

export const ZResponseLabel = z.object({ value: z.number().int(), text: z.string() });
export type TResponseLabel = z.infer<typeof ZResponseLabel>;

export const ZMyCapability = z.object({
  id: z.number().int(),
  /** 1-based within the domain, in display order: the number the form shows. */
  number: z.number().int(),
  statement: z.string(),
  /** The caller's answer (a response label's value), null while unanswered. */
  value: z.number().int().nullable(),
});

export const ZMyProfileDomain = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  summary: z.string().nullable(),
  svg_icon_url: z.string().nullable(),
  answered_count: z.number().int(),
  capabilities_count: z.number().int(),
  capabilities: z.array(ZMyCapability),
});
export type TMyProfileDomain = z.infer<typeof ZMyProfileDomain>;

/** `GET /my/profile`: the whole form (every active domain and statement with my answers) and its state. */
export const ZMyProfile = z.object({
  period: z.object({ start: z.string(), end: z.string() }),
  stage: z.enum(MY_PROFILE_STAGES),
  stage_label: z.string(),
  /** Whether answers may still change (not submitted yet). */
  can_edit: z.boolean(),
  educator_completed: z.boolean(),
  educator_completed_at: z.string().nullable(),
  completed: z.boolean(),
  completed_at: z.string().nullable(),
  /** Whether my employment type needs my supervisor's rating to complete the profile. */
  requires_supervisor_step: z.boolean(),
  supervisor_full_name: z.string().nullable(),
  answered_count: z.number().int(),
  total_count: z.number().int(),
  /** Whole percent, rounded down (100 = every statement answered). */
  percent: z.number().int(),
  labels: z.array(ZResponseLabel),
  domains: z.array(ZMyProfileDomain),
});
export type TMyProfile = z.infer<typeof ZMyProfile>;
export const ZMyProfileResponse = dataResponse(ZMyProfile);

/** The most answers one save takes: far above any institute's statement count. */
export const MY_PROFILE_ANSWERS_MAX = 1000;

const ZAnswerValue = z
  .number({ error: 'is not a number' })
  .int(MY_PROFILE_MESSAGES.notLabel)
  .min(-INT_MAX, MY_PROFILE_MESSAGES.notLabel)
  .max(INT_MAX, MY_PROFILE_MESSAGES.notLabel);

/** `PUT /my/profile/responses`: some or all answers (a partial save); each replaces an earlier one. */
export const ZMyProfileAnswersBody = z.object({
  profile: z.object({
    responses: z
      .array(z.object({ capability_id: ZId, value: ZAnswerValue }))
      .min(1, 'must name at least one answer')
      .max(MY_PROFILE_ANSWERS_MAX, `must hold at most ${MY_PROFILE_ANSWERS_MAX} answers`),
  }),
});
export type TMyProfileAnswersBody = z.infer<typeof ZMyProfileAnswersBody>;

const average = z.number().nullable();

/** `GET /my/profile/comparison`: once completed, my answers beside my supervisor's and the business ideal. */
export const ZMyProfileComparison = z.object({
  period: z.object({ start: z.string(), end: z.string() }),
  completed_at: z.string().nullable(),
  requires_supervisor_step: z.boolean(),
  supervisor_full_name: z.string().nullable(),
  labels: z.array(ZResponseLabel),
  domains: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      color: z.string(),
      /** Each column's mean over the statements it answers, to one decimal; null when it answers none. */
      averages: z.object({ educator: average, supervisor: average, business_ideal: average }),
      capabilities: z.array(
        z.object({
          id: z.number().int(),
          number: z.number().int(),
          statement: z.string(),
          educator: z.number().int().nullable(),
          supervisor: z.number().int().nullable(),
          business_ideal: z.number().int().nullable(),
        }),
      ),
    }),
  ),
});
export type TMyProfileComparison = z.infer<typeof ZMyProfileComparison>;
export const ZMyProfileComparisonResponse = dataResponse(ZMyProfileComparison);
