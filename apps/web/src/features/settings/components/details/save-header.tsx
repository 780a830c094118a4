import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface SaveHeaderProps {
  title: string;
  isDirty: boolean;
  isSaving: boolean;
}

/**
 * The settings header (part 1 §2.5): the section's title and its Save, enabled only with unsaved
 * changes. It stays in view under the top bar while the long forms scroll. Save submits the form
 * it sits in.
 */
export function SaveHeader({ title, isDirty, isSaving }: SaveHeaderProps) {
  return (
    <Paper
      variant="outlined"
      sx={{
        position: 'sticky',
        // Under the sticky top bar (64 px).
        top: 64,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        px: { xs: 2, md: 3 },
        py: 1.5,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h2">{title}</Typography>
        <Typography variant="body2" color="text.secondary" role="status">
          {isDirty ? 'You have unsaved changes' : 'No unsaved changes'}
        </Typography>
      </Box>
      <Button type="submit" variant="contained" disabled={!isDirty} loading={isSaving}>
        Save
      </Button>
    </Paper>
  );
}
