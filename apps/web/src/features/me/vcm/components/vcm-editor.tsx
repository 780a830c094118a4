import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MY_VCM_MESSAGES, type TMyVcm } from '@pdp/contract';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/messages';
import { useSubmitMyVcm } from '../api/my-vcms';
import { AttentionBanner } from './attention-banner';
import { QualificationsSection } from './qualifications-section';
import { VcmStatusChip } from './status-chip';
import { UnitCard } from './unit-card';
import { useUnsavedUnits } from './use-unsaved-units';
import { VcmHistory } from './vcm-history';

/** The lines of a refused submit: the reason, then each unanswered item. */
function submitProblems(error: unknown): string[] {
  if (!(error instanceof ApiError)) return ['Something went wrong, please try again'];
  const lines = [...error.base, ...Object.values(error.messages).flat()];
  return lines.length ? lines : [error.message];
}

function lead(vcm: TMyVcm) {
  switch (vcm.status) {
    case 'draft':
      return 'Claim currency for each unit, add your professional qualifications, then submit for review.';
    case 'needs_attention':
      return 'Your approver returned this VCM. Fix the items marked Needs Attention, then resubmit.';
    case 'in_review':
      return 'Submitted: your approver is reviewing it.';
    default:
      return vcm.current_units_text;
  }
}

/** One revision at phone width first: units as expandable cards, qualifications, Submit, history. */
export function VcmEditor({ vcm }: { vcm: TMyVcm }) {
  const submit = useSubmitMyVcm(vcm.id);
  const [problems, setProblems] = useState<string[]>([]);
  const onUnitDirtyChange = useUnsavedUnits();
  const again = vcm.status === 'needs_attention';

  const onSubmit = async () => {
    setProblems([]);
    try {
      await submit.mutateAsync();
      notify(MY_VCM_MESSAGES.submitted, { severity: 'success' });
    } catch (error) {
      setProblems(submitProblems(error));
    }
  };

  return (
    <Stack spacing={3}>
      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h1">
            VCM {vcm.year} · {vcm.revision_text}
          </Typography>
          <VcmStatusChip status={vcm.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
          {lead(vcm)}
        </Typography>
        {vcm.approver_user && (
          <Typography variant="body2" color="text.secondary">
            Approver: {vcm.approver_user.full_name}
          </Typography>
        )}
      </Box>
      <AttentionBanner vcm={vcm} />

      <Box component="section" aria-labelledby="my-vcm-units">
        <Typography id="my-vcm-units" variant="h6" component="h2" sx={{ mb: 1 }}>
          Units
        </Typography>
        {vcm.courses.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {vcm.courses.map((c) => `${c.code} ${c.title}`).join(' · ')}
          </Typography>
        )}
        {vcm.unit_responses.length === 0 && (
          <Typography color="text.secondary">This VCM has no units.</Typography>
        )}
        <Stack spacing={1}>
          {vcm.unit_responses.map((response) => (
            <UnitCard
              key={response.id}
              vcmId={vcm.id}
              response={response}
              guidance={vcm.guidance}
              onDirtyChange={onUnitDirtyChange}
            />
          ))}
        </Stack>
      </Box>

      <QualificationsSection vcm={vcm} />

      {vcm.can.edit && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1.5}>
            {problems.length > 0 && (
              <Alert severity="error" aria-label="Why the VCM was not submitted">
                {problems.map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </Alert>
            )}
            <Button
              variant="contained"
              size="large"
              onClick={() => void onSubmit()}
              disabled={submit.isPending}
              fullWidth
            >
              {again ? 'Resubmit for review' : 'Submit for review'}
            </Button>
          </Stack>
        </Paper>
      )}

      <VcmHistory vcmId={vcm.id} />
    </Stack>
  );
}
