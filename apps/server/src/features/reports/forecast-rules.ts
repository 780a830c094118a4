import type { TForecastStatus, TPassportStatus } from '@pdp/contract';
import {
  meetsRequirements,
  type PassportFigures,
  type PassportRequirements,
} from '../points/passports-service.js';

/**
 * The currency forecast's rule (contract reports/forecast-report.ts): where a passport will stand at
 * the period's end if nothing else happens. Pure, the reference the report's set-based query is
 * tested against (forecast-report.test.ts).
 */

/** What is on the way in the period: pending requests, approved registrations, a profile to rate. */
export interface ForecastPending {
  professional_points: number;
  vocational_points: number;
  learning_journeys: number;
  vocational_learning_journeys: number;
  /** The educator finished their profile; only the supervisor's rating is missing. */
  profile_awaiting_supervisor: boolean;
}

export interface ForecastInput {
  requirements: PassportRequirements | null;
  figures: PassportFigures;
  pending: ForecastPending;
  /** Claimed VCM units whose currency runs out before the period ends. */
  expiringUnits: number;
}

const withPending = (figures: PassportFigures, pending: ForecastPending): PassportFigures => ({
  professional_points: figures.professional_points + pending.professional_points,
  vocational_points: figures.vocational_points + pending.vocational_points,
  learning_journeys: figures.learning_journeys + pending.learning_journeys,
  vocational_learning_journeys: figures.vocational_learning_journeys + pending.vocational_learning_journeys,
  profile_completed: figures.profile_completed || pending.profile_awaiting_supervisor,
});

export function forecastStatus({
  requirements,
  figures,
  pending,
  expiringUnits,
}: ForecastInput): TForecastStatus {
  if (!requirements) return 'no_requirements';
  if (meetsRequirements(requirements, figures)) return expiringUnits > 0 ? 'at_risk' : 'on_track';
  return meetsRequirements(requirements, withPending(figures, pending)) ? 'at_risk' : 'will_lapse';
}

/** What is still missing of each requirement (zero once met): "you need N more professional points". */
export function shortfallOf(requirements: PassportRequirements, figures: PassportFigures) {
  const gap = (required: number, achieved: number) =>
    Math.max(0, Math.round((required - achieved) * 100) / 100);
  return {
    professional_points: gap(requirements.professional_points, figures.professional_points),
    vocational_points: gap(requirements.vocational_points, figures.vocational_points),
    learning_journeys: gap(requirements.num_lj_required, figures.learning_journeys),
    vocational_learning_journeys: gap(
      requirements.num_vocational_lj_required,
      figures.vocational_learning_journeys,
    ),
    profile: requirements.profiling_tool_required && !figures.profile_completed,
  };
}

/**
 * Whether a passport lets its holder deliver a unit (the "who may deliver" search): complete as at
 * the day, or, for a search as at today, on track by the forecast (every requirement met and nothing
 * of the passport left to happen). A passport in progress on a past day does not.
 */
export function passportQualifies(status: TPassportStatus, forecast: string | null): boolean {
  return status === 'COMPLETE' || forecast === ('on_track' satisfies TForecastStatus);
}
