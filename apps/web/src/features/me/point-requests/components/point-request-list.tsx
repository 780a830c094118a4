import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { POINT_REQUEST_STATUS_LABELS, type TMyPointRequest, type TPointRequestStatus } from '@pdp/contract';
import { Link as RouterLink } from 'react-router';
import { textButtonAtStart } from '../../../../components/text-button-at-start';
import { paths } from '../../../../lib/paths';
import { useMyPointRequests, useMyPointRequestSettings } from '../api/my-point-requests';
import { requestSummary } from './point-request-values';
import { Facts } from '../../../../components/facts';

const STATUS_COLOR: Record<TPointRequestStatus, ChipProps['color']> = {
  pending: 'default',
  incomplete: 'error',
  approved: 'success',
};

function RequestCard({ request }: { request: TMyPointRequest }) {
  const name = request.activity_name ?? 'Activity';
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }} aria-label={name}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <Facts facts={requestSummary(request)} />
          </Typography>
        </Box>
        <Chip
          size="small"
          color={STATUS_COLOR[request.status]}
          label={POINT_REQUEST_STATUS_LABELS[request.status]}
        />
      </Stack>
      {request.status === 'incomplete' && request.reason && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          <strong>Reason: </strong>
          {request.reason}
        </Alert>
      )}
      {request.can_edit && (
        <Button
          component={RouterLink}
          to={paths.mePointRequest.to(request.id)}
          size="small"
          sx={{ mt: 1, ...textButtonAtStart('small') }}
          aria-label={`${request.status === 'incomplete' ? 'Edit and resubmit' : 'Edit'} ${name}`}
        >
          {request.status === 'incomplete' ? 'Edit and resubmit' : 'Edit'}
        </Button>
      )}
    </Paper>
  );
}

/** My point requests: newest change first, each with its status chip and, when incomplete, the reason. */
export function PointRequestList() {
  const list = useMyPointRequests();
  const settings = useMyPointRequestSettings();
  const canSubmit = settings.data?.educator_points_entry_enabled ?? false;
  return (
    <Stack spacing={2}>
      {settings.data && !canSubmit && (
        <Alert severity="info">Submitting point requests is turned off for your institute.</Alert>
      )}
      {canSubmit && (
        <Box>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={paths.mePointRequest.to('new')}
          >
            New request
          </Button>
        </Box>
      )}
      {list.isPending && <Skeleton variant="rounded" height={200} />}
      {list.isError && (
        <Alert severity="error">We could not load your point requests. Please try again.</Alert>
      )}
      {list.data && list.data.meta.total === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">You have not submitted any point requests yet.</Typography>
        </Paper>
      )}
      {list.data && list.data.data.length > 0 && (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="My point requests">
          {list.data.data.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
