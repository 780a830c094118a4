import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { PROFILE_NAMED_FILTERS, type TProfile, type TProfileNamedFilter } from '@pdp/contract';
import { memo } from 'react';
import { educatorsHeading } from './remembered-supervisor';
import { ProfileListItem } from './profile-list-item';

export const NO_SUPERVISORS_TEXT =
  'This institute has no supervisors. Educators must be assigned to a user with the supervisor role.';

export type ProfileListContent =
  | { kind: 'no-supervisors' }
  | { kind: 'loading' }
  | { kind: 'profiles'; profiles: TProfile[]; isRefreshing: boolean };

interface ProfileListProps {
  supervisorName: string | undefined;
  /** Admins: the heading opens the Select Supervisor modal. */
  onPickSupervisor?: () => void;
  filter: TProfileNamedFilter;
  onFilterChange: (filter: TProfileNamedFilter) => void;
  content: ProfileListContent;
  selectedProfileId: number | undefined;
  linkTo: (profile: TProfile) => string;
}

/** The left column of Educator Profiles (part 1 §2.4). Memoized, as the form beside it. */
export const ProfileList = memo(function ProfileList(props: ProfileListProps) {
  const { supervisorName, onPickSupervisor, filter, onFilterChange } = props;
  const heading = supervisorName ? educatorsHeading(supervisorName) : 'Educators';
  return (
    <Paper variant="outlined" component="section" aria-label="Educators" sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: 2, pb: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h3" component="h2">
          {onPickSupervisor ? (
            <Tooltip title="Select another supervisor" describeChild>
              <ButtonBase
                onClick={onPickSupervisor}
                aria-haspopup="dialog"
                sx={{
                  font: 'inherit',
                  textAlign: 'left',
                  borderRadius: 1,
                  gap: 0.75,
                  px: 0.5,
                  mx: -0.5,
                  '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
                }}
              >
                {heading}
                <SwapHorizIcon fontSize="small" color="primary" aria-hidden />
              </ButtonBase>
            </Tooltip>
          ) : (
            heading
          )}
        </Typography>
        <TextField
          select
          size="small"
          label="Show"
          value={filter}
          onChange={(event) => onFilterChange(event.target.value as TProfileNamedFilter)}
          fullWidth
        >
          {PROFILE_NAMED_FILTERS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Divider />
      <ListBody {...props} />
    </Paper>
  );
});

function ListBody({ content, selectedProfileId, linkTo }: ProfileListProps) {
  if (content.kind === 'no-supervisors') return <EmptyText>{NO_SUPERVISORS_TEXT}</EmptyText>;
  if (content.kind === 'loading') return <EmptyText>Loading...</EmptyText>;
  if (content.profiles.length === 0) return <EmptyText>No profiles available</EmptyText>;
  return (
    <List
      aria-label="Profiles"
      aria-busy={content.isRefreshing}
      disablePadding
      sx={{
        maxHeight: { md: 'calc(100vh - 320px)' },
        minHeight: { md: 240 },
        overflowY: 'auto',
        opacity: content.isRefreshing ? 0.6 : 1,
        transition: 'opacity 150ms',
        '& > * + *': { borderTop: 1, borderTopColor: 'divider' },
      }}
    >
      {content.profiles.map((profile) => (
        <li key={profile.id}>
          <ProfileListItem
            profile={profile}
            to={linkTo(profile)}
            isSelected={profile.id === selectedProfileId}
          />
        </li>
      ))}
    </List>
  );
}

function EmptyText({ children }: { children: string }) {
  return (
    <Typography
      role="status"
      variant="body2"
      color="text.secondary"
      sx={{ px: 2, py: 4, textAlign: 'center' }}
    >
      {children}
    </Typography>
  );
}
