import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { TProfile } from '@pdp/contract';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import { completedOn, profileBadge, responseCountText } from './profile-status';
import { StatusChip } from './status-chip';

interface ProfileListItemProps {
  profile: TProfile;
  to: string;
  isSelected: boolean;
}

/**
 * One educator in the list: name, completion badge, completed-on date and response count. Memoized:
 * the list renders again with each answer that reaches Manage Profiles, its items only when theirs.
 */
export const ProfileListItem = memo(function ProfileListItem({
  profile,
  to,
  isSelected,
}: ProfileListItemProps) {
  const badge = profileBadge(profile);
  const completed = completedOn(profile);
  return (
    <ListItemButton
      component={RouterLink}
      to={to}
      selected={isSelected}
      aria-current={isSelected ? 'page' : undefined}
      sx={{
        alignItems: 'flex-start',
        flexDirection: 'column',
        gap: 0.5,
        px: 2,
        py: 1.25,
        borderLeft: 3,
        borderColor: isSelected ? 'primary.main' : 'transparent',
      }}
    >
      <Typography variant="subtitle2" component="span" sx={{ lineHeight: 1.35 }}>
        {profile.educator_full_name}
      </Typography>
      {badge && <StatusChip badge={badge} />}
      <Box
        component="span"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 1,
          color: 'text.secondary',
          typography: 'caption',
        }}
      >
        {completed ? (
          <span>
            {completed.label} {completed.date}
          </span>
        ) : (
          <span>Not completed yet</span>
        )}
        <span aria-hidden>·</span>
        <span>{responseCountText(profile.educator_completed_count)}</span>
      </Box>
    </ListItemButton>
  );
});
