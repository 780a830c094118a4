import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { SectionHeading } from '../../../components/settings-resource';

/** A tab whose section is not built yet: its heading and the placeholder line. */
export function sectionPlaceholder(label: string): ComponentType<{ instituteId: number }> {
  function SectionPlaceholder() {
    return (
      <Box>
        <SectionHeading title={label} />
        <Paper variant="outlined" sx={{ mt: 2.5, p: 3, display: 'flex', alignItems: 'center', gap: 2 }}>
          <ConstructionOutlinedIcon color="primary" aria-hidden />
          <Typography>This section is not available yet</Typography>
        </Paper>
      </Box>
    );
  }
  SectionPlaceholder.displayName = `SectionPlaceholder(${label})`;
  return SectionPlaceholder;
}
