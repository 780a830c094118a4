import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { catalogueYearChoices, type TCatalogue } from '@pdp/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CsvFileField } from '../../../../components/import-screen/csv-file-field';
import { checkCsvFile, CSV_FILE_HINT } from '../../../../components/import-screen/csv-file-rules';
import { ApiError, describeApiError, SOMETHING_WENT_WRONG } from '../../../../lib/api-client';
import { instituteYear } from '../../../../lib/dates';
import { useSignedInMe } from '../../../../lib/me';
import { paths } from '../../../../lib/paths';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { catalogueExportUrl, importCatalogue } from '../../api/catalogue-import';
import { CatalogueInstructions } from './catalogue-instructions';
import { CATALOGUE_SCREENS } from './catalogue-screens';
import { CatalogueSummary } from './catalogue-summary';
import { BackLink } from '../../../../components/back-link';

/** The server's refusal of the upload itself (a file too large, a year not offered), in one line. */
const failureMessage = (error: unknown) =>
  error instanceof ApiError && error.status !== 0 && error.status < 500
    ? describeApiError(error)
    : SOMETHING_WENT_WRONG;

/**
 * Manage Course/Units and Manage Professional Qualifications (part 2 §2, §4 "CSV import screens",
 * §5, §9): an effective year (this year by default, or next), Export of that year's catalogue, a CSV
 * file and Import — enabled once a file is chosen and while nothing is uploading. The result
 * replaces the form; the server's refusal shows in red above it, and the user may try again.
 */
export function CataloguePage({ catalogue }: { catalogue: TCatalogue }) {
  const screen = CATALOGUE_SCREENS[catalogue];
  useDocumentTitle(screen.title);
  const me = useSignedInMe();
  const formHeadingId = useId();
  const [years] = useState(() => catalogueYearChoices(instituteYear()));
  const [year, setYear] = useState<number>(years[0]);
  const [file, setFile] = useState<File | null>(null);
  const fileError = file ? checkCsvFile(file) : null;
  const upload = useMutation({
    mutationFn: ({ chosen, effectiveYear }: { chosen: File; effectiveYear: number }) =>
      importCatalogue(catalogue, chosen, effectiveYear),
  });
  const isUploading = upload.isPending;
  const canImport = Boolean(file) && !fileError && !isUploading;

  const header = (
    <Box>
      <BackLink to={paths.instituteSection.to(me.institute.id, 'vcm')} sx={{ mb: 1 }}>
        VCM settings
      </BackLink>
      <Typography variant="overline" component="p" color="primary">
        {me.institute.name}
      </Typography>
      <Typography variant="h1">{screen.title}</Typography>
    </Box>
  );

  if (!me.institute.vcm_enabled) {
    return (
      <Stack spacing={3}>
        {header}
        <Alert severity="info">VCM is not enabled for this institute.</Alert>
      </Stack>
    );
  }

  if (upload.isSuccess && file) {
    return (
      <Stack spacing={3}>
        {header}
        <CatalogueSummary
          result={upload.data}
          fileName={file.name}
          statLabels={screen.statLabels}
          onImportAgain={() => {
            upload.reset();
            setFile(null);
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      {header}
      {upload.isError && (
        <Typography role="alert" color="error" sx={{ fontWeight: 600 }}>
          {failureMessage(upload.error)}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 420px)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby={formHeadingId}
          sx={{ p: { xs: 2.5, md: 3 } }}
        >
          <Typography id={formHeadingId} variant="h2" sx={{ mb: 2.5 }}>
            Effective year and file
          </Typography>
          <Stack spacing={2.5}>
            <TextField
              select
              label="Effective year"
              value={year}
              disabled={isUploading}
              onChange={(event) => setYear(Number(event.target.value))}
              sx={{ maxWidth: 240 }}
              helperText="The year the catalogue applies to."
            >
              {years.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {choice}
                </MenuItem>
              ))}
            </TextField>
            <CsvFileField
              file={file}
              error={fileError}
              hint={CSV_FILE_HINT}
              disabled={isUploading}
              onChange={(chosen) => {
                setFile(chosen);
                upload.reset();
              }}
            />
            <Stack
              direction="row"
              spacing={1.5}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 40 }}
            >
              <Button
                variant="outlined"
                startIcon={<FileDownloadOutlinedIcon />}
                href={catalogueExportUrl(catalogue, year)}
                download
              >
                Export
              </Button>
              <Button
                variant="contained"
                startIcon={<CloudUploadOutlinedIcon />}
                disabled={!canImport}
                onClick={() => file && upload.mutate({ chosen: file, effectiveYear: year })}
              >
                Import
              </Button>
              {/* Always in the page, so screen readers announce the text when it appears. */}
              <Box role="status">
                {isUploading && (
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <CircularProgress size={22} aria-hidden />
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      Processing large imports could take several minutes
                    </Typography>
                  </Stack>
                )}
              </Box>
            </Stack>
          </Stack>
        </Paper>
        <CatalogueInstructions catalogue={catalogue} screen={screen} />
      </Box>
    </Stack>
  );
}
