import { AUDIT_SYSTEM_ACTOR, type TAuditEvent } from '@pdp/contract';

/** "supervisor_responses" → "Supervisor responses": a table name as the log shows it. */
export function tableLabel(table: string): string {
  const words = table.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Actor = Pick<TAuditEvent, 'user_id' | 'user_full_name'> &
  Partial<Pick<TAuditEvent, 'on_behalf_of_user_id' | 'on_behalf_of_full_name'>>;

/**
 * Who acted: the user's name, "System" for jobs and the CLI, or the id of a user since removed; a
 * delegate's decision adds whom it was for ("Bob Smith on behalf of Alice Jones").
 */
export function actorName(event: Actor): string {
  if (event.user_id === null) return AUDIT_SYSTEM_ACTOR;
  const name = event.user_full_name ?? `User #${event.user_id}`;
  if (event.on_behalf_of_user_id == null) return name;
  return `${name} on behalf of ${event.on_behalf_of_full_name ?? `User #${event.on_behalf_of_user_id}`}`;
}
