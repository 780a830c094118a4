import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TProgram } from '@pdp/contract';
import { Link as RouterLink } from 'react-router';
import { BackLink } from '../../../../components/back-link';
import { useSignedInMe } from '../../../../lib/me';
import { paths } from '../../../../lib/paths';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { ProgramHeader } from './program-header';
import { UNNAMED_PROGRAM } from './program-name';

/**
 * The program page above its tabs: back to Manage Programs, the program's History, and its header.
 * It shows as soon as the program arrives, before the form below it (program-page.tsx).
 */
export function ProgramTop({ program }: { program?: TProgram }) {
  const me = useSignedInMe();
  useDocumentTitle(program ? (program.name ?? UNNAMED_PROGRAM) : 'New Program');
  return (
    <Stack spacing={2.5}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <BackLink to={paths.programs.to()}>Manage Programs</BackLink>
        {program && me.permissions.includes('audit.view') && (
          <Button
            component={RouterLink}
            to={paths.auditLog.to({ table: 'programs', recordId: program.id })}
            size="small"
            startIcon={<HistoryIcon />}
          >
            History
          </Button>
        )}
      </Box>
      <ProgramHeader program={program} />
    </Stack>
  );
}
