import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { responseLabelsResource } from '@pdp/contract';
import {
  SettingsResourceSection,
  type SettingsFieldsProps,
  type SettingsUi,
} from '../../../../components/settings-resource';
import { FormTextField } from '../../../../lib/forms';

type Resource = typeof responseLabelsResource;

/** Only the text changes: the value is what the profiling tool stores. */
function ResponseLabelFields({ control, item }: SettingsFieldsProps<Resource>) {
  return (
    <Stack spacing={2.5}>
      <TextField
        label="Value"
        value={item?.value ?? ''}
        disabled
        fullWidth
        helperText="The value stored for this answer; it cannot be changed"
      />
      <FormTextField control={control} name="text" label="Text" required autoFocus />
    </Stack>
  );
}

const ui: SettingsUi<Resource> = {
  thing: 'Profiling Tool Label',
  things: 'profiling tool labels',
  rowLabel: (row) => row.text,
  columns: [
    { field: 'value', header: 'Value', width: 96 },
    { field: 'text', header: 'Text' },
  ],
  Fields: ResponseLabelFields,
  dialogWidth: 'xs',
};

/** Profiling Tool Labels: the words of each answer on the capability rating scale. */
export default function ProfilingToolLabelsSection() {
  return (
    <SettingsResourceSection
      resource={responseLabelsResource}
      ui={ui}
      title="Profiling Tool Labels"
      description="The answers educators and supervisors choose from when rating a capability. Each label's value is fixed; you can change its wording."
    />
  );
}
