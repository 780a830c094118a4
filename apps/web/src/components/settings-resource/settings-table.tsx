import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SettingsResource } from '@pdp/contract';
import { WrappingCell } from '../data-table/wrapping-cell';
import { RowActions } from './row-actions';
import { useRowCommands } from './use-row-commands';
import { useSettingsList, type ToggleOptions } from './use-settings';
import type { RowOf, SettingsUi } from './types';

export interface SettingsTableProps<R extends SettingsResource> extends ToggleOptions {
  resource: R;
  ui: SettingsUi<R>;
  parentId?: number;
  /** Opens the edit modal; without it (or when the declaration has no editable field) no Edit. */
  onEdit?: (row: RowOf<R>) => void;
  /** The table's accessible name ("Locations", "Departments of Health"). */
  'aria-label': string;
  /** When the list is inside a panel that already has a border. */
  isPlain?: boolean;
}

const headerSx = {
  fontWeight: 600,
  fontSize: '0.75rem',
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: 'text.secondary',
  bgcolor: 'grey.50',
  whiteSpace: 'nowrap',
} as const;

/**
 * The list of a settings resource: its columns, then Active (a switch) when rows toggle, and the
 * row actions the declaration allows. Rows come whole and in display order: deactivated rows last.
 * A plain MUI table rather than the paged DataTable: these lists are short, unpaged, ordered as a
 * whole, and several sit on one page (each division's departments).
 */
export function SettingsTable<R extends SettingsResource>({
  resource,
  ui,
  parentId,
  onEdit,
  describeError,
  isPlain,
  'aria-label': ariaLabel,
}: SettingsTableProps<R>) {
  const { rows, isPending } = useSettingsList(resource, parentId);
  const commands = useRowCommands(resource, rows, parentId, { thing: ui.thing, describeError });
  const columnCount = ui.columns.length + (resource.canToggleActive ? 1 : 0) + 1;

  return (
    <TableContainer
      component={isPlain ? 'div' : Paper}
      variant={isPlain ? undefined : 'outlined'}
      sx={{ overflowX: 'auto' }}
    >
      <Table size="small" aria-label={ariaLabel} sx={{ '& td, & th': { px: 1.75 } }}>
        <TableHead>
          <TableRow>
            {ui.columns.map((column) => (
              <TableCell key={column.field} align={column.align} sx={{ ...headerSx, width: column.width }}>
                {column.header}
              </TableCell>
            ))}
            {resource.canToggleActive && <TableCell sx={{ ...headerSx, width: '1%' }}>Active</TableCell>}
            <TableCell align="right" sx={{ ...headerSx, width: '1%' }}>
              Actions
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {isPending &&
            [0, 1, 2].map((index) => (
              <TableRow key={index}>
                <TableCell colSpan={columnCount}>
                  <Skeleton variant="text" />
                </TableCell>
              </TableRow>
            ))}
          {!isPending && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columnCount} sx={{ py: 4, textAlign: 'center' }}>
                <Typography variant="body2" color="text.secondary">
                  No {ui.things} yet.
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {rows.map((row) => {
            const label = ui.rowLabel(row);
            const isActive = row.active ?? true;
            return (
              <TableRow
                key={row.id}
                hover
                sx={{
                  '&:last-child td': { borderBottom: 0 },
                  ...(isActive ? {} : { bgcolor: 'grey.50', '& td': { color: 'text.secondary' } }),
                }}
              >
                {ui.columns.map((column) => (
                  <TableCell key={column.field} align={column.align} sx={{ width: column.width }}>
                    {column.render ? (
                      column.render(row)
                    ) : (
                      <WrappingCell value={(row as Record<string, unknown>)[column.field]} />
                    )}
                  </TableCell>
                ))}
                {resource.canToggleActive && (
                  <TableCell>
                    <Switch
                      size="small"
                      checked={isActive}
                      onChange={() => commands.toggle(row)}
                      disabled={commands.isBusy}
                      slotProps={{ input: { 'aria-label': `${label} active` } }}
                    />
                  </TableCell>
                )}
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <RowActions
                    label={label}
                    disabled={commands.isBusy}
                    onMoveUp={resource.isOrdered ? () => commands.move(row, 'up') : undefined}
                    onMoveDown={resource.isOrdered ? () => commands.move(row, 'down') : undefined}
                    canMoveUp={commands.canMove(row, 'up')}
                    canMoveDown={commands.canMove(row, 'down')}
                    onEdit={onEdit && (() => onEdit(row))}
                    onDelete={resource.canDelete ? () => void commands.remove(row, label) : undefined}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
