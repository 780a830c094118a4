import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { createContext, useContext, useId, useState, type ReactElement, type ReactNode } from 'react';
import { LazyTooltip } from '../lazy-tooltip';

export interface RowAction {
  /** What the button says ("Approve"), or an icon button's tooltip. */
  label: string;
  /** The name a screen reader hears, naming the row ("Approve registration of Jo Bloggs"). */
  ariaLabel: string;
  onClick: () => void;
  /** A contained button: the row's main decision. */
  isPrimary?: boolean;
  /** Shown as an icon button (its label a tooltip) where the actions are buttons. */
  icon?: ReactElement;
}

/** The field of the actions column: the data table finds it there when the table is narrow. */
export const ROW_ACTIONS_FIELD = 'actions';

/** The actions column's width where its actions are one menu button. */
export const COMPACT_ACTIONS_WIDTH = 84;

/** Whether the table is too narrow for its columns: then each row's actions are one menu button. */
const CompactContext = createContext(false);

/** An actions cell as a narrow table shows it: its actions in a menu. */
export function compactCell(cell: ReactNode) {
  return <CompactContext value>{cell}</CompactContext>;
}

/** The row's actions as buttons, or, in a narrow table, as a menu behind one button. */
function RowActions({ actions, rowName }: { actions: RowAction[]; rowName: string }) {
  const isCompact = useContext(CompactContext);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (actions.length === 0) return null;
  if (!isCompact) {
    return (
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', height: '100%' }}>
        {actions.map((action) =>
          action.icon ? (
            <LazyTooltip key={action.label} title={action.label}>
              <IconButton size="small" aria-label={action.ariaLabel} onClick={action.onClick} sx={{ p: 0.5 }}>
                {action.icon}
              </IconButton>
            </LazyTooltip>
          ) : (
            <Button
              key={action.label}
              size="small"
              variant={action.isPrimary ? 'contained' : 'outlined'}
              aria-label={action.ariaLabel}
              onClick={action.onClick}
              sx={{ minWidth: 0, px: 1, whiteSpace: 'nowrap' }}
            >
              {action.label}
            </Button>
          ),
        )}
      </Box>
    );
  }
  const choose = (action: RowAction) => {
    setAnchor(null);
    action.onClick();
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
      <IconButton
        size="small"
        aria-label={`Actions for ${rowName}`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': `Actions for ${rowName}` } }}
      >
        {actions.map((action) => (
          <MenuItem key={action.label} aria-label={action.ariaLabel} onClick={() => choose(action)}>
            {action.icon && <ListItemIcon>{action.icon}</ListItemIcon>}
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}

/**
 * A table's row actions column (README "Row actions"): buttons where the table fits its window; in
 * a narrower table (a phone, or a laptop beside a sidebar) one menu button per row, moved beside the
 * first column so that it is on screen without scrolling sideways.
 */
export function rowActionsColumn<R extends GridValidRowModel>({
  width,
  getActions,
  getRowName,
}: {
  /** The column's width with its actions as buttons. */
  width: number;
  getActions: (row: R) => RowAction[];
  /** Names the row in the menu button's name ("Actions for Jo Bloggs"). */
  getRowName: (row: R) => string;
}): GridColDef<R> {
  return {
    field: ROW_ACTIONS_FIELD,
    headerName: 'Actions',
    width,
    sortable: false,
    disableColumnMenu: true,
    renderCell: ({ row }) => <RowActions actions={getActions(row)} rowName={getRowName(row)} />,
  };
}
