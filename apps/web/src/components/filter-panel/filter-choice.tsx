import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FilterOption } from './filter-fields';

export interface FilterChoiceProps {
  /** The field's name (a filter key, or the name of the group of keys it stands for). */
  name: string;
  label: string;
  /** The choice the draft's keys make, worked out by the caller. */
  value: string;
  options: readonly FilterOption[];
  /** Writes the draft's keys for a choice (one or several, with `setValue`). */
  onChange: (value: string) => void;
  /** A hint on hover. */
  title?: string;
}

/**
 * A select that looks like the panel's own `FilterSelect`, for a choice that writes several keys or
 * more than its own (a status that is two keys, a period that sets from and to, a division that
 * clears the department). Its options include the "All" choice when it has one.
 */
export function FilterChoice({ name, label, value, options, onChange, title }: FilterChoiceProps) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      name={name}
      label={label}
      title={title}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
