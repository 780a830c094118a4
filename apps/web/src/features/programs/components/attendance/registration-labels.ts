import {
  REGISTRATION_STATUS_LABELS,
  type TRegistration,
  type TRegistrationStatus,
  type TWorkshop,
} from '@pdp/contract';
import { formatDate } from '../../../../lib/dates';

/** "Lovelace, Ada": the list is sorted by family name, so it leads. */
export const registrantName = (row: TRegistration) =>
  [row.user_family_name, row.user_given_name].filter(Boolean).join(', ');

/** "Ada Lovelace": how a sentence names the registrant. */
export const registrantFullName = (row: TRegistration) =>
  [row.user_given_name, row.user_family_name].filter(Boolean).join(' ');

export const workshopTitle = (workshop: TWorkshop, index: number) => workshop.name ?? `Workshop ${index + 1}`;

export const workshopDate = (workshop: TWorkshop) => formatDate(workshop.start_local);

/** Every checkbox is labelled with what it marks and for whom, so it reads alone (and tests find it). */
export const checkboxLabels = {
  present: (workshop: string, name: string) => `Present at ${workshop} — ${name}`,
  hurdle: (name: string) => `Hurdle — ${name}`,
  learningJourney: (name: string) => `Learning Journey — ${name}`,
  completed: (name: string) => `Completed — ${name}`,
  remove: (name: string) => `Remove ${name}`,
};

export const STATUS_CHIPS: Record<
  TRegistrationStatus,
  { label: string; color: 'warning' | 'success' | 'default' }
> = {
  pending: { label: REGISTRATION_STATUS_LABELS.pending, color: 'warning' },
  approved: { label: REGISTRATION_STATUS_LABELS.approved, color: 'success' },
  incomplete: { label: REGISTRATION_STATUS_LABELS.incomplete, color: 'default' },
};

export const isPresent = (row: TRegistration, workshopId: number) =>
  row.attendances.some((a) => a.workshop_id === workshopId && a.present);

/** "Points" under Completed: whole numbers plainly, otherwise two decimals at most. */
export const formatPoints = (points: number) =>
  points.toLocaleString(undefined, { maximumFractionDigits: 2 });
