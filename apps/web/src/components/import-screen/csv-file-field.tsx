import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { visuallyHidden } from '../../lib/visually-hidden';
import { formatFileSize } from '../../lib/file-size';

export interface CsvFileFieldProps {
  file: File | null;
  /** Why the chosen file cannot be imported, if it cannot. */
  error?: string | null;
  hint: string;
  disabled?: boolean;
  onChange: (file: File) => void;
}

/**
 * The "CSV file" chooser: a drop area that is also the input's label, so a click anywhere in it
 * opens the file dialog. The input itself is visually hidden but stays focusable and named "CSV
 * file"; its focus ring is drawn on the drop area.
 */
export function CsvFileField({ file, error, hint, disabled, onChange }: CsvFileFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const [isFocused, setIsFocused] = useState(false);
  const [isDragging, setIsDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setIsDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onChange(dropped);
  };
  const isHighlighted = isDragging || isFocused;

  return (
    <Box>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        CSV file
      </Typography>
      <Box
        component="input"
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        aria-label="CSV file"
        aria-describedby={hintId}
        aria-invalid={Boolean(error)}
        disabled={disabled}
        sx={visuallyHidden}
        onFocus={() => setIsFocused(true)}
        onBlur={() => setIsFocused(false)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const chosen = event.target.files?.[0];
          if (chosen) onChange(chosen);
          // Choosing the same file again (after fixing it) must fire a change.
          event.target.value = '';
        }}
      />
      <Box
        component="label"
        htmlFor={inputId}
        onDragOver={(event: DragEvent<HTMLLabelElement>) => {
          event.preventDefault();
          if (!disabled) setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: 2,
          p: { xs: 2, sm: 2.5 },
          borderRadius: 2,
          border: '1.5px dashed',
          borderColor: error ? 'error.main' : isHighlighted ? 'primary.main' : 'divider',
          bgcolor: isDragging ? 'primary.light' : 'grey.50',
          cursor: disabled ? 'default' : 'pointer',
          opacity: disabled ? 0.7 : 1,
          outline: isFocused ? '2px solid' : 'none',
          outlineColor: 'primary.main',
          outlineOffset: 2,
          transition: 'border-color 120ms, background-color 120ms',
          '&:hover': disabled ? undefined : { borderColor: 'primary.main' },
        }}
      >
        <Box
          aria-hidden
          sx={{
            width: 44,
            height: 44,
            flexShrink: 0,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            color: file ? 'primary.main' : 'text.secondary',
            bgcolor: file ? 'primary.light' : 'background.paper',
            border: 1,
            borderColor: file ? 'transparent' : 'divider',
          }}
        >
          {file ? <DescriptionOutlinedIcon /> : <UploadFileOutlinedIcon />}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, alignSelf: { xs: 'stretch', sm: 'center' } }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: file ? 600 : 400 }}>
            {file ? file.name : 'No file chosen'}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {file ? formatFileSize(file.size) : 'Drop a .csv file here, or choose one'}
          </Typography>
        </Box>
        {/* Looks like a button; the whole area is the label, so it needs no role of its own. */}
        <Box
          component="span"
          sx={{
            flexShrink: 0,
            px: 1.5,
            py: 0.5,
            borderRadius: 1,
            border: 1,
            borderColor: disabled ? 'action.disabled' : 'primary.main',
            color: disabled ? 'text.disabled' : 'primary.main',
            bgcolor: 'background.paper',
            typography: 'button',
            fontSize: '0.8125rem',
          }}
        >
          {file ? 'Choose another file' : 'Choose file'}
        </Box>
      </Box>
      <FormHelperText id={hintId} error={Boolean(error)} sx={{ mx: 0 }}>
        {error ?? hint}
      </FormHelperText>
    </Box>
  );
}
