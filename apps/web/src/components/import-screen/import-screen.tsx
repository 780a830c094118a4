import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PreviewOutlinedIcon from '@mui/icons-material/PreviewOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CsvFileField } from './csv-file-field';
import { CSV_FILE_HINT } from './csv-file-rules';
import { ImportPreviewPanel } from './import-preview-panel';
import { ImportResultPanel } from './import-result-panel';
import type { ImportResult, ImportUpload } from './upload-import-file';
import { useImportFlow } from './use-import-flow';
import { BackLink } from '../back-link';

export interface ImportScreenProps {
  /** The page's heading and tab title ("Import Users"). */
  title: string;
  /** Where the page came from, named as its title (the link reads "← Manage Users"). */
  back: { label: string; to: string };
  /** The template's header row, shown as the list of columns. */
  columns?: readonly string[];
  /** The file's rules, one short sentence each. */
  rules: readonly ReactNode[];
  /** The template CSV (a plain download from the server). */
  templateHref: string;
  /** Sends the file, as a dry run or for real; the feature's api file, usually `uploadImportFile(path, file, options)`. */
  upload: ImportUpload;
  /** Labels of the counts, in the order to show them (`{created: 'Created'}`); others are labelled from their keys. */
  statLabels?: Readonly<Record<string, string>>;
  /** More to show after a successful import (a View Program link). */
  successExtra?: ReactNode | ((result: ImportResult) => ReactNode);
  /** False shows the page's heading and a notice instead of the form. */
  canImport?: boolean;
  /** More inputs under the file chooser, sent by `upload` (the no-approval import's evidence files). */
  uploadExtra?: ReactNode;
}

/**
 * A CSV import screen (part 2 §2 "Import screens"): the rules and the template, a file chooser,
 * Preview (a dry run: the planned changes, or the row-numbered issues) and then Import, with the
 * server's verdict — Import Successful! with the counts, or Import Failed with the issues. Imports
 * are all-or-nothing and may take minutes.
 */
export function ImportScreen({
  title,
  back,
  columns,
  rules,
  templateHref,
  upload,
  statLabels,
  successExtra,
  canImport = true,
  uploadExtra,
}: ImportScreenProps) {
  useDocumentTitle(title);
  const uploadHeadingId = useId();
  const instructionsHeadingId = useId();
  const flow = useImportFlow(upload);
  const { file, isRunning } = flow;

  const header = (
    <Box>
      <BackLink to={back.to} sx={{ mb: 1 }}>
        {back.label}
      </BackLink>
      <Typography variant="h1">{title}</Typography>
    </Box>
  );

  if (!canImport) {
    return (
      <Stack spacing={3}>
        {header}
        <Alert severity="info">You don&apos;t have access to {title.toLowerCase()}</Alert>
      </Stack>
    );
  }

  const extra = typeof successExtra === 'function' ? successExtra : () => successExtra;

  return (
    <Stack spacing={3}>
      {header}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 420px)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby={uploadHeadingId}
            sx={{ p: { xs: 2.5, md: 3 } }}
          >
            <Typography id={uploadHeadingId} variant="h2" sx={{ mb: 0.5 }}>
              Upload
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
              Fill in the template, save it as a CSV file and upload it here.
            </Typography>
            <CsvFileField
              file={file}
              error={flow.fileError ?? flow.readError}
              hint={CSV_FILE_HINT}
              disabled={isRunning}
              onChange={flow.choose}
            />
            {uploadExtra && <Box sx={{ mt: 2.5 }}>{uploadExtra}</Box>}
            <Stack
              direction="row"
              spacing={1.5}
              useFlexGap
              sx={{ mt: 2.5, alignItems: 'center', minHeight: 40, flexWrap: 'wrap' }}
            >
              <Button
                variant={flow.canImport ? 'outlined' : 'contained'}
                startIcon={<PreviewOutlinedIcon />}
                disabled={!flow.canPreview}
                onClick={flow.preview}
              >
                Preview
              </Button>
              <Button
                variant="contained"
                startIcon={<CloudUploadOutlinedIcon />}
                disabled={!flow.canImport}
                onClick={flow.import}
              >
                Import
              </Button>
              {/* Always in the page, so screen readers announce the text when it appears. */}
              <Box role="status">
                {flow.runningStep && (
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <CircularProgress size={22} aria-hidden />
                    <Box>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {flow.runningStep === 'preview' ? 'Checking the file…' : 'Processing…'}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        Large imports can take several minutes. Please keep this page open.
                      </Typography>
                    </Box>
                  </Stack>
                )}
              </Box>
            </Stack>
            {file && !flow.previewed && !isRunning && !flow.fileError && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                Preview the file to see what it will change. Nothing is imported until you select Import.
              </Typography>
            )}
          </Paper>
          {flow.imported && file ? (
            <ImportResultPanel
              result={flow.imported.result}
              fileName={file.name}
              statLabels={statLabels}
              differences={flow.imported.differences}
              fileChanged={flow.imported.fileChanged}
              successExtra={
                flow.imported.result.errors.length === 0 ? extra(flow.imported.result) : undefined
              }
            />
          ) : (
            flow.previewed &&
            file && (
              <ImportPreviewPanel result={flow.previewed} fileName={file.name} statLabels={statLabels} />
            )
          )}
        </Stack>

        <Paper
          variant="outlined"
          component="section"
          aria-labelledby={instructionsHeadingId}
          sx={{ p: { xs: 2.5, md: 3 } }}
        >
          <Typography id={instructionsHeadingId} variant="h2" sx={{ mb: 1.5 }}>
            Instructions
          </Typography>
          <Button
            component="a"
            href={templateHref}
            download
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            sx={{ mb: 2.5 }}
          >
            Download template
          </Button>
          {columns && columns.length > 0 && (
            <Box sx={{ mb: 2.5 }}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                Columns
              </Typography>
              <Box
                component="ul"
                aria-label="Columns"
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
              >
                {columns.map((column) => (
                  <li key={column}>
                    <Chip label={column} size="small" variant="outlined" />
                  </li>
                ))}
              </Box>
            </Box>
          )}
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            Rules
          </Typography>
          <Box
            component="ul"
            sx={{
              m: 0,
              pl: 2.5,
              '& li': { typography: 'body2', color: 'text.secondary', py: 0.5 },
              '& li::marker': { color: 'primary.main' },
            }}
          >
            {rules.map((rule, index) => (
              <li key={index}>{rule}</li>
            ))}
          </Box>
        </Paper>
      </Box>
    </Stack>
  );
}
