import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ImportChangesTable } from './import-changes-table';
import { ImportCounts, IssuesVerdict, MessageList, VerdictBox } from './import-parts';
import type { ImportResult } from './upload-import-file';

export interface ImportResultPanelProps {
  result: ImportResult;
  fileName: string;
  statLabels?: Readonly<Record<string, string>>;
  successExtra?: ReactNode;
  /** Rows the import treated differently from its preview (the data changed in between). */
  differences?: readonly string[];
  /** The file's content differs from what was previewed. */
  fileChanged?: boolean;
}

/**
 * What the server made of the file: Import Successful! with the counts and what changed row by
 * row, or Import Failed with the issues; either says when things changed since the preview.
 */
export function ImportResultPanel({
  result,
  fileName,
  statLabels,
  successExtra,
  differences = [],
  fileChanged = false,
}: ImportResultPanelProps) {
  const changedSincePreview = fileChanged
    ? 'The file changed since the preview, so it was checked again.'
    : 'The data changed since the preview, so the file was checked again.';
  if (result.errors.length > 0) {
    return (
      <>
        <IssuesVerdict
          title="Import Failed"
          lead={`Nothing was imported from ${fileName}`}
          issues={result.errors}
        />
        <Alert severity="warning">{changedSincePreview}</Alert>
      </>
    );
  }
  return (
    <VerdictBox severity="success" title="Import Successful!">
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {fileName} was imported.
      </Typography>
      <ImportCounts stats={result.stats} labels={statLabels} name="Import counts" />
      {(differences.length > 0 || fileChanged) && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {changedSincePreview}{' '}
          {differences.length > 0
            ? 'These rows were imported differently from the preview:'
            : 'Every row was imported as previewed.'}
          {differences.length > 0 && (
            <MessageList heading="Differences from the preview:" name="Differences" messages={differences} />
          )}
        </Alert>
      )}
      {successExtra && <Box sx={{ mt: 2 }}>{successExtra}</Box>}
      {result.changes.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1, color: 'text.primary' }}>
            What was imported
          </Typography>
          <ImportChangesTable changes={result.changes} label="Imported changes" />
        </Box>
      )}
    </VerdictBox>
  );
}
