import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import {
  FormNumberField,
  FormSelectField,
  FormSwitchField,
  FormTextField,
  type FormOption,
} from '../../../../lib/forms';
import type { InstituteControl, InstituteField } from '../details/form-values';
import type { SendNowAction } from '../../api/send-reminder-now';
import { SettingsGroup, wideField } from '../details/settings-group';
import { SendNowButton } from './send-now-button';

/** One reminder or notification of part 1 §3: its `_enabled` flag and what it is set to. */
export interface ReminderPanel {
  title: string;
  description: string;
  enabled: InstituteField;
  /** A number of days (or the profiling reminder's 30/60/90). */
  days?: { name: InstituteField; label: string; helperText?: string };
  /** When it starts: a number of days before the passport period ends (the at-risk reminder). */
  daysBefore?: { name: InstituteField; label: string; helperText?: string };
  /** The intro paragraph or paragraph of a VCM email (up to 1000 characters). */
  paragraph?: { name: InstituteField; label: string };
  /** Its send-now endpoint, when it has one (part 1 §7). */
  sendNow?: SendNowAction;
}

export const REMINDER_PANELS = [
  {
    title: 'Zero points reminder',
    description: 'Reminds educators who have no points yet.',
    enabled: 'zero_points_reminder_enabled',
    days: { name: 'zero_points_reminder_days', label: 'Days' },
  },
  {
    title: 'Partial points reminder',
    description: 'Reminds educators who have some, but not all, of their points.',
    enabled: 'partial_points_reminder_enabled',
    days: { name: 'partial_points_reminder_days', label: 'Days' },
  },
  {
    title: 'Workshop reminder',
    description: 'Reminds registered educators of an upcoming workshop.',
    enabled: 'workshop_reminder_enabled',
    days: {
      name: 'workshop_reminder_days',
      label: 'Days',
      helperText: 'Business days before the workshop',
    },
  },
  {
    title: 'Profiling reminder',
    description: 'Reminds educators to complete their profile.',
    enabled: 'profiling_reminder_enabled',
    days: { name: 'profiling_reminder_days', label: 'Days' },
    sendNow: 'profiling_reminder',
  },
  {
    title: 'Supervisor profile waiting reminder',
    description: 'Reminds supervisors of profiles waiting for their rating.',
    enabled: 'supervisor_profile_waiting_enabled',
    days: { name: 'supervisor_profile_waiting_frequency', label: 'Frequency (days)' },
    sendNow: 'supervisor_profiles_waiting_notification',
  },
  {
    title: 'Supervisor program registration reminder',
    description: "Tells supervisors about their educators' program registrations.",
    enabled: 'supervisor_program_registration_enabled',
    days: { name: 'supervisor_program_registration_period', label: 'Period (days)' },
    sendNow: 'supervisor_program_registration_notification',
  },
  {
    title: 'Unactioned points reminder',
    description: 'Reminds approvers of point requests that are still waiting.',
    enabled: 'unactioned_points_reminder_enabled',
    days: { name: 'unactioned_points_reminder_days', label: 'Days' },
  },
  {
    title: 'At risk of lapsing reminder',
    description:
      'Tells educators whose currency forecast is at risk or will lapse what they still need, and their supervisors who they are.',
    enabled: 'at_risk_reminder_enabled',
    daysBefore: {
      name: 'at_risk_reminder_days_before',
      label: 'Days before the period ends',
      helperText: 'The first reminder leaves this many days before the passport period ends',
    },
    days: {
      name: 'at_risk_reminder_days',
      label: 'Repeat every (days)',
      helperText: 'Leave empty to send it once',
    },
    paragraph: { name: 'at_risk_reminder_intro_paragraph', label: 'Intro paragraph' },
    sendNow: 'at_risk_reminder_send_now',
  },
] as const satisfies readonly ReminderPanel[];

/** Shown only when registrations require approval (part 1 §3). */
export const PENDING_REGISTRATIONS_PANEL = {
  title: 'Pending registrations reminder',
  description: 'Reminds approvers of registrations waiting for approval.',
  enabled: 'pending_registrations_reminder_enabled',
  days: { name: 'pending_registrations_reminder_days', label: 'Days' },
} as const satisfies ReminderPanel;

export const fieldsOfPanels = (panels: readonly ReminderPanel[]): InstituteField[] =>
  panels.flatMap((panel) =>
    [panel.enabled, panel.daysBefore?.name, panel.days?.name, panel.paragraph?.name].filter(
      (f) => f !== undefined,
    ),
  );

interface ReminderPanelViewProps {
  panel: ReminderPanel;
  control: InstituteControl;
  /** The profiling reminder's day options (30, 60, 90) from the metadata. */
  profilingDays: readonly FormOption[];
  /** Where its send-now button sends (absent: no button). */
  instituteId?: number;
}

export function ReminderPanelView({ panel, control, profilingDays, instituteId }: ReminderPanelViewProps) {
  let setting: ReactNode = null;
  if (panel.days?.name === 'profiling_reminder_days') {
    setting = (
      <FormSelectField
        control={control}
        name={panel.days.name}
        label={panel.days.label}
        options={profilingDays}
      />
    );
  } else if (panel.days) {
    setting = (
      <FormNumberField
        control={control}
        name={panel.days.name}
        label={panel.days.label}
        helperText={panel.days.helperText}
      />
    );
  }
  return (
    <SettingsGroup title={panel.title} description={panel.description}>
      <Box sx={{ alignSelf: 'center' }}>
        <FormSwitchField control={control} name={panel.enabled} label="Enabled" />
      </Box>
      {panel.daysBefore && (
        <FormNumberField
          control={control}
          name={panel.daysBefore.name}
          label={panel.daysBefore.label}
          helperText={panel.daysBefore.helperText}
        />
      )}
      {setting ?? <Box />}
      {panel.paragraph && (
        <FormTextField
          control={control}
          name={panel.paragraph.name}
          label={panel.paragraph.label}
          multiline
          minRows={3}
          sx={wideField}
        />
      )}
      {panel.sendNow && instituteId !== undefined && (
        <SendNowButton instituteId={instituteId} action={panel.sendNow} title={panel.title} />
      )}
    </SettingsGroup>
  );
}
