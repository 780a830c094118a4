import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { MetadataOption } from '../../api/get-institute-metadata';
import { FormSelectField, FormSwitchField, FormTextField } from '../../../../lib/forms';
import type { InstituteControl, InstituteField } from './form-values';
import { SettingsGroup } from './settings-group';
import { SsoRoleMappingsField } from './sso-role-mappings-field';

export const CALENDAR_FIELDS = [
  'ical_type',
  'add_all_to_calendar_enabled',
] as const satisfies readonly InstituteField[];
export const REPORTING_FIELDS = [
  'requirement_1_name',
  'requirement_1_enabled',
  'requirement_2_name',
  'requirement_2_enabled',
] as const satisfies readonly InstituteField[];
export const CUSTOM_FIELD_FIELDS = [
  'custom_user_field_1',
  'custom_user_field_1_enabled',
  'custom_user_field_2',
  'custom_user_field_2_enabled',
] as const satisfies readonly InstituteField[];

interface Props {
  control: InstituteControl;
}

/** Regular / Invite / None, each explained in the tooltip (part 1 §9). */
export function CalendarGroup({ control, icalTypes }: Props & { icalTypes: readonly MetadataOption[] }) {
  const explanation = (
    <Box component="dl" sx={{ m: 0 }}>
      {icalTypes.map((type) => (
        <Box key={type.value} sx={{ '& + &': { mt: 0.75 } }}>
          <Box component="dt" sx={{ fontWeight: 700 }}>
            {type.label}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {type.description}
          </Box>
        </Box>
      ))}
    </Box>
  );
  return (
    <SettingsGroup
      title="Calendar Settings"
      action={
        <Tooltip title={explanation} describeChild>
          <IconButton size="small" aria-label="About the calendar attachment types">
            <InfoOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      }
    >
      <FormSelectField
        control={control}
        name="ical_type"
        label="Calendar attachment type"
        options={icalTypes}
        helperText="What the workshop emails attach."
      />
      <FormSwitchField
        control={control}
        name="add_all_to_calendar_enabled"
        label="Add all to calendar enabled"
      />
    </SettingsGroup>
  );
}

export function ReportingRequirementsGroup({ control }: Props) {
  return (
    <SettingsGroup title="Additional Reporting Requirements">
      {([1, 2] as const).map((n) => (
        <Box key={n} sx={{ display: 'grid', gap: 1 }}>
          <FormTextField control={control} name={`requirement_${n}_name`} label={`Requirement ${n} name`} />
          <FormSwitchField
            control={control}
            name={`requirement_${n}_enabled`}
            label={`Requirement ${n} enabled`}
          />
        </Box>
      ))}
    </SettingsGroup>
  );
}

export function CustomUserFieldsGroup({ control }: Props) {
  return (
    <SettingsGroup title="Custom User Fields" description="Extra fields on each user, with these labels.">
      {([1, 2] as const).map((n) => (
        <Box key={n} sx={{ display: 'grid', gap: 1 }}>
          <FormTextField
            control={control}
            name={`custom_user_field_${n}`}
            label={`Custom user field ${n} label`}
          />
          <FormSwitchField
            control={control}
            name={`custom_user_field_${n}_enabled`}
            label={`Custom user field ${n} enabled`}
          />
        </Box>
      ))}
    </SettingsGroup>
  );
}

export function SingleSignOnGroup({ control, isSecretSet }: Props & { isSecretSet: boolean }) {
  return (
    <SettingsGroup title="Single Sign-on">
      <FormSwitchField
        control={control}
        name="sso_enabled"
        label="Single sign-on enabled"
        helperText="Users sign in through the institute's identity provider; Change Password is hidden."
      />
      <Box />
      <FormTextField
        control={control}
        name="sso_domain_name"
        label="SSO domain name"
        helperText="A plain domain name, like example.edu.au"
      />
      <FormTextField
        control={control}
        name="sso_user_pool"
        label="SSO user pool"
        helperText="Kept for compatibility: the issuer or pool identifier"
      />
      <FormTextField
        control={control}
        name="sso_issuer_url"
        label="Issuer URL"
        helperText="The provider's OpenID issuer, like https://login.microsoftonline.com/<tenant>/v2.0"
      />
      <FormTextField control={control} name="sso_client_id" label="Client ID" />
      <FormTextField
        control={control}
        name="sso_client_secret"
        label="Client secret"
        type="password"
        autoComplete="new-password"
        helperText={
          isSecretSet
            ? 'A secret is set. Type a new one to replace it.'
            : 'Not set. Stored encrypted, never shown again.'
        }
      />
      <FormTextField
        control={control}
        name="sso_email_claim"
        label="Email claim"
        helperText="The ID token claim that holds the email; blank means email"
      />
      <FormTextField
        control={control}
        name="sso_groups_claim"
        label="Groups claim"
        helperText="Optional: the claim that lists the user's groups, like groups"
      />
      <SsoRoleMappingsField control={control} />
    </SettingsGroup>
  );
}
