/**
 * The pure parts of /registrations: which view the address asks for, the queue's and the
 * statistics' list options, and the words the screen builds from a row or an error.
 */
import {
  PROGRAM_TYPE_LABELS,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
  type TProgramType,
  type TRegistrationApproval,
} from '@pdp/contract';
import type { ListStateOptions } from '../../../components/data-table';
import { formatDate } from '../../../lib/dates';

export type RegistrationsView = 'queue' | 'statistics';

/** `?view=statistics` shows the statistics; anything else (or nothing) the queue. */
export function readView(search: URLSearchParams): RegistrationsView {
  return search.get('view') === 'statistics' ? 'statistics' : 'queue';
}

/** The address of a view: the queue is the bare path; each view keeps its own filters. */
export function withView(search: URLSearchParams, view: RegistrationsView): URLSearchParams {
  const next = new URLSearchParams(search);
  if (view === 'queue') next.delete('view');
  else next.set('view', view);
  return next;
}

/** Pending first (part 2 §2), by the registrant's family name (part 2 §9). */
export const QUEUE_LIST_OPTIONS: ListStateOptions = {
  defaultFilters: { status_eq: 'pending' },
  defaultSort: 'user_family_name asc',
};

/** The statistics' filters live beside the queue's in the address, under their own prefix. */
export const STATISTICS_LIST_OPTIONS: ListStateOptions = { prefix: 'stats.', defaultFilters: {} };

export const STATUS_OPTIONS = REGISTRATION_STATUSES.map((value) => ({
  value,
  label: REGISTRATION_STATUS_LABELS[value],
}));

export const PROGRAM_TYPE_OPTIONS = (Object.entries(PROGRAM_TYPE_LABELS) as [TProgramType, string][]).map(
  ([value, label]) => ({ value, label }),
);

export const UNNAMED_PROGRAM = 'Unnamed Program';

/** What a row's buttons and dialogs call the registration: "Ann Lee for First Aid". */
export function registrationName(row: Pick<TRegistrationApproval, 'user_name' | 'program_name'>): string {
  return `${row.user_name} for ${row.program_name || UNNAMED_PROGRAM}`;
}

/** The accessible names of a row's buttons, so a screen reader hears whose registration each is. */
export function decisionButtonLabels(row: Pick<TRegistrationApproval, 'user_name' | 'program_name'>) {
  return {
    approve: `Approve registration of ${registrationName(row)}`,
    incomplete: `Mark registration of ${registrationName(row)} incomplete`,
  };
}

/** "1/7/26 – 30/6/27" for the period the statistics cover. */
export function periodText(period: { from: string; to: string }): string {
  return `${formatDate(period.from)} – ${formatDate(period.to)}`;
}

export function programTypeLabel(type: TProgramType | null): string {
  return type ? PROGRAM_TYPE_LABELS[type] : 'No type';
}

/** Whether the queue's filters are the default "pending, nothing else" ones. */
export function isDefaultQueue(filters: Record<string, string | string[]>): boolean {
  return Object.entries(filters).every(([name, value]) =>
    name === 'status_eq'
      ? value === 'pending'
      : Array.isArray(value)
        ? value.length === 0
        : value.trim() === '',
  );
}

/** The empty state's words: nothing waiting at all, or nothing matching what was asked. */
export function emptyQueueText(filters: Record<string, string | string[]>): string {
  return isDefaultQueue(filters)
    ? 'No registrations are waiting for approval.'
    : 'No registrations match these filters.';
}

export interface DecisionFailure {
  /** The reason field's message (a 422 or 400 with code 2 naming `reason`). */
  reason?: string;
  /** One message for the dialog: a code-1 refusal, or the field messages that name no field. */
  message?: string;
}

interface ErrorLike {
  status?: number;
  code?: number;
  message?: string;
  messages?: Readonly<Record<string, readonly string[]>>;
  base?: readonly string[];
}

const sentence = (field: string, message: string) =>
  /^[A-Z]/.test(message)
    ? message
    : `${field.charAt(0).toUpperCase()}${field.slice(1).replace(/_/g, ' ')} ${message}`;

/**
 * Part 2 §8 "Reject of a registration": code 1 shows a message; code 2 shows field messages, on a
 * 422 or a 400. The reason's message goes under the field; anything else is one line above it.
 */
export function decisionFailure(error: unknown): DecisionFailure {
  const failure = (error ?? {}) as ErrorLike;
  const fieldMessages = Object.entries(failure.messages ?? {}).filter(([, list]) => list.length > 0);
  if (failure.code === 2 || fieldMessages.length > 0) {
    const reason = failure.messages?.reason?.[0];
    const others = [
      ...(failure.base ?? []),
      ...fieldMessages
        .filter(([field]) => field !== 'reason')
        .map(([field, list]) => sentence(field, list[0] ?? '')),
    ];
    return {
      ...(reason ? { reason } : {}),
      ...(others.length > 0
        ? { message: `${others.map((line) => line.replace(/[.\s]+$/, '')).join('. ')}.` }
        : {}),
      ...(!reason && others.length === 0 ? { message: failure.message || 'Something went wrong' } : {}),
    };
  }
  if (failure.status !== undefined && failure.status >= 500) return { message: 'Something went wrong' };
  return { message: failure.message || 'Something went wrong' };
}
