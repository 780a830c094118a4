import { SSO_FIELDS } from '@pdp/contract';
import { useInstitute } from '../../api/get-institute';
import { useInstituteMetadata } from '../../api/get-institute-metadata';
import { useTimezoneOptions } from '../../api/get-timezone-options';
import { BASIC_FIELDS, BRANDING_FIELDS, BasicInformationGroup, BrandingGroup } from './branding-and-basics';
import { InstituteSettingsForm } from './institute-settings-form';
import {
  CALENDAR_FIELDS,
  CUSTOM_FIELD_FIELDS,
  CalendarGroup,
  CustomUserFieldsGroup,
  REPORTING_FIELDS,
  ReportingRequirementsGroup,
  SingleSignOnGroup,
} from './other-groups';
import {
  EDUCATOR_APP_FIELDS,
  EducatorWebAppGroup,
  PROGRAM_FIELDS,
  ProgramsGroup,
  VCM_FIELDS,
  VcmGroup,
} from './program-groups';
import { useInstitutePermissions } from './use-institute-permissions';

/** Every Institute field of part 1 §3 but the reminders (Notification) and the VCM texts (VCM). */
const DETAILS_FIELDS = [
  ...BRANDING_FIELDS,
  ...BASIC_FIELDS,
  ...PROGRAM_FIELDS,
  ...VCM_FIELDS,
  ...EDUCATOR_APP_FIELDS,
  ...CALENDAR_FIELDS,
  ...REPORTING_FIELDS,
  ...CUSTOM_FIELD_FIELDS,
  ...SSO_FIELDS,
];

/** The Institute Details tab (part 1 §2.5): the institute's own settings, in the spec's groups. */
export default function InstituteDetailsSection({ instituteId }: { instituteId: number }) {
  const institute = useInstitute(instituteId);
  const metadata = useInstituteMetadata();
  const timezones = useTimezoneOptions();
  const { canEditFromEmail, canEnableVcm } = useInstitutePermissions();

  return (
    <InstituteSettingsForm
      instituteId={instituteId}
      instituteQuery={institute}
      title="Institute Details"
      fields={DETAILS_FIELDS}
      requires={[metadata, timezones]}
    >
      {({ control, institute }) => (
        <>
          <BrandingGroup control={control} institute={institute} />
          <BasicInformationGroup
            control={control}
            institute={institute}
            timezones={timezones.data ?? []}
            canEditFromEmail={canEditFromEmail}
          />
          <ProgramsGroup control={control} />
          {(canEnableVcm || institute.vcm_enabled) && (
            <VcmGroup control={control} canEnableVcm={canEnableVcm} />
          )}
          <EducatorWebAppGroup control={control} options={metadata.data ?? {}} />
          <CalendarGroup control={control} icalTypes={metadata.data?.ical_type ?? []} />
          <ReportingRequirementsGroup control={control} />
          <CustomUserFieldsGroup control={control} />
          {/* Null only to those who do not manage the institute, who never see this tab. */}
          <SingleSignOnGroup control={control} isSecretSet={institute.sso_client_secret_set === true} />
        </>
      )}
    </InstituteSettingsForm>
  );
}
