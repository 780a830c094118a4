import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TVcmHistoryLog } from '@pdp/contract';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { DataTable, useListUrlState, type ListStateOptions } from '../../../../components/data-table';
import { DATE_TIME_COLUMN_WIDTH, formatDateTime } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { recordProblemOf } from '../../../../lib/record-problem';
import { useVcm } from '../../api/get-vcm';
import { vcmHistoryQueryOptions } from '../../api/vcm-history';
import { VcmUnavailable } from '../detail/vcm-page';
import { BackLink } from '../../../../components/back-link';

const TITLE = 'VCM History';
const LIST_OPTIONS: ListStateOptions = { defaultFilters: {} };

/** The history table's columns (part 2 §2): Date & Time, Event, User, Educator Visible. */
export const HISTORY_COLUMNS: GridColDef<TVcmHistoryLog>[] = [
  {
    field: 'created_at',
    headerName: 'Date & Time',
    width: DATE_TIME_COLUMN_WIDTH,
    sortable: false,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  { field: 'description', headerName: 'Event', flex: 2, minWidth: 260, sortable: false },
  {
    field: 'user',
    headerName: 'User',
    flex: 1,
    minWidth: 150,
    sortable: false,
    valueGetter: (_value, row) => row.user?.full_name ?? '',
  },
  {
    field: 'educator_visible',
    headerName: 'Educator Visible',
    width: 140,
    sortable: false,
    valueFormatter: (value: boolean) => (value ? 'yes' : 'no'),
  },
];

/** /vcm/{id}/history (part 2 "VCM history"): every event of the VCM, latest first, paged. */
export function VcmHistoryPage() {
  const { id = '' } = useParams();
  useDocumentTitle(TITLE);
  const vcmQuery = useVcm(id);
  const vcm = vcmQuery.data;
  const list = useListUrlState(LIST_OPTIONS);
  const queryOptions = useMemo(() => vcmHistoryQueryOptions(id), [id]);
  // A VCM that is not there has no history: the same panel as its detail page, not an empty table.
  const problem = recordProblemOf(vcmQuery.error);
  if (problem) return <VcmUnavailable problem={problem} />;
  return (
    <Stack spacing={3}>
      <Box>
        <BackLink to={paths.vcm.to(id)} sx={{ mb: 1 }}>
          Return to VCM
        </BackLink>
        <Typography variant="h1">{TITLE}</Typography>
        {/* Its lines hold their place while the VCM loads, so the table under them never moves. */}
        <Box sx={{ mt: 0.75 }}>
          <Typography variant="body1">
            {vcm ? `Educator: ${vcm.owner_user.full_name}` : <Skeleton width="16rem" />}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {vcm ? vcm.revision_text : <Skeleton width="12rem" />}
          </Typography>
        </Box>
      </Box>
      <DataTable
        list={list}
        columns={HISTORY_COLUMNS}
        queryOptions={queryOptions}
        aria-label="VCM history"
        sx={{ bgcolor: 'background.paper' }}
      />
    </Stack>
  );
}
