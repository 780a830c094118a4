import type { TPassportStatus } from '@pdp/contract';

/**
 * A passport's status from its figures (docs/decisions.md "Passports (issue 16)"). Pure, so the
 * stored status is always what these rules say about the ledger.
 */

/** An employment type's passport requirements (part 1 §3 "Employment type"). */
export interface PassportRequirements {
  professional_points: number;
  num_lj_required: number;
  vocational_points: number;
  num_vocational_lj_required: number;
  profiling_tool_required: boolean;
}

/** What a user achieved in one period, from the points history and their profile. */
export interface PassportFigures {
  professional_points: number;
  vocational_points: number;
  learning_journeys: number;
  vocational_learning_journeys: number;
  profile_completed: boolean;
}

/** Points are numeric(8,2): compared in hundredths so 0.1 + 0.2 meets a requirement of 0.3. */
const meets = (achieved: number, required: number) =>
  Math.round(achieved * 100) >= Math.round(required * 100);

/** Every requirement of the employment type is met. */
export function meetsRequirements(requirements: PassportRequirements, figures: PassportFigures): boolean {
  return (
    meets(figures.professional_points, requirements.professional_points) &&
    meets(figures.vocational_points, requirements.vocational_points) &&
    figures.learning_journeys >= requirements.num_lj_required &&
    figures.vocational_learning_journeys >= requirements.num_vocational_lj_required &&
    (!requirements.profiling_tool_required || figures.profile_completed)
  );
}

/** Anything earned in the period: currency, a learning journey, or a required profile completed. */
export function hasProgress(requirements: PassportRequirements | null, figures: PassportFigures): boolean {
  return (
    figures.professional_points > 0 ||
    figures.vocational_points > 0 ||
    figures.learning_journeys > 0 ||
    figures.vocational_learning_journeys > 0 ||
    (requirements?.profiling_tool_required === true && figures.profile_completed)
  );
}

/**
 * COMPLETE when every requirement is met; IN_PROGRESS when something counts but not all; INCOMPLETE
 * when nothing does. A user without an employment type has no requirements to meet, so their
 * passport is never COMPLETE. The status depends on the figures only, never on the date, so it
 * cannot go stale when a period ends.
 */
export function passportStatus(
  requirements: PassportRequirements | null,
  figures: PassportFigures,
): TPassportStatus {
  if (requirements && meetsRequirements(requirements, figures)) return 'COMPLETE';
  return hasProgress(requirements, figures) ? 'IN_PROGRESS' : 'INCOMPLETE';
}

/** A history row as the figures read it. */
export interface LedgerEntry {
  type: 'PointsProgram' | 'PointsVocational' | 'PointsRea';
  points: number;
  learning_journey_equivalent: boolean;
  /** The program's type, for PointsProgram rows (null when the program has none). */
  program_type: string | null;
}

/**
 * Which currency a history row counts as: PointsVocational and programs of a vocational_* type are
 * vocational; PointsRea (external professional) and every other program are professional.
 */
export function isVocational(entry: Pick<LedgerEntry, 'type' | 'program_type'>): boolean {
  if (entry.type === 'PointsVocational') return true;
  if (entry.type === 'PointsRea') return false;
  return entry.program_type?.startsWith('vocational_') ?? false;
}

/** The figures of a period's history rows (the reference the set-based query must agree with). */
export function figuresOf(entries: LedgerEntry[], profileCompleted: boolean): PassportFigures {
  const figures: PassportFigures = {
    professional_points: 0,
    vocational_points: 0,
    learning_journeys: 0,
    vocational_learning_journeys: 0,
    profile_completed: profileCompleted,
  };
  for (const entry of entries) {
    const vocational = isVocational(entry);
    if (vocational) figures.vocational_points += entry.points;
    else figures.professional_points += entry.points;
    if (entry.learning_journey_equivalent) {
      if (vocational) figures.vocational_learning_journeys += 1;
      else figures.learning_journeys += 1;
    }
  }
  const cents = (value: number) => Math.round(value * 100) / 100;
  figures.professional_points = cents(figures.professional_points);
  figures.vocational_points = cents(figures.vocational_points);
  return figures;
}
