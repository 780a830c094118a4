import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { counted, type TRecommendations, type TRecommendedProgram } from '@pdp/contract';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/dates';
import { Facts } from '../facts';

interface RecommendationListProps {
  recommendations: TRecommendations;
  /** Who the gaps belong to, in the sentence above them ("your" / "Dora's"). */
  whose: string;
  /** What a program row offers (the educator's Register, a link). */
  action?: (program: TRecommendedProgram) => ReactNode;
  /** The program's name as shown (a link where there is a page to open). */
  name?: (program: TRecommendedProgram) => ReactNode;
}

const placesText = (places: number | null) => (places === null ? null : `${counted(places, 'place')} left`);

/**
 * Recommended programs from profiling (contract profiling/recommendations.ts): the largest gaps,
 * then each program with the gap it answers; an empty answer shows why (its state's message).
 * Shared by the educator's /me and the supervisor's profiling page.
 */
export function RecommendationList({ recommendations, whose, action, name }: RecommendationListProps) {
  const { state, message, gaps, programs } = recommendations;
  return (
    <Stack spacing={1.5}>
      {gaps.length > 0 && (
        <Box>
          <Typography variant="body2" color="text.secondary">
            {`The largest gaps of ${whose} latest completed profile:`}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.75 }}>
            {gaps.slice(0, 3).map((gap) => (
              <Chip key={gap.domain_id} size="small" variant="outlined" label={gap.reason} />
            ))}
          </Stack>
        </Box>
      )}
      {state !== 'ok' ? (
        <Alert severity={state === 'no_gaps' ? 'success' : 'info'}>{message}</Alert>
      ) : (
        <Box component="ul" aria-label="Recommended programs" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {programs.map((program) => (
            <Box
              component="li"
              key={program.id}
              aria-label={program.name ?? 'Program'}
              sx={{
                display: 'flex',
                gap: 2,
                alignItems: 'center',
                flexWrap: 'wrap',
                py: 1.25,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 220 }}>
                <Typography sx={{ fontWeight: 600 }}>{name ? name(program) : program.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  <Facts
                    facts={[
                      program.domain_name,
                      program.program_type_label,
                      program.start_date && formatDate(program.start_date),
                      counted(program.points, 'point'),
                      placesText(program.places_left),
                    ]}
                  />
                </Typography>
                <Typography variant="body2">{program.reason}</Typography>
              </Box>
              {action?.(program)}
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
