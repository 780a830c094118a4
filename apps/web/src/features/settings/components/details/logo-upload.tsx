import UploadOutlinedIcon from '@mui/icons-material/UploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { TInstitute } from '@pdp/contract';
import { useId, useState, type ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { formErrorText } from '../../../../lib/forms';
import { notify } from '../../../../lib/messages';
import { useUploadLogo } from '../../api/upload-logo';
import type { InstituteControl } from './form-values';

/** Part 1 §5: guidance only; the server checks that the file really is a PNG. */
export const LOGO_GUIDANCE = 'PNG, transparent, non-interlaced, 70 to 200 px high';

interface LogoUploadProps {
  instituteId: number;
  institute: TInstitute;
  control: InstituteControl;
}

/**
 * The logo is uploaded as soon as it is chosen (its own endpoint, not part of Save). The preview sits
 * on the primary colour being edited, as the top bar will show it after the next page load.
 */
export function LogoUpload({ instituteId, institute, control }: LogoUploadProps) {
  const uploadLogo = useUploadLogo(instituteId);
  const [error, setError] = useState<string | null>(null);
  const primary = useWatch({ control, name: 'primary_color' });
  const guidanceId = useId();

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must upload again.
    event.target.value = '';
    if (!file) return;
    setError(null);
    try {
      await uploadLogo.mutateAsync(file);
      notify('The logo has been uploaded', { severity: 'success' });
    } catch (uploadError) {
      // "The file could not be uploaded: Logo must be a PNG file"
      setError(formErrorText(uploadError, { fieldNames: [] }));
    }
  };

  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2.5 }}>
      <Box
        sx={{
          width: 240,
          height: 96,
          borderRadius: 1,
          display: 'grid',
          placeItems: 'center',
          bgcolor: /^#[0-9a-f]{6}$/i.test(String(primary)) ? String(primary) : 'primary.main',
          border: 1,
          borderColor: 'divider',
          overflow: 'hidden',
        }}
      >
        {institute.logo_url ? (
          // On a white chip, as the top bar shows it.
          <Box
            component="img"
            src={institute.logo_url}
            alt={`${institute.name} logo`}
            sx={{
              maxWidth: '85%',
              height: 56,
              objectFit: 'contain',
              bgcolor: 'common.white',
              borderRadius: 1.5,
              p: 0.5,
            }}
          />
        ) : (
          <Typography variant="body2" sx={{ color: 'common.white' }}>
            No logo yet
          </Typography>
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="p">
          Logo
        </Typography>
        {institute.logo_filename && (
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {institute.logo_filename}
          </Typography>
        )}
        <Button
          component="label"
          variant="outlined"
          size="small"
          startIcon={<UploadOutlinedIcon />}
          loading={uploadLogo.isPending}
          sx={{ mt: 1 }}
        >
          {institute.logo_url ? 'Replace logo' : 'Upload logo'}
          <input
            type="file"
            accept="image/png,.png"
            hidden
            aria-describedby={guidanceId}
            onChange={(event) => void onChoose(event)}
          />
        </Button>
        <FormHelperText id={guidanceId}>{LOGO_GUIDANCE}</FormHelperText>
        {error && (
          <FormHelperText error role="alert">
            {error}
          </FormHelperText>
        )}
      </Box>
    </Box>
  );
}
