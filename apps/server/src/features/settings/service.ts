import type { Transaction } from '../../db/client.js';
import { copyOrganisationRows } from './organisation-copy-repository.js';

/** Copies divisions with their departments, employment types and locations into another institute. */
export function copyOrganisationSettings(tx: Transaction, fromId: number, toId: number): Promise<void> {
  return copyOrganisationRows(tx, fromId, toId);
}
