import { AUDIT_SYSTEM_ACTOR, type TAuditEvent } from '@pdp/contract';

/** "supervisor_responses" → "Supervisor responses": a table name as the log shows it. */
export function tableLabel(table: string): string {
  const words = table.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Who acted: the user's name, "System" for jobs and the CLI, or the id of a user since removed. */
export function actorName(event: Pick<TAuditEvent, 'user_id' | 'user_full_name'>): string {
  if (event.user_id === null) return AUDIT_SYSTEM_ACTOR;
  return event.user_full_name ?? `User #${event.user_id}`;
}
