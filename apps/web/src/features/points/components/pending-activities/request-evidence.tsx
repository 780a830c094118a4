import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TPointRequest } from '@pdp/contract';
import { EvidenceFiles } from '../../../../components/evidence-files';

/** The request's evidence in a decision dialog, so the approver can open it before deciding. */
export function RequestEvidence({ row }: { row: TPointRequest }) {
  if (row.evidences.length === 0) return null;
  return (
    <Box component="section" aria-label="Evidence" sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        Evidence
      </Typography>
      <EvidenceFiles files={row.evidences} />
    </Box>
  );
}
