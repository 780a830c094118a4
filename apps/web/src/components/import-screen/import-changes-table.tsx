import { IMPORT_ACTIONS, type TImportAction } from '@pdp/contract';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { ACTION_LABELS } from './import-plan-diff';
import type { ImportChange } from './upload-import-file';

const ACTION_COLOURS: Record<TImportAction, ChipProps['color']> = {
  create: 'success',
  update: 'info',
  deactivate: 'warning',
  unchanged: 'default',
};
const PAGE_SIZE = 25;
const WIDE_ONLY = { xs: 'none', sm: 'table-cell' };
const NARROW_ONLY = { xs: 'block', sm: 'none' };

function FieldChanges({ change }: { change: ImportChange }) {
  if (change.fields.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No changes
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {change.fields.map(({ field, before, after }) => (
        <Typography component="li" variant="body2" key={field} sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {field}:
          </Box>{' '}
          {change.action === 'create' ? (
            (after ?? '—')
          ) : (
            <>
              <Box component="span" sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
                {before ?? '(blank)'}
              </Box>{' '}
              → {after ?? '(blank)'}
            </>
          )}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * What an import does (or would do) row by row: Row, Action, Record and the fields it sets, with a
 * filter by action and 25 rows a page (a file holds up to 2,000).
 */
export function ImportChangesTable({ changes, label }: { changes: readonly ImportChange[]; label: string }) {
  const [action, setAction] = useState<TImportAction | 'all'>('all');
  const [page, setPage] = useState(0);
  const counts = useMemo(() => {
    const byAction = Object.fromEntries(IMPORT_ACTIONS.map((a) => [a, 0])) as Record<TImportAction, number>;
    for (const change of changes) byAction[change.action] += 1;
    return byAction;
  }, [changes]);
  const shown = action === 'all' ? changes : changes.filter((change) => change.action === action);
  const pageRows = shown.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);

  return (
    <Box sx={{ minWidth: 0 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={action}
        aria-label={`Show in ${label.toLowerCase()}`}
        onChange={(_event, next: TImportAction | 'all' | null) => {
          if (next) {
            setAction(next);
            setPage(0);
          }
        }}
        sx={{ flexWrap: 'wrap', mb: 1.5 }}
      >
        <ToggleButton value="all">All ({changes.length.toLocaleString()})</ToggleButton>
        {IMPORT_ACTIONS.filter((a) => counts[a] > 0).map((a) => (
          <ToggleButton key={a} value={a}>
            {ACTION_LABELS[a]} ({counts[a].toLocaleString()})
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* On a phone the row number moves under the action and the changes under the record. */}
      <TableContainer
        sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
      >
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 64, display: WIDE_ONLY }}>Row</TableCell>
              <TableCell sx={{ width: { xs: 104, sm: 120 } }}>Action</TableCell>
              <TableCell sx={{ width: { sm: '30%' } }}>Record</TableCell>
              <TableCell sx={{ display: WIDE_ONLY }}>Changes</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pageRows.map((change) => (
              <TableRow key={change.row} sx={{ verticalAlign: 'top' }}>
                <TableCell sx={{ display: WIDE_ONLY }}>{change.row}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant={change.action === 'unchanged' ? 'outlined' : 'filled'}
                    color={ACTION_COLOURS[change.action]}
                    label={ACTION_LABELS[change.action]}
                  />
                  <Typography variant="caption" color="text.secondary" sx={{ display: NARROW_ONLY, mt: 0.5 }}>
                    Row {change.row}
                  </Typography>
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {change.record}
                  <Box sx={{ display: NARROW_ONLY, mt: 0.5 }}>
                    <FieldChanges change={change} />
                  </Box>
                </TableCell>
                <TableCell sx={{ display: WIDE_ONLY }}>
                  <FieldChanges change={change} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {shown.length > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={shown.length}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next)}
        />
      )}
    </Box>
  );
}
