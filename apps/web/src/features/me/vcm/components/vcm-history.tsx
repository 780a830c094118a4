import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDateTime } from '../../../../lib/dates';
import { useMyVcmHistory } from '../api/my-vcms';

/** The VCM's history: only the lines marked educator-visible (the server filters), newest first. */
export function VcmHistory({ vcmId }: { vcmId: number }) {
  const [page, setPage] = useState(1);
  const history = useMyVcmHistory(vcmId, page);
  const total = history.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / 10));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="my-vcm-history"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="my-vcm-history" variant="h6" component="h2">
        History
      </Typography>
      <List dense aria-label="VCM history">
        {history.data?.data.map((line) => (
          <ListItem key={line.id} disableGutters divider>
            <ListItemText
              primary={line.description}
              secondary={[formatDateTime(line.created_at), line.user?.full_name].filter(Boolean).join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      {total === 0 && !history.isPending && <Typography color="text.secondary">Nothing yet.</Typography>}
      {pages > 1 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <Typography variant="body2">
            Page {page} of {pages}
          </Typography>
          <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
