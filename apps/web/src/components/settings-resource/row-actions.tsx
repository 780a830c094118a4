import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRoundedIcon from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { ReactElement } from 'react';
import { LazyTooltip } from '../lazy-tooltip';

export interface RowActionsProps {
  /** The row's name, for the buttons' accessible names ("Edit City Campus"). */
  label: string;
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  canMoveUp?: boolean;
  canMoveDown?: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
  disabled?: boolean;
}

function Action({
  title,
  name,
  icon,
  onClick,
  disabled,
  color,
}: {
  title: string;
  name: string;
  icon: ReactElement;
  onClick: () => void;
  disabled?: boolean;
  color?: 'error';
}) {
  const button = (
    <IconButton size="small" aria-label={name} onClick={onClick} disabled={disabled} color={color}>
      {icon}
    </IconButton>
  );
  // A disabled button fires no events, so its tooltip needs a wrapper to hover.
  return (
    <LazyTooltip title={title}>
      <span>{button}</span>
    </LazyTooltip>
  );
}

/** Move up / down, edit and delete of one row; only the actions the resource has are shown. */
export function RowActions({
  label,
  onMoveUp,
  onMoveDown,
  canMoveUp,
  canMoveDown,
  onEdit,
  onDelete,
  disabled,
}: RowActionsProps) {
  return (
    <Stack direction="row" spacing={0.25} sx={{ justifyContent: 'flex-end' }}>
      {onMoveUp && (
        <Action
          title="Move up"
          name={`Move ${label} up`}
          icon={<ArrowUpwardRoundedIcon fontSize="small" />}
          onClick={onMoveUp}
          disabled={disabled || !canMoveUp}
        />
      )}
      {onMoveDown && (
        <Action
          title="Move down"
          name={`Move ${label} down`}
          icon={<ArrowDownwardRoundedIcon fontSize="small" />}
          onClick={onMoveDown}
          disabled={disabled || !canMoveDown}
        />
      )}
      {onEdit && (
        <Action
          title="Edit"
          name={`Edit ${label}`}
          icon={<EditOutlinedIcon fontSize="small" />}
          onClick={onEdit}
          disabled={disabled}
        />
      )}
      {onDelete && (
        <Action
          title="Delete"
          name={`Delete ${label}`}
          icon={<DeleteOutlineRoundedIcon fontSize="small" />}
          onClick={onDelete}
          disabled={disabled}
          color="error"
        />
      )}
    </Stack>
  );
}
