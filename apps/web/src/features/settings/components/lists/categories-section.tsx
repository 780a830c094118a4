import { categoriesResource } from '@pdp/contract';
import {
  SettingsResourceSection,
  type SettingsFieldsProps,
  type SettingsUi,
} from '../../../../components/settings-resource';
import { FormTextField } from '../../../../lib/forms';

type Resource = typeof categoriesResource;

function CategoryFields({ control }: SettingsFieldsProps<Resource>) {
  return <FormTextField control={control} name="name" label="Name" required autoFocus />;
}

const ui: SettingsUi<Resource> = {
  thing: 'Program Category',
  things: 'program categories',
  rowLabel: (row) => row.name,
  columns: [{ field: 'name', header: 'Name' }],
  Fields: CategoryFields,
  dialogWidth: 'xs',
};

/** Program Categories: how programs are grouped in the catalogue. */
export default function CategoriesSection() {
  return (
    <SettingsResourceSection
      resource={categoriesResource}
      ui={ui}
      title="Program Categories"
      description="Categories group programs in the catalogue educators browse."
    />
  );
}
