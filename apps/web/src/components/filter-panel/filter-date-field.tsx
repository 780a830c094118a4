import { LazyDateField } from '../date-field/lazy-date-field';
import { useFilterValue } from './filter-context';
import { filterText } from './filter-values';

export interface FilterDateFieldProps {
  /** The API filter key, e.g. `workshop_start_time_gteq`. */
  name: string;
  label: string;
}

/** A date filter: shown as d/M/yy, stored and sent as yyyy-MM-dd (part 2 §9 "Date filters"). */
export function FilterDateField({ name, label }: FilterDateFieldProps) {
  const [value, setValue] = useFilterValue(name);
  return (
    <LazyDateField
      label={label}
      name={name}
      value={filterText(value)}
      onChange={setValue}
      size="small"
      fullWidth
      clearable
      mountOnUse
    />
  );
}
