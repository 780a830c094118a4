import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TVcm } from '@pdp/contract';
import { vcmQualificationsQueryOptions } from '../../api/get-vcm';
import { VcmStatusChip } from '../vcm-status-chip';
import { ItemActions, ScrollHint } from './item-actions';
import { ItemFeedback } from './item-feedback';
import type { FeedbackTarget } from './review-dialogs';
import { useItemDecision } from './use-item-decision';

/** The Professional Qualifications tab (part 2 §2, the default): each qualification to approve or return. */
export function QualificationsTab({
  vcm,
  onNeedsAttention,
}: {
  vcm: TVcm;
  onNeedsAttention: (target: FeedbackTarget) => void;
}) {
  const query = useQuery(vcmQualificationsQueryOptions(vcm.id));
  const decision = useItemDecision(vcm.id);
  const rows = query.data ?? [];
  if (query.isPending)
    return <Typography color="text.secondary">Loading professional qualifications…</Typography>;
  if (rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography>This VCM has no professional qualifications.</Typography>
      </Paper>
    );
  }
  return (
    <>
      {vcm.can.review && <ScrollHint label="Professional qualifications" />}
      <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table aria-label="Professional qualifications" sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow>
              <TableCell>Qualification</TableCell>
              <TableCell>Supporting documents</TableCell>
              <TableCell>Status</TableCell>
              {vcm.can.review && <TableCell sx={{ width: 260 }}>Actions</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const { code, title } = row.professional_qualification;
              return (
                <TableRow key={row.id} data-id={row.id}>
                  <TableCell>
                    <Typography variant="subtitle2" component="p">
                      {code}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {title}
                    </Typography>
                    <ItemFeedback item={row} />
                  </TableCell>
                  <TableCell>
                    {row.supporting_documents.length === 0
                      ? 'None'
                      : row.supporting_documents.map((document) => (
                          <Link
                            key={document.id}
                            href={document.url}
                            target="_blank"
                            rel="noopener"
                            sx={{ display: 'block' }}
                          >
                            {document.title || document.filename}
                          </Link>
                        ))}
                  </TableCell>
                  <TableCell>
                    <VcmStatusChip
                      kind="item"
                      status={
                        row.previously_approved && row.status === 'approved'
                          ? 'previously_approved'
                          : row.status
                      }
                    />
                  </TableCell>
                  {vcm.can.review && (
                    <TableCell>
                      <ItemActions
                        name={code}
                        canApprove={row.actions.approve}
                        canMarkNeedsAttention={row.actions.needs_attention}
                        isPending={decision.isPending}
                        onApprove={() =>
                          decision.decide({
                            kind: 'approve_qualification',
                            qualificationId: row.professional_qualification.id,
                          })
                        }
                        onNeedsAttention={() =>
                          onNeedsAttention({
                            kind: 'qualification',
                            id: row.professional_qualification.id,
                            name: code,
                            feedback: row.approver_feedback,
                          })
                        }
                      />
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
