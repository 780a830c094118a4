import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { recordProblemOf } from '../../../../lib/record-problem';
import { useSignedInMe } from '../../../../lib/me';
import { ProgramUnavailable } from './program-unavailable';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useContactDefaults } from '../../api/get-contact-defaults';
import { useProgram } from '../../api/get-program';
import { loadProgramAttendance } from '../attendance/load-program-attendance';
import { ProgramEditor } from './program-editor';
import { ProgramTop } from './program-top';

function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/** /programs/{id}, where id may be "new" (part 2 "Program page"). */
export function ProgramPage() {
  const { id = '' } = useParams();
  if (id === 'new') return <NewProgram />;
  // Another id is another program (a duplicate opens here): its form starts afresh.
  return <ExistingProgram key={id} id={/^\d+$/.test(id) ? Number(id) : null} />;
}

function NewProgram() {
  const me = useSignedInMe();
  const canCreate = me.permissions.includes('programs.create');
  const defaults = useContactDefaults(me.institute.id, canCreate);
  if (!canCreate) return <Failure title="New Program" text="Only administrators can add programs." />;
  // The institute's default contact fills a new program's contact fields once it arrives (part 1 §3).
  return (
    <Stack spacing={2.5}>
      <ProgramTop />
      <ProgramEditor contactDefaults={defaults.data} />
    </Stack>
  );
}

function ExistingProgram({ id }: { id: number | null }) {
  const program = useProgram(id ?? 0, { enabled: id !== null });
  // Opened on the Attendance tab: its code loads beside the program rather than after it.
  const [searchParams] = useSearchParams();
  const isAttendance = searchParams.get('tab') === 'attendance';
  useEffect(() => {
    if (isAttendance) void loadProgramAttendance();
  }, [isAttendance]);
  // The header shows as soon as the program is there; the tabs and the form, most of the page's work,
  // follow as a deferred update (also when the program was already read): rendered in slices while
  // the browser stays responsive, and committed in a task of their own, after the header's paint.
  const editing = useDeferredValue(program.data ?? null, null);
  const problem = id === null ? 'not-found' : recordProblemOf(program.error);
  if (problem) {
    return <ProgramUnavailable problem={problem} />;
  }
  if (program.error) {
    const status = (program.error as { status?: number }).status;
    return <Failure title="Program" text={`Something went wrong. got status=${status ?? 0}`} />;
  }
  if (!program.data) return <Loading label="Loading program" />;
  return (
    <Stack spacing={2.5}>
      <ProgramTop program={program.data} />
      {editing ? (
        <ProgramEditor program={editing} />
      ) : (
        <Skeleton variant="rounded" height={480} aria-label="Loading program details" />
      )}
    </Stack>
  );
}

/** Part 2 §8: a program that fails to load says so, with the status. */
function Failure({ title, text }: { title: string; text: string }) {
  useDocumentTitle(title);
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{title}</Typography>
      <Alert severity="error">{text}</Alert>
    </Stack>
  );
}
