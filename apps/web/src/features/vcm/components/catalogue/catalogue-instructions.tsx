import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TCatalogue } from '@pdp/contract';
import { useId } from 'react';
import { catalogueTemplateUrl } from '../../api/catalogue-import';
import type { CatalogueScreen } from './catalogue-screens';

/** The Instructions panel: the template, the columns and the file's rules. */
export function CatalogueInstructions({
  catalogue,
  screen,
}: {
  catalogue: TCatalogue;
  screen: CatalogueScreen;
}) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1.5 }}>
        Instructions
      </Typography>
      <Button
        component="a"
        href={catalogueTemplateUrl(catalogue)}
        download
        variant="outlined"
        startIcon={<FileDownloadOutlinedIcon />}
        sx={{ mb: 2.5 }}
      >
        Download template
      </Button>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Columns
      </Typography>
      <Box component="ul" aria-label="Columns" sx={{ m: 0, mb: 2.5, pl: 2.5 }}>
        {screen.columns.map((column) => (
          <Typography component="li" variant="body2" key={column}>
            {column}
          </Typography>
        ))}
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Rules
      </Typography>
      <Box component="ul" aria-label="Rules" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {screen.rules.map((rule) => (
          <Typography component="li" variant="body2" color="text.secondary" key={rule}>
            {rule}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
