import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { RecordUnavailable } from '../../../components/record-unavailable';
import { paths } from '../../../lib/paths';
import { recordProblemOf } from '../../../lib/record-problem';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PER_PAGE, useMyProgram, useMyPrograms, useMyRegistrations } from './api/my-programs';
import { placesText, pointsText } from './components/format';
import { ProgramCard } from './components/program-card';
import { ProgramFiltersPanel } from './components/program-filters';
import { useProgramListState } from './components/program-url-state';
import { RegistrationActions } from './components/registration-actions';
import { RegistrationChip } from './components/registration-chip';
import { WorkshopList } from './components/workshop-list';
import { MePageHeading as Heading } from '../layout/me-page-heading';
import { Facts } from '../../../components/facts';
import { BackLink } from '../../../components/back-link';

const pageCount = (total: number) => Math.max(1, Math.ceil(total / PER_PAGE));

/** /me/programs: the live programs as cards, searchable and filtered by domain, type and date. */
export function MeProgramsPage() {
  useDocumentTitle('Programs');
  const { filters, setFilters, page, setPage } = useProgramListState();
  const programs = useMyPrograms(filters, page);
  const total = programs.data?.meta.total ?? 0;
  return (
    <Stack spacing={2.5}>
      <Heading
        title="Programs"
        lead="Programs you can register for. Completing one adds its points to your passport."
        action={
          <Button component={RouterLink} to={paths.meRegistrations.to()} sx={{ flexShrink: 0 }}>
            My registrations
          </Button>
        }
      />
      <ProgramFiltersPanel filters={filters} onChange={setFilters} />
      {programs.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : programs.isError ? (
        <Alert severity="error">The programs could not be loaded.</Alert>
      ) : total === 0 ? (
        <Typography color="text.secondary">No programs match.</Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Programs"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
            p: 0,
            m: 0,
          }}
        >
          {programs.data.data.map((program) => (
            <ProgramCard key={program.id} program={program} />
          ))}
        </Box>
      )}
      {total > PER_PAGE ? (
        <Pagination
          count={pageCount(total)}
          page={page}
          onChange={(_, value) => setPage(value)}
          sx={{ alignSelf: 'center' }}
        />
      ) : null}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** /me/programs/:id: the details and workshops, Register or my registration, Add to calendar. */
export function MeProgramPage() {
  const id = Number(useParams().id);
  const program = useMyProgram(id);
  useDocumentTitle(program.data?.name ?? 'Program');
  if (program.isPending) return <Skeleton variant="rounded" height={240} />;
  const problem = recordProblemOf(program.error);
  if (problem) {
    return (
      <RecordUnavailable
        problem={problem}
        title="Program"
        noun="this program"
        missingText="This program is not in your institute's catalogue: it does not exist, or is no longer published."
        back={{ to: paths.mePrograms.to(), label: 'Back to Programs' }}
      />
    );
  }
  if (program.isError)
    return <Alert severity="error">This program could not be loaded. Please try again.</Alert>;
  const data = program.data;
  const places = placesText(data.places_left);
  const dates =
    data.start_date && data.end_date && data.start_date !== data.end_date
      ? `${formatDate(data.start_date)} – ${formatDate(data.end_date)}`
      : formatDate(data.start_date);
  const contact = [data.contact_name, data.contact_title].filter(Boolean).join(', ');
  return (
    <Stack spacing={2.5}>
      <BackLink to={paths.mePrograms.to()}>All programs</BackLink>
      <Box>
        <Typography variant="overline" component="p" color="text.secondary">
          {[data.program_type_label, data.domain_name].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="h1">{data.name ?? 'Unnamed Program'}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
          <Facts facts={[dates, data.location_names, pointsText(data.points), places]} />
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-label="Registration">
        <RegistrationActions program={data} />
      </Paper>
      {data.summary_description || data.description ? (
        <Section title="About">
          <Typography sx={{ whiteSpace: 'pre-line' }}>
            {data.description ?? data.summary_description}
          </Typography>
          {data.pdf_url ? (
            <Link href={data.pdf_url} target="_blank" rel="noopener" sx={{ display: 'inline-block', mt: 1 }}>
              Program flyer (PDF)
            </Link>
          ) : null}
        </Section>
      ) : null}
      <Section title="Workshops">
        <WorkshopList workshops={data.workshops} />
      </Section>
      {contact || data.contact_email || data.contact_phone ? (
        <Section title="Contact">
          {contact ? <Typography>{contact}</Typography> : null}
          {data.contact_email ? (
            <Link href={`mailto:${data.contact_email}`} sx={{ display: 'block' }}>
              {data.contact_email}
            </Link>
          ) : null}
          {data.contact_phone ? <Typography>{data.contact_phone}</Typography> : null}
        </Section>
      ) : null}
    </Stack>
  );
}

/** /me/registrations: every registration of mine with its state. */
export function MeRegistrationsPage() {
  useDocumentTitle('My registrations');
  const [page, setPage] = useState(1);
  const registrations = useMyRegistrations(page);
  const total = registrations.data?.meta.total ?? 0;
  return (
    <Stack spacing={2.5}>
      <Heading title="My registrations" lead="The programs you registered for and where each one stands." />
      <Link component={RouterLink} to={paths.mePrograms.to()} sx={{ alignSelf: 'flex-start' }}>
        Browse programs
      </Link>
      {registrations.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : registrations.isError ? (
        <Alert severity="error">Your registrations could not be loaded.</Alert>
      ) : total === 0 ? (
        <Typography color="text.secondary">You have not registered for a program yet.</Typography>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label="My registrations">
            {registrations.data.data.map((registration) => (
              <ListItem key={registration.id} disablePadding divider>
                <ListItemButton
                  component={RouterLink}
                  to={paths.meProgram.to(registration.program_id)}
                  sx={{ gap: 2 }}
                >
                  <ListItemText
                    primary={registration.program_name ?? 'Unnamed Program'}
                    secondary={
                      <Facts
                        facts={[
                          registration.program_type_label,
                          formatDate(registration.program_start_date),
                          registration.points !== null ? pointsText(registration.points) : null,
                        ]}
                      />
                    }
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                  <RegistrationChip state={registration.state} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {total > PER_PAGE ? (
        <Pagination
          count={pageCount(total)}
          page={page}
          onChange={(_, value) => setPage(value)}
          sx={{ alignSelf: 'center' }}
        />
      ) : null}
    </Stack>
  );
}
