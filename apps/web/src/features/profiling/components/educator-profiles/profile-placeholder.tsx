import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { IconDisc } from '../../../../components/icon-disc';

interface ProfilePlaceholderProps {
  kind: 'loading' | 'none' | 'not-found';
  /** Where "Show the list" goes: /profiling with the current filter. */
  listTo: string;
}

const TEXT = {
  loading: 'Loading profile…',
  none: 'Select an educator to see their profile.',
} as const;

/** The right-hand side when there is no profile form to show. */
export function ProfilePlaceholder({ kind, listTo }: ProfilePlaceholderProps) {
  const isNotFound = kind === 'not-found';
  return (
    <Box
      role={isNotFound ? undefined : 'status'}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        py: 8,
        px: 2,
        color: 'text.secondary',
      }}
    >
      <IconDisc tone="neutral">
        {isNotFound ? <PersonOffOutlinedIcon /> : <AssignmentIndOutlinedIcon />}
      </IconDisc>
      {isNotFound ? (
        <>
          <Typography variant="h3" component="h2" color="text.primary">
            Profile not available
          </Typography>
          <Typography variant="body2" sx={{ maxWidth: 420 }}>
            This educator has no profile you can see: they are not one of your educators, or have no profile
            in this passport period.
          </Typography>
          <Button component={RouterLink} to={listTo} variant="outlined" sx={{ mt: 1 }}>
            Show the list
          </Button>
        </>
      ) : (
        <Typography variant="body2">{TEXT[kind]}</Typography>
      )}
    </Box>
  );
}
