import type { AppDeps } from '../../app-deps.js';
import { pingDatabase } from './repository.js';

/** Resolves once the server can serve: the database answers. */
export function checkReadiness(deps: AppDeps): Promise<void> {
  return pingDatabase(deps.db);
}
