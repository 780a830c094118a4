import Alert from '@mui/material/Alert';
import { counted, type TMyVcm } from '@pdp/contract';

type AttentionItems = Pick<TMyVcm, 'status' | 'unit_responses' | 'professional_qualifications'>;

export interface AttentionSummary {
  severity: 'warning' | 'success';
  text: string;
}

/**
 * What a returned VCM still asks of its educator: the items needing attention that they have not
 * changed since the feedback, then, once every one is changed, that it is ready to resubmit; null
 * when nothing needs attention.
 */
export function attentionSummary(vcm: AttentionItems): AttentionSummary | null {
  if (vcm.status !== 'needs_attention') return null;
  const flagged = [...vcm.unit_responses, ...vcm.professional_qualifications].filter(
    (item) => item.status === 'needs_attention',
  );
  if (flagged.length === 0) return null;
  const isLeft = (item: { status: string; updated_since_feedback: boolean }) =>
    item.status === 'needs_attention' && !item.updated_since_feedback;
  const units = vcm.unit_responses.filter(isLeft).length;
  const qualifications = vcm.professional_qualifications.filter(isLeft).length;
  if (units + qualifications === 0) {
    return {
      severity: 'success',
      text: 'Ready to resubmit: you have updated every item that needed your attention.',
    };
  }
  const parts = [
    units > 0 && counted(units, 'unit'),
    qualifications > 0 && counted(qualifications, 'professional qualification'),
  ].filter(Boolean);
  return {
    severity: 'warning',
    text: `${parts.join(' and ')} ${units + qualifications === 1 ? 'needs' : 'need'} your attention.`,
  };
}

/** The returned VCM's banner: what is left to fix, or ready to resubmit; announced as it changes. */
export function AttentionBanner({ vcm }: { vcm: AttentionItems }) {
  const summary = attentionSummary(vcm);
  if (!summary) return null;
  return (
    <Alert severity={summary.severity} role="status">
      {summary.text}
    </Alert>
  );
}
