import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PROGRAM_TYPE_LABELS, PROGRAM_TYPES } from '@pdp/contract';
import type { ReactNode } from 'react';
import { useNoOptionsYet } from '../../../../components/no-options-yet';
import { FormUserField } from '../../../../components/user-picker/form-user-field';
import {
  FormLimitsProvider,
  FormNumberField,
  FormSelectField,
  FormSwitchField,
  FormTextField,
  type FormOption,
} from '../../../../lib/forms';
import { growingText } from '../../../../lib/forms/growing-text';
import { programFieldLimits } from './program-field-limits';
import type { ProgramFormControl } from './program-form-values';

const TYPE_OPTIONS: FormOption[] = PROGRAM_TYPES.map((type) => ({
  value: type,
  label: PROGRAM_TYPE_LABELS[type],
}));
const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

export interface ProgramFieldsProps {
  control: ProgramFormControl;
  /** Undefined while they load. */
  domains: readonly FormOption[] | undefined;
  categories: readonly FormOption[] | undefined;
  disabled: boolean;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * The program's own fields (part 2 §3 "Program"), with the contract's ZProgramInput's limits
 * (program-field-limits.ts).
 */
export function ProgramFields({ control, domains, categories, disabled }: ProgramFieldsProps) {
  const noOptionsYet = useNoOptionsYet();
  return (
    <FormLimitsProvider limits={programFieldLimits}>
      <Section title="Program">
        <Box sx={{ display: 'grid', gap: 2 }}>
          <FormTextField control={control} name="name" label="Program name" disabled={disabled} />
          <Box sx={grid}>
            <FormTextField control={control} name="code" label="Reporting code" disabled={disabled} />
            <FormSelectField
              control={control}
              name="program_type"
              label="Program type"
              emptyLabel="None"
              options={TYPE_OPTIONS}
              disabled={disabled}
            />
            <FormSelectField
              control={control}
              name="domain_id"
              label="Domain"
              emptyLabel="None"
              options={domains ?? []}
              noOptionsText={noOptionsYet(domains, 'domains')}
              disabled={disabled}
            />
            <FormSelectField
              control={control}
              name="category_id"
              label="Category"
              emptyLabel="None"
              options={categories ?? []}
              noOptionsText={noOptionsYet(categories, 'categories')}
              disabled={disabled}
            />
            <FormUserField
              control={control}
              name="facilitator"
              search={{ roles: ['facilitator'], activeOnly: true, sort: 'given_name' }}
              noun="facilitator"
              label="Facilitator"
              disabled={disabled}
            />
            <FormNumberField
              control={control}
              name="attendee_limit"
              label="Attendee limit"
              helperText="Leave empty for no limit."
              disabled={disabled}
            />
          </Box>
          <FormSwitchField
            control={control}
            name="registrations_open"
            label="Registrations open"
            disabled={disabled}
          />
          <FormTextField
            control={control}
            name="summary_description"
            label="Summary"
            {...growingText(2)}
            disabled={disabled}
          />
          <FormTextField
            control={control}
            name="description"
            label="Description"
            {...growingText(4)}
            disabled={disabled}
          />
        </Box>
      </Section>
      <Section title="Contact">
        <Box sx={grid}>
          <FormTextField control={control} name="contact_name" label="Contact name" disabled={disabled} />
          <FormTextField control={control} name="contact_title" label="Contact title" disabled={disabled} />
          <FormTextField
            control={control}
            name="contact_email"
            label="Contact email"
            type="email"
            disabled={disabled}
          />
          <FormTextField control={control} name="contact_phone" label="Contact phone" disabled={disabled} />
        </Box>
      </Section>
    </FormLimitsProvider>
  );
}
