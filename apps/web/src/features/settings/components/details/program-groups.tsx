import type { InstituteOptionLists } from '../../api/get-institute-metadata';
import { FormNumberField, FormSelectField, FormSwitchField, FormTextField } from '../../../../lib/forms';
import type { InstituteControl, InstituteField } from './form-values';
import { GroupSubheading, SettingsGroup } from './settings-group';

export const PROGRAM_FIELDS = [
  'elective_registrations_require_approval',
  'learning_journey_registrations_require_approval',
  'vocational_elective_registrations_require_approval',
  'vocational_learning_journey_registrations_require_approval',
  'registrations_require_approval_enabled',
  'program_points_require_workshop_attendance',
  'program_default_contact_name',
  'program_default_contact_title',
  'program_default_contact_email',
  'program_default_contact_phone',
] as const satisfies readonly InstituteField[];

export const VCM_FIELDS = [
  'vcm_enabled',
  'vocational_currency_valid_month_count',
  'vocational_currency_uses_units',
] as const satisfies readonly InstituteField[];

export const EDUCATOR_APP_FIELDS = [
  'educator_points_entry_enabled',
  'points_file_attachment_enabled',
  'file_attachment_required',
  'vocational_point_approval_email_to',
  'professional_point_approval_email_to',
  'allow_supervisor_to_action',
] as const satisfies readonly InstituteField[];

export function ProgramsGroup({ control }: { control: InstituteControl }) {
  return (
    <SettingsGroup title="Programs">
      <FormSwitchField
        control={control}
        name="elective_registrations_require_approval"
        label="Elective registrations require approval"
      />
      <FormSwitchField
        control={control}
        name="learning_journey_registrations_require_approval"
        label="Learning journey registrations require approval"
      />
      <FormSwitchField
        control={control}
        name="vocational_elective_registrations_require_approval"
        label="Vocational elective registrations require approval"
      />
      <FormSwitchField
        control={control}
        name="vocational_learning_journey_registrations_require_approval"
        label="Vocational learning journey registrations require approval"
      />
      <FormSwitchField
        control={control}
        name="registrations_require_approval_enabled"
        label="Registration approvals enabled"
      />
      <FormSwitchField
        control={control}
        name="program_points_require_workshop_attendance"
        label="Program points require workshop attendance"
      />
      <GroupSubheading>Default program contact</GroupSubheading>
      <FormTextField control={control} name="program_default_contact_name" label="Contact name" />
      <FormTextField control={control} name="program_default_contact_title" label="Contact title" />
      <FormTextField
        control={control}
        name="program_default_contact_email"
        label="Contact email"
        type="email"
      />
      <FormTextField
        control={control}
        name="program_default_contact_phone"
        label="Contact phone"
        type="tel"
      />
    </SettingsGroup>
  );
}

/** Part 1 §6: only a super admin may switch VCM on or off; the group shows once it is on. */
export function VcmGroup({ control, canEnableVcm }: { control: InstituteControl; canEnableVcm: boolean }) {
  return (
    <SettingsGroup title="VCM" description="Vocational currency management.">
      {canEnableVcm && (
        <FormSwitchField
          control={control}
          name="vcm_enabled"
          label="VCM enabled"
          helperText="Only a super admin can change this."
        />
      )}
      <FormSwitchField
        control={control}
        name="vocational_currency_uses_units"
        label="Vocational currency uses units"
      />
      <FormNumberField
        control={control}
        name="vocational_currency_valid_month_count"
        label="Vocational currency valid for (months)"
      />
    </SettingsGroup>
  );
}

export function EducatorWebAppGroup({
  control,
  options,
}: {
  control: InstituteControl;
  options: InstituteOptionLists;
}) {
  return (
    <SettingsGroup title="Educator Web App">
      <FormSwitchField
        control={control}
        name="educator_points_entry_enabled"
        label="Educators can enter points"
      />
      <FormSwitchField
        control={control}
        name="points_file_attachment_enabled"
        label="Points file attachments enabled"
      />
      <FormSwitchField control={control} name="file_attachment_required" label="File attachment required" />
      <FormSelectField
        isMultiple
        control={control}
        name="vocational_point_approval_email_to"
        label="Vocational point approval email to"
        options={options.vocational_point_approval_email_to ?? []}
      />
      <FormSelectField
        isMultiple
        control={control}
        name="professional_point_approval_email_to"
        label="Professional point approval email to"
        options={options.professional_point_approval_email_to ?? []}
      />
      <FormSelectField
        isMultiple
        control={control}
        name="allow_supervisor_to_action"
        label="Allow supervisor to action"
        options={options.allow_supervisor_to_action ?? []}
      />
    </SettingsGroup>
  );
}
