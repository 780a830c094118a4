import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { displayTimeZone, formatDate, formatTime, isViewerElsewhere } from '../../../../lib/dates';
import { TIME_LABELS, TIME_PARTS, type WorkshopTimeFieldsProps } from './workshop-time-parts';

const WorkshopPickers = lazy(() => import('./workshop-pickers'));

/**
 * The pickers mount once the page has painted, as a transition (in slices, not one long task), and
 * their code loads then too; or at once when the user reaches for a field first. Until then each
 * field is a plain read-only text field showing the same label, value and message.
 */
function useIsPickerTime(): [boolean, () => void] {
  const [isPickerTime, setIsPickerTime] = useState(false);
  useEffect(() => startTransition(() => setIsPickerTime(true)), []);
  return [isPickerTime, () => setIsPickerTime(true)];
}

/** What a field shows before its picker has loaded. */
function StandIns({ control, index, disabled, onReach }: WorkshopTimeFieldsProps & { onReach?: () => void }) {
  return TIME_PARTS.map((part) => (
    <Controller
      key={part}
      control={control}
      name={`workshops.${index}.${part}`}
      render={({ field, fieldState }) => {
        const value = field.value as Date | null;
        return (
          <TextField
            label={TIME_LABELS[part]}
            name={field.name}
            value={part === 'date' ? formatDate(value) : formatTime(value, { zone: false })}
            required
            fullWidth
            disabled={disabled || field.disabled}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            onFocus={onReach}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        );
      }}
    />
  ));
}

/** A workshop's date and its start and end times, picked apart and combined on save (part 2 §4). */
export function WorkshopTimeFields(props: WorkshopTimeFieldsProps) {
  const [isPickerTime, reach] = useIsPickerTime();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1.3fr 1fr 1fr' } }}>
      {isPickerTime ? (
        <Suspense fallback={<StandIns {...props} />}>
          <WorkshopPickers {...props} />
        </Suspense>
      ) : (
        <StandIns {...props} onReach={reach} />
      )}
      {isViewerElsewhere() && (
        <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1', mt: -1 }}>
          Times are in the institute&apos;s time zone, {displayTimeZone().replaceAll('_', ' ')}.
        </Typography>
      )}
    </Box>
  );
}
