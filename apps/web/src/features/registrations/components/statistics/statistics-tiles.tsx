import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TRegistrationFigures } from '@pdp/contract';
import { useId } from 'react';

/** The three figures of part 2 §2, with what each counts (the same words as the reports' modes, §9). */
export const FIGURES: readonly { key: keyof TRegistrationFigures; label: string; description: string }[] = [
  { key: 'registrations', label: 'Registrations', description: 'Every registration made' },
  { key: 'unique_registrants', label: 'Unique registrants', description: 'Different people who registered' },
  {
    key: 'unique_completions',
    label: 'Unique completions',
    description: 'Different people who registered and completed',
  },
];

function Tile({ label, description, value }: { label: string; description: string; value: number }) {
  const labelId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={labelId} sx={{ p: 2.5 }}>
      <Typography id={labelId} variant="subtitle2" component="h3" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h1" component="p" sx={{ my: 0.5, fontVariantNumeric: 'tabular-nums' }}>
        {value.toLocaleString()}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {description}
      </Typography>
    </Paper>
  );
}

export function StatisticsTiles({ totals }: { totals: TRegistrationFigures }) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
    >
      {FIGURES.map((figure) => (
        <Tile
          key={figure.key}
          label={figure.label}
          description={figure.description}
          value={totals[figure.key]}
        />
      ))}
    </Box>
  );
}
