#!/usr/bin/env node
// Rebuilds what `npm start` runs only when its sources are newer than the last build, so a warm start
// costs a directory walk, never a stale console or server:
//   the web console (apps/web/dist, by Vite) and the server (apps/server/dist, by scripts/build-server.mjs).
// `node scripts/build-if-stale.mjs server` checks the server alone (the e2e and bench servers).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (entry) => path.join(root, entry);

const targets = {
  web: {
    built: at('apps/web/dist/index.html'),
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/contract/src',
    ],
    build() {
      const result = spawnSync('npm', ['run', 'build', '-w', '@pdp/web'], { cwd: root, stdio: 'inherit' });
      if (result.status !== 0) process.exit(result.status ?? 1);
    },
  },
  server: {
    built: at('apps/server/dist/server.js'),
    sources: [
      'apps/server/src',
      'apps/server/package.json',
      'packages/contract/src',
      'scripts/build-server.mjs',
    ],
    async build() {
      rmSync(at('apps/server/dist'), { recursive: true, force: true });
      // Loaded only to build: esbuild's loading is not worth paying on every warm start.
      const { buildServer } = await import('./build-server.mjs');
      await buildServer();
    },
  },
};

/** The newest modification time (ms) of a file, or of any file under a folder; 0 when absent. */
function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry, { withFileTypes: true })) {
    if (child.name === 'node_modules' || child.name.endsWith('.test.ts')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child.name)));
  }
  return newest;
}

function staleReason({ built, sources }) {
  if (!existsSync(built)) return `${path.relative(root, built)} is missing`;
  const builtAt = statSync(built).mtimeMs;
  const changed = sources.find((entry) => newestMtime(at(entry)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

const wanted = process.argv.slice(2);
for (const [name, target] of Object.entries(targets)) {
  if (wanted.length && !wanted.includes(name)) continue;
  const reason = staleReason(target);
  if (!reason) continue;
  const started = Date.now();
  console.log(`Building the ${name}: ${reason}.`);
  await target.build();
  console.log(`Built the ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
