import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TMyPassport } from '@pdp/contract';
import { formatDate } from '../../../../lib/dates';
import { PASSPORT_STATUS } from './passport-status';
import { RequirementMeter, type RequirementMeterProps } from './requirement-meter';

/** The current period's status, "Passport Obtained", and each requirement against what I have. */
export function PassportSummary({ passport }: { passport: TMyPassport }) {
  const status = PASSPORT_STATUS[passport.status];
  const { requirements, achieved } = passport;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography variant="h6" component="h2">
            Passport status
          </Typography>
          <Chip label={status.label} color={status.color} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {status.description}
        </Typography>
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1, m: 0, mt: 2 }}>
          <Fact
            term="Passport period"
            value={`${formatDate(passport.period.start)} – ${formatDate(passport.period.end)}`}
          />
          <Fact term="Employment type" value={passport.employment_type ?? 'Not set'} />
          <Fact term="Passport Obtained" value={formatDate(passport.issued_at) || 'Not yet'} />
        </Box>
      </Paper>

      {requirements ? (
        <Grid container spacing={2}>
          {metersOf(requirements, achieved).map((meter) => (
            <Grid key={meter.label} size={{ xs: 12, sm: 6 }}>
              <RequirementMeter {...meter} />
            </Grid>
          ))}
        </Grid>
      ) : (
        <Alert severity="info">
          You have no employment type yet, so there are no requirements to meet. Ask your institute’s
          administrator to set one. Your points so far: {achieved.professional_points} professional,{' '}
          {achieved.vocational_points} vocational.
        </Alert>
      )}
    </Box>
  );
}

/** The employment type's requirements as meters; the journeys and profile only when it asks for them. */
function metersOf(
  requirements: NonNullable<TMyPassport['requirements']>,
  achieved: TMyPassport['achieved'],
): RequirementMeterProps[] {
  const meters: (RequirementMeterProps & { isShown: boolean })[] = [
    {
      label: 'Professional points',
      achieved: achieved.professional_points,
      required: requirements.professional_points,
      unit: 'points',
      isShown: true,
    },
    {
      label: 'Vocational points',
      achieved: achieved.vocational_points,
      required: requirements.vocational_points,
      unit: 'points',
      isShown: true,
    },
    {
      label: 'Learning journeys',
      achieved: achieved.learning_journeys,
      required: requirements.num_lj_required,
      unit: 'journeys',
      isShown: requirements.num_lj_required > 0,
    },
    {
      label: 'Vocational learning journeys',
      achieved: achieved.vocational_learning_journeys,
      required: requirements.num_vocational_lj_required,
      unit: 'journeys',
      isShown: requirements.num_vocational_lj_required > 0,
    },
    {
      label: 'Profile self-assessment',
      achieved: achieved.profile_completed ? 1 : 0,
      required: 1,
      unit: 'completed',
      isShown: requirements.profiling_tool_required,
    },
  ];
  return meters.filter((meter) => meter.isShown).map(({ isShown: _isShown, ...meter }) => meter);
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}
