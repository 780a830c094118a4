import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import type { TProfile, TProfileNamedFilter } from '@pdp/contract';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../../lib/paths';
import { useProfiles } from '../../api/list-profiles';
import { parseProfileFilter } from './profile-filter';
import { ProfileForm } from './profile-form';
import { ProfileList, type ProfileListContent } from './profile-list';
import { SelectSupervisorDialog } from './select-supervisor-dialog';
import { parseEducatorId, selectProfile } from './selected-profile';
import type { ProfilingSupervisor } from './use-profiling-supervisor';

interface EducatorProfilesTabProps {
  supervisor: ProfilingSupervisor;
  canDelete: boolean;
}

/** Educator Profiles (part 1 §2.4): one supervisor's educators on the left, the chosen profile on the right. */
export function EducatorProfilesTab({ supervisor, canDelete }: EducatorProfilesTabProps) {
  const navigate = useNavigate();
  const { educatorId: educatorParam } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const [submitted, setSubmitted] = useState<TProfile | null>(null);
  const filter = parseProfileFilter(searchParams.get('filter'));
  const supervisorId = supervisor.supervisor?.id;
  const profiles = useProfiles(supervisorId === undefined ? undefined : { filter, supervisorId });

  const list = profiles.data?.data ?? [];
  const selected = selectProfile(list, parseEducatorId(educatorParam), submitted);
  const search = searchParams.toString();
  const linkTo = (profile: TProfile) =>
    `${paths.profilingEducator.to(profile.user_id)}${search ? `?${search}` : ''}`;

  const content: ProfileListContent = supervisor.hasNoSupervisors
    ? { kind: 'no-supervisors' }
    : profiles.data === undefined
      ? { kind: 'loading' }
      : { kind: 'profiles', profiles: list, isRefreshing: profiles.isPlaceholderData };

  const changeFilter = (next: TProfileNamedFilter) => {
    setSubmitted(null);
    setSearchParams(
      (params) => {
        if (next === 'open') params.delete('filter');
        else params.set('filter', next);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '320px minmax(0, 1fr)' },
        gap: 3,
        alignItems: 'start',
      }}
    >
      <ProfileList
        supervisorName={supervisor.supervisor?.name}
        onPickSupervisor={supervisor.canPick ? () => setIsPickerOpen(true) : undefined}
        filter={filter}
        onFilterChange={changeFilter}
        content={content}
        selectedProfileId={selected?.id}
        linkTo={linkTo}
      />
      <Paper
        variant="outlined"
        component="section"
        aria-label="Profile"
        sx={{ p: { xs: 2, sm: 3 }, minHeight: 320 }}
      >
        {selected ? (
          <ProfileForm
            key={selected.id}
            profile={selected}
            canDelete={canDelete}
            onDeleted={() => navigate({ pathname: paths.profiling.to(), search })}
            onSubmitted={setSubmitted}
          />
        ) : (
          <NoProfileSelected isLoading={content.kind === 'loading'} />
        )}
      </Paper>
      {supervisor.canPick && (
        <SelectSupervisorDialog
          open={isPickerOpen}
          onClose={() => setIsPickerOpen(false)}
          onSelect={(choice) => {
            setSubmitted(null);
            supervisor.choose(choice);
            // The URL's educator belongs to the previous supervisor.
            navigate({ pathname: paths.profiling.to(), search });
          }}
        />
      )}
    </Box>
  );
}

function NoProfileSelected({ isLoading }: { isLoading: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        py: 8,
        color: 'text.secondary',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 56,
          height: 56,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'background.default',
        }}
      >
        <AssignmentIndOutlinedIcon />
      </Box>
      <Typography variant="body2">
        {isLoading ? 'Loading profiles…' : 'Select an educator to see their profile.'}
      </Typography>
    </Box>
  );
}
