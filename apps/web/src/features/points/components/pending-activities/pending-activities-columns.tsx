import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { POINT_REQUEST_STATUS_LABELS, type TPointRequest } from '@pdp/contract';
import { rowActionsColumn } from '../../../../components/data-table';
import { EvidenceFiles } from '../../../../components/evidence-files';
import { formatDate } from '../../../../lib/dates';
import { actionButtonLabels, requestName } from './pending-activities-view';

export type PendingAction = 'edit' | 'approve' | 'incomplete' | 'convert';

const ACTION_TEXT: Record<PendingAction, string> = {
  edit: 'Edit',
  approve: 'Approve',
  incomplete: 'Incomplete',
  convert: 'Convert',
};
/** Approve and Incomplete are words; Edit and Convert are icons, so all four fit in 250 px. */
const ACTION_ICONS: Partial<Record<PendingAction, typeof EditOutlinedIcon>> = {
  edit: EditOutlinedIcon,
  convert: SwapHorizIcon,
};
const ACTION_ORDER: PendingAction[] = ['approve', 'incomplete', 'edit', 'convert'];

/**
 * The columns of Activities Submitted for Approval (part 2 §2, §9): each `field` is the server's
 * sort name; the actions column is 250 px wide and shows only what the row's `actions` allow
 * (part 2 §6, decided by the server).
 */
export function pendingActivitiesColumns(
  onAction: (action: PendingAction, row: TPointRequest) => void,
): GridColDef<TPointRequest>[] {
  return [
    {
      field: 'updated_at',
      headerName: 'Date updated',
      width: 130,
      valueFormatter: (value) => formatDate(value as string),
    },
    { field: 'type', headerName: 'Type', flex: 1, minWidth: 150, valueGetter: (_v, row) => row.type_label },
    {
      field: 'activity_name',
      headerName: 'Activity name',
      flex: 1.3,
      minWidth: 160,
      valueGetter: (_value, row) => requestName(row),
    },
    {
      field: 'activity_date',
      headerName: 'Activity date',
      width: 105,
      valueFormatter: (value) => formatDate(value as string | null),
    },
    {
      field: 'points',
      headerName: 'Points',
      width: 70,
      type: 'number',
      valueFormatter: (value) => (value === null || value === undefined ? '—' : String(value)),
    },
    {
      field: 'evidence_attached',
      headerName: 'Evidence',
      width: 125,
      sortable: false,
      // The files themselves, to open or preview where the decision is made; part 2 §9's words
      // (Attached / Not Attached) where there is no file to link.
      valueFormatter: (value) => (value ? 'Attached' : 'Not Attached'),
      renderCell: ({ row, formattedValue }) =>
        row.evidences.length > 0 ? <EvidenceFiles files={row.evidences} isDense /> : formattedValue,
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 90,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip size="small" variant="outlined" label={POINT_REQUEST_STATUS_LABELS[row.status]} />
      ),
    },
    rowActionsColumn<TPointRequest>({
      width: 250,
      getRowName: requestName,
      getActions: (row) => {
        const labels = actionButtonLabels(row);
        return ACTION_ORDER.filter((action) => row.actions[action]).map((action) => {
          const Icon = ACTION_ICONS[action];
          return {
            label: ACTION_TEXT[action],
            ariaLabel: labels[action],
            isPrimary: action === 'approve',
            icon: Icon && <Icon fontSize="small" />,
            onClick: () => onAction(action, row),
          };
        });
      },
    }),
  ];
}
