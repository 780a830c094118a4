import Box from '@mui/material/Box';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '../../../../lib/forms';

/**
 * The label + web address pair of a banner button or a video link, side by side; their limits come
 * from the resource's declaration through the modal's `FormLimitsProvider`.
 */
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
      <FormTextField control={control} name={labelName} label={labelText} />
      <FormTextField control={control} name={urlName} label={urlText} type="url" placeholder="https://" />
    </Box>
  );
}
