import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PASSPORT_STATUS_LABELS, type TUserDetail, type TUserPassport } from '@pdp/contract';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LazyDateField } from '../../../../components/date-field/lazy-date-field';
import { formatDate } from '../../../../lib/dates';
import { asAtProblemOf, useUserPassport } from '../../api/get-user-passport';

/** The day in the page's URL (`passport_as_at`), so a passport as at a day can be shared. */
const AS_AT_PARAM = 'passport_as_at';
const TYPING_PAUSE_MS = 400;

/**
 * "Passport as at <day>" on the user profile (issue 40 §1): the passport's status and figures against
 * the requirements in force that day, for whoever may read the user's points history.
 */
export function PassportAsAtSection({ user }: { user: TUserDetail }) {
  if (!user.can.view_points_history) return null;
  return <PassportAsAt userId={user.id} />;
}

function PassportAsAt({ userId }: { userId: number }) {
  const headingId = useId();
  const [search, setSearch] = useSearchParams();
  const asAt = search.get(AS_AT_PARAM) ?? '';
  const passport = useUserPassport(userId, asAt);
  const problem = asAtProblemOf(passport.error);
  const shown = passport.data?.data;
  const setAsAt = (day: string) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (day) next.set(AS_AT_PARAM, day);
        else next.delete(AS_AT_PARAM);
        return next;
      },
      { replace: true },
    );
  // The field edits a draft, and the page follows it once typing pauses: a day sent on every keystroke
  // re-rendered the field mid-entry and scrambled what was being typed.
  const [draft, setDraft] = useState(asAt);
  useEffect(() => setDraft(asAt), [asAt]);
  useEffect(() => {
    if (draft === asAt) return;
    const timer = setTimeout(() => setAsAt(draft), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
    // setAsAt is a new function each render; the draft alone decides when to follow.
  }, [draft]);
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'flex-start' }, mb: 1 }}
      >
        <div>
          <Typography id={headingId} variant="h2">
            Passport as at {shown ? formatDate(shown.as_at) : asAt ? formatDate(asAt) : 'today'}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            The points history dated by that day, under the requirements in force then.
          </Typography>
        </div>
        <Box sx={{ minWidth: 200 }}>
          <LazyDateField
            label="As at"
            name={AS_AT_PARAM}
            value={draft}
            onChange={setDraft}
            size="small"
            fullWidth
            clearable
            error={problem !== undefined}
            helperText={problem ?? 'Blank: today'}
            mountOnUse
          />
        </Box>
      </Stack>
      {shown && <PassportFigures passport={shown} />}
    </Paper>
  );
}

function PassportFigures({ passport }: { passport: TUserPassport }) {
  const { requirements: required, achieved } = passport;
  const rows: [string, number | string, number | string][] = [
    ['Professional points', required?.professional_points ?? '–', achieved.professional_points],
    ['Learning journeys', required?.num_lj_required ?? '–', achieved.learning_journeys],
    ['Vocational points', required?.vocational_points ?? '–', achieved.vocational_points],
    [
      'Vocational learning journeys',
      required?.num_vocational_lj_required ?? '–',
      achieved.vocational_learning_journeys,
    ],
  ];
  if (required?.profiling_tool_required)
    rows.push(['Profile completed', 'Yes', achieved.profile_completed ? 'Yes' : 'No']);
  return (
    <Stack spacing={1.5}>
      <Typography variant="body1">
        <strong>{PASSPORT_STATUS_LABELS[passport.status]}</strong> · period{' '}
        {formatDate(passport.period.start)} – {formatDate(passport.period.end)}
        {passport.employment_type ? ` · ${passport.employment_type}` : ''}
        {passport.issued_at ? ` · obtained ${formatDate(passport.issued_at)}` : ''}
      </Typography>
      {!required && <Alert severity="info">No employment type: there are no requirements to meet.</Alert>}
      <Table size="small" aria-label="Passport requirements and achievements">
        <TableHead>
          <TableRow>
            <TableCell>Requirement</TableCell>
            <TableCell align="right">Required</TableCell>
            <TableCell align="right">Achieved</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([name, need, got]) => (
            <TableRow key={name}>
              <TableCell component="th" scope="row">
                {name}
              </TableCell>
              <TableCell align="right">{need}</TableCell>
              <TableCell align="right">{got}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
