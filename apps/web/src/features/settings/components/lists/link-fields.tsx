import Box from '@mui/material/Box';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '../../../../lib/forms';

/** Spec limits shared by banners and video resources: a label of 20 and a URL of 2000 characters. */
const LABEL_MAX = 20;
const URL_MAX = 2000;

/** The label + web address pair of a banner button or a video link, side by side. */
export function LinkFields<T extends FieldValues>(props: {
  control: Control<T>;
  labelName: FieldPath<T>;
  urlName: FieldPath<T>;
  labelText: string;
  urlText: string;
}) {
  const { control, labelName, urlName, labelText, urlText } = props;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, gap: 2 }}>
      <FormTextField control={control} name={labelName} label={labelText} fullWidth maxLength={LABEL_MAX} />
      <FormTextField
        control={control}
        name={urlName}
        label={urlText}
        type="url"
        placeholder="https://"
        fullWidth
        maxLength={URL_MAX}
      />
    </Box>
  );
}
