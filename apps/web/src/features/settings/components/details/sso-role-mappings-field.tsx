import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { SSO_ROLE_MAPPINGS_MAX } from '@pdp/contract';
import { useFieldArray } from 'react-hook-form';
import { FormSelectField, FormTextField } from '../../../../lib/forms';
import type { InstituteControl } from './form-values';

const ROLE_OPTIONS = [
  { value: 'institute_admin', label: 'Institute Admin' },
  { value: 'supervisor', label: 'Supervisor' },
  { value: 'facilitator', label: 'Facilitator' },
  { value: 'educator', label: 'Educator' },
] as const;

/**
 * The SSO role mappings (issue 20, beyond the spec; docs/sso.md "Roles from groups"): rows of
 * group → role. At each SSO sign-in the user's roles become those of their mapped groups.
 */
export function SsoRoleMappingsField({ control }: { control: InstituteControl }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'sso_role_mappings' });
  return (
    <Box sx={{ gridColumn: '1 / -1' }} role="group" aria-labelledby="sso-role-mappings-title">
      <Typography id="sso-role-mappings-title" variant="subtitle2" component="h4">
        Roles from groups
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        With a groups claim, each sign-in gives exactly the roles of the user&apos;s listed groups; a user in
        none of them cannot sign in.
      </Typography>
      {fields.map((row, index) => (
        <Box key={row.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
          <FormTextField
            control={control}
            name={`sso_role_mappings.${index}.group`}
            label={`Group ${index + 1}`}
            size="small"
          />
          <FormSelectField
            control={control}
            name={`sso_role_mappings.${index}.role`}
            label={`Role of group ${index + 1}`}
            options={ROLE_OPTIONS}
            size="small"
          />
          <IconButton aria-label={`Remove group ${index + 1}`} onClick={() => remove(index)}>
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
      <Button
        startIcon={<AddIcon />}
        disabled={fields.length >= SSO_ROLE_MAPPINGS_MAX}
        onClick={() => append({ group: '', role: 'facilitator' })}
      >
        Add group
      </Button>
    </Box>
  );
}
