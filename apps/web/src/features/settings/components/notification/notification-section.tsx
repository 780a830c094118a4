import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isRegistrationApprovalOn } from '../../../../lib/registration-approval';
import { useInstitute } from '../../api/get-institute';
import { useInstituteMetadata } from '../../api/get-institute-metadata';
import { InstituteSettingsForm } from '../details/institute-settings-form';
import {
  PENDING_REGISTRATIONS_PANEL,
  REMINDER_PANELS,
  ReminderPanelView,
  fieldsOfPanels,
} from './reminder-panels';
import { VCM_NOTIFICATION_PANELS } from './vcm-notification-panels';

const FIELDS = fieldsOfPanels([...REMINDER_PANELS, PENDING_REGISTRATIONS_PANEL, ...VCM_NOTIFICATION_PANELS]);

const panelGrid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
  gap: 2.5,
  alignItems: 'start',
} as const;

/**
 * The Notification tab (part 1 §2.5): one panel per reminder with its `_enabled` flag and its
 * setting, its send-now button where it has one (a 3-second toast), and the VCM emails when VCM
 * is enabled.
 */
export default function NotificationSection({ instituteId }: { instituteId: number }) {
  const instituteQuery = useInstitute(instituteId);
  const metadata = useInstituteMetadata();
  const profilingDays = (metadata.data?.profiling_reminder_days ?? []).map((option) => ({
    value: Number(option.value),
    label: option.label,
  }));

  return (
    <InstituteSettingsForm
      instituteId={instituteId}
      instituteQuery={instituteQuery}
      title="Notification"
      fields={FIELDS}
      requires={[metadata]}
    >
      {({ control, institute }) => {
        const panels = isRegistrationApprovalOn(institute)
          ? [...REMINDER_PANELS, PENDING_REGISTRATIONS_PANEL]
          : REMINDER_PANELS;
        return (
          <>
            <Box sx={panelGrid}>
              {panels.map((panel) => (
                <ReminderPanelView
                  key={panel.enabled}
                  panel={panel}
                  control={control}
                  profilingDays={profilingDays}
                  instituteId={instituteId}
                />
              ))}
            </Box>
            {institute.vcm_enabled && (
              <>
                <Typography variant="h2" component="h3" sx={{ pt: 2 }}>
                  VCM notifications
                </Typography>
                <Box sx={panelGrid}>
                  {VCM_NOTIFICATION_PANELS.map((panel) => (
                    <ReminderPanelView
                      key={panel.enabled}
                      panel={panel}
                      control={control}
                      profilingDays={profilingDays}
                      instituteId={instituteId}
                    />
                  ))}
                </Box>
              </>
            )}
          </>
        );
      }}
    </InstituteSettingsForm>
  );
}
