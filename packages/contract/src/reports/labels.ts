// The reports' kinds and their display names, without zod: the report pages read only these, and a
// module that declares schemas builds them all when it is evaluated (docs/performance.md, "First
// load"). The schemas that validate these values import the lists from here.

/**
 * The currency forecast (beyond the spec): for each user of the current passport period, where their
 * passport will stand at the period's end if nothing else happens (docs/using-compliance.md):
 * - `on_track`: every requirement is met already, and no VCM unit they claim loses its currency
 *   before the period ends;
 * - `at_risk`: it depends on what is on the way (pending point requests dated in the period,
 *   approved registrations of programs that end in the period, a profile awaiting its supervisor),
 *   or a claimed unit's currency runs out before the period ends;
 * - `will_lapse`: even with everything on the way, a requirement stays unmet;
 * - `no_requirements`: no employment type, so nothing to meet.
 */
export const FORECAST_STATUSES = ['on_track', 'at_risk', 'will_lapse', 'no_requirements'] as const;
export type TForecastStatus = (typeof FORECAST_STATUSES)[number];

export const FORECAST_STATUS_LABELS: Record<TForecastStatus, string> = {
  on_track: 'On track',
  at_risk: 'At risk',
  will_lapse: 'Will lapse',
  no_requirements: 'No requirements',
};
