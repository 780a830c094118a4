import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { describeImportStats } from './import-stats';
import type { ImportResult } from './upload-import-file';

export interface ImportResultPanelProps {
  result: ImportResult;
  fileName: string;
  statLabels?: Readonly<Record<string, string>>;
  successExtra?: ReactNode;
}

/** What the server made of the file: Import Successful! with the counts, or Import Failed with the issues. */
export function ImportResultPanel({ result, fileName, statLabels, successExtra }: ImportResultPanelProps) {
  if (result.errors.length > 0) return <ImportFailure issues={result.errors} fileName={fileName} />;

  const stats = describeImportStats(result.stats, statLabels);
  return (
    <Alert
      severity="success"
      variant="outlined"
      sx={{ bgcolor: 'background.paper', '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
    >
      <AlertTitle component="h2" sx={{ typography: 'h3', mb: 0.5 }}>
        Import Successful!
      </AlertTitle>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {fileName} was imported.
      </Typography>
      {stats.length > 0 && (
        <Box
          component="ul"
          aria-label="Import counts"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 2,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
            gap: 1.5,
          }}
        >
          {stats.map((stat) => (
            <Box
              component="li"
              key={stat.key}
              sx={{ px: 2, py: 1.5, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'grey.50' }}
            >
              <Typography variant="body2" color="text.secondary">
                {stat.label}:{' '}
                <Box component="span" sx={{ color: 'text.primary', fontWeight: 700, fontSize: '1.125rem' }}>
                  {stat.value.toLocaleString()}
                </Box>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {successExtra && <Box sx={{ mt: 2 }}>{successExtra}</Box>}
    </Alert>
  );
}

function ImportFailure({ issues, fileName }: { issues: readonly string[]; fileName: string }) {
  const count = issues.length;
  return (
    <Alert
      severity="error"
      variant="outlined"
      sx={{ bgcolor: 'background.paper', '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
    >
      <AlertTitle component="h2" sx={{ typography: 'h3', mb: 0.5 }}>
        Import Failed
      </AlertTitle>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Nothing was imported from {fileName}:{' '}
        {count === 1 ? '1 issue was' : `${count.toLocaleString()} issues were`} found.
      </Typography>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, color: 'text.primary' }}>
        Issues:
      </Typography>
      <List
        dense
        aria-label="Issues"
        sx={{ mt: 0.5, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'grey.50', py: 0.5 }}
      >
        {issues.map((issue, index) => (
          <ListItem key={index} divider={index < count - 1} sx={{ alignItems: 'flex-start' }}>
            <ListItemIcon sx={{ minWidth: 32, mt: 0.5, color: 'error.main' }}>
              <ErrorOutlineIcon fontSize="small" aria-hidden />
            </ListItemIcon>
            <ListItemText primary={issue} slotProps={{ primary: { sx: { color: 'text.primary' } } }} />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" sx={{ mt: 2, fontWeight: 600, color: 'text.primary' }}>
        Please resolve these issues and re-upload the file
      </Typography>
    </Alert>
  );
}
