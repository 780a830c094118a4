import { useCallback, useState } from 'react';
import type { Me } from '../../../../lib/me';
import { useSupervisors } from '../../api/list-supervisors';
import {
  parseStoredSupervisor,
  restoreSupervisor,
  supervisorStorageKey,
  type SupervisorChoice,
} from './remembered-supervisor';

export interface ProfilingSupervisor {
  /** Whose educators are listed; undefined while loading or when the institute has none. */
  supervisor: SupervisorChoice | undefined;
  canPick: boolean;
  isLoading: boolean;
  /** Admins only: the institute has no active supervisor at all. */
  hasNoSupervisors: boolean;
  choose: (choice: SupervisorChoice) => void;
}

function readStored(key: string): SupervisorChoice | null {
  try {
    return parseStoredSupervisor(window.localStorage.getItem(key));
  } catch {
    // Storage can be switched off; the page then starts from the first supervisor every time.
    return null;
  }
}

function writeStored(key: string, choice: SupervisorChoice): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(choice));
  } catch {
    // Not remembered, but still used for this visit.
  }
}

/**
 * Whose educators Manage Profiles shows (part 1 §4, §6). A supervisor who is not an admin sees
 * their own; an admin picks any active supervisor, remembered per institute in local storage and
 * restored while that supervisor still exists (else the first one).
 */
export function useProfilingSupervisor(me: Me): ProfilingSupervisor {
  const canPick = me.permissions.includes('profiling.pick_supervisor');
  const storageKey = supervisorStorageKey(me.institute.id);
  const supervisors = useSupervisors({ enabled: canPick });
  const [picked, setPicked] = useState<SupervisorChoice | null>(null);

  const choose = useCallback(
    (choice: SupervisorChoice) => {
      writeStored(storageKey, choice);
      setPicked(choice);
    },
    [storageKey],
  );

  if (!canPick) {
    return {
      supervisor: { id: me.user.id, name: me.user.full_name },
      canPick,
      isLoading: false,
      hasNoSupervisors: false,
      choose,
    };
  }
  const list = supervisors.data;
  // A pick made in the modal wins over the remembered one; either must still be in the list.
  const supervisor = list ? restoreSupervisor(picked ?? readStored(storageKey), list) : null;
  return {
    supervisor: supervisor ?? undefined,
    canPick,
    isLoading: supervisors.isPending,
    hasNoSupervisors: list !== undefined && list.length === 0,
    choose,
  };
}
