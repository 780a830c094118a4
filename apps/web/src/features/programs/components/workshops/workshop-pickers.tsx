import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { Controller } from 'react-hook-form';
import { DATE_FORMAT, TIME_FORMAT } from '../../../../lib/dates';
import { TIME_LABELS, TIME_PARTS, type WorkshopTimeFieldsProps } from './workshop-time-parts';

/**
 * A workshop's date and time pickers (MUI X). A module of its own, loaded once the program page has
 * painted (see WorkshopTimeFields): the pickers' code is most of the page's download, and mounting
 * them all at once was most of its main-thread time.
 */
export default function WorkshopPickers({ control, index, disabled }: WorkshopTimeFieldsProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      {TIME_PARTS.map((part) => (
        <Controller
          key={part}
          control={control}
          name={`workshops.${index}.${part}`}
          render={({ field, fieldState }) => {
            const common = {
              label: TIME_LABELS[part],
              value: field.value,
              onChange: (value: Date | null) => field.onChange(value),
              disabled: disabled || field.disabled,
              inputRef: field.ref,
              slotProps: {
                textField: {
                  name: field.name,
                  required: true,
                  fullWidth: true,
                  onBlur: field.onBlur,
                  error: Boolean(fieldState.error),
                  helperText: fieldState.error?.message,
                },
              },
            };
            return part === 'date' ? (
              <DatePicker {...common} format={DATE_FORMAT} />
            ) : (
              <TimePicker {...common} format={TIME_FORMAT} />
            );
          }}
        />
      ))}
    </LocalizationProvider>
  );
}
