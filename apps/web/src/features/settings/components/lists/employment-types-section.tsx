import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { counted, employmentTypesResource } from '@pdp/contract';
import {
  SettingsResourceSection,
  type RowOf,
  type SettingsFieldsProps,
  type SettingsUi,
} from '../../../../components/settings-resource';
import { FormCheckboxField, FormNumberField, FormTextField } from '../../../../lib/forms';

type Resource = typeof employmentTypesResource;
type Props = SettingsFieldsProps<Resource>;
type Row = RowOf<Resource>;

/** "20 points", and "1 learning journey" under it. */
function Requirement({ points, journeys }: { points: number; journeys: number }) {
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Box>{counted(points, 'point')}</Box>
      <Box sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
        {counted(journeys, 'learning journey')}
      </Box>
    </Box>
  );
}

const FEATURES = [
  ['profiling_tool_required', 'Profiling tool'],
  ['profiling_require_supervisor_step', 'Supervisor step'],
  ['vcm_enabled', 'VCM'],
] as const;

function Features({ row }: { row: Row }) {
  const enabled = FEATURES.filter(([field]) => row[field]);
  if (enabled.length === 0) return <Box sx={{ color: 'text.disabled' }}>None</Box>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      {enabled.map(([field, label]) => (
        <Chip key={field} label={label} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}

function EmploymentTypeFields({ control }: Props) {
  return (
    <Stack spacing={2.5}>
      <FormTextField control={control} name="name" label="Name" required autoFocus />
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
          Passport requirements
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <FormNumberField
            control={control}
            name="professional_points"
            label="Professional points"
            required
          />
          <FormNumberField
            control={control}
            name="num_lj_required"
            label="Professional learning journeys"
            required
          />
          <FormNumberField control={control} name="vocational_points" label="Vocational points" required />
          <FormNumberField
            control={control}
            name="num_vocational_lj_required"
            label="Vocational learning journeys"
            required
          />
        </Box>
      </Box>
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
          Enabled features
        </Typography>
        <FormCheckboxField control={control} name="profiling_tool_required" label="Profiling tool required" />
        <FormCheckboxField
          control={control}
          name="profiling_require_supervisor_step"
          label="Profiling requires the supervisor step"
        />
        <FormCheckboxField control={control} name="vcm_enabled" label="VCM enabled" />
      </Box>
    </Stack>
  );
}

const ui: SettingsUi<Resource> = {
  thing: 'Employment Type',
  things: 'employment types',
  rowLabel: (row) => row.name,
  columns: [
    { field: 'name', header: 'Name' },
    {
      field: 'professional_points',
      header: 'Professional',
      render: (row) => <Requirement points={row.professional_points} journeys={row.num_lj_required} />,
    },
    {
      field: 'vocational_points',
      header: 'Vocational',
      render: (row) => (
        <Requirement points={row.vocational_points} journeys={row.num_vocational_lj_required} />
      ),
    },
    { field: 'vcm_enabled', header: 'Enabled features', render: (row) => <Features row={row} /> },
  ],
  Fields: EmploymentTypeFields,
  defaultValues: {
    professional_points: 0,
    num_lj_required: 0,
    vocational_points: 0,
    num_vocational_lj_required: 0,
    profiling_tool_required: false,
    profiling_require_supervisor_step: true,
    vcm_enabled: false,
  },
};

/** Employment types, with the passport each one requires and the features it turns on. */
export default function EmploymentTypesSection() {
  return (
    <SettingsResourceSection
      resource={employmentTypesResource}
      ui={ui}
      title="Employment Types / Passport Requirements & Enabled Features"
      description="Each employment type sets the points and learning journeys an educator's passport needs, and which features apply to them. A type still given to users cannot be deleted."
    />
  );
}
