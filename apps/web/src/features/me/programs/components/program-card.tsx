import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TMyProgramCard } from '@pdp/contract';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';
import { placesText, pointsText } from './format';
import { RegistrationChip } from './registration-chip';
import { Facts } from '../../../../components/facts';

/** A program of the catalogue: name, type and domain, when and where, points, places and my state. */
export function ProgramCard({ program }: { program: TMyProgramCard }) {
  const places = placesText(program.places_left);
  const details = [
    program.start_date ? formatDate(program.start_date) : null,
    program.location_names,
    pointsText(program.points),
  ];
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={RouterLink} to={paths.meProgram.to(program.id)} sx={{ height: '100%' }}>
        <CardContent>
          <Stack spacing={0.75}>
            <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.4 }}>
              {[program.program_type_label, program.domain_name].filter(Boolean).join(' · ')}
            </Typography>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {program.name ?? 'Unnamed Program'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <Facts facts={details} />
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              {program.my_state ? <RegistrationChip state={program.my_state} /> : null}
              {!program.my_state && !program.is_open ? (
                <Typography variant="body2" color="text.secondary">
                  Registration closed
                </Typography>
              ) : null}
              {!program.my_state && program.is_open && places ? (
                <Typography variant="body2" color={program.places_left === 0 ? 'error' : 'text.secondary'}>
                  {places}
                </Typography>
              ) : null}
            </Stack>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
