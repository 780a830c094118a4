/**
 * How any code raises a user-facing message without importing React: it dispatches a window event
 * that the shell's message bar or Error! modal (apps/web/src/app/messages/) listens for. The spec's
 * rule is "generic error events go to the bottom message bar; modal error events go to the Error!
 * modal", and an event is the one channel that plain modules (the API client), features, and
 * browser tests can all reach.
 */

export const MESSAGE_EVENT = 'pdp:message';
export const ERROR_MODAL_EVENT = 'pdp:error-modal';

/** How long each kind of message stays up (part 1 §9, part 2 §9). */
export const MESSAGE_DURATIONS = {
  /** Reminder "send now" toasts on the institute settings. */
  reminder: 3000,
  /** Program and profiling messages. */
  program: 4000,
  profiling: 4000,
  /** The shell's message bar, and the default. */
  shell: 5000,
} as const;
export type MessageDuration = keyof typeof MESSAGE_DURATIONS;

export type MessageSeverity = 'info' | 'success' | 'error';

export interface MessageEventDetail {
  message: string;
  /** Milliseconds; the message bar uses 5000 when absent. */
  durationMs?: number;
  severity?: MessageSeverity;
}

export interface ErrorModalEventDetail {
  message: string;
}

export interface NotifyOptions {
  duration?: MessageDuration;
  severity?: MessageSeverity;
}

/** Queues a message in the bottom-left message bar. */
export function notify(message: string, options: NotifyOptions = {}): void {
  const detail: MessageEventDetail = {
    message,
    durationMs: MESSAGE_DURATIONS[options.duration ?? 'shell'],
    severity: options.severity ?? 'info',
  };
  window.dispatchEvent(new CustomEvent(MESSAGE_EVENT, { detail }));
}

/** Queues an error in the message bar: "generic error events go to the bottom message bar". */
export function notifyError(message: string, options: Omit<NotifyOptions, 'severity'> = {}): void {
  notify(message, { ...options, severity: 'error' });
}

/** Opens the Error! modal with this message. */
export function showErrorModal(message: string): void {
  const detail: ErrorModalEventDetail = { message };
  window.dispatchEvent(new CustomEvent(ERROR_MODAL_EVENT, { detail }));
}

/** Reads a message event's detail defensively: tests and other code dispatch these by hand. */
export function readMessageDetail(event: Event): MessageEventDetail | null {
  const detail: unknown = (event as CustomEvent).detail;
  if (!detail || typeof detail !== 'object' || !('message' in detail)) return null;
  const { message, durationMs, severity } = detail as Record<string, unknown>;
  if (typeof message !== 'string' || message === '') return null;
  return {
    message,
    durationMs: typeof durationMs === 'number' && durationMs > 0 ? durationMs : MESSAGE_DURATIONS.shell,
    severity: severity === 'success' || severity === 'error' ? severity : 'info',
  };
}
