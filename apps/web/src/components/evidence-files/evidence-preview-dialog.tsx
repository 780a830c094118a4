import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { TEvidence } from '@pdp/contract';
import { useId } from 'react';

export interface EvidencePreviewDialogProps {
  isOpen: boolean;
  /** The file shown (kept while the dialog closes, so its name does not vanish during the fade). */
  file: TEvidence | null;
  onClose: () => void;
}

/**
 * One evidence file, shown where the decision is made: an image as itself, a PDF in the browser's
 * own viewer. Both read the same signed-in download URL the link uses (the server serves these
 * types inline, every other type as a download).
 */
export function EvidencePreviewDialog({ isOpen, file, onClose }: EvidencePreviewDialogProps) {
  const titleId = useId();
  const name = file?.metadata.filename ?? '';
  const url = file?.file_url ?? undefined;
  return (
    <Dialog
      open={isOpen && file !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </DialogTitle>
      <DialogContent>
        {file?.metadata.mime_type === 'application/pdf' ? (
          <Box
            component="iframe"
            src={url}
            title={`Preview of ${name}`}
            sx={{ width: '100%', height: '70vh', border: 1, borderColor: 'divider' }}
          />
        ) : (
          <Box
            component="img"
            src={url}
            alt={`Preview of ${name}`}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', mx: 'auto' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button component="a" href={url} download={name}>
          Download
        </Button>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
