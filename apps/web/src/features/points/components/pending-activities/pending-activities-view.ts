/**
 * The pure parts of Activities Submitted for Approval (part 2 §2 "User profile", §5, §6): the words
 * the section builds from a request or from a refusal.
 */
import {
  POINT_REQUEST_MESSAGES,
  pointRequestActionError,
  type TPointRequest,
  type TPointRequestType,
} from '@pdp/contract';
import { humanizeFieldName, readServerError } from '../../../../lib/forms';

const FALLBACK_TEXT = 'Something went wrong, please try again';

/** "Notify the educator": every action emails the educator unless it is unticked (on by default, part 2 §9). */
export const NOTIFY_LABEL = 'Notify the educator';

/** "can't be blank" on `activity_date` → "Activity date can't be blank"; a sentence stays as it is. */
function toSentence(field: string, message: string): string {
  return /^[A-Z]/.test(message) ? message : `${humanizeFieldName(field)} ${message}`;
}

/**
 * The server's message of a refusal: a code-1 message; for code 2 its base messages (the server
 * words them for this dialog), else the first message of each field as a sentence.
 */
function serverMessage(error: unknown, clean: (line: string) => string = (line) => line): string | null {
  const server = readServerError(error);
  if (!server || server.status >= 500) return null;
  const fieldLines = Object.entries(server.messages ?? {})
    .filter(([, list]) => list.length > 0)
    .map(([field, list]) => (field === 'base' ? (list[0] ?? '') : toSentence(field, list[0] ?? '')));
  const base = (server.base ?? []).filter((line) => line.trim() !== '');
  const lines = (base.length > 0 ? base : fieldLines).filter((line) => line.trim() !== '');
  if (lines.length > 0)
    return lines.map((line) => clean(line.trim().replace(/[.\s]+$/, ''))).join('. ') + '.';
  return server.message ?? server.title ?? null;
}

/**
 * What the approve and incomplete dialogs show when the server refuses (part 2 §5). A 422 means the
 * request lacks something the approval needs: the server's message without the words "Vocational
 * activity", then "Please close this box and edit this record…" (the contract's
 * `pointRequestActionError`; a message that already ends with it is not repeated). Any other
 * refusal (400 "no longer pending", 403) shows its message as it is.
 */
export function decisionFailureText(error: unknown): string {
  const server = readServerError(error);
  if (!server) return error instanceof Error && error.message ? error.message : FALLBACK_TEXT;
  if (server.status >= 500) return FALLBACK_TEXT;
  if (server.status !== 422) return serverMessage(error) ?? FALLBACK_TEXT;
  // Each line loses the words "Vocational activity" and the instruction (if the server sent it), so
  // every line starts with a capital and the instruction comes once, at the end.
  const closeAndEdit = POINT_REQUEST_MESSAGES.closeAndEdit.slice(0, -1);
  const message = serverMessage(error, (line) => {
    const rest = line
      .split(closeAndEdit)
      .join('')
      .replace(/Vocational activity/g, '')
      .trim();
    return rest.charAt(0).toUpperCase() + rest.slice(1);
  });
  return pointRequestActionError((message ?? '').replace(/^[.\s]+|[.\s]+$/g, ''));
}

/** What the buttons and dialogs call a request: its activity, or its type when it has no name. */
export function requestName(
  row: Pick<TPointRequest, 'activity_name' | 'vocational_activity_name' | 'type_label'>,
) {
  return row.activity_name || row.vocational_activity_name || row.type_label;
}

/** The accessible names of a row's buttons, so a screen reader hears which activity each is for. */
export function actionButtonLabels(row: Parameters<typeof requestName>[0]) {
  const name = requestName(row);
  return {
    edit: `Edit ${name}`,
    approve: `Approve ${name}`,
    incomplete: `Mark ${name} incomplete`,
    convert: `Convert ${name}`,
  };
}

/** Convert turns a request into the other kind (part 2 §4). */
export function convertedType(type: TPointRequestType): TPointRequestType {
  return type === 'VocationalPointRequest' ? 'ReaPointRequest' : 'VocationalPointRequest';
}
