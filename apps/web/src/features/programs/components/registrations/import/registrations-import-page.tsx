import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { LIMITS, registrationImportHeaders, type TProgram } from '@pdp/contract';
import { Link as RouterLink, useParams } from 'react-router';
import { ImportScreen } from '../../../../../components/import-screen';
import { formatDate } from '../../../../../lib/dates';
import { paths } from '../../../../../lib/paths';
import { ProgramUnavailable } from '../../programs/program-unavailable';
import { recordProblemOf } from '../../../../../lib/record-problem';
import { useProgram } from '../../../api/get-program';
import { registrationsTemplateUrl, useImportRegistrations } from '../../../api/registrations-import';

const STAT_LABELS = {
  created: 'Created',
  updated: 'Updated',
  existing: 'Existing (unchanged)',
  completed: 'Completed',
};

// Part 2 §5 "CSV imports (general)" and "Registration import".
function rulesFor(program: TProgram) {
  const workshops = [...program.workshops].sort((a, b) => a.start_time.localeCompare(b.start_time));
  return [
    <>The first row holds the column headers, as in the template; other columns are ignored.</>,
    <>At most {LIMITS.importMaxRecords.toLocaleString()} records per file.</>,
    <>
      Each row names a user by <strong>Employee Number</strong>: an active educator or guest. A user not yet
      registered is registered (approved); a registered user&apos;s row updates their registration.
    </>,
    workshops.length > 0 ? (
      <>
        {workshops.map((workshop, i) => (
          <span key={workshop.id}>
            {i > 0 && '; '}
            <strong>Workshop {i + 1}</strong> is {workshop.name ?? 'Unnamed workshop'} (
            {formatDate(workshop.start_local)})
          </span>
        ))}
        . Y marks the user present. The template heads each one by its name and date; a plain Workshop 1,
        Workshop 2… header reads the same, and a blank Workshop column beyond these is ignored.
      </>
    ) : (
      <>This program has no workshops yet, so the file has no Workshop columns.</>
    ),
    <>
      <strong>Hurdle</strong>, <strong>Learning Journey</strong> and <strong>Completed</strong> take Y or N; a
      blank means N.
    </>,
    program.attendee_limit === null ? (
      <>This program has no attendee limit.</>
    ) : (
      <>
        Registrations cannot go over the attendee limit of {program.attendee_limit} (
        {program.num_registrations} registered now).
      </>
    ),
    <>
      A user is notified only when their <strong>Completed</strong> changes from N to Y; completing awards the
      program&apos;s points.
    </>,
    <>
      All or nothing: if any row has a problem, nothing changes and every issue is listed with its row number.
    </>,
    <>
      Preview first: it shows, row by row, which registrations would be created or updated, and changes
      nothing.
    </>,
  ];
}

/** /import_registrations/{programId} (part 2 §2 "Import screens"): registrations of one program from a CSV file. */
export function RegistrationsImportPage() {
  const programId = Number(useParams().programId);
  const isValidId = Number.isInteger(programId) && programId > 0;
  const program = useProgram(programId, { enabled: isValidId });
  const upload = useImportRegistrations(programId);
  const back = {
    label: program.data?.name ?? 'Program',
    to: paths.program.to(programId),
  };

  const problem = isValidId ? recordProblemOf(program.error) : 'not-found';
  if (problem) {
    return <ProgramUnavailable problem={problem} />;
  }
  if (program.isError) {
    return (
      <ImportScreen
        title="Import Registrations"
        back={back}
        rules={[]}
        templateHref=""
        upload={upload}
        canImport={false}
      />
    );
  }
  if (!program.data) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading the program">
        <Skeleton width={240} />
        <Skeleton variant="rounded" height={280} />
      </Stack>
    );
  }

  const data = program.data;
  const viewProgram = (
    <Button
      component={RouterLink}
      to={`${paths.program.to(programId)}?tab=attendance`}
      variant="contained"
      endIcon={<ArrowForwardIcon />}
    >
      View Program
    </Button>
  );
  return (
    <ImportScreen
      title={`Import Registrations: ${data.name ?? 'Unnamed Program'}`}
      back={back}
      columns={registrationImportHeaders(data.workshops.length)}
      rules={rulesFor(data)}
      templateHref={registrationsTemplateUrl(programId)}
      upload={upload}
      statLabels={STAT_LABELS}
      successExtra={viewProgram}
      canImport={data.can.register_users}
    />
  );
}
