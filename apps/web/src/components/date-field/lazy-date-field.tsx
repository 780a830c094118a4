import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import { formatDate } from '../../lib/dates';
import type { DateFieldProps } from './date-field';

const DateField = lazy(() => import('./date-field').then((module) => ({ default: module.DateField })));

/**
 * The date field, its picker's code loaded when a page first shows one rather than with every form:
 * until then a read-only field shows the same label, day and message, so nothing moves.
 */
export function LazyDateField(props: DateFieldProps) {
  const { label, value, name, size, required, disabled, error, helperText, fullWidth, sx } = props;
  return (
    <Suspense
      fallback={
        <TextField
          {...{ label, name, size, required, disabled, error, helperText, fullWidth, sx }}
          value={formatDate(value)}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      }
    >
      <DateField {...props} />
    </Suspense>
  );
}
