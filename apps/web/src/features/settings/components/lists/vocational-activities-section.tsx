import Stack from '@mui/material/Stack';
import { vocationalActivitiesResource } from '@pdp/contract';
import {
  SettingsResourceSection,
  type SettingsFieldsProps,
  type SettingsUi,
} from '../../../../components/settings-resource';
import { FormNumberField, FormTextField } from '../../../../lib/forms';

type Resource = typeof vocationalActivitiesResource;

function VocationalActivityFields({ control }: SettingsFieldsProps<Resource>) {
  return (
    <Stack spacing={2.5}>
      <FormTextField control={control} name="name" label="Name" required autoFocus />
      <FormNumberField
        control={control}
        name="points"
        label="Points"
        required
        step={0.5}
        helperText="Vocational points an educator earns for this activity"
      />
    </Stack>
  );
}

const ui: SettingsUi<Resource> = {
  thing: 'Vocational Activity',
  things: 'vocational activities',
  rowLabel: (row) => row.name,
  columns: [
    { field: 'name', header: 'Name' },
    { field: 'points', header: 'Points', align: 'right', width: 120 },
  ],
  Fields: VocationalActivityFields,
  defaultValues: { points: 1 },
};

/** Vocational Activities: the kinds of vocational activity educators log, and their points. */
export default function VocationalActivitiesSection() {
  return (
    <SettingsResourceSection
      resource={vocationalActivitiesResource}
      ui={ui}
      title="Vocational Activities"
      description="The kinds of vocational activity educators can record, and the points each one is worth."
    />
  );
}
