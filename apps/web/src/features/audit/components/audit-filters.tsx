import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '@pdp/contract';
import {
  FilterDateField,
  FilterSelect,
  FilterTextField,
  FilterUserField,
} from '../../../components/filter-panel';

const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] }));
const ANY_STAFF = { roles: ['institute_admin', 'supervisor', 'facilitator', 'educator', 'guest'] } as const;

/** The audit log's filters: table, record, who, what and when (issue 13). */
export function AuditFilters() {
  return (
    <>
      <FilterTextField name="table_name_eq" label="Table" placeholder="e.g. users" />
      <FilterTextField name="record_id_eq" label="Record id" inputMode="numeric" />
      <FilterUserField name="user_id_eq" label="Done by" search={ANY_STAFF} noun="user" />
      <FilterSelect name="action_eq" label="Action" options={ACTION_OPTIONS} />
      <FilterDateField name="created_at_gteq" label="From" />
      <FilterDateField name="created_at_lteq" label="To" />
    </>
  );
}
