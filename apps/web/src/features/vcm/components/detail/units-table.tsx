import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TVcm, TVcmUnitResponse } from '@pdp/contract';
import { Fragment, useState } from 'react';
import { visuallyHidden } from '../../../../lib/visually-hidden';
import { VcmStatusChip } from '../vcm-status-chip';
import { ItemActions, ScrollHint } from './item-actions';
import { ItemFeedback } from './item-feedback';
import type { FeedbackTarget } from './review-dialogs';
import { UnitResponseDetails, claimedMethods, currencyLabel } from './unit-response-details';
import { useItemDecision } from './use-item-decision';

/** Part 2 §9: the unit table's actions column is 300 px wide. */
export const UNIT_ACTIONS_WIDTH = 300;

// On a phone the methods and currency stay in the row's details, so the actions come closer.
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

interface UnitsTableProps {
  vcm: TVcm;
  rows: readonly TVcmUnitResponse[];
  label: string;
  /** Removed units are listed for reference only: no actions. */
  isRemovedList?: boolean;
  onNeedsAttention?: (target: FeedbackTarget) => void;
  onEdit?: (row: TVcmUnitResponse) => void;
}

/** A course's unit responses: what each claims, its currency and status, and the reviewer's actions. */
export function UnitsTable({
  vcm,
  rows,
  label,
  isRemovedList = false,
  onNeedsAttention,
  onEdit,
}: UnitsTableProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  const decision = useItemDecision(vcm.id);
  const hasActions = vcm.can.review && !isRemovedList;
  const columnCount = hasActions ? 6 : 5;
  return (
    <>
      {hasActions && <ScrollHint label={label} />}
      <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table
          aria-label={label}
          size="small"
          sx={{ minWidth: { xs: hasActions ? 600 : 0, md: hasActions ? 880 : 580 } }}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 48 }}>
                <Box component="span" sx={visuallyHidden}>
                  Details
                </Box>
              </TableCell>
              <TableCell>Unit</TableCell>
              <TableCell sx={WIDE_ONLY}>Claimed by</TableCell>
              <TableCell sx={WIDE_ONLY}>Currency</TableCell>
              <TableCell>Status</TableCell>
              {hasActions && (
                <TableCell sx={{ width: UNIT_ACTIONS_WIDTH, minWidth: UNIT_ACTIONS_WIDTH }}>
                  Actions
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const isOpen = openId === row.id;
              const detailsId = `unit-details-${row.id}`;
              const status =
                row.previously_approved && row.status === 'approved' ? 'previously_approved' : row.status;
              return (
                <Fragment key={row.id}>
                  <TableRow data-id={row.id} sx={{ '& > td': { borderBottom: isOpen ? 'none' : undefined } }}>
                    <TableCell>
                      <IconButton
                        size="small"
                        aria-expanded={isOpen}
                        aria-controls={detailsId}
                        aria-label={`${isOpen ? 'Hide' : 'Show'} the response for ${row.unit.code}`}
                        onClick={() => setOpenId(isOpen ? null : row.id)}
                      >
                        {isOpen ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                      </IconButton>
                    </TableCell>
                    <TableCell>
                      <Typography variant="subtitle2" component="p">
                        {row.unit.code}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {row.unit.title}
                      </Typography>
                      <ItemFeedback item={row} />
                    </TableCell>
                    <TableCell sx={WIDE_ONLY}>{claimedMethods(row).join(', ') || '—'}</TableCell>
                    <TableCell sx={WIDE_ONLY}>{currencyLabel(row)}</TableCell>
                    <TableCell>
                      <VcmStatusChip kind="item" status={status} />
                    </TableCell>
                    {hasActions && (
                      <TableCell sx={{ px: 1 }}>
                        <ItemActions
                          name={row.unit.code}
                          canApprove={row.actions.approve}
                          canMarkNeedsAttention={row.actions.needs_attention}
                          isPending={decision.isPending}
                          onApprove={() => decision.decide({ kind: 'approve_unit', unitId: row.unit.id })}
                          onNeedsAttention={() =>
                            onNeedsAttention?.({
                              kind: 'unit',
                              id: row.unit.id,
                              name: row.unit.code,
                              feedback: row.approver_feedback,
                            })
                          }
                        >
                          <Button
                            size="small"
                            sx={{ minWidth: 0 }}
                            disabled={!row.actions.edit}
                            onClick={() => onEdit?.(row)}
                            aria-label={`Edit response for ${row.unit.code}`}
                          >
                            Edit
                          </Button>
                        </ItemActions>
                      </TableCell>
                    )}
                  </TableRow>
                  <TableRow>
                    <TableCell
                      colSpan={columnCount}
                      sx={{ py: 0, borderBottom: isOpen ? undefined : 'none' }}
                    >
                      <Collapse in={isOpen} unmountOnExit>
                        <div id={detailsId}>
                          <UnitResponseDetails row={row} />
                        </div>
                      </Collapse>
                    </TableCell>
                  </TableRow>
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
