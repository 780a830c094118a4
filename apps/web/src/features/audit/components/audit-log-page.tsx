import { AUDIT_ACTION_LABELS, type TAuditEvent } from '@pdp/contract';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { DataTable, useListUrlState } from '../../../components/data-table';
import { FilterPanel } from '../../../components/filter-panel';
import { DATE_TIME_COLUMN_WIDTH, formatDateTime } from '../../../lib/dates';
import { useSignedInMe } from '../../../lib/me';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  AUDIT_LIST_OPTIONS,
  auditEventsExportUrl,
  listAuditEventsQueryOptions,
} from '../api/list-audit-events';
import { AuditEventDiff, changedFields } from './audit-event-diff';
import { AuditFilters } from './audit-filters';
import { actorName, tableLabel } from './audit-labels';

const TITLE = 'Audit Log';
const COLUMNS: GridColDef<TAuditEvent>[] = [
  {
    field: 'created_at',
    headerName: 'Time',
    minWidth: DATE_TIME_COLUMN_WIDTH,
    sortable: false,
    valueFormatter: (value) => formatDateTime(value),
  },
  {
    field: 'user_full_name',
    headerName: 'Done by',
    minWidth: 160,
    flex: 1,
    sortable: false,
    valueGetter: (_v, row) => actorName(row),
  },
  {
    field: 'action',
    headerName: 'Action',
    minWidth: 100,
    sortable: false,
    valueGetter: (_value, row) => AUDIT_ACTION_LABELS[row.action],
  },
  {
    field: 'table_name',
    headerName: 'Table',
    minWidth: 160,
    sortable: false,
    valueGetter: (_v, row) => tableLabel(row.table_name),
  },
  { field: 'record_id', headerName: 'Record id', minWidth: 100, sortable: false },
  {
    field: 'changes',
    headerName: 'Fields',
    minWidth: 240,
    flex: 2,
    sortable: false,
    valueGetter: (_value, row) => changedFields(row).join(', '),
  },
];

/**
 * /audit_log (issue 13): every insert, update and delete in the institute, newest first, filtered by
 * table, record, who, what and when; a row opens its diff. A record's "History" link opens it
 * filtered to that record.
 */
export function AuditLogPage() {
  const me = useSignedInMe();
  useDocumentTitle(TITLE);
  const list = useListUrlState(AUDIT_LIST_OPTIONS);
  const [opened, setOpened] = useState<TAuditEvent | null>(null);

  return (
    <Stack spacing={3}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Box>
          <Typography variant="overline" component="p" color="primary">
            {me.institute.name}
          </Typography>
          <Typography variant="h1">{TITLE}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
            Every change in the institute: who made it, what changed and when. Select an event to see its
            changes.
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlinedIcon />}
          href={auditEventsExportUrl(list.params)}
          download="audit_events.csv"
        >
          Export
        </Button>
      </Box>
      <div>
        <FilterPanel list={list} aria-label="Filter audit events">
          <AuditFilters />
        </FilterPanel>
        <DataTable
          list={list}
          columns={COLUMNS}
          queryOptions={listAuditEventsQueryOptions}
          aria-label="Audit events"
          onRowClick={({ row }) => setOpened(row as TAuditEvent)}
          sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      </div>
      <AuditEventDiff event={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
