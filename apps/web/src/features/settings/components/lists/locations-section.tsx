import { locationsResource } from '@pdp/contract';
import {
  SettingsResourceSection,
  type SettingsFieldsProps,
  type SettingsUi,
} from '../../../../components/settings-resource';
import { FormTextField } from '../../../../lib/forms';

type Resource = typeof locationsResource;

function LocationFields({ control }: SettingsFieldsProps<Resource>) {
  return <FormTextField control={control} name="name" label="Name" required autoFocus />;
}

const ui: SettingsUi<Resource> = {
  thing: 'Location',
  things: 'locations',
  rowLabel: (row) => row.name,
  columns: [{ field: 'name', header: 'Name' }],
  Fields: LocationFields,
  dialogWidth: 'xs',
};

/** Locations: where workshops take place. */
export default function LocationsSection() {
  return (
    <SettingsResourceSection
      resource={locationsResource}
      ui={ui}
      title="Locations"
      description="The places workshops are held. A location used by a workshop cannot be deleted."
    />
  );
}
