import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TUserDetail } from '@pdp/contract';
import type { ReactNode } from 'react';
import { formatDate } from '../../../../lib/dates';
import { initials } from '../../../../lib/initials';

export interface UserSummaryCardProps {
  /** Absent for a new user. */
  user?: TUserDetail;
  /** Deactivate / Activate and Save, for whoever may edit the user (its `can`). */
  actions?: ReactNode;
}

const NOTHING = '—';

/** The profile header (part 2 "User profile"): name, employment type, supervisor, passport. */
export function UserSummaryCard({ user, actions }: UserSummaryCardProps) {
  const facts: [label: string, value: string][] = [
    ['Employment type', user?.employment_type?.name ?? NOTHING],
    ['Supervisor', user?.supervisor?.full_name ?? NOTHING],
    // Passports arrive with a later issue; until then nobody has obtained one.
    ['Passport Obtained', formatDate(user?.current_passport?.issued_at) || NOTHING],
  ];
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box
        sx={{
          p: { xs: 2.5, md: 3 },
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2.5,
        }}
      >
        <Avatar
          sx={{ width: 64, height: 64, bgcolor: 'primary.light', color: 'primary.main', fontWeight: 700 }}
          aria-hidden
        >
          {user ? initials(user.full_name) : <PersonAddAlt1OutlinedIcon />}
        </Avatar>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {user ? user.full_name : 'New User'}
          </Typography>
          {user ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.75 }}>
              <Chip
                size="small"
                label={user.active ? 'Active' : 'Inactive'}
                color={user.active ? 'success' : 'default'}
                variant={user.active ? 'outlined' : 'filled'}
              />
              <Typography variant="body2" color="text.secondary">
                {[user.role_text, user.email].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              They will be emailed a link to choose their password.
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, ml: 'auto' }}>{actions}</Box>}
      </Box>
      <Divider />
      <Box
        component="dl"
        sx={{
          m: 0,
          px: { xs: 2.5, md: 3 },
          py: 2,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: 2,
          bgcolor: 'grey.50',
        }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
