import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TMyWorkshop } from '@pdp/contract';
import { formatTimeSpan } from '../../../../lib/dates';
import { pointsText } from './format';
import { Facts } from '../../../../components/facts';

/** The program's workshops in order: when (institute time), where, who, points, and any notes. */
export function WorkshopList({ workshops }: { workshops: readonly TMyWorkshop[] }) {
  return (
    <List disablePadding aria-label="Workshops">
      {workshops.map((workshop, index) => {
        const place = [workshop.location_name, workshop.room].filter(Boolean).join(', ');
        return (
          <ListItem key={workshop.id} divider disableGutters sx={{ display: 'block', py: 1.5 }}>
            <Stack spacing={0.5}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {workshop.name ?? `Workshop ${index + 1}`}
              </Typography>
              <Typography variant="body2">
                {formatTimeSpan(workshop.start_local, workshop.end_local)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <Facts
                  facts={[
                    place,
                    workshop.presenter ? `Presenter: ${workshop.presenter}` : null,
                    pointsText(workshop.points),
                  ]}
                />
              </Typography>
              {workshop.description ? (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                  {workshop.description}
                </Typography>
              ) : null}
              {workshop.approved_attendee_information ? (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                  <strong>For attendees: </strong>
                  {workshop.approved_attendee_information}
                </Typography>
              ) : null}
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}
