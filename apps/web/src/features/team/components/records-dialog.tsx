import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { TTeamRecord } from '@pdp/contract';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

/** VCMs to review or profiles to rate: each opens its own screen, where the review happens. */
export function RecordsDialog({
  isOpen,
  title,
  items,
  linkOf,
  onClose,
}: {
  isOpen: boolean;
  title: string;
  items: readonly TTeamRecord[];
  linkOf: (record: TTeamRecord) => string;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={isOpen} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {items.length === 0 ? (
          <Typography>Nothing waits here.</Typography>
        ) : (
          <List dense>
            {items.map((record) => (
              <ListItem key={record.id}>
                <Link component={RouterLink} to={linkOf(record)}>
                  {record.user_full_name}
                </Link>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
