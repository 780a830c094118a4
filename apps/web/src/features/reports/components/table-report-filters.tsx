import { FilterDateField, FilterSelect, FilterTextField } from '../../../components/filter-panel';
import { ReportFilters, type ReportFiltersProps } from './report-filters';

/**
 * The dated reports' filter fields (contract reports/table-reports.ts): each adds its own choices to
 * the user filters of report-filters.tsx; the notification log has only its dates and its own.
 */
export const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'Yes' : 'No');

/** Part 2 §9 "Evidence attached filter: Attached / Not Attached". */
const EVIDENCE_OPTIONS = [
  { value: 'true', label: 'Attached' },
  { value: 'false', label: 'Not Attached' },
];
const labelled = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The user reports' filters plus the report's own choices. */
export function withChoices(
  choices: { name: string; label: string; labels?: Record<string, string> }[],
  hasEvidence = false,
) {
  return function ChoiceFilters(props: ReportFiltersProps) {
    return (
      <>
        <ReportFilters {...props} />
        {choices.map((choice) =>
          choice.labels ? (
            <FilterSelect
              key={choice.name}
              name={choice.name}
              label={choice.label}
              options={labelled(choice.labels)}
            />
          ) : (
            <FilterTextField key={choice.name} name={choice.name} label={choice.label} />
          ),
        )}
        {hasEvidence && (
          <FilterSelect name="evidence_attached_eq" label="Evidence" options={EVIDENCE_OPTIONS} />
        )}
      </>
    );
  };
}

/** The notification log's filters: the dates it was sent (q[date_from_eq], q[date_to_eq]) and its program. */
export function NotificationFilters() {
  return (
    <>
      <FilterDateField name="date_from_eq" label="Sent from" />
      <FilterDateField name="date_to_eq" label="Sent to" />
      <FilterTextField name="program_name_cont" label="Program contains" />
      <FilterTextField name="message_cont" label="Message contains" />
    </>
  );
}
