import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPoints } from './passport-status';

export interface RequirementMeterProps {
  label: string;
  achieved: number;
  required: number;
  /** "points" or "journeys": the words after the figures. */
  unit: string;
}

/** One requirement: what I have against what my employment type asks, as a bar. */
export function RequirementMeter({ label, achieved, required, unit }: RequirementMeterProps) {
  const isMet = Math.round(achieved * 100) >= Math.round(required * 100);
  // "of 1 journey", "of 5 journeys".
  const words = required === 1 && unit.endsWith('s') ? unit.slice(0, -1) : unit;
  const percent = required > 0 ? Math.min(100, (achieved / required) * 100) : 100;
  return (
    <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {label}
        </Typography>
        {isMet && <CheckCircleIcon color="success" fontSize="small" titleAccess="Met" />}
      </Box>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {formatPoints(achieved)}
        <Typography component="span" variant="body2" color="text.secondary">
          {' '}
          of {formatPoints(required)} {words}
        </Typography>
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={isMet ? 'success' : 'primary'}
        aria-label={`${label}: ${formatPoints(achieved)} of ${formatPoints(required)} ${words}`}
        sx={{ mt: 1.5, height: 8, borderRadius: 4 }}
      />
    </Paper>
  );
}
