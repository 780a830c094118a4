import Typography from '@mui/material/Typography';
import { format, isValid } from 'date-fns';
import { useWatch } from 'react-hook-form';
import type { FormOption } from '../../../../lib/forms';
import { DATE_FORMAT } from '../../../../lib/dates';
import type { ProgramFormControl } from '../programs/program-form-values';
import { TIME_FORMAT } from './workshop-time-parts';

const shown = (value: Date | null, pattern: string) =>
  value && isValid(value) ? format(value, pattern) : '';

/** A saved workshop in one line, while its card is closed: what, when, where, who and its points. */
export function WorkshopSummary({
  control,
  index,
  locations,
}: {
  control: ProgramFormControl;
  index: number;
  locations: readonly FormOption[];
}) {
  const workshop = useWatch({ control, name: `workshops.${index}` });
  const when = [
    shown(workshop.date, DATE_FORMAT),
    [shown(workshop.start, TIME_FORMAT), shown(workshop.end, TIME_FORMAT)].filter(Boolean).join('–'),
  ]
    .filter(Boolean)
    .join(', ');
  const location = locations.find((option) => option.value === workshop.location_id)?.label;
  const points = workshop.points === null || workshop.points === '' ? null : Number(workshop.points);
  const details = [
    when,
    location,
    workshop.room,
    workshop.presenter,
    points === null ? null : `${points} ${points === 1 ? 'point' : 'points'}`,
  ].filter(Boolean);
  return (
    <div>
      <Typography sx={{ fontWeight: 500 }}>{workshop.name || 'No name yet'}</Typography>
      <Typography color="text.secondary">{details.join(' · ')}</Typography>
    </div>
  );
}
