import type { ReminderKind } from './features/notifications/reminder-service.js';
import {
  partialPointsReminder,
  unactionedPointsReminder,
  zeroPointsReminder,
} from './features/points/reminders.js';
import { profilingReminder, supervisorProfileWaitingReminder } from './features/profiling/reminders.js';
import { supervisorProgramRegistrationReminder, workshopReminder } from './features/programs/reminders.js';
import {
  postWorkshopCommunication,
  preWorkshopCommunication,
} from './features/programs/workshops-communications.js';
import { pendingRegistrationsReminder } from './features/registrations/reminders.js';
import { atRiskReminder } from './features/reports/forecast-reminder.js';
import { VCM_REMINDERS } from './features/vcm/reminders.js';

/**
 * Every reminder kind, composed here so that the notifications feature (schedule, send-now) never
 * imports the domains: each domain keeps its kinds in its own `reminders.ts`. Add the next one here.
 */
export const REMINDER_KINDS: ReminderKind[] = [
  zeroPointsReminder,
  partialPointsReminder,
  profilingReminder,
  supervisorProfileWaitingReminder,
  supervisorProgramRegistrationReminder,
  workshopReminder,
  pendingRegistrationsReminder,
  unactionedPointsReminder,
  ...VCM_REMINDERS,
  atRiskReminder,
  preWorkshopCommunication,
  postWorkshopCommunication,
];
