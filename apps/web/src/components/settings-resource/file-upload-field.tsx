import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UploadRule } from '@pdp/contract';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { visuallyHidden } from '../../lib/visually-hidden';
import { acceptFor, uploadHint } from './upload-rules';

export interface FileUploadFieldProps {
  label: string;
  rule: UploadRule;
  /** The file the record has now (its `<field>_url` and `<field>_filename`). */
  currentUrl?: string | null;
  currentName?: string | null;
  /** The file chosen in this modal, not uploaded yet. */
  file: File | null;
  error?: string;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}

/**
 * A preview of the chosen file, else of the current one. A data URL, as the server's content policy
 * allows images from `self` and `data:` only; a file that is not an image shows no preview.
 */
function usePreviewUrl(file: File | null, currentUrl: string | null | undefined) {
  const [chosen, setChosen] = useState<{ file: File; url: string | null } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setChosen({ file, url: typeof reader.result === 'string' ? reader.result : null });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  if (file) return chosen?.file === file ? chosen.url : null;
  return currentUrl ?? null;
}

/**
 * A file chooser for one of the declaration's uploads: what the record has now, the chosen file
 * (uploaded after the save), the accepted types and the hint (preferred size), and the error of a
 * refused upload.
 */
export function FileUploadField({
  label,
  rule,
  currentUrl,
  currentName,
  file,
  error,
  disabled,
  onChange,
}: FileUploadFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const preview = usePreviewUrl(file, currentUrl);
  const [brokenPreview, setBrokenPreview] = useState<string | null>(null);
  const fileName = file?.name ?? currentName ?? null;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: 96,
            height: 64,
            flexShrink: 0,
            borderRadius: 1.5,
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
            bgcolor: rule.kinds.includes('svg') ? 'grey.700' : 'grey.50',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
            color: 'text.disabled',
          }}
        >
          {preview && preview !== brokenPreview ? (
            <Box
              component="img"
              src={preview}
              alt=""
              onError={() => setBrokenPreview(preview)}
              sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
            />
          ) : (
            <ImageOutlinedIcon aria-hidden />
          )}
        </Box>
        <Stack spacing={0.75} sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap color={fileName ? 'text.primary' : 'text.secondary'}>
            {fileName ?? 'No file chosen'}
            {file && (
              <Typography component="span" variant="caption" color="primary" sx={{ ml: 1 }}>
                (uploads when you save)
              </Typography>
            )}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button
              component="label"
              htmlFor={inputId}
              size="small"
              variant="outlined"
              startIcon={<UploadFileOutlinedIcon />}
              disabled={disabled}
            >
              {fileName ? 'Replace' : 'Choose file'}
            </Button>
            {file && (
              <Button size="small" onClick={() => onChange(null)} disabled={disabled}>
                Undo
              </Button>
            )}
          </Stack>
        </Stack>
      </Stack>
      <Box
        component="input"
        id={inputId}
        type="file"
        accept={acceptFor(rule)}
        aria-label={label}
        aria-describedby={hintId}
        aria-invalid={Boolean(error)}
        disabled={disabled}
        sx={visuallyHidden}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          onChange(event.target.files?.[0] ?? null);
          // The same file chosen again after Undo must fire a change.
          event.target.value = '';
        }}
      />
      {error && (
        <FormHelperText error sx={{ mx: 0 }}>
          {label} {error}
        </FormHelperText>
      )}
      <FormHelperText id={hintId} sx={{ mx: 0, mt: error ? 0 : undefined }}>
        {uploadHint(rule)}
      </FormHelperText>
    </Box>
  );
}
