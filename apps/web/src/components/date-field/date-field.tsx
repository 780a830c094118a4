import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useState, type ReactNode, type Ref } from 'react';
import { DATE_FORMAT, parseDate, toApiDate } from '../../lib/dates';

export interface DateFieldProps {
  label: string;
  /** The day as the API reads it (yyyy-MM-dd), or '' for none. */
  value: string;
  /** The picked day as yyyy-MM-dd; '' while cleared or half-typed. */
  onChange: (value: string) => void;
  name?: string;
  size?: 'small' | 'medium';
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
  clearable?: boolean;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  sx?: SxProps<Theme>;
  /** Focuses the field when it mounts (a lazily mounted field taking over the focus). */
  autoFocus?: boolean;
}

/**
 * A date typed or picked as d/M/yy, whatever the browser's locale, and handed on as the calendar day
 * picked (yyyy-MM-dd): the console's and the educator app's one date field (part 2 §9). It brings
 * its own LocalizationProvider so a page needs no setup to use it.
 */
export function DateField({
  label,
  value,
  onChange,
  name,
  clearable,
  onBlur,
  inputRef,
  sx,
  autoFocus,
  ...field
}: DateFieldProps) {
  // The picker's own value, which may be a half-typed (invalid) date that the owner stores as ''.
  // Feeding it null back would wipe what the user is typing. It follows the owner only when the
  // owner names another day (Clear, Back, a reset); both sides normalised so the check settles at once.
  const [picked, setPicked] = useState<Date | null>(() => parseDate(value));
  if (toApiDate(picked) !== toApiDate(value)) setPicked(parseDate(value));

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <DatePicker
        label={label}
        value={picked}
        format={DATE_FORMAT}
        disabled={field.disabled}
        inputRef={inputRef}
        sx={sx}
        autoFocus={autoFocus}
        onChange={(date) => {
          setPicked(date);
          onChange(toApiDate(date));
        }}
        slotProps={{ textField: { name, onBlur, ...field }, field: { clearable } }}
      />
    </LocalizationProvider>
  );
}
