import AttachFileIcon from '@mui/icons-material/AttachFile';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { isPreviewableEvidence, type TEvidence } from '@pdp/contract';
import { lazy, Suspense, useState } from 'react';
import { formatFileSize } from '../../lib/file-size';
import { LazyTooltip } from '../lazy-tooltip';

// The preview loads with the first file someone previews, not with every list of files.
const EvidencePreviewDialog = lazy(() =>
  import('./evidence-preview-dialog').then((module) => ({ default: module.EvidencePreviewDialog })),
);

export interface EvidenceFilesProps {
  files: readonly TEvidence[];
  /** In a table cell: names only, one line each (the size is left out). */
  isDense?: boolean;
}

/**
 * A record's evidence files as download links, each image or PDF with a Preview button that
 * shows it without leaving the page (see README.md).
 */
export function EvidenceFiles({ files, isDense = false }: EvidenceFilesProps) {
  const [previewed, setPreviewed] = useState<TEvidence | null>(null);
  const [isPreviewOpen, setIsPreviewOpen] = useState(false);
  const preview = (file: TEvidence) => {
    setPreviewed(file);
    setIsPreviewOpen(true);
  };
  const shown = files.filter((file) => file.file_url);
  return (
    <>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: isDense ? 0 : 0.5, minWidth: 0 }}
      >
        {shown.map((file) => {
          const name = file.metadata.filename;
          return (
            <Box
              component="li"
              key={file.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}
            >
              {isPreviewableEvidence(file.metadata.mime_type) ? (
                <LazyTooltip title="Preview">
                  <IconButton
                    size="small"
                    aria-label={`Preview ${name}`}
                    onClick={() => preview(file)}
                    sx={{ p: 0.25 }}
                  >
                    <VisibilityOutlinedIcon fontSize="small" />
                  </IconButton>
                </LazyTooltip>
              ) : (
                <AttachFileIcon fontSize="small" color="action" aria-hidden sx={{ m: 0.25 }} />
              )}
              <Link
                href={file.file_url ?? undefined}
                download={name}
                // A long name is cut to the cell's width: the whole name shows on hover.
                title={name}
                underline="hover"
                variant="body2"
                sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {name}
              </Link>
              {!isDense && (
                <Box component="span" sx={{ color: 'text.secondary', typography: 'caption', flexShrink: 0 }}>
                  {formatFileSize(file.metadata.size)}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      {previewed && (
        <Suspense fallback={null}>
          <EvidencePreviewDialog
            isOpen={isPreviewOpen}
            file={previewed}
            onClose={() => setIsPreviewOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
