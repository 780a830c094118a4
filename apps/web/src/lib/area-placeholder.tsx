import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from './use-document-title';

export interface AreaPlaceholderProps {
  /** The page's heading, as the spec names the screen ("Manage Programs"). */
  title: string;
  /** The area above the heading, for pages inside an area ("Programs" above "Program"). */
  area?: string;
  /** What the URL asked for, when it names a record or a tab ("Report: passports"). */
  detail?: string;
}

/**
 * What a route shows until the issue that builds its area replaces it: the area's title and the
 * plain line "This area is not available yet" (issue 3). Delete the import when the real page lands.
 */
export function AreaPlaceholder({ title, area, detail }: AreaPlaceholderProps) {
  useDocumentTitle(title);
  return (
    <Stack spacing={3}>
      <Box>
        {area && (
          <Typography variant="overline" component="p" color="primary">
            {area}
          </Typography>
        )}
        <Typography variant="h1">{title}</Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
            {detail}
          </Typography>
        )}
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box
          aria-hidden
          sx={{
            width: 44,
            height: 44,
            flexShrink: 0,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: 'primary.light',
          }}
        >
          <ConstructionOutlinedIcon />
        </Box>
        <Typography>This area is not available yet</Typography>
      </Paper>
    </Stack>
  );
}
