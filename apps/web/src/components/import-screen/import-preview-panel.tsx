import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ImportChangesTable } from './import-changes-table';
import { ImportCounts, IssuesVerdict, VerdictBox } from './import-parts';
import type { ImportResult } from './upload-import-file';

export interface ImportPreviewPanelProps {
  result: ImportResult;
  fileName: string;
  statLabels?: Readonly<Record<string, string>>;
}

/**
 * The dry run's answer: the issues that would stop the import, or what importing the file would
 * do — the counts and a table of the planned changes. Nothing has been written yet.
 */
export function ImportPreviewPanel({ result, fileName, statLabels }: ImportPreviewPanelProps) {
  if (result.errors.length > 0) {
    return (
      <IssuesVerdict
        title="Preview: the file cannot be imported"
        lead={`${fileName} was checked and nothing was imported`}
        issues={result.errors}
      />
    );
  }
  return (
    <VerdictBox severity="info" title="Preview">
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Nothing has been imported yet. Importing {fileName} will:
      </Typography>
      <ImportCounts stats={result.stats} labels={statLabels} name="Preview counts" />
      <Box sx={{ mt: 2 }}>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1, color: 'text.primary' }}>
          Planned changes
        </Typography>
        <ImportChangesTable changes={result.changes} label="Planned changes" />
      </Box>
      <Typography variant="body2" sx={{ mt: 2, fontWeight: 600, color: 'text.primary' }}>
        Check the planned changes, then select Import.
      </Typography>
    </VerdictBox>
  );
}
