import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useState } from 'react';
import { DATE_FORMAT, parseDate, toApiDate } from '../../lib/dates';
import { useFilterValue } from './filter-context';
import { filterText } from './filter-values';

export interface FilterDateFieldProps {
  /** The API filter key, e.g. `workshop_start_time_gteq`. */
  name: string;
  label: string;
}

/**
 * A date filter: shown as d/M/yy, stored and sent as yyyy-MM-dd (part 2 §9 "Date filters").
 * It brings its own LocalizationProvider so a page needs no setup to use it.
 */
export function FilterDateField({ name, label }: FilterDateFieldProps) {
  const [value, setValue] = useFilterValue(name);
  const text = filterText(value);
  // The picker's own value, which may be a half-typed (invalid) date that the draft stores as ''.
  // Feeding it null back would wipe what the user is typing. It follows the draft only when the
  // draft names another day (Clear, Back); both sides normalised so the check settles at once.
  const [picked, setPicked] = useState<Date | null>(() => parseDate(text));
  if (toApiDate(picked) !== toApiDate(text)) setPicked(parseDate(text));

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <DatePicker
        label={label}
        value={picked}
        format={DATE_FORMAT}
        onChange={(date) => {
          setPicked(date);
          setValue(toApiDate(date));
        }}
        slotProps={{ textField: { name, size: 'small', fullWidth: true }, field: { clearable: true } }}
      />
    </LocalizationProvider>
  );
}
