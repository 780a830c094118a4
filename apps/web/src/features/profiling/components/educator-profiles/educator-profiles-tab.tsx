import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { TProfile, TProfileNamedFilter } from '@pdp/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../../lib/paths';
import { useEducatorProfile } from '../../api/get-educator-profile';
import { useProfiles } from '../../api/list-profiles';
import { parseProfileFilter } from './profile-filter';
import { ProfileForm } from './profile-form';
import { ProfileList, type ProfileListContent } from './profile-list';
import { ProfilePlaceholder } from './profile-placeholder';
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

  const educatorId = parseEducatorId(educatorParam);
  const educatorProfile = useEducatorProfile(typeof educatorId === 'number' ? educatorId : undefined);
  const selection = selectProfile({
    profiles: listedProfiles(supervisor, profiles.data?.data),
    educatorId,
    educatorProfile: educatorProfile.data,
    submitted,
  });
  const selected = selection.kind === 'profile' ? selection.profile : undefined;
  useSupervisorOf(selected, supervisor);
  const search = searchParams.toString();
  // The list and the form are memoized (the page renders again as each of its queries answers):
  // what they are given stays the same object until it changes.
  const linkTo = useCallback(
    (profile: TProfile) => `${paths.profilingEducator.to(profile.user_id)}${search ? `?${search}` : ''}`,
    [search],
  );
  const { hasNoSupervisors, canPick } = supervisor;
  const content: ProfileListContent = useMemo(
    () =>
      hasNoSupervisors
        ? { kind: 'no-supervisors' }
        : profiles.data === undefined
          ? { kind: 'loading' }
          : { kind: 'profiles', profiles: profiles.data.data, isRefreshing: profiles.isPlaceholderData },
    [hasNoSupervisors, profiles.data, profiles.isPlaceholderData],
  );
  const openPicker = useCallback(() => setIsPickerOpen(true), []);
  const onDeleted = useCallback(
    () => navigate({ pathname: paths.profiling.to(), search }),
    [navigate, search],
  );

  const changeFilter = useCallback(
    (next: TProfileNamedFilter) => {
      setSubmitted(null);
      setSearchParams(
        (params) => {
          if (next === 'open') params.delete('filter');
          else params.set('filter', next);
          return params;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

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
        onPickSupervisor={canPick ? openPicker : undefined}
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
        {selection.kind === 'profile' ? (
          <ProfileForm
            key={selection.profile.id}
            profile={selection.profile}
            canDelete={canDelete}
            onDeleted={onDeleted}
            onSubmitted={setSubmitted}
          />
        ) : (
          <ProfilePlaceholder
            kind={selection.kind}
            listTo={`${paths.profiling.to()}${search ? `?${search}` : ''}`}
          />
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

/** The list's profiles once there is a list to wait for (an institute without supervisors has none). */
function listedProfiles(supervisor: ProfilingSupervisor, profiles: TProfile[] | undefined) {
  return supervisor.hasNoSupervisors ? [] : profiles;
}

/**
 * An admin who follows a link to an educator sees that educator's supervisor's list beside the
 * profile; once per educator, so picking another supervisor afterwards is not undone.
 */
function useSupervisorOf(profile: TProfile | undefined, supervisor: ProfilingSupervisor) {
  const followed = useRef<number | undefined>(undefined);
  const { canPick, choose } = supervisor;
  const current = supervisor.supervisor?.id;
  useEffect(() => {
    if (!canPick || !profile || followed.current === profile.user_id) return;
    followed.current = profile.user_id;
    if (profile.supervisor_id !== null && profile.supervisor_id !== current && profile.supervisor_full_name) {
      choose({ id: profile.supervisor_id, name: profile.supervisor_full_name });
    }
  }, [canPick, choose, current, profile]);
}
