import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { counted, type TMyForecast } from '@pdp/contract';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';
import { Facts } from '../../../../components/facts';

/** "8 more professional points, 5 more vocational points and 1 more learning journey". */
function missingOf({ shortfall }: TMyForecast): string[] {
  const parts = [
    shortfall.professional_points > 0 && `${shortfall.professional_points} more professional points`,
    shortfall.vocational_points > 0 && `${shortfall.vocational_points} more vocational points`,
    shortfall.learning_journeys > 0 &&
      counted(shortfall.learning_journeys, 'more learning journey', 'more learning journeys'),
    shortfall.vocational_learning_journeys > 0 &&
      counted(
        shortfall.vocational_learning_journeys,
        'more vocational learning journey',
        'more vocational learning journeys',
      ),
    shortfall.profile && 'your profile completed',
  ];
  return parts.filter((part): part is string => Boolean(part));
}

const listed = (parts: string[]) =>
  parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');

function onTheWay({ pending }: TMyForecast): string {
  const parts = [
    pending.requests > 0 && `${counted(pending.requests, 'point request')} awaiting approval`,
    pending.programs > 0 && `${counted(pending.programs, 'program')} you are registered for`,
  ].filter((part): part is string => Boolean(part));
  return parts.length ? `It depends on ${listed(parts)}.` : '';
}

/**
 * "Will I make it?": the forecast of my passport at the period's end (GET my/forecast) in words, with
 * the open programs that would close what is missing. Nothing for a user without requirements.
 */
export function ForecastCard({ forecast }: { forecast: TMyForecast }) {
  if (forecast.forecast === 'no_requirements') return null;
  const end = formatDate(forecast.period.end);
  const missing = missingOf(forecast);
  const daysLeft = counted(forecast.days_left, 'day');
  const message =
    forecast.forecast === 'on_track'
      ? { severity: 'success' as const, text: `You are on track: every requirement of this period is met.` }
      : missing.length
        ? {
            severity: forecast.forecast === 'at_risk' ? ('warning' as const) : ('error' as const),
            text: `You need ${listed(missing)} by ${end} (${daysLeft} left). ${onTheWay(forecast)}`.trim(),
          }
        : {
            severity: 'warning' as const,
            text: `Your requirements are met, but your currency may lapse before ${end}.`,
          };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="forecast" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="forecast" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        By the end of the period
      </Typography>
      <Alert severity={message.severity}>{message.text}</Alert>
      {forecast.expiring_units > 0 && (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {counted(forecast.expiring_units, 'unit')} of your VCM will lose its currency before {end}.{' '}
          <Link component={RouterLink} to={paths.meVcms.to()}>
            Open my VCM
          </Link>
        </Typography>
      )}
      {forecast.programs.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            Open programs that would close the gap
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {forecast.programs.map((program) => (
              <li key={program.id}>
                <Link component={RouterLink} to={paths.meProgram.to(program.id)}>
                  {program.name}
                </Link>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  <Facts
                    facts={[
                      program.program_type_label,
                      program.start_date && formatDate(program.start_date),
                      counted(program.points, 'point'),
                    ]}
                  />
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Paper>
  );
}
