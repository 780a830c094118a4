import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { counted, type TMyVcmListRow } from '@pdp/contract';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';
import { VcmStatusChip } from './status-chip';

/** What the educator has to do with a revision, in a few words. */
function nextStep(row: TMyVcmListRow) {
  if (row.status === 'needs_attention') {
    const n = row.item_counts.needs_attention;
    return `${counted(n, 'item needs', 'items need')} your attention`;
  }
  if (row.status === 'draft') return 'Draft: answer every unit, then submit';
  if (row.status === 'in_review') return 'With your approver';
  if (row.approved_at) return `Approved ${formatDate(row.approved_at)}`;
  return row.status_label;
}

export function RevisionList({ revisions }: { revisions: readonly TMyVcmListRow[] }) {
  if (revisions.length === 0) {
    return <Typography color="text.secondary">You have no VCM yet.</Typography>;
  }
  return (
    <List disablePadding aria-label="My VCM revisions">
      {revisions.map((row) => (
        <ListItem key={row.id} disablePadding divider>
          <ListItemButton component={RouterLink} to={paths.meVcm.to(row.id)} sx={{ px: 1, gap: 2 }}>
            <ListItemText
              primary={`${row.year} · ${row.revision_text}`}
              secondary={nextStep(row)}
              slotProps={{ primary: { sx: { fontWeight: 600 } } }}
            />
            <VcmStatusChip status={row.status} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
