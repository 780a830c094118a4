import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EVIDENCES_MAX } from '@pdp/contract';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { visuallyHidden } from '../../lib/visually-hidden';
import { formatFileSize } from '../../lib/file-size';
import { EVIDENCE_ACCEPT, EVIDENCE_MAX_MB, evidenceFileProblem } from './evidence-file-rules';
import {
  evidenceKey,
  keepEvidence,
  keptEvidenceCount,
  removeEvidence,
  type EvidenceItem,
} from './evidence-items';
import { uploadEvidenceFile, uploadFailureText } from './upload-evidence-file';

export interface EvidenceUploaderProps {
  /** Saved files (with their removal marks) and this form's new uploads. */
  value: readonly EvidenceItem[];
  onChange: (next: EvidenceItem[]) => void;
  disabled?: boolean;
  /** The form's message for the evidences (schema or server, e.g. "must include at least one file"). */
  error?: string;
  /** Told whenever uploads start or all end, so the form can hold Save until they have. */
  onUploadingChange?: (isUploading: boolean) => void;
  label?: string;
  /** The entry needs at least one file (the institute's `file_attachment_required`). */
  required?: boolean;
  /** A line under the label. */
  helperText?: string;
}

/** A file on its way up, or one that could not go (client check or server answer). */
interface PendingFile {
  key: string;
  filename: string;
  percent: number;
  problem: string | null;
}

let nextPendingKey = 0;

/**
 * The evidence uploader (part 2 §2 "An evidence uploader has an UPLOAD button", §5, §4 "Evidence
 * file removal"): files go to POST /upload as soon as they are chosen, each with its progress; the
 * form saves their cached ids. See README.md.
 */
export function EvidenceUploader({
  value,
  onChange,
  disabled = false,
  error,
  onUploadingChange,
  label = 'Evidence',
  required = false,
  helperText = `Images, PDF or Word documents, at most ${EVIDENCE_MAX_MB} MB each.`,
}: EvidenceUploaderProps) {
  const labelId = useId();
  const inputId = useId();
  const [pending, setPending] = useState<PendingFile[]>([]);
  // Uploads finish one by one, each adding to the newest value (a render may not have happened yet).
  const latest = useRef(value);
  latest.current = value;
  const isUploading = pending.some((file) => file.problem === null);
  useEffect(() => onUploadingChange?.(isUploading), [isUploading, onUploadingChange]);

  const update = (key: string, change: Partial<PendingFile> | null) =>
    setPending((files) =>
      change === null
        ? files.filter((file) => file.key !== key)
        : files.map((file) => (file.key === key ? { ...file, ...change } : file)),
    );

  const upload = async (file: File, key: string) => {
    try {
      const uploaded = await uploadEvidenceFile(file, { onProgress: (percent) => update(key, { percent }) });
      const next: EvidenceItem[] = [
        ...latest.current,
        {
          kind: 'new',
          fileId: uploaded.id,
          filename: uploaded.metadata.filename,
          size: uploaded.metadata.size,
          mimeType: uploaded.metadata.mime_type,
        },
      ];
      latest.current = next;
      onChange(next);
      update(key, null);
    } catch (failure) {
      update(key, { problem: uploadFailureText(failure) });
    }
  };

  const onFilesChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const room = EVIDENCES_MAX - keptEvidenceCount(latest.current) - pending.filter((p) => !p.problem).length;
    const chosen = files.map((file, index) => ({
      file,
      key: `pending-${nextPendingKey++}`,
      problem:
        evidenceFileProblem(file) ??
        (index >= room ? `was not added: an entry can have at most ${EVIDENCES_MAX} files` : null),
    }));
    setPending((current) => [
      ...current,
      ...chosen.map(({ file, key, problem }) => ({ key, filename: file.name, percent: 0, problem })),
    ]);
    for (const { file, key, problem } of chosen) if (!problem) void upload(file, key);
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" component="p">
        {label}
        {required && ' (required)'}
      </Typography>
      {helperText && (
        <Typography variant="body2" color="text.secondary">
          {helperText}
        </Typography>
      )}
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, my: 1 }}>
        {value.map((item) => (
          <EvidenceRow
            key={evidenceKey(item)}
            item={item}
            disabled={disabled}
            onRemove={() => onChange(removeEvidence(latest.current, evidenceKey(item)))}
            onKeep={() => onChange(keepEvidence(latest.current, evidenceKey(item)))}
          />
        ))}
        {pending.map((file) => (
          <Box component="li" key={file.key}>
            {file.problem ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography
                  role="alert"
                  variant="body2"
                  color="error"
                  sx={{ flex: 1, wordBreak: 'break-word' }}
                >
                  {file.filename} {file.problem}
                </Typography>
                <Button size="small" onClick={() => update(file.key, null)}>
                  Dismiss
                </Button>
              </Stack>
            ) : (
              <>
                <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                  Uploading {file.filename}…
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={file.percent}
                  aria-label={`Uploading ${file.filename}`}
                />
              </>
            )}
          </Box>
        ))}
      </Stack>
      <Button
        component="label"
        htmlFor={inputId}
        variant="outlined"
        size="small"
        startIcon={<UploadFileIcon />}
        disabled={disabled}
      >
        Upload
      </Button>
      {/* Outside the button: a control inside another is unreachable for assistive technology. */}
      <Box
        component="input"
        id={inputId}
        type="file"
        multiple
        accept={EVIDENCE_ACCEPT}
        disabled={disabled}
        onChange={onFilesChosen}
        aria-label={`Upload ${label.toLowerCase()} files`}
        sx={visuallyHidden}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

function EvidenceRow({
  item,
  disabled,
  onRemove,
  onKeep,
}: {
  item: EvidenceItem;
  disabled: boolean;
  onRemove: () => void;
  onKeep: () => void;
}) {
  const isRemoved = item.kind === 'existing' && item.isMarkedForDeletion;
  const name =
    item.kind === 'existing' && item.fileUrl && !isRemoved ? (
      <Link href={item.fileUrl} target="_blank" rel="noopener">
        {item.filename}
      </Link>
    ) : (
      item.filename
    );
  return (
    <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography
        variant="body2"
        sx={{ flex: 1, wordBreak: 'break-word', textDecoration: isRemoved ? 'line-through' : undefined }}
      >
        {name} ({formatFileSize(item.size)}){isRemoved && ' — will be deleted when saved'}
        {item.kind === 'new' && ' — uploaded'}
      </Typography>
      {isRemoved ? (
        <IconButton size="small" onClick={onKeep} disabled={disabled} aria-label={`Keep ${item.filename}`}>
          <UndoIcon fontSize="small" />
        </IconButton>
      ) : (
        <IconButton
          size="small"
          onClick={onRemove}
          disabled={disabled}
          aria-label={`Remove ${item.filename}`}
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}
