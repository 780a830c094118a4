import type { TImportChange } from '@pdp/contract';

/** The stored fields of a user the import reads to decide between existing, updated and deactivated. */
export interface ExistingUser {
  id: number;
  unique_identifier: string;
  email: string;
  given_name: string;
  family_name: string;
  department_id: number | null;
  employment_type_id: number | null;
  custom_1: string | null;
  custom_2: string | null;
  active: boolean;
  is_supervisor: boolean;
  is_super_admin: boolean;
}

export interface NewImportedUser {
  unique_identifier: string;
  given_name: string;
  family_name: string;
  email: string;
  department_id: number | null;
  employment_type_id: number | null;
  custom_1: string | null;
  custom_2: string | null;
  /** Resolved to an id when written: the supervisor may be a row created by the same import. */
  supervisor_identifier: string | null;
  active: boolean;
  is_educator: boolean;
  is_supervisor: boolean;
  is_facilitator: boolean;
  is_institute_admin: boolean;
  is_guest: boolean;
}

export type ImportedUserUpdate = Pick<
  ExistingUser,
  | 'id'
  | 'given_name'
  | 'family_name'
  | 'email'
  | 'department_id'
  | 'employment_type_id'
  | 'custom_1'
  | 'custom_2'
  | 'active'
>;

/** Everything a valid file changes, written in one transaction. */
export interface UserImportPlan {
  created: NewImportedUser[];
  updated: ImportedUserUpdate[];
  unchanged: number;
  deactivatedIds: number[];
  /** Existing users given another employment type: their current passports are recomputed. */
  employmentTypeChangedIds: number[];
  /** Row by row, what the import does (the dry run's plan, and the real import's record of it). */
  changes: TImportChange[];
}

/** The counts the result screen shows: created, existing (unchanged), updated and deleted (deactivated). */
export function importStats(plan: UserImportPlan) {
  const deleted = plan.deactivatedIds.length;
  return {
    created: plan.created.length,
    existing: plan.unchanged,
    updated: plan.updated.length - deleted,
    deleted,
  };
}
