import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TProgram } from '@pdp/contract';
import type { ReactNode } from 'react';
import { formatDate } from '../../../../lib/dates';
import { UNNAMED_PROGRAM } from './program-name';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', minWidth: 0 }}
    >
      {icon}
      <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** "1/12/26 – 3/12/26", one date when the program is a single day. */
export function programDates(program: Pick<TProgram, 'start_date' | 'end_date'>): string {
  const start = formatDate(program.start_date);
  const end = formatDate(program.end_date);
  if (!start) return 'No dates yet';
  return end && end !== start ? `${start} – ${end}` : start;
}

/**
 * The program page's header (part 2 "Program page"): LIVE or DRAFT, the name (or Unnamed Program),
 * its dates and locations, and the domain's icon and name with the program type.
 */
export function ProgramHeader({ program, actions }: { program?: TProgram; actions?: ReactNode }) {
  const isLive = program?.published ?? false;
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'flex-start',
        justifyContent: 'space-between',
      }}
    >
      <Box sx={{ display: 'flex', gap: 2, minWidth: 0, flex: '1 1 320px' }}>
        {program?.domain_name && (
          <Avatar
            src={program.domain_icon_url ?? undefined}
            alt=""
            variant="rounded"
            sx={{
              width: 56,
              height: 56,
              bgcolor: program.domain_color ?? 'primary.light',
              color: 'primary.contrastText',
              display: { xs: 'none', sm: 'flex' },
            }}
          >
            {program.domain_name.charAt(0)}
          </Avatar>
        )}
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
            <Chip
              size="small"
              label={isLive ? 'LIVE' : 'DRAFT'}
              color={isLive ? 'success' : 'default'}
              sx={{ fontWeight: 700, letterSpacing: 0.5 }}
            />
            {(program?.domain_name || program?.program_type_label) && (
              <Typography variant="body2" color="text.secondary">
                {[program.domain_name, program.program_type_label].filter(Boolean).join(' · ')}
              </Typography>
            )}
          </Box>
          <Typography
            variant="h1"
            sx={{ overflowWrap: 'anywhere', fontStyle: program && !program.name ? 'italic' : undefined }}
          >
            {program ? (program.name ?? UNNAMED_PROGRAM) : 'New Program'}
          </Typography>
          {program && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5, mt: 0.75 }}>
              <Fact icon={<CalendarMonthOutlinedIcon fontSize="small" aria-hidden />}>
                {programDates(program)}
              </Fact>
              {program.location_names && (
                <Fact icon={<PlaceOutlinedIcon fontSize="small" aria-hidden />}>
                  {program.location_names}
                </Fact>
              )}
            </Box>
          )}
        </Box>
      </Box>
      {actions && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>{actions}</Box>
      )}
    </Box>
  );
}
