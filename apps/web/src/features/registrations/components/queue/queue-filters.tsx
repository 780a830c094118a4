import {
  FilterDateField,
  FilterSelect,
  FilterTextField,
  FilterUserField,
} from '../../../../components/filter-panel';
import { STATUS_OPTIONS } from '../registrations-view';

const SUPERVISORS = { roles: ['supervisor'] } as const;

/**
 * The queue's filters (issue 15): status (Pending unless changed), program, user, the supervisor
 * for admins (a supervisor's queue holds only their own educators), and two date ranges.
 */
export function QueueFilters({ canPickSupervisor }: { canPickSupervisor: boolean }) {
  return (
    <>
      <FilterSelect name="status_eq" label="Status" options={STATUS_OPTIONS} />
      <FilterTextField name="program_name_cont" label="Program" />
      <FilterTextField name="user_name_cont" label="User" />
      {canPickSupervisor && (
        <FilterUserField name="supervisor_id_eq" label="Supervisor" search={SUPERVISORS} noun="supervisor" />
      )}
      <FilterDateField name="program_start_date_gteq" label="Program starts from" />
      <FilterDateField name="program_start_date_lteq" label="Program starts by" />
      <FilterDateField name="created_at_gteq" label="Registered from" />
      <FilterDateField name="created_at_lteq" label="Registered by" />
    </>
  );
}
