import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Suspense, useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSignedInMe } from '../../../lib/me';
import { resolveSection } from '../sections';

const TITLE = 'Institute Settings';

/**
 * /institutes/{id}/{section} (part 1 §2.5): one tab per section, for institute admins and super
 * admins. An unknown section logs a warning and shows the first tab.
 */
export function InstituteSettingsPage() {
  const { id = '', section = '' } = useParams();
  const me = useSignedInMe();
  useDocumentTitle(TITLE);
  const canManage = me.permissions.includes('institutes.manage');
  const { visible, requested } = resolveSection(section, {
    isVcmEnabled: me.institute.vcm_enabled,
    isSuperAdmin: me.user.is_super_admin,
  });
  const isOtherInstitute = id !== String(me.institute.id);

  useEffect(() => {
    if (canManage && !isOtherInstitute && !requested) {
      console.warn(`Unknown institute settings section "${section}"; showing the first one`);
    }
  }, [canManage, isOtherInstitute, requested, section]);

  // The settings lists are those of the institute the session acts in (a super admin switches first).
  if (isOtherInstitute) return <Navigate replace to={paths.instituteSection.to(me.institute.id, section)} />;

  const heading = (
    <Box>
      <Typography variant="overline" component="p" color="primary">
        {me.institute.name}
      </Typography>
      <Typography variant="h1">{TITLE}</Typography>
    </Box>
  );
  if (!canManage) {
    return (
      <Stack spacing={3}>
        {heading}
        <Alert severity="info">You don&apos;t have access to institute settings</Alert>
      </Stack>
    );
  }

  const current = requested ?? visible[0]!;
  const Section = current.component;
  return (
    <Stack spacing={3}>
      {heading}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '248px minmax(0, 1fr)' },
          gap: { xs: 2, md: 3 },
          alignItems: 'start',
        }}
      >
        <SectionTabs instituteId={me.institute.id} sections={visible} currentKey={current.key} />
        <Box
          role="tabpanel"
          id={`settings-panel-${current.key}`}
          aria-labelledby={`settings-tab-${current.key}`}
          sx={{ minWidth: 0 }}
        >
          <Suspense
            fallback={
              <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
                <CircularProgress aria-label="Loading section" />
              </Box>
            }
          >
            <Section key={current.key} instituteId={me.institute.id} />
          </Suspense>
        </Box>
      </Box>
    </Stack>
  );
}

function SectionTabs({
  instituteId,
  sections,
  currentKey,
}: {
  instituteId: number;
  sections: ReturnType<typeof resolveSection>['visible'];
  currentKey: string;
}) {
  // A side list on wide screens; a scrolling row of tabs on narrow ones.
  const isWide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  return (
    <Paper variant="outlined" sx={{ position: { md: 'sticky' }, top: { md: 88 }, overflow: 'hidden' }}>
      <Tabs
        value={currentKey}
        orientation={isWide ? 'vertical' : 'horizontal'}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Institute settings sections"
        sx={{
          '& .MuiTabs-indicator': { left: isWide ? 0 : undefined, width: isWide ? 3 : undefined },
        }}
      >
        {sections.map((candidate) => (
          <Tab
            key={candidate.key}
            value={candidate.key}
            label={candidate.label}
            id={`settings-tab-${candidate.key}`}
            aria-controls={candidate.key === currentKey ? `settings-panel-${candidate.key}` : undefined}
            component={Link}
            to={paths.instituteSection.to(instituteId, candidate.key)}
            sx={{
              alignItems: isWide ? 'flex-start' : 'center',
              textAlign: isWide ? 'left' : 'center',
              minHeight: 44,
              px: 2.5,
              py: 1.25,
              maxWidth: isWide ? 'none' : 280,
              fontSize: '0.875rem',
              lineHeight: 1.4,
              color: 'text.secondary',
              '&.Mui-selected': { color: 'primary.main', bgcolor: 'action.hover' },
            }}
          />
        ))}
      </Tabs>
    </Paper>
  );
}
