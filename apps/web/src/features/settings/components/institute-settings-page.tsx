import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Suspense, useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSignedInMe } from '../../../lib/me';
import { resolveSection } from '../sections';
import { LinkTabs } from '../../../components/link-tabs';

const TITLE = 'Institute Settings';

/**
 * /institutes/{id}/{section} (part 1 §2.5): one tab per section. The router shows it only to
 * institute admins and super admins, and only for the institute the session acts in (app/router.tsx:
 * others get the no-access panel; another institute's address is switched to or refused). An
 * unknown section logs a warning and shows the first tab.
 */
export function InstituteSettingsPage() {
  const { section = '' } = useParams();
  const me = useSignedInMe();
  useDocumentTitle(TITLE);
  const isWide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const isVcmEnabled = me.institute.vcm_enabled;
  const isSuperAdmin = me.user.is_super_admin;
  // The same list while the page stays (its tabs render again only when it changes).
  const { visible, requested } = useMemo(
    () => resolveSection(section, { isVcmEnabled, isSuperAdmin }),
    [section, isVcmEnabled, isSuperAdmin],
  );

  useEffect(() => {
    if (!requested) console.warn(`Unknown institute settings section "${section}"; showing the first one`);
  }, [requested, section]);

  const heading = (
    <Box>
      <Typography variant="overline" component="p" color="primary">
        {me.institute.name}
      </Typography>
      <Typography variant="h1">{TITLE}</Typography>
    </Box>
  );

  const current = requested ?? visible[0]!;
  const Section = current.component;
  // Eleven long labels do not fit a phone's width as tabs (the current one showed as "D"): below
  // md they are a select with the full labels, and the panel is a region named by the section.
  const panel = isWide
    ? { role: 'tabpanel', 'aria-labelledby': `settings-tab-${current.key}` }
    : { role: 'region', 'aria-label': current.label };
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
        {isWide ? (
          <SectionTabs instituteId={me.institute.id} sections={visible} currentKey={current.key} />
        ) : (
          <SectionSelect instituteId={me.institute.id} sections={visible} currentKey={current.key} />
        )}
        <Box {...panel} id={`settings-panel-${current.key}`} sx={{ minWidth: 0 }}>
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

interface SectionNavProps {
  instituteId: number;
  sections: ReturnType<typeof resolveSection>['visible'];
  currentKey: string;
}

/** Wide screens: the sections as a side list of tabs. */
function SectionTabs({ instituteId, sections, currentKey }: SectionNavProps) {
  const tabs = useMemo(
    () =>
      sections.map((candidate) => ({
        key: candidate.key,
        label: candidate.label,
        to: paths.instituteSection.to(instituteId, candidate.key),
        id: `settings-tab-${candidate.key}`,
        controls: `settings-panel-${candidate.key}`,
      })),
    [instituteId, sections],
  );
  return (
    <Paper variant="outlined" sx={{ position: 'sticky', top: 88, overflow: 'hidden' }}>
      <LinkTabs
        tabs={tabs}
        selected={currentKey}
        orientation="vertical"
        aria-label="Institute settings sections"
        sx={{
          '& > [role="tab"]': {
            justifyContent: 'flex-start',
            textAlign: 'left',
            minHeight: 44,
            px: 2.5,
            py: 1.25,
            maxWidth: 'none',
            fontSize: '0.875rem',
            lineHeight: 1.4,
          },
          '& > [aria-selected="true"]': { bgcolor: 'action.hover' },
        }}
      />
    </Paper>
  );
}

/** Narrow screens: one select with every section's full label. */
function SectionSelect({ instituteId, sections, currentKey }: SectionNavProps) {
  const navigate = useNavigate();
  return (
    <TextField
      select
      fullWidth
      label="Settings section"
      value={currentKey}
      onChange={(event) => void navigate(paths.instituteSection.to(instituteId, event.target.value))}
      sx={{ bgcolor: 'background.paper' }}
    >
      {sections.map((candidate) => (
        <MenuItem key={candidate.key} value={candidate.key} sx={{ whiteSpace: 'normal' }}>
          {candidate.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
