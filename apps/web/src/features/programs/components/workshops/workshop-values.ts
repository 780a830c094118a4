/**
 * A workshop as the program form holds it, and the "YYYY-MM-DDTHH:mm" local times the API reads
 * (part 2 §4: the chosen date combined with each time, in the institute's time zone).
 */
import type { TWorkshop, TWorkshopInput } from '@pdp/contract';
import { format, isValid } from 'date-fns';

export interface WorkshopFormValues {
  /** Absent for a workshop not saved yet. */
  id?: number;
  /** A saved workshop the user removed: sent once with `_destroy`, no longer shown. */
  _destroy?: boolean;
  name: string;
  date: Date | null;
  start: Date | null;
  end: Date | null;
  location_id: number | null;
  room: string;
  presenter: string;
  points: number | string | null;
  description: string;
  approved_attendee_information: string;
  pre_workshop_communication_enabled: boolean;
  pre_workshop_communication_send_days_before: number | string | null;
  pre_workshop_communication_subject: string;
  pre_workshop_communication_message: string;
  post_workshop_communication_enabled: boolean;
  post_workshop_communication_send_days_after: number | string | null;
  post_workshop_communication_subject: string;
  post_workshop_communication_message: string;
}

/** Part 2 §9: pre-workshop communication 7 days before, post-workshop 1 day after. */
export const DEFAULT_DAYS_BEFORE = 7;
export const DEFAULT_DAYS_AFTER = 1;

export function newWorkshopValues(): WorkshopFormValues {
  return {
    name: '',
    date: null,
    start: null,
    end: null,
    location_id: null,
    room: '',
    presenter: '',
    points: 0,
    description: '',
    approved_attendee_information: '',
    pre_workshop_communication_enabled: false,
    pre_workshop_communication_send_days_before: DEFAULT_DAYS_BEFORE,
    pre_workshop_communication_subject: '',
    pre_workshop_communication_message: '',
    post_workshop_communication_enabled: false,
    post_workshop_communication_send_days_after: DEFAULT_DAYS_AFTER,
    post_workshop_communication_subject: '',
    post_workshop_communication_message: '',
  };
}

/** "2026-12-01T09:30" (seconds and any offset ignored) → that local date and time; null when unreadable. */
export function parseLocalDateTime(value: string | null | undefined): Date | null {
  // Read by hand rather than with date-fns' parse: the program page's first download leaves it out.
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day);
  // An impossible day ("2026-02-30") rolls over into the next month: unreadable, as is "25:00".
  if (date.getMonth() !== month - 1 || date.getDate() !== day || hours > 23 || minutes > 59) return null;
  date.setHours(hours, minutes);
  return date;
}

/** The picked date with the picked time of day: "2026-12-01T09:30"; '' while either is missing. */
export function composeLocalDateTime(date: Date | null, time: Date | null): string {
  if (!date || !time || !isValid(date) || !isValid(time)) return '';
  return `${format(date, 'yyyy-MM-dd')}T${format(time, 'HH:mm')}`;
}

export function toWorkshopValues(workshop: TWorkshop): WorkshopFormValues {
  const start = parseLocalDateTime(workshop.start_local);
  return {
    id: workshop.id,
    name: workshop.name ?? '',
    date: start,
    start,
    end: parseLocalDateTime(workshop.end_local),
    location_id: workshop.location_id,
    room: workshop.room ?? '',
    presenter: workshop.presenter ?? '',
    points: workshop.points,
    description: workshop.description ?? '',
    approved_attendee_information: workshop.approved_attendee_information ?? '',
    pre_workshop_communication_enabled: workshop.pre_workshop_communication_enabled,
    pre_workshop_communication_send_days_before: workshop.pre_workshop_communication_send_days_before,
    pre_workshop_communication_subject: workshop.pre_workshop_communication_subject ?? '',
    pre_workshop_communication_message: workshop.pre_workshop_communication_message ?? '',
    post_workshop_communication_enabled: workshop.post_workshop_communication_enabled,
    post_workshop_communication_send_days_after: workshop.post_workshop_communication_send_days_after,
    post_workshop_communication_subject: workshop.post_workshop_communication_subject ?? '',
    post_workshop_communication_message: workshop.post_workshop_communication_message ?? '',
  };
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value);
const numberOr = (value: number | string | null, fallback: number) =>
  value === null || value === '' ? fallback : value;

/** What the API receives for one workshop (a removed one: its id and `_destroy`). */
export function toWorkshopInput(values: WorkshopFormValues): TWorkshopInput {
  const startTime = composeLocalDateTime(values.date, values.start);
  const endTime = composeLocalDateTime(values.date, values.end);
  return {
    ...(values.id === undefined ? {} : { id: values.id }),
    ...(values._destroy ? { _destroy: true } : {}),
    name: blankToNull(values.name),
    start_time: startTime,
    end_time: endTime,
    location_id: values.location_id,
    room: blankToNull(values.room),
    presenter: blankToNull(values.presenter),
    points: numberOr(values.points, 0) as number,
    description: blankToNull(values.description),
    approved_attendee_information: blankToNull(values.approved_attendee_information),
    pre_workshop_communication_enabled: values.pre_workshop_communication_enabled,
    pre_workshop_communication_send_days_before: numberOr(
      values.pre_workshop_communication_send_days_before,
      DEFAULT_DAYS_BEFORE,
    ) as number,
    pre_workshop_communication_subject: blankToNull(values.pre_workshop_communication_subject),
    pre_workshop_communication_message: blankToNull(values.pre_workshop_communication_message),
    post_workshop_communication_enabled: values.post_workshop_communication_enabled,
    post_workshop_communication_send_days_after: numberOr(
      values.post_workshop_communication_send_days_after,
      DEFAULT_DAYS_AFTER,
    ) as number,
    post_workshop_communication_subject: blankToNull(values.post_workshop_communication_subject),
    post_workshop_communication_message: blankToNull(values.post_workshop_communication_message),
  };
}

/** The API's field of a workshop → the form's: its times are picked as a date and two times. */
export function workshopFormField(apiField: string): string {
  if (apiField === 'start_time') return 'start';
  if (apiField === 'end_time') return 'end';
  if (apiField === 'location') return 'location_id';
  return apiField;
}
