import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VCM_MESSAGES, type TVcm } from '@pdp/contract';
import { Link as RouterLink } from 'react-router';
import { BackLink } from '../../../../components/back-link';
import { Facts } from '../../../../components/facts';
import { formatDate } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';
import { VcmStatusChip } from '../vcm-status-chip';
import { reviewButtons, type ReviewButton } from './review-rules';
import type { useReviewFlow } from './use-review-flow';

interface VcmHeaderProps {
  vcm: TVcm;
  flow: ReturnType<typeof useReviewFlow>;
}

/**
 * The VCM detail's header (part 2 §2): status, "VCM - {owner}", the text buttons, and Return VCM To
 * Educator / Approve VCM with the emphasis and hints of §2 and §8.
 */
export function VcmHeader({ vcm, flow }: VcmHeaderProps) {
  const buttons = reviewButtons(vcm.status, vcm.item_counts, flow.isCheckRunning);
  // Each disabled button is described by the line that says why; one line when both share a reason.
  const reasons = [...new Set([buttons.return.reason, buttons.approve.reason])].filter(
    (reason): reason is string => reason !== null,
  );
  const reasonId = (button: ReviewButton) =>
    button.reason === null ? undefined : `vcm-review-reason-${reasons.indexOf(button.reason)}`;
  const facts = [
    `${vcm.year}`,
    vcm.revision_text,
    vcm.approver_user ? `Approver: ${vcm.approver_user.full_name}` : 'No approver',
    vcm.current_units_text,
    vcm.approved_at ? `Approved ${formatDate(vcm.approved_at)}` : null,
  ];

  return (
    <Box component="header" sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
          alignItems: 'flex-end',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
            <BackLink to={paths.vcms.to()} sx={{ alignSelf: 'center' }}>
              Manage VCMs
            </BackLink>
            <VcmStatusChip status={vcm.status} />
          </Box>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            VCM - {vcm.owner_user.full_name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
            <Facts facts={facts} />
          </Typography>
        </Box>
        {/* Text buttons, moved out by their padding: wrapped under the title, the first label starts
            where the title does; beside it, the last one ends at the page's edge. */}
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 0.5, mx: -1 }}
          aria-label="VCM tools"
          role="group"
        >
          {vcm.can.delegate && <Button onClick={() => flow.openDialog('delegate')}>Delegate Approver</Button>}
          {vcm.can.missing_units_check && (
            <Button onClick={flow.checkMissingUnits} loading={flow.isCheckRunning}>
              Missing Units Check
            </Button>
          )}
          {vcm.can.force_status && <Button onClick={() => flow.openDialog('status')}>Update Status</Button>}
          <Button component={RouterLink} to={paths.vcmHistory.to(vcm.id)} startIcon={<HistoryOutlinedIcon />}>
            History
          </Button>
        </Stack>
      </Box>
      {vcm.can.review && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
            alignItems: 'center',
            p: 2,
            borderRadius: 2,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Button
            variant={buttons.emphasis === 'return' ? 'contained' : 'outlined'}
            disabled={!buttons.return.isEnabled}
            aria-describedby={reasonId(buttons.return)}
            onClick={flow.requestReturn}
          >
            Return VCM To Educator
          </Button>
          <Button
            variant={buttons.emphasis === 'approve' ? 'contained' : 'outlined'}
            color="success"
            disabled={!buttons.approve.isEnabled}
            aria-describedby={reasonId(buttons.approve)}
            onClick={flow.requestApprove}
          >
            Approve VCM
          </Button>
          <Box role="status" sx={{ display: 'grid', gap: 0.5 }}>
            {reasons.map((reason, index) => (
              <Typography
                key={reason}
                id={`vcm-review-reason-${index}`}
                variant="body2"
                color="text.secondary"
              >
                {reason}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      {vcm.updated_since_feedback && (
        <Alert severity="info" variant="outlined">
          {VCM_MESSAGES.updatedSinceFeedback}
        </Alert>
      )}
    </Box>
  );
}
