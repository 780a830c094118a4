/** The supervisor whose educators an admin looks at (part 1 §4): remembered per institute. */
export interface SupervisorChoice {
  id: number;
  name: string;
}

export interface SupervisorListItem {
  id: number;
  full_name: string;
}

export function supervisorStorageKey(instituteId: number): string {
  return `pdp.profiling.supervisor.${instituteId}`;
}

/** Reads what was stored, ignoring anything that is not a {id, name} (an old format, a hand edit). */
export function parseStoredSupervisor(raw: string | null): SupervisorChoice | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { id, name } = value as Record<string, unknown>;
    return typeof id === 'number' && Number.isInteger(id) && typeof name === 'string' ? { id, name } : null;
  } catch {
    return null;
  }
}

/**
 * The remembered supervisor while they are still in the list (with their name as it is now), else
 * the first supervisor, else nobody (the institute has none).
 */
export function restoreSupervisor(
  stored: SupervisorChoice | null,
  supervisors: readonly SupervisorListItem[],
): SupervisorChoice | null {
  const match = stored ? supervisors.find((supervisor) => supervisor.id === stored.id) : undefined;
  const chosen = match ?? supervisors[0];
  return chosen ? { id: chosen.id, name: chosen.full_name } : null;
}

/** The list heading, as the spec writes it: "Sue Visor's Educators". */
export function educatorsHeading(name: string): string {
  return `${name}'s Educators`;
}
