import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { counted } from '@pdp/contract';
import type { FormOption } from '../../../../lib/forms';
import { formatDate, formatTime } from '../../../../lib/dates';
import type { ProgramFormControl } from '../programs/program-form-values';
import { Facts } from '../../../../components/facts';

/** A picked time of day on the picked day: which of standard or daylight time it is depends on both. */
function onDay(day: Date | null, time: Date): Date {
  if (!day) return time;
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), time.getHours(), time.getMinutes());
}

/** A saved workshop in one line, while its card is closed: what, when, where, who and its points. */
export function WorkshopSummary({
  control,
  index,
  locations,
}: {
  control: ProgramFormControl;
  index: number;
  locations: readonly FormOption[] | undefined;
}) {
  const workshop = useWatch({ control, name: `workshops.${index}` });
  const when = [
    formatDate(workshop.date),
    // The zone (when the browser is elsewhere) is named once, after the end, on the workshop's day.
    [
      formatTime(workshop.start, { zone: false }),
      formatTime(workshop.end && onDay(workshop.date, workshop.end)),
    ]
      .filter(Boolean)
      .join('–'),
  ]
    .filter(Boolean)
    .join(', ');
  const location = locations?.find((option) => option.value === workshop.location_id)?.label;
  const points = workshop.points === null || workshop.points === '' ? null : Number(workshop.points);
  const details = [
    when,
    location,
    workshop.room,
    workshop.presenter,
    points === null ? null : counted(points, 'point'),
  ];
  return (
    <div>
      <Typography sx={{ fontWeight: 500 }}>{workshop.name || 'No name yet'}</Typography>
      <Typography color="text.secondary">
        <Facts facts={details} />
      </Typography>
    </div>
  );
}
