import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LIMITS, type TInstituteSummary } from '@pdp/contract';
import { memo, useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useNoOptionsYet } from '../../../../components/no-options-yet';
import { FormSelectField, FormTextField, type FormOption } from '../../../../lib/forms';
import { useDepartmentOptions } from '../../../../lib/options';
import { useEmploymentTypeOptions } from '../../../../lib/options';
import { RolesField } from './roles-field';
import { SupervisorField } from './supervisor-field';
import { hasSupervisor, type UserFormControl } from './user-form-values';

export type CustomUserFields = Pick<
  TInstituteSummary,
  | 'custom_user_field_1'
  | 'custom_user_field_1_enabled'
  | 'custom_user_field_2'
  | 'custom_user_field_2_enabled'
>;

export interface UserFieldsProps {
  control: UserFormControl;
  institute: CustomUserFields;
  isSuperAdmin: boolean;
  isReadOnly: boolean;
}

/** An id-and-name option list as a select's choices. */
const toChoices = (list: readonly { id: number; name: string }[] | undefined): FormOption[] =>
  (list ?? []).map((option) => ({ value: option.id, label: option.name }));

/**
 * "User Information": one set of fields for creating and editing (house rule 8). Memoised: the
 * form around it renders again as soon as it has mounted (react-hook-form marks itself ready in a
 * layout effect), synchronously and in the same task, and these fields are most of that render.
 * Each field follows its own value and errors through `control`.
 */
export const UserFields = memo(function UserFields({
  control,
  institute,
  isSuperAdmin,
  isReadOnly,
}: UserFieldsProps) {
  const headingId = useId();
  const departments = useDepartmentOptions();
  const employmentTypes = useEmploymentTypeOptions();
  const noOptionsYet = useNoOptionsYet();
  const [isEducator, isGuest] = useWatch({ control, name: ['is_educator', 'is_guest'] });
  const showsSupervisor = !isSuperAdmin && hasSupervisor({ is_educator: isEducator, is_guest: isGuest });

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography variant="h2" id={headingId}>
        User Information
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {isReadOnly
          ? 'Only administrators can change these details.'
          : 'Educators need a department and an employment type.'}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          gap: 2.5,
          alignItems: 'start',
          mt: 3,
        }}
      >
        <FormTextField
          control={control}
          name="unique_identifier"
          label="Employee number"
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: LIMITS.employeeNumberMax } }}
        />
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="off"
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: LIMITS.emailMax } }}
        />
        <FormTextField
          control={control}
          name="given_name"
          label="Given name"
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: LIMITS.nameMax } }}
        />
        <FormTextField
          control={control}
          name="family_name"
          label="Family name"
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: LIMITS.nameMax } }}
        />
        <FormSelectField
          control={control}
          name="employment_type_id"
          label="Employment type"
          emptyLabel="None"
          options={toChoices(employmentTypes.data)}
          noOptionsText={noOptionsYet(employmentTypes.data, 'employmentTypes')}
        />
        <FormSelectField
          control={control}
          name="department_id"
          label="Department"
          emptyLabel="None"
          options={toChoices(departments.data)}
          noOptionsText={noOptionsYet(departments.data, 'departments')}
        />
        {institute.custom_user_field_1_enabled && (
          <FormTextField
            control={control}
            name="custom_1"
            label={institute.custom_user_field_1 || 'Custom 1'}
            fullWidth
            slotProps={{ htmlInput: { maxLength: LIMITS.customUserFieldMax } }}
          />
        )}
        {institute.custom_user_field_2_enabled && (
          <FormTextField
            control={control}
            name="custom_2"
            label={institute.custom_user_field_2 || 'Custom 2'}
            fullWidth
            slotProps={{ htmlInput: { maxLength: LIMITS.customUserFieldMax } }}
          />
        )}
        <RolesField control={control} isSuperAdmin={isSuperAdmin} disabled={isReadOnly} />
        {showsSupervisor && <SupervisorField control={control} />}
      </Box>
    </Paper>
  );
});
