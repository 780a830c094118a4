// Rebuilds the web console (apps/web/dist) only when its sources are newer than the last build,
// so `npm start` stays fast after the first run but never serves a stale console.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
].map((entry) => path.join(root, entry));

/** The newest modification time (ms) of a file, or of any file under a folder; 0 when absent. */
function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry, { withFileTypes: true })) {
    if (child.name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child.name)));
  }
  return newest;
}

function staleReason() {
  if (!existsSync(builtIndex)) return 'apps/web/dist is missing';
  const builtAt = statSync(builtIndex).mtimeMs;
  const changed = sources.find((entry) => newestMtime(entry) > builtAt);
  return changed ? `${path.relative(root, changed)} changed since the last build` : null;
}

const reason = staleReason();
if (!reason) {
  console.log('Web console build is up to date (apps/web/dist).');
  process.exit(0);
}

console.log(`Building the web console: ${reason}.`);
const result = spawnSync('npm', ['run', 'build', '-w', '@pdp/web'], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
