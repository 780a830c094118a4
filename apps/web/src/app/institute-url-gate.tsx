import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { selectInstitute } from '../features/institutes/api/select-institute';
import { useSignedInMe } from '../lib/me';
import { paths } from '../lib/paths';
import { useDocumentTitle } from '../lib/use-document-title';
import { UnavailablePanel } from './no-access-page';

/**
 * `/institutes/{id}/…` names an institute, and the settings always show the session's own (issue 12
 * §16): a super admin who follows a link to another institute is switched to it (the page reloads in
 * it, as the top bar's switcher does); anyone else is told that institute is not available, rather
 * than being shown their own institute's settings under the other's address.
 */
export function inUrlInstitute(Screen: ComponentType, title: string): ComponentType {
  function InstituteUrlGate() {
    const { id = '' } = useParams();
    const me = useSignedInMe();
    if (id === String(me.institute.id)) return <Screen />;
    const canSwitch = me.permissions.includes('institutes.switch') && /^[1-9]\d{0,9}$/.test(id);
    return canSwitch ? (
      <SwitchToInstitute id={Number(id)} title={title} />
    ) : (
      <InstituteNotAvailable title={title} />
    );
  }
  InstituteUrlGate.displayName = `InUrlInstitute(${Screen.displayName ?? Screen.name})`;
  return InstituteUrlGate;
}

function SwitchToInstitute({ id, title }: { id: number; title: string }) {
  const location = useLocation();
  const [hasFailed, setHasFailed] = useState(false);
  const isStarted = useRef(false);
  useDocumentTitle(title);

  useEffect(() => {
    // Once per visit of this address (StrictMode runs effects twice in development).
    if (isStarted.current) return;
    isStarted.current = true;
    selectInstitute(id).then(
      (selected) => {
        if (selected.id === id) window.location.replace(`${location.pathname}${location.search}`);
        else setHasFailed(true);
      },
      // A missing institute (404) has been said in the message bar; the panel says it too.
      () => setHasFailed(true),
    );
  }, [id, location.pathname, location.search]);

  if (hasFailed) return <InstituteNotAvailable title={title} />;
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 8, justifyContent: 'center' }}
    >
      <CircularProgress size={24} aria-hidden />
      <Typography>Switching to institute {id}…</Typography>
    </Box>
  );
}

function InstituteNotAvailable({ title }: { title: string }) {
  const me = useSignedInMe();
  return (
    <UnavailablePanel
      title={title}
      message="That institute is not available to you. This address belongs to another institute."
      action={
        <Button component={RouterLink} to={paths.instituteSection.to(me.institute.id)} color="inherit">
          Open {me.institute.name}
        </Button>
      }
    />
  );
}
