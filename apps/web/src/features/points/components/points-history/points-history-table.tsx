import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { TPointsHistory } from '@pdp/contract';
import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { nextSort, parseSort, type ListUrlState } from '../../../../components/data-table';
import { useConfirm } from '../../../../components/confirm-dialog';
import { EvidenceFiles } from '../../../../components/evidence-files';
import { formatDate } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';
import { visuallyHidden } from '../../../../lib/visually-hidden';
import { useDeletePointsHistory, usePointsHistories } from '../../api/points-histories';
import { HistoryDetailPanel } from './history-detail-panel';

const SORTABLE = [
  { field: 'date', label: 'Date' },
  { field: 'type_label', label: 'Type', isHiddenOnPhone: true },
  { field: 'activity_name', label: 'Activity' },
  { field: 'points', label: 'Points', isNumeric: true },
] as const;
const COLUMN_COUNT = SORTABLE.length + 4;
/** On a phone the row keeps date, activity and points; type, evidence and reason are in its detail. */
const HIDDEN_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * The points history table (part 2 §2, §3, §9): newest first, sortable, paged by the server, each
 * row expanding to its detail; Delete on the vocational and rea rows the caller may delete.
 */
export function PointsHistoryTable({ userId, list }: { userId: number; list: ListUrlState }) {
  const history = usePointsHistories(userId, list.params);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const sort = parseSort(list.state.sort ?? 'date desc');
  const rows = history.data?.data ?? [];
  const total = history.data?.meta.total ?? 0;

  const toggle = (id: number) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  // The same order of clicks as the console's other tables (data-table README).
  const sortBy = (field: string) => list.setSort(nextSort(field, list.state.sort ?? 'date desc'));

  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label="Points history"
          sx={{ minWidth: { sm: 760 }, '& td, & th': { px: { xs: 0.75, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 48 }}>
                <Box component="span" sx={visuallyHidden}>
                  Details
                </Box>
              </TableCell>
              {SORTABLE.map((column) => (
                <TableCell
                  key={column.field}
                  align={'isNumeric' in column ? 'right' : 'left'}
                  sortDirection={sort?.field === column.field ? sort.direction : false}
                  sx={'isHiddenOnPhone' in column ? HIDDEN_ON_PHONE : undefined}
                >
                  <TableSortLabel
                    active={sort?.field === column.field}
                    direction={sort?.field === column.field ? sort.direction : 'desc'}
                    onClick={() => sortBy(column.field)}
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              ))}
              <TableCell sx={HIDDEN_ON_PHONE}>Evidence</TableCell>
              <TableCell sx={HIDDEN_ON_PHONE}>Approval reason</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <HistoryRow
                key={row.id}
                row={row}
                userId={userId}
                isExpanded={expanded.has(row.id)}
                onToggle={() => toggle(row.id)}
              />
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMN_COUNT}>
                  <Typography variant="body2" color="text.secondary">
                    {history.isPending ? 'Loading…' : 'No points yet.'}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {total > 0 && (
        <TablePagination
          component="div"
          count={total}
          page={list.state.page - 1}
          rowsPerPage={list.state.per_page}
          rowsPerPageOptions={[25, 50, 100]}
          onPageChange={(_event, page) => list.setPage(page + 1)}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
          onRowsPerPageChange={(event) =>
            list.setPageAndSize({ page: 1, per_page: Number(event.target.value) })
          }
        />
      )}
    </>
  );
}

function HistoryRow({
  row,
  userId,
  isExpanded,
  onToggle,
}: {
  row: TPointsHistory;
  userId: number;
  isExpanded: boolean;
  onToggle: () => void;
}) {
  const confirm = useConfirm();
  const deleteRow = useDeletePointsHistory(userId);
  // The Activity cell: the row's detail (the program's name or the activity's).
  const name = row.detail;
  const detailId = `points-history-detail-${row.id}`;

  const onDelete = async () => {
    const isConfirmed = await confirm({
      title: 'Delete this entry?',
      message: `${row.type_label}: ${name} (${row.points} points, ${formatDate(row.date)}) will be deleted from the points history.`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (isConfirmed) deleteRow.mutate(row.id);
  };

  return (
    <Fragment>
      <TableRow sx={{ '& > td': { borderBottom: isExpanded ? 'unset' : undefined } }}>
        <TableCell>
          <IconButton
            size="small"
            onClick={onToggle}
            aria-expanded={isExpanded}
            aria-controls={isExpanded ? detailId : undefined}
            aria-label={`${isExpanded ? 'Hide' : 'Show'} details of ${name || row.type_label}`}
          >
            {isExpanded ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.date)}</TableCell>
        <TableCell sx={HIDDEN_ON_PHONE}>{row.type_label}</TableCell>
        <TableCell sx={{ minWidth: { sm: 180 }, wordBreak: 'break-word' }}>
          {row.program ? (
            <Link component={RouterLink} to={paths.program.to(row.program.id)}>
              {name}
            </Link>
          ) : (
            name
          )}
        </TableCell>
        <TableCell align="right">{row.points}</TableCell>
        {/* The files themselves, to open or preview; part 2 §9's words where there is none to link. */}
        <TableCell sx={{ ...HIDDEN_ON_PHONE, maxWidth: 180 }}>
          {row.evidences.length > 0 ? <EvidenceFiles files={row.evidences} isDense /> : 'Not Attached'}
        </TableCell>
        <TableCell sx={{ ...HIDDEN_ON_PHONE, minWidth: 140 }}>{row.approval_reason}</TableCell>
        <TableCell align="right">
          {row.can.delete && (
            <IconButton
              size="small"
              onClick={() => void onDelete()}
              disabled={deleteRow.isPending}
              aria-label={`Delete ${name || row.type_label}`}
            >
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          )}
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMN_COUNT} sx={{ py: 0, borderBottom: isExpanded ? undefined : 'none' }}>
          <Collapse in={isExpanded} unmountOnExit>
            <Box id={detailId} sx={{ pl: { xs: 0, sm: 6 } }}>
              <HistoryDetailPanel row={row} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}
