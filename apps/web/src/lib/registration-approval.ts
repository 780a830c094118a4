import type { TInstituteSummary } from '@pdp/contract';

/** The four institute settings that hold a type of program registration for approval (part 1 §3). */
export type RegistrationApprovalFlags = Pick<
  TInstituteSummary,
  | 'elective_registrations_require_approval'
  | 'learning_journey_registrations_require_approval'
  | 'vocational_elective_registrations_require_approval'
  | 'vocational_learning_journey_registrations_require_approval'
>;

/**
 * Registrations need approving when any of the four approval settings is on (part 1 §6). One rule
 * for everything that depends on it: the Registrations navigation item and the pending
 * registrations reminder setting (part 1 §3 "only shown when registrations require approval").
 */
export function isRegistrationApprovalOn(institute: RegistrationApprovalFlags): boolean {
  return (
    institute.elective_registrations_require_approval ||
    institute.learning_journey_registrations_require_approval ||
    institute.vocational_elective_registrations_require_approval ||
    institute.vocational_learning_journey_registrations_require_approval
  );
}
