import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LinkTabs } from '../../../components/link-tabs';
import { searchWith } from '../../../lib/search-params';
import { useSignedInMe, type Me } from '../../../lib/me';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProfiles } from '../api/list-profiles';
import { useProfilesCheck } from '../api/use-profiles-check';
import { BusinessIdealTab } from './business-ideal/business-ideal-tab';
import { EducatorProfilesTab } from './educator-profiles/educator-profiles-tab';
import {
  useProfilingSupervisor,
  type ProfilingSupervisor,
} from './educator-profiles/use-profiling-supervisor';

const TITLE = 'Manage Profiles';
const BUSINESS_IDEAL_TAB = 'business-ideal';

/**
 * /profiling and /profiling/{educatorId} (part 1 §2.4): Educator Profiles, and Business Ideal for
 * admins. The tab is in the URL (`?tab=business-ideal`) so a reload keeps it.
 */
export function ProfilingPage() {
  const me = useSignedInMe();
  useDocumentTitle(TITLE);
  const [searchParams] = useSearchParams();
  const supervisor = useProfilingSupervisor(me);
  const openCount = useOpenCount(me, supervisor);
  const canSeeBusinessIdeal = me.permissions.includes('profiling.business_ideal');
  const tab =
    canSeeBusinessIdeal && searchParams.get('tab') === BUSINESS_IDEAL_TAB ? BUSINESS_IDEAL_TAB : 'educators';

  // A tab replaces the history entry: Back leaves Manage Profiles rather than stepping through tabs.
  const tabs = useMemo(() => {
    const educators = {
      key: 'educators',
      label: `Educator Profiles (${openCount ?? '…'})`,
      to: searchWith(searchParams, { tab: null }),
      id: 'profiling-tab-educators',
      controls: 'profiling-panel',
    };
    const businessIdeal = {
      key: BUSINESS_IDEAL_TAB,
      label: 'Business Ideal',
      to: searchWith(searchParams, { tab: BUSINESS_IDEAL_TAB }),
      id: 'profiling-tab-business-ideal',
      controls: 'profiling-panel',
    };
    return canSeeBusinessIdeal ? [educators, businessIdeal] : [educators];
  }, [searchParams, openCount, canSeeBusinessIdeal]);

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="overline" component="p" color="primary">
          {me.institute.name}
        </Typography>
        <Typography variant="h1">{TITLE}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
          Rate educators against the capability statements and compare them with the business ideal.
        </Typography>
      </Box>
      <Box>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
          <LinkTabs tabs={tabs} selected={tab} aria-label="Manage Profiles" replace />
        </Box>
        <div
          role="tabpanel"
          id="profiling-panel"
          aria-labelledby={
            tab === BUSINESS_IDEAL_TAB ? 'profiling-tab-business-ideal' : 'profiling-tab-educators'
          }
        >
          {tab === BUSINESS_IDEAL_TAB ? (
            <BusinessIdealTab />
          ) : (
            <EducatorProfilesTab
              supervisor={supervisor}
              canDelete={me.permissions.includes('profiling.delete')}
            />
          )}
        </div>
      </Box>
    </Stack>
  );
}

/**
 * The number in "Educator Profiles (N)": a supervisor's own open count (the check the red dot
 * polls); for an admin, the open profiles of the supervisor they are looking at.
 */
function useOpenCount(
  me: Me,
  { canPick, supervisor, hasNoSupervisors }: ProfilingSupervisor,
): number | undefined {
  const check = useProfilesCheck({ enabled: !canPick && me.user.is_supervisor });
  const open = useProfiles(
    canPick && supervisor ? { filter: 'open', supervisorId: supervisor.id } : undefined,
  );
  if (canPick) return hasNoSupervisors ? 0 : open.data?.meta.total;
  return me.user.is_supervisor ? check.data?.open_count : 0;
}
