import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useState, type PointerEvent } from 'react';
import { formatDate } from '../../lib/dates';
import type { DateFieldProps } from './date-field';

const DateField = lazy(() => import('./date-field').then((module) => ({ default: module.DateField })));

export interface LazyDateFieldProps extends DateFieldProps {
  /**
   * The picker mounts when it is first used (a mouse comes over it, it takes the focus or is
   * touched), not with the page: for a list screen's filters, which most visits never touch. Four date
   * filters mounting with `/registrations` made its longest task (docs/performance.md, "Date filters").
   */
  mountOnUse?: boolean;
}

/** Where the picker's own "Choose date" button will be, drawn the same (an edge icon button's box). */
const calendarIcon = (
  <InputAdornment position="end">
    <Box component="span" aria-hidden sx={{ display: 'inline-flex', p: 1, mr: -1.5, color: 'action.active' }}>
      <EventIcon />
    </Box>
  </InputAdornment>
);

/**
 * The date field, its picker's code loaded when a page first shows one rather than with every form:
 * until then a read-only field shows the same label, day and message, so nothing moves. With
 * `mountOnUse` that field stays until the picker is first used; the picker then takes the focus if
 * the field had it (a tab or a touch), so the user goes on typing where they were.
 */
export function LazyDateField({ mountOnUse = false, ...props }: LazyDateFieldProps) {
  const [use, setUse] = useState<'none' | 'pointer' | 'focus'>(mountOnUse ? 'none' : 'pointer');
  const { label, value, name, size, required, disabled, error, helperText, fullWidth, sx } = props;
  const readOnlyField = (
    <TextField
      {...{ label, name, size, required, disabled, error, helperText, fullWidth, sx }}
      value={formatDate(value)}
      slotProps={{ htmlInput: { readOnly: true }, input: { endAdornment: calendarIcon } }}
      onPointerEnter={(event: PointerEvent) => {
        if (event.pointerType === 'mouse') setUse((was) => (was === 'none' ? 'pointer' : was));
      }}
      // Also while the picker's code is still loading: the picker then takes the focus it was given.
      onPointerDown={() => setUse('focus')}
      onFocus={() => setUse('focus')}
    />
  );
  if (use === 'none') return readOnlyField;
  return (
    <Suspense fallback={readOnlyField}>
      <DateField {...props} autoFocus={use === 'focus'} />
    </Suspense>
  );
}
