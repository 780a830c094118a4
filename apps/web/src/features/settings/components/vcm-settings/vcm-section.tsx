import { MY_VCM_GUIDANCE_FIELDS } from '@pdp/contract';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useInstitute } from '../../api/get-institute';
import { paths } from '../../../../lib/paths';
import { FormNumberField, FormSwitchField, FormTextField } from '../../../../lib/forms';
import type { InstituteControl, InstituteField } from '../details/form-values';
import { InstituteSettingsForm } from '../details/institute-settings-form';
import { SettingsGroup, wideField } from '../details/settings-group';

const FIELDS = [
  'vocational_currency_valid_month_count',
  'vocational_currency_uses_units',
  ...MY_VCM_GUIDANCE_FIELDS,
] as const satisfies readonly InstituteField[];

/** The worked example educators see beside a study or an experience entry of their VCM. */
function ExampleGroup({ control, kind }: { control: InstituteControl; kind: 'study' | 'experience' }) {
  const noun = kind === 'study' ? 'Study' : 'Experience';
  return (
    <SettingsGroup
      title={`${noun} example`}
      description={`Shown to educators as an example of ${kind === 'study' ? 'a study' : 'an experience'} entry.`}
    >
      <FormTextField
        control={control}
        name={`vcm_${kind}_example_description`}
        label="Description"
        multiline
        minRows={3}
        sx={wideField}
      />
      <FormTextField
        control={control}
        name={`vcm_${kind}_example_info_url`}
        label="Information link"
        type="url"
        placeholder="https://"
        sx={wideField}
      />
      <FormTextField
        control={control}
        name={`vcm_${kind}_example_justification`}
        label="Justification"
        multiline
        minRows={3}
        sx={wideField}
      />
    </SettingsGroup>
  );
}

/** The VCM tab (part 1 §2.5, shown when VCM is enabled): currency settings and the example texts. */
export default function VcmSection({ instituteId }: { instituteId: number }) {
  const instituteQuery = useInstitute(instituteId);
  return (
    <InstituteSettingsForm
      instituteId={instituteId}
      instituteQuery={instituteQuery}
      title="VCM"
      fields={FIELDS}
    >
      {({ control }) => (
        <>
          <SettingsGroup
            title="Catalogues"
            description="The courses, units and professional qualifications of each year, imported from CSV files."
          >
            <Button component={RouterLink} to={paths.manageVcmCourseUnit.to(instituteId)} variant="outlined">
              Manage Course/Units
            </Button>
            <Button
              component={RouterLink}
              to={paths.manageVcmProfessionalQualifications.to(instituteId)}
              variant="outlined"
            >
              Manage Professional Qualifications
            </Button>
          </SettingsGroup>
          <SettingsGroup title="Currency settings">
            <FormNumberField
              control={control}
              name="vocational_currency_valid_month_count"
              label="Vocational currency valid for (months)"
            />
            <FormSwitchField
              control={control}
              name="vocational_currency_uses_units"
              label="Vocational currency uses units"
            />
          </SettingsGroup>
          <ExampleGroup control={control} kind="study" />
          <ExampleGroup control={control} kind="experience" />
          <SettingsGroup title="Course requests">
            <FormTextField
              control={control}
              name="vcm_course_request_email"
              label="Course request email"
              type="email"
              helperText="Where educators' requests for a new course or unit are sent."
            />
          </SettingsGroup>
          <SettingsGroup
            title="Professional qualification help link"
            description="A link beside the professional qualifications of a VCM."
          >
            <FormTextField
              control={control}
              name="professional_qualification_help_link_label"
              label="Link label"
            />
            <FormTextField
              control={control}
              name="professional_qualification_help_link_url"
              label="Link URL"
              type="url"
              placeholder="https://"
            />
          </SettingsGroup>
        </>
      )}
    </InstituteSettingsForm>
  );
}
