import type { AppDeps } from '../../app-deps.js';
import { latestMigrationOfCode } from '../../db/client.js';
import { latestAppliedMigration, pingDatabase } from './repository.js';

/** What /readyz checks; each names what keeps the node from serving when it fails. */
export type ReadinessCheck = 'draining' | 'database' | 'migrations' | 'storage';

// A check that hangs (a database that accepts connections and never answers) fails rather than keep
// the load balancer's probe waiting past its own timeout.
const CHECK_TIMEOUT_MS = 3000;

function withinTimeout(check: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>(
    (resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)),
  );
  return Promise.race([check.catch(() => false), timeout]).finally(() => clearTimeout(timer));
}

let codeMigration: number | undefined;

async function isMigrated(deps: AppDeps): Promise<boolean> {
  codeMigration ??= latestMigrationOfCode();
  return (await latestAppliedMigration(deps.db)) >= codeMigration;
}

/** The checks that fail now; none when this node can serve. */
export async function failingReadinessChecks(deps: AppDeps): Promise<ReadinessCheck[]> {
  if (deps.lifecycle.isDraining) return ['draining'];
  const checks: [ReadinessCheck, Promise<boolean>][] = [
    ['database', pingDatabase(deps.db).then(() => true)],
    ['migrations', isMigrated(deps)],
    ['storage', deps.storage.check().then(() => true)],
  ];
  const results = await Promise.all(checks.map(([, check]) => withinTimeout(check)));
  return checks.filter((_, i) => !results[i]).map(([name]) => name);
}
