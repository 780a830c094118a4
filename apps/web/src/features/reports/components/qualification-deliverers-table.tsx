import { counted, PASSPORT_STATUS_LABELS, type TQualificationDeliverer } from '@pdp/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type ListUrlState } from '../../../components/data-table';
import { ApiError, describeApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import {
  qualificationDeliverersPageQueryOptions,
  qualificationDeliverersQueryOptions,
} from '../api/get-unit-deliverers';
import { linkTo } from './passport-report';

/**
 * Why not, by reason: "unit not claimed: BSBLDR522, BSBOPS502; passport incomplete: every unit".
 * One line per reason reads better than one per unit when most units fail alike.
 */
export function whyNot(row: TQualificationDeliverer): string {
  const unitsOf = new Map<string, string[]>();
  for (const unit of row.units)
    for (const reason of unit.reasons)
      unitsOf.set(reason.text, [...(unitsOf.get(reason.text) ?? []), unit.code]);
  return [...unitsOf]
    .map(([text, codes]) => `${text}: ${codes.length === row.units.length ? 'every unit' : codes.join(', ')}`)
    .join('; ');
}

// The server's order (most units first, then by name) is the only one: no column sorts.
const COLUMNS: GridColDef<TQualificationDeliverer>[] = [
  {
    field: 'user_full_name',
    headerName: 'Name',
    minWidth: 160,
    flex: 1,
    sortable: false,
    renderCell: ({ row }) => linkTo(paths.user.to(row.user_id), row.user_full_name),
  },
  { field: 'summary', headerName: 'Summary', minWidth: 215, sortable: false },
  {
    field: 'deliverable',
    headerName: 'May deliver',
    minWidth: 170,
    flex: 1,
    sortable: false,
    valueGetter: (_value, row) =>
      row.deliverable_unit_count === row.units.length
        ? 'Every unit'
        : row.units
            .filter((unit) => unit.qualifies)
            .map((unit) => unit.code)
            .join(', ') || 'None',
  },
  {
    field: 'why_not',
    headerName: 'Why not',
    minWidth: 260,
    flex: 2,
    sortable: false,
    valueGetter: (_value, row) => whyNot(row) || 'Nothing missing',
  },
  { field: 'department_name', headerName: 'Department', minWidth: 130, sortable: false },
  {
    field: 'passport_status',
    headerName: 'Passport',
    minWidth: 110,
    sortable: false,
    valueGetter: (_value, row) => PASSPORT_STATUS_LABELS[row.passport_status],
  },
];

/**
 * A whole qualification's search: per educator who claims one of its units, which units they may
 * deliver on the day and why not the others, a page at a time (the address keeps the page).
 */
export function QualificationDeliverersResult({ list }: { list: ListUrlState }) {
  const result = useQuery(qualificationDeliverersQueryOptions(list.params));
  const code = String(list.params.q.qualification_code_eq ?? '');
  if (result.error) {
    const error = result.error instanceof ApiError ? result.error : null;
    return (
      <Alert severity="warning">
        {error?.status === 404
          ? `No qualification ${code} in the VCM catalogues.`
          : error
            ? describeApiError(error)
            : 'The search failed.'}
      </Alert>
    );
  }
  const data = result.data;
  if (!data) return <Typography>Loading...</Typography>;
  const heading = `${data.qualification.code} ${data.qualification.title}, as at ${formatDate(data.as_at)}`;
  return (
    <Stack spacing={2}>
      <Typography>
        {heading}: {counted(data.units.length, 'unit')}
        {data.units.length ? ` (${data.units.map((unit) => unit.code).join(', ')})` : ''}.
      </Typography>
      {data.units.length === 0 ? (
        <Alert severity="info">
          The qualification lists no units in its latest catalogue year, so there is nothing to deliver.
        </Alert>
      ) : data.meta.total === 0 ? (
        <Alert severity="info">
          Nobody you can see claims a unit of {data.qualification.code} in their VCM as at{' '}
          {formatDate(data.as_at)}. Educators appear here once they claim one of its units.
        </Alert>
      ) : (
        <DataTable
          list={list}
          columns={COLUMNS}
          queryOptions={qualificationDeliverersPageQueryOptions}
          getRowId={(row) => row.user_id}
          aria-label={`Who may deliver ${data.qualification.code}`}
        />
      )}
    </Stack>
  );
}
