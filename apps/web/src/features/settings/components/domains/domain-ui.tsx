import Stack from '@mui/material/Stack';
import type { capabilitiesResource, domainsResource } from '@pdp/contract';
import type { SettingsFieldsProps, SettingsUi } from '../../../../components/settings-resource';
import { FormColorField, FormTextField } from '../../../../lib/forms';

type Domain = typeof domainsResource;
type Capability = typeof capabilitiesResource;

function DomainFields({ control }: SettingsFieldsProps<Domain>) {
  return (
    <Stack spacing={2.5}>
      <FormTextField control={control} name="name" label="Name" required autoFocus />
      <FormColorField
        control={control}
        name="color"
        label="Colour"
        required
        helperText="A hex colour such as #1f4e79"
      />
      <FormTextField control={control} name="summary" label="Description" multiline minRows={3} />
    </Stack>
  );
}

/** The Create a Domain / Edit Domain modal: name, colour, description, and the icons. */
export const domainUi: SettingsUi<Domain> = {
  thing: 'Domain',
  things: 'domains',
  rowLabel: (row) => row.name,
  columns: [],
  Fields: DomainFields,
  defaultValues: { color: '#1f4e79' },
  uploadLabels: { svg_icon: 'SVG icon', icon: 'Icon for documents' },
};

function CapabilityFields({ control }: SettingsFieldsProps<Capability>) {
  return (
    <FormTextField
      control={control}
      name="statement"
      label="Statement"
      required
      autoFocus
      multiline
      minRows={3}
    />
  );
}

/** A domain's capabilities: statements the profiling tool asks about, in order. */
export const capabilityUi: SettingsUi<Capability> = {
  thing: 'Capability',
  things: 'capabilities',
  rowLabel: (row) => row.statement,
  columns: [{ field: 'statement', header: 'Capability statement' }],
  Fields: CapabilityFields,
};
