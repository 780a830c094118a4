import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ImportCounts, VerdictBox } from '../../../../components/import-screen/import-parts';
import type { CatalogueImportResult } from '../../api/catalogue-import';

/** How one message of the summary reads: errors behind "Error: " (part 2 §2). */
export const summaryLine = (message: CatalogueImportResult['messages'][number]) =>
  message.error ? `Error: ${message.message}` : message.message;

/**
 * What replaces the screen after an import (part 2 §2, §4 "CSV import screens"): Import Successful!
 * when the server sent no messages, else Import Summary with its messages (headings as headings,
 * errors prefixed). Import another file brings the form back.
 */
export function CatalogueSummary({
  result,
  fileName,
  statLabels,
  onImportAgain,
}: {
  result: CatalogueImportResult;
  fileName: string;
  statLabels: Readonly<Record<string, string>>;
  onImportAgain: () => void;
}) {
  const isSuccess = result.messages.length === 0;
  const again = (
    <Button variant="contained" startIcon={<ReplayIcon />} onClick={onImportAgain} sx={{ mt: 2.5 }}>
      Import another file
    </Button>
  );
  if (isSuccess) {
    return (
      <VerdictBox severity="success" title="Import Successful!">
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {fileName} is now the {result.year} catalogue.
        </Typography>
        <ImportCounts stats={result.stats} labels={statLabels} name="Import counts" />
        {again}
      </VerdictBox>
    );
  }
  return (
    <VerdictBox severity="error" title="Import Summary">
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {fileName}, effective year {result.year}
      </Typography>
      <List dense aria-label="Import messages" sx={{ mt: 1 }}>
        {result.messages.map((message, index) =>
          message.header ? (
            <ListItem key={index} disableGutters>
              <Typography variant="subtitle2" component="h3" sx={{ color: 'text.primary' }}>
                {message.message}
              </Typography>
            </ListItem>
          ) : (
            <ListItem key={index} disableGutters divider={index < result.messages.length - 1}>
              <ListItemText
                primary={summaryLine(message)}
                slotProps={{
                  primary: {
                    sx: { color: message.error ? 'error.main' : 'text.primary', overflowWrap: 'anywhere' },
                  },
                }}
              />
            </ListItem>
          ),
        )}
      </List>
      <Box>{again}</Box>
    </VerdictBox>
  );
}
