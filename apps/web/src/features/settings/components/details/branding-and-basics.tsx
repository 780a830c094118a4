import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { TInstitute } from '@pdp/contract';
import { Controller } from 'react-hook-form';
import type { TimezoneOption } from '../../api/get-timezone-options';
import { FormColorField, FormNumberField, FormSelectField, FormTextField } from '../../../../lib/forms';
import type { InstituteControl, InstituteField } from './form-values';
import { LogoUpload } from './logo-upload';
import { SettingsGroup } from './settings-group';

export const BRANDING_FIELDS = [
  'primary_color',
  'primary_light_color',
  'secondary_color',
] as const satisfies readonly InstituteField[];

export const BASIC_FIELDS = [
  'name',
  'timezone',
  'points_anniversary_month',
  'from_email_name',
  'from_email_address',
  'registration_cutoff_days',
] as const satisfies readonly InstituteField[];

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
].map((label, index) => ({ value: index + 1, label }));

interface GroupProps {
  control: InstituteControl;
  institute: TInstitute;
}

export function BrandingGroup({ control, institute }: GroupProps) {
  return (
    <SettingsGroup
      title="Institute Branding"
      description="The logo and colours of the console's top bar and the institute's emails."
    >
      <LogoUpload instituteId={institute.id} institute={institute} control={control} />
      <FormColorField control={control} name="primary_color" label="Primary colour" />
      <FormColorField control={control} name="primary_light_color" label="Primary light colour" />
      <FormColorField control={control} name="secondary_color" label="Secondary colour" />
    </SettingsGroup>
  );
}

export function BasicInformationGroup({
  control,
  timezones,
  canEditFromEmail,
}: GroupProps & { timezones: readonly TimezoneOption[]; canEditFromEmail: boolean }) {
  return (
    <SettingsGroup title="Basic Information">
      <FormTextField control={control} name="name" label="Name" required />
      <Controller
        control={control}
        name="timezone"
        render={({ field, fieldState }) => (
          <Autocomplete
            options={timezones}
            value={timezones.find((zone) => zone.id === field.value) ?? null}
            getOptionLabel={(zone) => zone.name}
            isOptionEqualToValue={(zone, value) => zone.id === value.id}
            onChange={(_, zone) => field.onChange(zone?.id ?? '')}
            onBlur={field.onBlur}
            disableClearable={Boolean(field.value)}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label="Timezone"
                required
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        )}
      />
      <FormSelectField
        control={control}
        name="points_anniversary_month"
        label="Points anniversary month"
        options={MONTHS}
        helperText="The month each educator's points year starts."
      />
      <FormNumberField
        control={control}
        name="registration_cutoff_days"
        label="Registration cutoff (business days)"
        helperText="Registrations close this many business days before a program starts."
      />
      <FormTextField
        control={control}
        name="from_email_name"
        label="From Email Name"
        helperText="The sender name of the institute's emails."
      />
      <FormTextField
        control={control}
        name="from_email_address"
        label="From Email Address"
        type="email"
        disabled={!canEditFromEmail}
        helperText={
          canEditFromEmail
            ? 'Blank means the system default address.'
            : 'Only a super admin can change this. Blank means the system default address.'
        }
      />
    </SettingsGroup>
  );
}
